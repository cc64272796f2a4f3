"""The grid's pre-rendered digits: the same pixels as drawing the text, made once per look."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from solver.board import ALL, BIT
from sudoku_gui.grid.glyphs import GlyphCache, mark_boxes

BLACK = QColor(0, 0, 0)


def small_font() -> QFont:
    font = QFont()
    font.setPixelSize(14)
    return font


def canvas(width: int, height: int, ratio: float) -> QImage:
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(255, 255, 255))
    return image


def drawn_directly(mask: int, width: int, height: int, ratio: float) -> QImage:
    image = canvas(width, height, ratio)
    painter = QPainter(image)
    painter.setFont(small_font())
    painter.setPen(BLACK)
    for digit, box in enumerate(mark_boxes(width, height), start=1):
        if mask & BIT[digit]:
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(digit))
    painter.end()
    return image


def glyph_cache(limit: int = 100) -> GlyphCache:
    glyphs = GlyphCache(limit)
    glyphs.set_fonts({"small": small_font()})
    return glyphs


def drawn_from_cache(glyphs: GlyphCache, mask: int, width: int, height: int, ratio: float):
    image = canvas(width, height, ratio)
    painter = QPainter(image)
    for top, strip in glyphs.marks(mask, "small", BLACK, width, height, ratio):
        painter.drawPixmap(0, top, strip)
    painter.end()
    return image


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_cached_marks_look_like_drawn_text_at_each_pixel_ratio(qapp, ratio):
    glyphs = glyph_cache()
    strips = glyphs.marks(BIT[1] | BIT[5] | BIT[9], "small", BLACK, 60, 61, ratio)
    assert [top for top, _ in strips] == [box.y() for box in mark_boxes(60, 61)[::3]]
    for _, strip in strips:
        assert strip.width() == round(60 * ratio)
        assert strip.devicePixelRatio() == ratio
    for mask in (ALL, BIT[1] | BIT[5] | BIT[9], BIT[7]):
        assert drawn_from_cache(glyphs, mask, 60, 61, ratio) == drawn_directly(mask, 60, 61, ratio)


def test_ink_of_a_single_mark_stays_in_its_box(qapp):
    glyphs = glyph_cache()
    [(top, strip)] = glyphs.marks(BIT[9], "small", BLACK, 60, 60, 1.0)
    image = strip.toImage()
    inked = QRect()
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixelColor(x, y).alpha():
                inked |= QRect(x, top + y, 1, 1)
    assert not inked.isEmpty()
    assert mark_boxes(60, 60)[8].contains(inked)


def test_every_mask_of_a_look_shares_21_strips(qapp):
    glyphs = glyph_cache(limit=1000)
    for mask in range(1, ALL + 1):
        glyphs.marks(mask, "small", BLACK, 60, 60, 1.0)
    assert len(glyphs) == 3 * 7


def test_one_pixmap_per_look(qapp):
    glyphs = glyph_cache()
    first = glyphs.text("5", "small", BLACK, 60, 60, 1.0)
    assert glyphs.text("5", "small", BLACK, 60, 60, 1.0).cacheKey() == first.cacheKey()
    assert len(glyphs) == 1
    glyphs.text("5", "small", QColor(200, 0, 0), 60, 60, 1.0)
    glyphs.text("5", "small", BLACK, 60, 60, 2.0)
    glyphs.text("5", "small", BLACK, 61, 60, 1.0)
    glyphs.marks(BIT[5], "small", BLACK, 60, 60, 1.0)
    glyphs.text("5", "small", BLACK, 60, 60, 1.0, Qt.AlignmentFlag.AlignLeft)
    assert len(glyphs) == 6
    glyphs.set_fonts({"small": small_font()})
    assert len(glyphs) == 0


def test_a_full_cache_starts_afresh(qapp):
    glyphs = glyph_cache(limit=3)
    for digit in (1, 2, 3):
        glyphs.text(str(digit), "small", BLACK, 40, 40, 1.0)
    assert len(glyphs) == 3
    glyphs.text("4", "small", BLACK, 40, 40, 1.0)
    assert len(glyphs) == 1


def test_mark_boxes_tile_the_cell_inside_its_inset():
    boxes = mark_boxes(90, 91)
    assert boxes[0].topLeft() == QPoint(6, 6)
    assert boxes[8].right() < 90 - 6 and boxes[8].bottom() < 91 - 6
    for i, box in enumerate(boxes):
        assert not any(box.intersects(other) for other in boxes[i + 1 :])
