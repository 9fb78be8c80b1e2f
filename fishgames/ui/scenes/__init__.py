"""The app shell's scenes: menu, setup (+ code picker), settings, statistics, rules help, cover screen,
results, in-game menu and the kiosk PIN pad.  Modules import each other lazily (inside the hooks that
switch scenes), so importing one scene never drags in the whole shell."""
