#!/usr/bin/env python3
"""Draws Articles/Images/ReadingListStates.svg: the reading-list screen of Examples/Compare in
six states, as six phones in three columns and two rows, each captioned below.

The states are Loading (a ProgressView), Loaded (title, search field, the shelf's items),
Empty ("No books", here for a search with no results), Failed (the offline message and Retry),
Refreshing (the items with the refresh spinner above them) and Detail with edit sheet (an
item's detail dimmed behind the "Edit title" sheet with its Title field, Cancel and Save).
The strings are the ones the SwiftUI views in Examples/Compare/PlainObservable/SwiftUI/ and
ReadingItem.shelf (Examples/Compare/ReadingList/ReadingItem+Shelf.swift) show.

The figure is generated rather than drawn by hand so that the six phones share one frame and
one set of measurements and stay aligned: change a constant here and run

    python3 scripts/draw-reading-list-states.py

to rewrite the SVG (the output is deterministic). Plain python3, no third-party packages.
Colours are CSS classes with a prefers-color-scheme: dark override, so the figure follows the
reader's appearance even when it is shown through <img>.
"""

import math
import pathlib
import textwrap
from xml.sax.saxutils import escape

OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "Articles" / "Images" / "ReadingListStates.svg"

# Layout of the page: three columns, two rows.
PHONE_W, PHONE_H = 280, 560
MARGIN_X, GAP_X = 20, 40
TOP, CAPTION_H, GAP_Y = 20, 46, 24
VIEW_W = 2 * MARGIN_X + 3 * PHONE_W + 2 * GAP_X
ROW_H = PHONE_H + CAPTION_H + GAP_Y
VIEW_H = TOP + 2 * ROW_H - GAP_Y + 4

# Layout of one phone, in its own coordinates.
BEZEL = 7
SCREEN_X, SCREEN_Y = BEZEL, BEZEL
SCREEN_W, SCREEN_H = PHONE_W - 2 * BEZEL, PHONE_H - 2 * BEZEL
INSET = 22  # leading edge of text
TRAILING = PHONE_W - INSET
TITLE_BASELINE = 94
SEARCH_Y, SEARCH_H = 108, 36
ROWS_Y = 156
ROW_H_ONE, ROW_H_TWO = 60, 80  # a row with a one-line and a two-line title
REFRESH_SHIFT = 44  # how far the pulled content moves down for the refresh spinner

# ReadingItem.shelf, with the one long title broken where it wraps on a phone this wide.
SHELF = [
    (["Middlemarch"], "George Eliot"),
    (["The Left Hand of Darkness"], "Ursula K. Le Guin"),
    (["Invisible Cities"], "Italo Calvino"),
    (["The Hitchhiker's Guide", "to the Galaxy"], "Douglas Adams"),
    (["Beloved"], "Toni Morrison"),
]

STATES = [
    "Loading",
    "Loaded",
    "Empty",
    "Failed",
    "Refreshing",
    "Detail with edit sheet",
]

