"""Everything pygame: app loop, scenes, input, animation, sprites, widgets."""
