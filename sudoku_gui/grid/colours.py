"""The grid's colours, derived from the system palette so light and dark themes both work.

Highlights are blends of the palette's highlight colour into the cell background, so they
keep their contrast whatever the theme. The few fixed hues (conflict red, guess orange,
deduction green) are blended too, and every one of them is paired with a shape in the
painting (hatching, dashed or solid outlines), so nothing depends on colour vision alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette

Role = QPalette.ColorRole

RED = QColor(214, 40, 40)
ORANGE = QColor(230, 130, 0)
GREEN = QColor(40, 160, 80)
VIOLET = QColor(130, 90, 200)
TEAL = QColor(0, 125, 120)  # hints: a style of their own, never a search's
PAINT_HUES = (QColor(235, 60, 60), QColor(40, 110, 235), QColor(40, 170, 60), QColor(240, 190, 0))


def blend(over: QColor, under: QColor, amount: float) -> QColor:
    """``over`` laid on ``under`` with opacity ``amount`` (0..1)."""
    return QColor(
        round(under.red() + (over.red() - under.red()) * amount),
        round(under.green() + (over.green() - under.green()) * amount),
        round(under.blue() + (over.blue() - under.blue()) * amount),
    )


def is_dark(palette: QPalette) -> bool:
    return palette.color(Role.Base).lightness() < 128


@dataclass(frozen=True)
class GridColours:
    """Every colour one frame of the grid uses (``GridFrame.colours``)."""

    window: QColor
    base: QColor
    text: QColor
    given: QColor
    entry: QColor
    solver: QColor
    candidate: QColor
    faded: QColor
    label: QColor
    selected: QColor
    selection_outline: QColor
    peer: QColor
    same_digit: QColor
    conflict: QColor
    cell_line: QColor
    box_line: QColor
    deduced: QColor
    backtrack: QColor
    guess: QColor
    guess_fill: QColor
    cause: QColor
    hint: QColor
    hint_fill: QColor
    paint: tuple[QColor, ...]  # the four colours players paint cells and candidates with

    def digit(self, kind: str) -> QColor:
        """The colour of a digit of kind "given", "entry" or "solver"."""
        return {"given": self.given, "entry": self.entry, "solver": self.solver}[kind]

    @classmethod
    def from_palette(cls, palette: QPalette, focused: bool = True) -> GridColours:
        base = palette.color(Role.Base)
        text = palette.color(Role.Text)
        highlight = palette.color(Role.Highlight)
        dark = is_dark(palette)
        accent = palette.color(Role.Link)
        if abs(accent.lightness() - base.lightness()) < 80:  # a theme with a weak link colour
            accent = QColor(120, 170, 255) if dark else QColor(20, 80, 200)
        return cls(
            window=palette.color(Role.Window),
            base=base,
            text=text,
            given=text,
            entry=accent,
            solver=blend(GREEN, text, 0.55),
            candidate=blend(text, base, 0.5),
            faded=QColor(200, 30, 30) if not dark else QColor(255, 120, 120),
            label=blend(VIOLET, text, 0.6) if not dark else blend(VIOLET, text, 0.35),
            selected=blend(highlight, base, 0.45 if focused else 0.25),
            selection_outline=highlight if focused else blend(highlight, base, 0.5),
            peer=blend(highlight, base, 0.12),
            same_digit=blend(highlight, base, 0.28),
            conflict=RED if not dark else QColor(255, 90, 90),
            cell_line=blend(text, base, 0.35),
            box_line=text,
            deduced=blend(GREEN, base, 0.3),
            backtrack=blend(VIOLET, base, 0.25),
            guess=ORANGE,
            guess_fill=blend(ORANGE, base, 0.22),
            cause=QColor(0, 90, 200) if not dark else QColor(110, 180, 255),
            hint=TEAL if not dark else QColor(70, 210, 200),
            hint_fill=blend(TEAL, base, 0.18 if not dark else 0.3),
            paint=tuple(blend(hue, base, 0.35 if not dark else 0.45) for hue in PAINT_HUES),
        )