STYLE = """\
text { font-family: system-ui, -apple-system, sans-serif; }
.bezel { fill: #F2F2F7; stroke: #C7C7CC; stroke-width: 1.5; }
.screen { fill: #FFFFFF; }
.island { fill: #1C1C1E; }
.label { fill: #000000; }
.secondary { fill: #6C6C70; }
.tint { fill: #007AFF; }
.field { fill: #EEEEF0; }
.grouped { fill: #F2F2F7; }
.cell { fill: #FFFFFF; }
.dim { fill: #000000; opacity: 0.22; }
.separator { stroke: #D1D1D6; stroke-width: 1; }
.chevron, .glyph { fill: none; stroke: #AEAEB2; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.glyph { stroke: #8E8E93; stroke-width: 4; }
.spoke { stroke: #8E8E93; stroke-linecap: round; }
.stroke-label { fill: none; stroke: #000000; }
.stroke-field { fill: none; stroke: #EEEEF0; stroke-width: 1.75; stroke-linecap: round; }
.stroke-tint { fill: none; stroke: #007AFF; stroke-width: 2.5; stroke-linecap: round; stroke-linejoin: round; }
.caption { fill: #1C1C1E; }
.s14 { font-size: 14px; }
.s16 { font-size: 16px; }
.s17 { font-size: 17px; }
.s20 { font-size: 20px; }
.s22 { font-size: 22px; }
.s28 { font-size: 28px; }
.semibold { font-weight: 600; }
.bold { font-weight: 700; }
@media (prefers-color-scheme: dark) {
  .bezel { fill: #1C1C1E; stroke: #48484A; }
  .screen { fill: #0B0B0C; }
  .island { fill: #000000; }
  .label { fill: #F2F2F7; }
  .secondary { fill: #98989F; }
  .tint { fill: #0A84FF; }
  .field { fill: #1C1C1E; }
  .grouped { fill: #1C1C1E; }
  .cell { fill: #2C2C2E; }
  .dim { opacity: 0.5; }
  .separator { stroke: #38383A; }
  .chevron { stroke: #5A5A5F; }
  .glyph, .spoke { stroke: #8D8D93; }
  .stroke-label { stroke: #F2F2F7; }
  .stroke-field { stroke: #1C1C1E; }
  .stroke-tint { stroke: #0A84FF; }
  .caption { fill: #F2F2F7; }
}"""


def num(value):
    """A coordinate as short text: 12, 12.5, never 12.0."""
    value = round(value, 1)
    return str(int(value)) if value == int(value) else str(value)


def attrs(**values):
    return "".join(f' {key.rstrip("_").replace("_", "-")}="{num(v) if isinstance(v, (int, float)) else v}"'
                   for key, v in values.items())


def text(x, y, string, cls, anchor=None):
    extra = attrs(text_anchor=anchor) if anchor else ""
    return f'<text{attrs(x=x, y=y)} class="{cls}"{extra}>{escape(string)}</text>'


def rect(x, y, w, h, cls, rx=0):
    corner = attrs(rx=rx) if rx else ""
    return f'<rect{attrs(x=x, y=y, width=w, height=h)}{corner} class="{cls}"/>'


def spinner(cx, cy, radius):
    """An activity indicator: eight spokes fading clockwise."""
    lines = [f'<g class="spoke"{attrs(stroke_width=radius * 0.24)}>']
    for i in range(8):
        angle = math.radians(-90 + 45 * i)
        inner, outer = radius * 0.45, radius
        x1, y1 = cx + inner * math.cos(angle), cy + inner * math.sin(angle)
        x2, y2 = cx + outer * math.cos(angle), cy + outer * math.sin(angle)
        opacity = 1 - i * 0.1
        lines.append(f'  <line{attrs(x1=x1, y1=y1, x2=x2, y2=y2, stroke_opacity=opacity)}/>')
    lines.append("</g>")
    return lines


def large_title(string, dy=0):
    return [text(INSET, TITLE_BASELINE + dy, string, "label s28 bold")]


def search_field(dy=0, query=None):
    y = SEARCH_Y + dy
    mid = y + SEARCH_H / 2
    lines = [
        rect(INSET - 2, y, PHONE_W - 2 * INSET + 4, SEARCH_H, "field", rx=10),
        f'<circle{attrs(cx=INSET + 14, cy=mid - 1.5, r=5.5)} class="chevron"/>',
        f'<path d="M{num(INSET + 18)} {num(mid + 2.5)}l4 4" class="chevron"/>',
    ]
    if query is None:
        lines.append(text(INSET + 30, mid + 5, "Search", "secondary s16"))
    else:
        clear_x = TRAILING - 12
        lines += [
            text(INSET + 30, mid + 5, query, "label s16"),
            f'<circle{attrs(cx=clear_x, cy=mid, r=8)} class="secondary"/>',
            f'<path d="M{num(clear_x - 3)} {num(mid - 3)}l6 6m0 -6l-6 6" class="stroke-field"/>',
        ]
    return lines


