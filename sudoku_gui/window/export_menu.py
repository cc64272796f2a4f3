"""File > Export and File > Print: handouts of the current puzzle from the window.

Export writes the board (SVG or PNG), the hypothesis tree (SVG or PNG) or the walk (PDF,
GIF, or an interactive web page) of the current puzzle, with the search view's strategy and
the window's notation, by the same code as ``python -m sudoku_gui export``. The search a
tree or walk needs is recorded in a background job (the GUI thread never runs a search); the
drawing then takes a moment on the GUI thread. Print sends the board to a printer (or a PDF
file) through the print dialog; Print worksheet generates puzzles of a chosen level in the
background, then shows them, four a page with their solutions last, in a print preview.
Export a lesson pack records the walk and generates a worksheet of its level in the
background, then writes the walk's page, handout, replay and worksheet in one zip.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence, QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QInputDialog

from solver.grid import Grid
from solver.rating import SOLVABLE_LEVELS
from solver.safe_io import link_note
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.export import render
from sudoku_gui.export.html_walk import write_html_walk
from sudoku_gui.export.lesson_pack import EXERCISES, LessonMaterial, prepare, write_lesson_pack
from sudoku_gui.export.worksheet import make_puzzles, print_worksheet
from sudoku_gui.jobs.runner import JobRunner
from sudoku_gui.support.i18n import system_language
from sudoku_gui.support.phrases import say
from sudoku_gui.support.problem_text import problem_text
from sudoku_gui.support.technique_names import level_name
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

FILTERS = {
    QT_TRANSLATE_NOOP("ExportMenu", "Board as SVG (*.svg)"): ("board", ".svg"),
    QT_TRANSLATE_NOOP("ExportMenu", "Board as PNG (*.png)"): ("board", ".png"),
    QT_TRANSLATE_NOOP("ExportMenu", "Hypothesis tree as SVG (*.svg)"): ("tree", ".svg"),
    QT_TRANSLATE_NOOP("ExportMenu", "Hypothesis tree as PNG (*.png)"): ("tree", ".png"),
    QT_TRANSLATE_NOOP("ExportMenu", "The walk as a PDF handout (*.pdf)"): ("walk", ".pdf"),
    QT_TRANSLATE_NOOP("ExportMenu", "The walk as an animated GIF (*.gif)"): ("walk", ".gif"),
    QT_TRANSLATE_NOOP("ExportMenu", "The walk as an interactive web page (*.html)"): (
        "html",
        ".html",
    ),
}


class Exporter:
    """The window's Export and Print commands (see the module docstring)."""

    def __init__(self, window: WindowHooks) -> None:
        self.window = window
        self._runner = JobRunner("export-search", window)
        self._runner.finished.connect(self._on_recorded)
        self._runner.failed.connect(
            lambda _job, why: window.dialogs.show_error(translate("Export", "Export"), why)
        )
        window.closing.connect(self._runner.shutdown)
        self._pending: tuple[str, Path, str, str, str] | None = None
        self._sheets = JobRunner("worksheet", window)
        self._sheets.finished.connect(self._on_sheets)
        self._sheets.failed.connect(
            lambda _job, why: window.dialogs.show_error(translate("Export", "Worksheet"), why)
        )
        window.closing.connect(self._sheets.shutdown)
        self.worksheet: tuple[str, list] | None = None  # (level, puzzles) last generated
        self._packs = JobRunner("lesson-pack", window)
        self._packs.finished.connect(self._on_pack_prepared)
        self._packs.failed.connect(
            lambda _job, why: window.dialogs.show_error(translate("Export", "Lesson pack"), why)
        )
        window.closing.connect(self._packs.shutdown)
        self._pack_path: Path | None = None

    def ask_and_export(self) -> None:
        shown = {translate("ExportMenu", f): target for f, target in FILTERS.items()}
        path, chosen = QFileDialog.getSaveFileName(
            self.window, translate("Export", "Export"), "", ";;".join(shown)
        )
        if path:
            what, suffix = shown[chosen]
            target = Path(path)
            self.export(what, target if target.suffix else target.with_suffix(suffix))

    def ask_and_export_html(self) -> None:
        """File > Export an interactive walk: the walk as one page for any browser."""
        shown = translate("ExportMenu", "The walk as an interactive web page (*.html)")
        path, _ = QFileDialog.getSaveFileName(self.window, translate("Export", "Export"), "", shown)
        if path:
            target = Path(path)
            self.export("html", target if target.suffix else target.with_suffix(".html"))

    def ask_and_export_lesson_pack(self) -> None:
        """File > Export a lesson pack: the walk as a page, its handout, its replay and a
        worksheet of its level, in one zip."""
        shown = translate("ExportMenu", "Lesson pack as a zip (*.zip)")
        path, _ = QFileDialog.getSaveFileName(
            self.window, translate("Export", "Lesson pack"), "", shown
        )
        if path:
            target = Path(path)
            self.export_lesson_pack(target if target.suffix else target.with_suffix(".zip"))

    def export_lesson_pack(self, path: Path, exercises: int = EXERCISES, seed=None) -> None:
        """Record the walk and generate the worksheet in the background, then write the
        pack to ``path`` (a zip, or a folder)."""
        window = self.window
        puzzle = Grid(tuple(window.document.givens)).to_string()
        strategy = window.search_panel.walk_strategy()
        notes = window.search_panel.walk_notes()
        self._pack_path = path
        window.statusBar().showMessage(
            translate("ExportMenu", "Preparing the lesson pack {name}...").format(name=path.name)
        )
        self._packs.submit(prepare, puzzle, strategy, notes, None, exercises, seed)

    def _on_pack_prepared(self, _job, material: LessonMaterial) -> None:
        path, self._pack_path = self._pack_path, None
        if path is None:
            return
        notation = self.window.notation.notation
        language = system_language(QLocale().name())
        self._write(lambda: write_lesson_pack(material, path, notation, language), path)

    def export(self, what: str, path: Path) -> None:
        """Write ``what`` ("board", "tree", "walk" or "html") of the current puzzle to
        ``path``."""
        window = self.window
        puzzle = Grid(tuple(window.document.givens)).to_string()
        notation = window.notation.notation
        if what == "board":
            board = render.board_frame(puzzle, notation)
            self._write(lambda: render.write_board(board, path), path)
            return
        strategy = window.search_panel.walk_strategy()
        self._pending = (what, path, puzzle, strategy, notation)
        window.statusBar().showMessage(
            translate("ExportMenu", "Recording the search for {name}...").format(name=path.name)
        )
        self._runner.submit(render.record_search, puzzle, strategy)

    def _on_recorded(self, _job, record) -> None:
        if self._pending is None:
            return
        what, path, puzzle, strategy, notation = self._pending
        self._pending = None
        notes = self.window.search_panel.walk_notes()  # (the teacher's, on this walk)
        if what == "html":
            language = system_language(QLocale().name())  # (the one the app speaks)
            self._write(
                lambda: write_html_walk(record, puzzle, strategy, path, notation, notes, language),
                path,
            )
        elif what == "tree":
            view = render.tree_widget(record, notation, QSize(1200, 700))
            self._write(lambda: render.write_widget(view, path, "hypothesis tree"), path)
        elif path.suffix.lower() == ".pdf":
            self._write(
                lambda: render.write_walk_pdf(record, puzzle, strategy, path, notation, notes),
                path,
            )
        else:
            self._write(lambda: render.write_walk_gif(record, puzzle, path, notation), path)

    def _write(self, write, path: Path) -> None:
        """Run ``write`` (which writes ``path`` through ``solver.safe_io``); a target that
        is not a regular file is refused first, and one that is a symlink is said."""
        try:
            note = link_note(path) if path.suffix else None  # (a pack's folder: no note)
            write()
        except OSError as error:
            self.window.dialogs.show_error(
                translate("Export", "Export"),
                translate("ExportMenu", "Cannot write {name}: {error}").format(
                    name=path.name, error=problem_text(error)
                ),
            )
            return
        exported = translate("ExportMenu", "Exported {name}").format(name=path.name)
        self.window.statusBar().showMessage(str(say(note)) if note else exported, 10000)

    def print_board(self, printer: QPrinter | None = None) -> bool:
        """Print the board (``printer`` given: no dialog, as tests and scripts do)."""
        if printer is None:
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            if QPrintDialog(printer, self.window).exec() != QPrintDialog.DialogCode.Accepted:
                return False
        puzzle = Grid(tuple(self.window.document.givens)).to_string()
        board = render.board_frame(puzzle, self.window.notation.notation)
        painter = QPainter(printer)
        page = printer.pageLayout().paintRectPixels(printer.resolution())
        render.paint_board(painter, board, min(page.width(), page.height()))
        painter.end()
        return True

    def ask_for_worksheet(self) -> None:
        level, ok = QInputDialog.getItem(
            self.window,
            translate("Export", "Print worksheet"),
            translate("Export", "Level:"),
            [level_name(level) for level in SOLVABLE_LEVELS],
            1,
            False,
        )
        if not ok:
            return
        level = SOLVABLE_LEVELS[[level_name(each) for each in SOLVABLE_LEVELS].index(level)]
        count, ok = QInputDialog.getInt(
            self.window,
            translate("Export", "Print worksheet"),
            translate("Export", "Puzzles:"),
            4,
            1,
            24,
        )
        if ok:
            self.make_worksheet(level, count)

    def make_worksheet(self, level: str, count: int, seed: int | None = None) -> None:
        """Generate ``count`` puzzles of ``level`` in the background, then preview them."""
        self.window.statusBar().showMessage(
            translate("ExportMenu", "Generating {count} {level} puzzles...").format(
                count=count, level=level_name(level)
            )
        )
        self._sheets.submit(lambda: (level, make_puzzles(level, count, seed)))

    def _on_sheets(self, _job, made) -> None:
        self.worksheet = made
        self.window.statusBar().showMessage(translate("Export", "The worksheet is ready."), 5000)
        if self.window.isVisible():
            preview = QPrintPreviewDialog(QPrinter(QPrinter.PrinterMode.HighResolution))
            preview.paintRequested.connect(lambda printer: print_worksheet(printer, *made))
            preview.exec()


def install_export(window: WindowHooks) -> Exporter:
    """File > Export... and File > Print..., before Quit."""
    exporter = Exporter(window)
    menu = window.menus["file"]
    before = window.actions["action_quit"]
    for name, text, slot, key in (
        ("export", translate("Export", "&Export..."), exporter.ask_and_export, "Ctrl+Shift+E"),
        (
            "export_html",
            translate("Export", "Export an &interactive walk..."),
            exporter.ask_and_export_html,
            "",
        ),
        (
            "export_lesson_pack",
            translate("Export", "Export a &lesson pack..."),
            exporter.ask_and_export_lesson_pack,
            "",
        ),
        (
            "print",
            translate("Export", "&Print..."),
            lambda: exporter.print_board(),
            QKeySequence.StandardKey.Print,
        ),
        (
            "print_worksheet",
            translate("Export", "Print a &worksheet..."),
            exporter.ask_for_worksheet,
            "",
        ),
    ):
        action = QAction(text, window)
        action.setObjectName(f"action_{name}")
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        menu.insertAction(before, action)
        window.register_action(action)
    menu.insertSeparator(before)
    return exporter
