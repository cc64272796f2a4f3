"""New random puzzle: choose a level and a symmetry, or an exercise (its hardest step, an ER
range), generate off the GUI thread, load it.

``GenerateWorker`` (``sudoku_gui.jobs.generation``) runs the generator in its own process;
``GenerateDialog`` holds the choices (remembered), the progress bar and Cancel;
``install_generator(window)`` adds ``action_new_random`` to the File menu and loads each
generated puzzle as one undoable step.

Signals:
    GenerateDialog.generated(object) a ``Generated`` the person asked for
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QSettings, QThread, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
)

from solver.generator import SYMMETRIES, Generated
from solver.phrase import joined
from solver.rating import SOLVABLE_LEVELS
from solver.techniques import TECHNIQUES
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.document.model import from_grid
from sudoku_gui.jobs import threads
from sudoku_gui.jobs.generation import GenerateRequest, GenerateWorker
from sudoku_gui.support.phrases import say
from sudoku_gui.support.settings_values import as_bool, as_choice, as_int
from sudoku_gui.support.technique_names import level_name, technique_name
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, figure, translate

SETTINGS = "generate"  # the settings group of the dialog's remembered choices
SYMMETRY_NAMES = {
    "rotational": QT_TRANSLATE_NOOP("GenerateDialog", "rotational"),
    "none": QT_TRANSLATE_NOOP("GenerateDialog", "none"),
    "horizontal": QT_TRANSLATE_NOOP("GenerateDialog", "horizontal"),
    "vertical": QT_TRANSLATE_NOOP("GenerateDialog", "vertical"),
    "diagonal": QT_TRANSLATE_NOOP("GenerateDialog", "diagonal"),
    "quarter-turn": QT_TRANSLATE_NOOP("GenerateDialog", "quarter-turn"),
}


def _choose(box: QComboBox, data: str) -> None:
    """Choose the item of ``box`` whose data is ``data``."""
    index = box.findData(data)
    if index >= 0:
        box.setCurrentIndex(index)


ER_LOWEST, ER_HIGHEST = 1.0, 12.0  # the ER spin boxes' range


def _er_spin(parent, name: str, what: str) -> QDoubleSpinBox:
    spin = QDoubleSpinBox(parent)
    spin.setObjectName(name)
    spin.setAccessibleName(what)
    spin.setRange(ER_LOWEST, ER_HIGHEST)
    spin.setSingleStep(0.1)
    spin.setDecimals(1)
    return spin


def as_tenths(value, default: int) -> float:
    """A remembered ER, stored in tenths (an int survives every settings format)."""
    tenths = as_int(value, default, round(ER_LOWEST * 10), round(ER_HIGHEST * 10))
    return tenths / 10


class GenerateDialog(QDialog):
    """Level and symmetry, Generate, a progress bar and Cancel (see the module docstring)."""

    generated = Signal(object)
    _start = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("generate_dialog")
        self.setWindowTitle(translate("GenerateDialog", "New random puzzle"))
        self.level = QComboBox(self)
        self.level.setObjectName("level_combo")
        for level in SOLVABLE_LEVELS:
            self.level.addItem(level_name(level), level)
        self.symmetry = QComboBox(self)
        self.symmetry.setObjectName("symmetry_combo")
        for symmetry in SYMMETRIES:
            self.symmetry.addItem(translate("GenerateDialog", SYMMETRY_NAMES[symmetry]), symmetry)
        self.technique = QComboBox(self)
        self.technique.setObjectName("technique_combo")
        self.technique.addItem(translate("GenerateDialog", "any"), "")
        for name in sorted(t.name for t in TECHNIQUES):
            self.technique.addItem(technique_name(name), name)
        self.technique.setToolTip(
            translate(
                "GenerateDialog",
                "An exercise: the puzzle's hardest step is this technique (the level follows it)",
            )
        )
        self.er_check = QCheckBox(translate("GenerateDialog", "&ER between"), self)
        self.er_check.setObjectName("er_range_check")
        self.er_check.setToolTip(
            translate(
                "GenerateDialog",
                "An exercise: the puzzle's Sudoku Explainer rating (ER, its hardest step) lies "
                "in this range; the level follows it",
            )
        )
        self.er_min = _er_spin(self, "er_min_spin", translate("GenerateDialog", "Lowest ER"))
        self.er_max = _er_spin(self, "er_max_spin", translate("GenerateDialog", "Highest ER"))
        self.er_min.valueChanged.connect(
            lambda v: self.er_max.setValue(max(v, self.er_max.value()))
        )
        self.er_max.valueChanged.connect(
            lambda v: self.er_min.setValue(min(v, self.er_min.value()))
        )
        self.er_check.toggled.connect(self._follow_choices)
        self.technique.currentIndexChanged.connect(self._follow_choices)
        er_row = QHBoxLayout()
        er_row.addWidget(self.er_min)
        er_row.addWidget(QLabel("and", self))
        er_row.addWidget(self.er_max)
        er_row.addStretch(1)
        self.progress_bar = QProgressBar(self)
        self.progress_bar.setObjectName("generate_progress")
        # A busy indicator while it works (how long digging takes is not known in advance),
        # hidden while idle: a bar standing at 0% says nothing.
        self.progress_bar.setRange(0, 0)
        self.progress_bar.setTextVisible(False)
        self.progress_bar.hide()
        self.status = QLabel(translate("GenerateDialog", "Choose a level and a symmetry."), self)
        self.status.setObjectName("generate_status")
        buttons = QDialogButtonBox(self)
        self.generate_button = QPushButton(translate("GenerateDialog", "&Generate"), self)
        self.generate_button.setObjectName("generate_button")
        self.generate_button.setDefault(True)
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("cancel_button")
        buttons.addButton(self.generate_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.generate_button.clicked.connect(self.on_generate)
        self.cancel_button.clicked.connect(self.on_cancel)
        form = QFormLayout()
        form.addRow(translate("GenerateDialog", "&Level:"), self.level)
        form.addRow(translate("GenerateDialog", "&Symmetry:"), self.symmetry)
        form.addRow(translate("GenerateDialog", "&Hardest step:"), self.technique)
        form.addRow(self.er_check, er_row)
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
        self._restore_choices()
        self._follow_choices()

    def request(self) -> GenerateRequest:
        """What the choices ask for."""
        er_range = (self.er_min.value(), self.er_max.value()) if self.er_check.isChecked() else None
        return GenerateRequest(
            self.level.currentData(),
            self.symmetry.currentData(),
            self.technique.currentData(),
            er_range,
        )

    def _low(self) -> float:
        return self.er_min.value()

    def _top(self) -> float:
        return self.er_max.value()

    def _follow_choices(self) -> None:
        """The level follows a technique or an ER range: its box is then off, and says so."""
        exercise = self.request().exercise
        self.level.setEnabled(not exercise and not self._busy)
        self.level.setToolTip(
            translate("GenerateDialog", "The level follows the hardest step or the ER range")
            if exercise
            else ""
        )
        for spin in (self.er_min, self.er_max):
            spin.setEnabled(self.er_check.isChecked() and not self._busy)

    def _what(self) -> str:
        """ "an easy puzzle", "an exercise (ER 3.0 to 4.0)"..."""
        request = self.request()
        if not request.exercise:
            return translate("GenerateDialog", "a new {level} puzzle").format(
                level=level_name(request.level)
            )
        parts = []
        if request.technique:
            hardest = translate("GenerateDialog", "hardest step {technique}")
            parts.append(hardest.format(technique=technique_name(request.technique)))
        if request.er_range is not None:
            low, top = request.er_range
            er = translate("GenerateDialog", "ER {low} to {top}")
            parts.append(er.format(low=figure(low, 1), top=figure(top, 1)))
        return translate("GenerateDialog", "an exercise ({what})").format(what=say(joined(parts)))

    def _restore_choices(self) -> None:
        settings = QSettings()
        _choose(
            self.level, as_choice(settings.value(f"{SETTINGS}/level"), SOLVABLE_LEVELS, "medium")
        )
        _choose(
            self.symmetry,
            as_choice(settings.value(f"{SETTINGS}/symmetry"), list(SYMMETRIES), "rotational"),
        )
        names = [self.technique.itemData(i) for i in range(self.technique.count())]
        technique = as_choice(settings.value(f"{SETTINGS}/technique"), names, "")
        self.technique.setCurrentIndex(names.index(technique))
        self.er_check.setChecked(as_bool(settings.value(f"{SETTINGS}/er_on"), False))
        self.er_min.setValue(as_tenths(settings.value(f"{SETTINGS}/er_min"), 30))
        self.er_max.setValue(as_tenths(settings.value(f"{SETTINGS}/er_max"), 45))

    def _remember_choices(self) -> None:
        request, settings = self.request(), QSettings()
        settings.setValue(f"{SETTINGS}/level", request.level)
        settings.setValue(f"{SETTINGS}/symmetry", request.symmetry)
        settings.setValue(f"{SETTINGS}/technique", request.technique)
        settings.setValue(f"{SETTINGS}/er_on", self.er_check.isChecked())
        settings.setValue(f"{SETTINGS}/er_min", round(self.er_min.value() * 10))
        settings.setValue(f"{SETTINGS}/er_max", round(self.er_max.value() * 10))

    @property
    def busy(self) -> bool:
        return self._busy

    @Slot()
    def on_generate(self) -> None:
        """Start generating in a fresh worker thread (it stops when the puzzle is made)."""
        if self._busy:
            return
        self._busy = True
        self._remember_choices()
        for widget in self._choices():
            widget.setEnabled(False)
        self.progress_bar.show()
        self.status.setText(
            translate("GenerateDialog", "Generating {what}...").format(what=self._what())
        )
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
        self._start.emit(self.request())
        self._start.disconnect(self._worker.run)

    @Slot()
    def on_cancel(self) -> None:
        """Stop a running generation (the dialog stays open), or close when idle."""
        if self._busy:
            self._worker.cancel()
            self.status.setText(translate("GenerateDialog", "Cancelling..."))
        else:
            self.reject()

    @Slot(float)
    def on_progress(self, value: float) -> None:
        attempt = math.floor(value) + 1
        self.status.setText(
            translate("GenerateDialog", "Generating {what}: attempt {attempt}").format(
                what=self._what(), attempt=attempt
            )
        )

    @Slot(object)
    def on_finished(self, made: Generated | None) -> None:
        self._idle()
        if made is None:
            self.status.setText(translate("GenerateDialog", "Cancelled."))
            return
        self.generated.emit(made)
        self.accept()

    @Slot(str)
    def on_failed(self, message: str) -> None:
        self._idle()
        self.status.setText(
            translate("GenerateDialog", "Generation failed: {reason}").format(reason=message)
        )

    def _idle(self) -> None:
        self._busy = False
        self.progress_bar.hide()
        for widget in self._choices():
            widget.setEnabled(True)
        self._follow_choices()
        self._stop_thread()

    def _choices(self):
        return (self.generate_button, self.level, self.symmetry, self.technique, self.er_check)

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
    """Opens the dialog for the main window and loads what it generates."""

    def __init__(self, window: WindowHooks) -> None:
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
        level = level_name(rating.level)
        undo_text = translate("GenerateDialog", "New random puzzle ({level})")
        window.files.load_document(from_grid(made.puzzle), undo_text.format(level=level))
        attempts = made.attempts  # (lupdate sees a count only when it is a plain name)
        said = translate(
            "GenerateDialog",
            "New {level} puzzle, {givens} givens ({seconds} s, %Ln attempt(s)): {description}",
            None,
            attempts,
        ).format(
            level=level,
            givens=made.puzzle.filled,
            seconds=figure(made.elapsed, 1),
            description=say(rating.description),
        )
        window.statusBar().showMessage(said, 15000)


def install_generator(window: WindowHooks) -> GeneratorLauncher:
    """Add File > New random puzzle (``action_new_random``, Ctrl+Shift+N). Installing twice
    returns the first launcher."""
    existing = window.findChild(GeneratorLauncher)
    if existing is not None:
        return existing
    launcher = GeneratorLauncher(window)
    action = QAction(translate("GenerateDialog", "New ran&dom puzzle..."), window)
    action.setObjectName("action_new_random")
    action.setShortcut("Ctrl+Shift+N")
    action.setStatusTip(translate("GenerateDialog", "Generate a new puzzle of a chosen difficulty"))
    action.triggered.connect(launcher.on_new_random)
    menu = window.menus["file"]
    menu.insertAction(menu.actions()[1] if len(menu.actions()) > 1 else None, action)
    window.register_action(action)
    return launcher