def item_rows(top):
    """The shelf as List rows: title, author in secondary, a chevron, a separator."""
    lines = []
    y = top
    for title_lines, author in SHELF:
        height = ROW_H_ONE if len(title_lines) == 1 else ROW_H_TWO
        baseline = y + 24
        for line in title_lines:
            lines.append(text(INSET, baseline, line, "label s16"))
            baseline += 20
        lines.append(text(INSET, baseline, author, "secondary s14"))
        mid = y + height / 2
        lines.append(f'<path d="M{num(TRAILING - 4)} {num(mid - 6)}l6 6l-6 6" class="chevron"/>')
        lines.append(f'<path d="M{num(INSET)} {num(y + height)}H{num(SCREEN_X + SCREEN_W)}" class="separator"/>')
        y += height
    return lines


def books_glyph(cx, top):
    """books.vertical, drawn as three upright books."""
    return [
        f'<rect{attrs(x=cx - 27, y=top + 8, width=14, height=48, rx=3)} class="glyph"/>',
        f'<rect{attrs(x=cx - 9, y=top, width=16, height=56, rx=3)} class="glyph"/>',
        f'<rect{attrs(x=cx + 11, y=top + 12, width=14, height=44, rx=3)} class="glyph"'
        f' transform="rotate(-12 {num(cx + 18)} {num(top + 56)})"/>',
    ]


def wifi_slash_glyph(cx, cy):
    """wifi.slash: three arcs and a dot, struck through."""
    lines = []
    for r in (10, 21, 32):
        dx, dy = r * math.sin(math.radians(45)), r * math.cos(math.radians(45))
        lines.append(f'<path d="M{num(cx - dx)} {num(cy - dy)}A{r} {r} 0 0 1 {num(cx + dx)} {num(cy - dy)}"'
                     f' class="glyph"/>')
    lines.append(f'<circle{attrs(cx=cx, cy=cy + 6, r=4)} class="secondary"/>')
    lines.append(f'<path d="M{num(cx - 26)} {num(cy - 36)}L{num(cx + 22)} {num(cy + 12)}" class="glyph"/>')
    return lines


def loading():
    return large_title("Reading list") + spinner(PHONE_W / 2, 300, 15)


def loaded():
    return large_title("Reading list") + search_field() + item_rows(ROWS_Y)


def empty():
    mid = PHONE_W / 2
    return (large_title("Reading list") + search_field(query="Dune")
            + books_glyph(mid, 244) + [text(mid, 336, "No books", "label s20 bold", "middle")])


def failed():
    mid = PHONE_W / 2
    return large_title("Reading list") + wifi_slash_glyph(mid, 264) + [
        text(mid, 312, "Couldn't load the", "label s20 bold", "middle"),
        text(mid, 338, "reading list", "label s20 bold", "middle"),
        text(mid, 366, "The reading list is offline.", "secondary s16", "middle"),
        text(mid, 404, "Retry", "tint s17 semibold", "middle"),
    ]


def refreshing():
    return (spinner(PHONE_W / 2, 68, 10) + large_title("Reading list", REFRESH_SHIFT)
            + search_field(REFRESH_SHIFT) + item_rows(ROWS_Y + REFRESH_SHIFT))


def detail_with_sheet():
    title, author = SHELF[0][0][0], SHELF[0][1]
    card_w = PHONE_W - 2 * INSET + 4
    behind = [
        rect(SCREEN_X, SCREEN_Y, SCREEN_W, SCREEN_H, "grouped"),
        f'<path d="M{num(INSET + 6)} {num(58)}l-7 7l7 7" class="stroke-tint"/>',
        text(INSET + 12, 70, "Reading list", "tint s17"),
        text(TRAILING, 70, "Edit", "tint s17", "end"),
        text(INSET, 114, title, "label s28 bold"),
        rect(INSET - 2, 130, card_w, 88, "cell", rx=10),
        text(INSET + 12, 159, "Title", "label s16"),
        text(TRAILING - 10, 159, title, "secondary s16", "end"),
        f'<path d="M{num(INSET + 12)} 174H{num(TRAILING + 2)}" class="separator"/>',
        text(INSET + 12, 203, "Author", "label s16"),
        text(TRAILING - 10, 203, author, "secondary s16", "end"),
        rect(SCREEN_X, SCREEN_Y, SCREEN_W, SCREEN_H, "dim"),
    ]
    sheet_top = 244
    sheet = [
        rect(SCREEN_X, sheet_top, SCREEN_W, SCREEN_H, "grouped", rx=14),
        text(INSET, sheet_top + 34, "Cancel", "tint s17"),
        text(PHONE_W / 2, sheet_top + 34, "Edit title", "label s17 semibold", "middle"),
        text(TRAILING, sheet_top + 34, "Save", "tint s17 semibold", "end"),
        rect(INSET - 2, sheet_top + 58, card_w, 44, "cell", rx=10),
        text(INSET + 12, sheet_top + 85, title, "label s16"),
    ]
    return behind + sheet


