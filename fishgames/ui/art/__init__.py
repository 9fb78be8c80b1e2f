"""Our own drawings: fish, cards, dice, tables and menu art — vector shapes, no image files.

Shapes are drawn supersampled (``SS``× bigger) and smooth-scaled down once, so pygame's plain
polygon fills come out anti-aliased.  Everything here is *pure rendering* and slow-ish by
design; scenes never call it per frame but go through :mod:`fishgames.ui.sprites`, which
caches every result by its parameters and size.

Colours come from :mod:`fishgames.ui.theme` (one under-water palette); every card colour
also carries one of the theme's drawn symbols, so colour is never the only cue.

Modules: ``draw`` (primitives), ``fish``, ``spotted`` (a spotted fish from shared parts), ``tinted`` (a drawing in
any colour from one drawing's shapes), ``cards``, ``dice``, ``scenery`` (tables, backdrops, menu tiles).  Everything
public is re-exported here: ``from fishgames.ui import art``.
"""

from __future__ import annotations

from fishgames.ui.art.cards import (  # noqa: F401
    ANCHOR_FACE,
    CARD_EDGE,
    FUGU_CREATURES,
    RANK_SPECIES,
    RANKS_ORDER,
    REQUIREMENT_DICE,
    SUIT_COLOURS_2,
    SUIT_COLOURS_4,
    SUIT_GLYPHS,
    SUIT_RED,
    VALUE_MIN,
    CardLayout,
    card_back,
    card_blank,
    card_ground,
    card_layout,
    colour_card,
    draw_coin,
    draw_crown,
    draw_requirement,
    fugu_card,
    lure_card,
    playing_card,
    special_card,
    suit_colour,
)
from fishgames.ui.art.dice import (  # noqa: F401
    DIE_COLOURS,
    DIE_SIDES,
    PIPS,
    die_face,
    die_tumble_frames,
    die_tumble_steps,
)
from fishgames.ui.art.draw import (  # noqa: F401
    SS,
    TINTS,
    Colour,
    Tint,
    blend_ellipse,
    blurred,
    canvas,
    clip_to,
    contrast,
    cubic,
    cue,
    darken,
    downsample,
    finish,
    glyph,
    ink_on,
    lighten,
    luminance,
    mix,
    outlined_text,
    quad,
    silhouette,
    soft_shadow,
    star_strip,
    stroke_under,
    symbol_badge,
    tint,
    vertical_gradient,
)
from fishgames.ui.art.fish import (  # noqa: F401
    ASPECT,
    CREATURES,
    FISH,
    SAME_EVERY_VARIANT,
    SPECIES,
    SPECIES_COLOURS,
    SPOTTED,
    TINTED,
    Body,
    Fish,
    Pen,
    draw_fish,
    fish_surface,
    spots_of,
)
from fishgames.ui.art.scenery import (  # noqa: F401
    GAME_ACCENTS,
    GAMES,
    draw_bubble,
    draw_seaweed,
    game_tile,
    sand_table,
    table_surface,
    table_surface_steps,
    title_backdrop,
    underwater,
    underwater_steps,
    wood_table,
)
from fishgames.ui.art.spotted import SpottedParts, spotted_fish, spotted_parts  # noqa: F401
from fishgames.ui.art.tinted import TintedParts, tinted_fish, tinted_parts  # noqa: F401
