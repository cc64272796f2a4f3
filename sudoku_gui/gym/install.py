"""The gym in the window: View > Lessons (``action_lessons``, Ctrl+L) opens the lessons panel
(``lessons_panel``, the Lessons layout's), View > Gym progress (``action_gym_progress``) the
progress page. ``install_gym(window)`` opens the learner's store in the app's data folder
(a fresh one, and a message, when the file cannot be used: ``mastery.open_store``), takes up
an exercise left in progress, and stops the maker's thread as the window closes."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence

from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.gym.exercise_mode import ExerciseMode
from sudoku_gui.gym.exercise_state import FILE_NAME
from sudoku_gui.gym.lessons_panel import LessonsPanel
from sudoku_gui.gym.mastery import MasteryStore, default_path, open_store, utc_now
from sudoku_gui.gym.progress_page import GymProgressDialog
from sudoku_gui.jobs.gym_maker import GymMaker
from sudoku_gui.support.words import translate


class Gym(QObject):
    """The gym's parts in one window: ``store``, ``exercises``, ``panel``, and the progress
    page (made when first opened, ``progress``)."""

    def __init__(
        self,
        window: WindowHooks,
        store: MasteryStore,
        maker,
        clock: Callable[[], datetime],
        kept_path: Path,
    ) -> None:
        super().__init__(window)
        self._window = window
        self.store = store
        self.exercises = ExerciseMode(window, store, kept_path, clock)
        self.panel = LessonsPanel(window, store, self.exercises, maker)
        self.progress: GymProgressDialog | None = None

    def show_lessons(self) -> None:
        self.panel.refresh_states()
        self.panel.show()
        self.panel.raise_()

    def show_progress(self) -> GymProgressDialog:
        if self.progress is None:
            self.progress = GymProgressDialog(self.store, self._window)
            self.progress.store_changed.connect(self.panel.refresh_states)
        self.progress.refresh()
        self.progress.show()
        self.progress.raise_()
        return self.progress

    def shutdown(self) -> None:
        self.panel.shutdown()
        self.store.close()


def install_gym(
    window: WindowHooks,
    *,
    store: MasteryStore | None = None,
    maker=None,
    clock: Callable[[], datetime] | None = None,
) -> Gym:
    """The lessons panel (hidden at first) and the gym's two View commands; ``store``,
    ``maker`` and ``clock`` replace the real ones (tests)."""
    clock = clock or utc_now
    if store is None:
        store, reason = open_store(default_path(), clock)
        if reason is not None:
            problem = translate("Gym", "Progress could not be read: {reason}").format(reason=reason)
            QTimer.singleShot(
                0, lambda: window.dialogs.show_error(translate("Gym", "Lessons"), problem)
            )
    gym = Gym(window, store, maker or GymMaker(), clock, default_path().with_name(FILE_NAME))
    window.add_panel(gym.panel, Qt.DockWidgetArea.RightDockWidgetArea)
    gym.panel.hide()
    for name, text, tip, slot, key in (
        (
            "lessons",
            translate("Gym", "Le&ssons"),
            translate("Gym", "Learn the techniques one by one, with examples and exercises"),
            gym.show_lessons,
            "Ctrl+L",
        ),
        (
            "gym_progress",
            translate("Gym", "&Gym progress..."),
            translate("Gym", "What you have mastered, and what is due for review"),
            gym.show_progress,
            "",
        ),
    ):
        action = QAction(text, window)
        view = window.menus["view"]
        action.setObjectName(f"action_{name}")
        action.setShortcut(QKeySequence(key))
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        view.insertAction(window.menus["layout"].menuAction(), action)
        window.register_action(action)
    view.insertSeparator(window.menus["layout"].menuAction())
    window.closing.connect(gym.shutdown)
    gym.exercises.resume()
    return gym