def phone(index, caption, content):
    col, row = index % 3, index // 3
    x = MARGIN_X + col * (PHONE_W + GAP_X)
    y = TOP + row * ROW_H
    lines = [f'<g transform="translate({x} {y})">', '  <use href="#phone"/>', '  <g clip-path="url(#screen)">']
    lines += ["    " + line for line in content]
    lines += [
        "  </g>",
        '  <use href="#chrome"/>',
        "  " + text(PHONE_W / 2, PHONE_H + 32, caption, "caption s22 semibold", "middle"),
        "</g>",
    ]
    return lines


def defs():
    island_w = 76
    return [
        "<defs>",
        '  <clipPath id="screen">',
        "    " + rect(SCREEN_X, SCREEN_Y, SCREEN_W, SCREEN_H, "", rx=36).replace(' class=""', ""),
        "  </clipPath>",
        '  <g id="phone">',
        "    " + rect(0.75, 0.75, PHONE_W - 1.5, PHONE_H - 1.5, "bezel", rx=43),
        "    " + rect(SCREEN_X, SCREEN_Y, SCREEN_W, SCREEN_H, "screen", rx=36),
        "  </g>",
        '  <g id="chrome">',
        "    " + rect((PHONE_W - island_w) / 2, 17, island_w, 22, "island", rx=11),
        "    " + text(38, 34, "9:41", "label s14 semibold"),
        "    " + f'<rect{attrs(x=226, y=24, width=22, height=11, rx=3)} class="stroke-label"'
                 f' style="stroke-width:1;opacity:0.5"/>',
        "    " + rect(228, 26, 15, 7, "label", rx=1.5),
        "    " + rect((PHONE_W - 100) / 2, PHONE_H - 17, 100, 5, "label", rx=2.5),
        "  </g>",
        "</defs>",
    ]


def svg():
    contents = [loading(), loaded(), empty(), failed(), refreshing(), detail_with_sheet()]
    description = (
        "Six iPhone screens of the Compare example's reading list. "
        "Loading: the Reading list title with a spinner in the middle. "
        "Loaded: the title, a search field and five books with their authors, "
        "from Middlemarch by George Eliot to Beloved by Toni Morrison. "
        "Empty: a search for Dune with no results, showing No books. "
        "Failed: Couldn't load the reading list, The reading list is offline, and a Retry button. "
        "Refreshing: the same books pulled down under a small refresh spinner. "
        "Detail with edit sheet: Middlemarch's detail, dimmed behind a sheet titled Edit title "
        "with Cancel, Save and a Title field holding Middlemarch; Save is disabled while the title is blank."
    )
    lines = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW_W} {VIEW_H}" role="img"'
        ' aria-labelledby="title desc"',
        '     font-family="system-ui, -apple-system, sans-serif">',
        '  <title id="title">The reading-list screen in six states</title>',
        '  <desc id="desc">',
        *("    " + line for line in textwrap.wrap(escape(description), 96)),
        "  </desc>",
        "  <style>",
    ]
    lines += ["    " + line if line else "" for line in STYLE.splitlines()]
    lines.append("  </style>")
    lines += ["  " + line for line in defs()]
    for index, (caption, content) in enumerate(zip(STATES, contents)):
        lines.append(f"  <!-- {caption} -->")
        lines += ["  " + line for line in phone(index, caption, content)]
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def main():
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(svg(), encoding="utf-8")
    print(f"wrote {OUTPUT} ({OUTPUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
