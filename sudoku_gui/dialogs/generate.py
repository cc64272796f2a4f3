"""New random puzzle: choose a level and a symmetry, generate off the GUI thread, load it.

``GenerateWorker`` (``sudoku_gui.jobs.generation``) runs the generator in its own QThread;
``GenerateDialog`` holds the choices, the progress bar
and Cancel; ``install_generator(window)`` adds ``action_new_random`` to the File menu and
loads each generated puzzle as one undoable step.

Signals:
    GenerateDialog.generated(object) a ``Generated`` the person asked for
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QThread, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
)

from solver.generator import SYMMETRIES, Generated
from solver.rating import SOLVABLE_LEVELS
from solver.techniques import TECHNIQUES
from sudoku_gui.document.model import from_grid
from sudoku_gui.jobs import threads
from sudoku_gui.jobs.generation import GenerateWorker


class GenerateDialog(QDialog):
    """Level and symmetry, Generate, a progress bar and Cancel (see the module docstring)."""

    generated = Signal(object)
    _start = Signal(str, str, str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("generate_dialog")
        self.setWindowTitle("New random puzzle")
        self.level = QComboBox(self)
        self.level.setObjectName("level_combo")
        self.level.addItems(list(SOLVABLE_LEVELS))
        self.level.setCurrentText("medium")
        self.symmetry = QComboBox(self)
        self.symmetry.setObjectName("symmetry_combo")
        self.symmetry.addItems(list(SYMMETRIES))
        self.technique = QComboBox(self)
        self.technique.setObjectName("technique_combo")
        self.technique.addItem("any", "")
        for name in sorted(t.name for t in TECHNIQUES):
            self.technique.addItem(name, name)
        self.technique.setToolTip(
            "An exercise: the puzzle's hardest step is this technique (the level follows it)"
        )
        self.progress_bar = QProgressBar(self)
        self.progress_bar.setObjectName("generate_progress")
        # A busy indicator while it works (how long digging takes is not known in advance),
        # hidden while idle: a bar standing at 0% says nothing.
        self.progress_bar.setRange(0, 0)
        self.progress_bar.setTextVisible(False)
        self.progress_bar.hide()
        self.status = QLabel("Choose a level and a symmetry.", self)
        self.status.setObjectName("generate_status")
        buttons = QDialogButtonBox(self)
        self.generate_button = QPushButton("&Generate", self)
        self.generate_button.setObjectName("generate_button")
        self.generate_button.setDefault(True)
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("cancel_button")
        buttons.addButton(self.generate_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.generate_button.clicked.connect(self.on_generate)
        self.cancel_button.clicked.connect(self.on_cancel)
        form = QFormLayout()
        form.addRow("&Level:", self.level)
        form.addRow("&Symmetry:", self.symmetry)
        form.addRow("&Hardest step:", self.technique)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.progress_bar)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self._thread: QThread | None = None
        self._worker: GenerateWorker | None = None
        self._busy = False
        # Wide enough for its title and the longest status line (sized to its content).
        title = self.fontMetrics().horizontalAdvance(self.windowTitle()) + 160
        self.setMinimumWidth(max(title, self.sizeHint().width(), 360))

    @property
    def busy(self) -> bool:
        return self._busy

    @Slot()
    def on_generate(self) -> None:
        """Start generating in a fresh worker thread (it stops when the puzzle is made)."""
        if self._busy:
            return
        self._busy = True
        for widget in (self.generate_button, self.level, self.symmetry, self.technique):
            widget.setEnabled(False)
        self.progress_bar.show()
        self.status.setText(f"Generating a {self.level.currentText()} puzzle...")
        self._thread = threads.register(QThread())
        self._thread.setObjectName("puzzle-generator")
        self._worker = GenerateWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._start.connect(self._worker.run)
        self._worker.progress.connect(self.on_progress)
        self._worker.finished.connect(self.on_finished)
        self._worker.failed.connect(self.on_failed)
        self._thread.start()
        self._start.emit(
            self.level.currentText(), self.symmetry.currentText(), self.technique.currentData()
        )
        self._start.disconnect(self._worker.run)

    @Slot()
    def on_cancel(self) -> None:
        """Stop a running generation (the dialog stays open), or close when idle."""
        if self._busy:
            self._worker.cancel()
            self.status.setText("Cancelling...")
        else:
            self.reject()

    @Slot(float)
    def on_progress(self, value: float) -> None:
        attempt = math.floor(value) + 1
        self.status.setText(f"Generating a {self.level.currentText()} puzzle: attempt {attempt}")

    @Slot(object)
    def on_finished(self, made: Generated | None) -> None:
        self._idle()
        if made is None:
            self.status.setText("Cancelled.")
            return
        self.generated.emit(made)
        self.accept()

    @Slot(str)
    def on_failed(self, message: str) -> None:
        self._idle()
        self.status.setText(f"Generation failed: {message}")

    def _idle(self) -> None:
        self._busy = False
        self.progress_bar.hide()
        for widget in (self.generate_button, self.level, self.symmetry, self.technique):
            widget.setEnabled(True)
        self._stop_thread()

    def _stop_thread(self) -> None:
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
            self._thread = None
            self._worker = None

    def shutdown(self) -> None:
        """Cancel any generation and stop the worker thread (waits for the current removal)."""
        if self._worker is not None:
            self._worker.cancel()
        self._busy = False
        self._stop_thread()

    def done(self, result: int) -> None:
        """Closing the dialog in any way stops its generation."""
        self.shutdown()
        super().done(result)


class GeneratorLauncher(QObject):
    """Opens the dialog for a MainWindow and loads what it generates."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("generator_launcher")
        self._window = window
        self.dialog: GenerateDialog | None = None
        window.closing.connect(self.on_window_closing)

    @Slot()
    def on_window_closing(self) -> None:
        """When the window closes, a generation in progress stops with it."""
        if self.dialog is not None:
            self.dialog.shutdown()

    @Slot()
    def on_new_random(self) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.raise_()
            return
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = GenerateDialog(self._window)
        self.dialog.generated.connect(self.on_generated)
        self.dialog.open()

    @Slot(object)
    def on_generated(self, made: Generated) -> None:
        window = self._window
        rating = made.rating
        window.load_document(from_grid(made.puzzle), f"New random puzzle ({rating.level})")
        window.statusBar().showMessage(
            f"New {rating.level} puzzle, {made.puzzle.filled} givens "
            f"({made.elapsed:.1f} s, {made.attempts} attempts): {rating.description}",
            15000,
        )


def install_generator(window) -> GeneratorLauncher:
    """Add File > New random puzzle (``action_new_random``, Ctrl+Shift+N). Installing twice
    returns the first launcher."""
    existing = window.findChild(GeneratorLauncher)
    if existing is not None:
        return existing
    launcher = GeneratorLauncher(window)
    action = QAction("New &random puzzle...", window)
    action.setObjectName("action_new_random")
    action.setShortcut("Ctrl+Shift+N")
    action.setStatusTip("Generate a new puzzle of a chosen difficulty")
    action.triggered.connect(launcher.on_new_random)
    menu = window.menus["file"]
    menu.insertAction(menu.actions()[1] if len(menu.actions()) > 1 else None, action)
    return launcher
