"""``install_search(window)``: the search view's docks, Search menu and toolbar, wired up.

The window provides the grid, the puzzle editor and the places to hang things (``add_panel``,
``add_menu``, ``add_toolbar_actions``). Everything else is built here: the session (solver
thread, record, playback), the hypothesis tree, the log with its statistics, the playback bar
and the actions with their shortcuts. The views follow the playback through one
``FramePump`` (``search.running.frame_pump``), which decides when each repaints.

The helper controls (Why?, the quiz, replays and notes, logic badges, the race) get one
``SearchContext`` (``search.views.context``), not the panel or the window; the panel puts
their actions in the menus and connects them to each other by their signals.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QSplitter, QWidget

from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.search.model.frames import build_frame
from sudoku_gui.search.model.outcome import SearchOutcome
from sudoku_gui.search.model.story import StopKind
from sudoku_gui.search.running.frame_pump import FramePump
from sudoku_gui.search.running.session import SearchSession
from sudoku_gui.search.views.badges_control import LogicBadgesControl
from sudoku_gui.search.views.code_view import CodeControl
from sudoku_gui.search.views.compare import CompareDialog
from sudoku_gui.search.views.context import SearchContext
from sudoku_gui.search.views.controls import PlaybackBar
from sudoku_gui.search.views.legend import LegendView
from sudoku_gui.search.views.log_view import SearchLogView
from sudoku_gui.search.views.outcomes import outcome_message, solutions_message, stop_message
from sudoku_gui.search.views.panel_actions import PANEL_ACTIONS, SEARCH_MENU
from sudoku_gui.search.views.quiz_view import QuizControl
from sudoku_gui.search.views.race_view import race_command
from sudoku_gui.search.views.replay_control import ReplayControl
from sudoku_gui.search.views.stats_view import SearchStatsView
from sudoku_gui.search.views.tree_navigator import TreeNavigator
from sudoku_gui.search.views.tree_view import HypothesisTreeView
from sudoku_gui.search.views.why_view import WhyControl
from sudoku_gui.support.settings_values import as_bool
from sudoku_gui.support.words import translate, with_shortcut

MESSAGE_MS = 5000
RIGHT_DOCK_WIDTH = 560
SETTINGS_GROUP = "search"
REMEMBERED_ACTIONS = ("follow_tree", "show_whole_tree")
TREE_MENU = ("fit_tree", "tree_zoom_in", "tree_zoom_out", "follow_tree", "show_whole_tree")


def install_search(window: WindowHooks) -> SearchPanel:
    """Build the search view into ``window`` once (a second call returns the same panel).
    The panel is a child of the window and lives as long as it does."""
    existing = window.findChild(SearchPanel)
    return existing if existing is not None else SearchPanel(window)


class SearchPanel(QObject):
    """The search view of one window (see the module docstring)."""

    def __init__(self, window: WindowHooks) -> None:
        super().__init__(window)
        self.window = window
        self.session = SearchSession(self.puzzle, self)
        self.playback = self.session.playback
        self.context = SearchContext(
            session=self.session,
            playback=self.playback,
            grid=window.grid,
            notation=window.notation,
            show_status=window.statusBar().showMessage,
            # (looked up at each call, as every use of the window's show_error was before)
            show_error=lambda title, text: window.dialogs.show_error(title, text),
            dialog_parent=window,
            add_dock=lambda dock: window.add_panel(dock, Qt.DockWidgetArea.LeftDockWidgetArea),
            explained_step=lambda: window.explain_panel.shown_step(),
            load_document=window.files.load_document,
            widen_dock=self._widen_dock,
        )
        self._frame_pos = 0  # the position of the last frame painted (what it fades out)
        self._board_shown = True  # off in the Play and Explain layouts (set_board_shown)
        self.frames = FramePump(self._paint_frame, self._paint_tree, self._show_readout, self)
        self.actions: dict[str, QAction] = {}
        self._create_actions()
        self.tree = HypothesisTreeView()
        self.log = SearchLogView()
        self.stats = SearchStatsView()
        self.bar = PlaybackBar(
            [
                self.actions[name]
                for name in (
                    "play",
                    "pause",
                    "step_back",
                    "step",
                    "stop",
                    "solve",
                    "previous_guess",
                    "next_guess",
                )
            ]  # fmt: skip
        )
        self.logic_badges = LogicBadgesControl(self.context, self.tree, self)
        self.actions["logic_badges"] = self.logic_badges.action
        self._mirror(
            "story_mode", translate("SearchPanel", "Play the &story only"), self.bar.story_only
        )
        self._mirror(
            "break_guess",
            translate("SearchPanel", "Pause at every g&uess"),
            self.bar.breakpoints[StopKind.GUESS],
        )
        self._create_docks()
        self.replays = ReplayControl(self.context, self)
        self.why = WhyControl(self.context, self)
        self.quiz = QuizControl(self.context, self)
        self.code = CodeControl(self.context, self)
        self._place_controls(race_command(self.context, self))
        self._create_menu()
        self._connect()
        self._restore_settings()
        self.on_show_whole_tree()
        self.on_notation_changed(window.notation.notation)
        self._update_actions()
        self.remember_settings = True  # off for runs that must not touch the user's choices
        window.closing.connect(self.save_settings)
        window.closing.connect(self.shutdown)
        self._compare_dialog: CompareDialog | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def puzzle(self) -> str:
        """The puzzle the search runs on: the document's givens (with the candidates of a
        position opened in pencil marks: its 729-character form)."""
        return self.window.document.puzzle_text()

    # -- building -----------------------------------------------------------------------

    def _create_actions(self) -> None:
        slots = {
            "play": self.session.play,
            "pause": self.session.pause,
            "step": self.session.step,
            "step_back": self.session.step_back,
            "stop": self.session.stop,
            "solve": self.on_solve_now,
            "next_guess": lambda: self.session.jump(StopKind.GUESS),
            "previous_guess": lambda: self.session.jump(StopKind.GUESS, False),
            "next_contradiction": lambda: self.session.jump(StopKind.CONTRADICTION),
            "next_backtrack": lambda: self.session.jump(StopKind.BACKTRACK),
            "next_solution": lambda: self.session.jump(StopKind.SOLUTION),
            "faster": lambda: self.bar.change_speed(1),
            "slower": lambda: self.bar.change_speed(-1),
            "compare": self.on_compare,
            "search_more": self.session.search_more,
            "fit_tree": self.on_fit_tree,
            "tree_zoom_in": lambda: self.tree.zoom(1.25),
            "tree_zoom_out": lambda: self.tree.zoom(0.8),
        }
        for name, (text, shortcut, tip) in PANEL_ACTIONS.items():
            text = translate("SearchPanel", text)
            tip = translate("SearchPanel", tip) if tip else ""
            slot = slots[name]
            action = QAction(text, self.window)
            action.setObjectName(f"action_{name}")
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            key = QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(with_shortcut(tip or text, key))
            action.triggered.connect(slot)
            self.window.addAction(action)
            self.actions[name] = action
        follow = QAction(translate("SearchPanel", "F&ollow the current node"), self.window)
        follow.setObjectName("action_follow_tree")
        follow.setCheckable(True)
        follow.setChecked(True)
        follow.toggled.connect(lambda on: self.tree.set_follow(on))
        self.actions["follow_tree"] = follow
        whole = QAction(translate("SearchPanel", "Show the &whole tree"), self.window)
        whole.setObjectName("action_show_whole_tree")
        whole.setCheckable(True)
        whole.setToolTip(
            translate(
                "SearchPanel",
                "Draw the guesses the playback has not reached yet (never during the quiz)",
            )
        )
        whole.toggled.connect(self.on_show_whole_tree)
        self.actions["show_whole_tree"] = whole

    def _mirror(self, name: str, text: str, box) -> None:
        """A checkable menu action that stays in step with a check box of the bar."""
        action = QAction(text, self.window)
        action.setObjectName(f"action_{name}")
        action.setCheckable(True)
        action.setChecked(box.isChecked())
        action.setToolTip(box.toolTip())
        action.toggled.connect(box.setChecked)
        box.toggled.connect(action.setChecked)
        self.actions[name] = action

    def _create_docks(self) -> None:
        window = self.window
        # The figures fold into a line under the tree, which keeps the dock's whole width.
        tree_area = QSplitter(Qt.Orientation.Vertical)
        tree_area.setObjectName("search_tree_splitter")
        self.tree_navigator = TreeNavigator(self.tree)
        self.tree_navigator.moved_by_hand.connect(
            lambda: self.actions["follow_tree"].setChecked(False)
        )
        tree_area.addWidget(self.tree_navigator)
        tree_area.addWidget(self.stats)
        tree_area.setStretchFactor(0, 1)
        tree_area.setStretchFactor(1, 0)
        tree_area.setCollapsible(0, False)
        self.tree_dock = _dock(
            translate("SearchPanel", "Hypothesis tree"), "dock_hypothesis_tree", tree_area, window
        )
        self.log_dock = _dock(
            translate("SearchPanel", "Search log"), "dock_search_log", self.log, window
        )
        self.bar_dock = _dock(
            translate("SearchPanel", "Playback"), "dock_playback", self.bar, window
        )
        self.legend = LegendView()
        self.legend_dock = _dock(
            translate("SearchPanel", "Legend"), "dock_legend", self.legend, window
        )
        window.add_panel(self.legend_dock, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.legend_dock.hide()  # until asked for (View or Help > Legend); then remembered
        legend = self.legend_dock.toggleViewAction()
        legend.setObjectName("action_legend")
        legend.setText(translate("SearchPanel", "&Legend"))
        legend.setShortcut(QKeySequence("Ctrl+Shift+L"))
        legend.setToolTip(
            translate(
                "SearchPanel", "What every colour, mark and abbreviation means (Ctrl+Shift+L)"
            )
        )
        self.actions["legend"] = legend
        window.add_panel(self.bar_dock, Qt.DockWidgetArea.BottomDockWidgetArea)
        window.add_panel(self.tree_dock, Qt.DockWidgetArea.RightDockWidgetArea)
        window.add_panel(self.log_dock, Qt.DockWidgetArea.RightDockWidgetArea)
        window.resizeDocks([self.tree_dock], [RIGHT_DOCK_WIDTH], Qt.Orientation.Horizontal)

    def _create_menu(self) -> None:
        """The Search menu from ``SEARCH_MENU`` (each submenu also in ``window.menus``), the
        legend at the top of Help, and the playback's main commands on the toolbar."""
        window = self.window
        menu = window.add_menu("search", translate("SearchPanel", "&Search"))
        for entry in SEARCH_MENU:
            if isinstance(entry, tuple):
                name, title, names = entry
                submenu = menu.addMenu(translate("SearchPanel", title))
                submenu.setObjectName(f"menu_{name}")
                window.menus[name] = submenu
                self._fill(submenu, names)
            else:
                self._fill(menu, (entry,))
        window.menus["help"].insertAction(window.menus["help"].actions()[0], self.actions["legend"])
        window.add_toolbar_actions(
            [self.actions[name] for name in ("play", "pause", "step", "stop", "solve")]
        )

    def _fill(self, menu: QMenu, names) -> None:
        for name in names:
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(self.actions[name])

    def _place_controls(self, race: QAction) -> None:
        """The helper controls' commands among the panel's (the menu puts them in place),
        their docks side by side, and the controls connected to each other and to the bar."""
        window = self.window
        self.actions.update(self.replays.actions)
        file_menu, quit_action = window.menus["file"], window.actions["action_quit"]
        file_menu.insertAction(quit_action, self.actions["open_replay"])
        file_menu.insertAction(quit_action, self.actions["save_replay"])
        file_menu.insertSeparator(quit_action)
        self.actions.update(why=self.why.action, quiz=self.quiz.action, race=race)
        race.triggered.connect(self.why.clear)  # (its answer is not about the race's boards)
        self.quiz.action.toggled.connect(self.on_show_whole_tree)
        self.quiz.dock.visibilityChanged.connect(self.on_show_whole_tree)
        window.add_panel(self.code.dock, Qt.DockWidgetArea.RightDockWidgetArea)
        self.actions["code"] = self.code.action
        window.tabifyDockWidget(self.why.dock, self.quiz.dock)  # each with the whole height
        self.quiz.cell_unasked.connect(self.why.ask_cell)
        self.replays.strategy_loaded.connect(self._show_strategy)

    def _connect(self) -> None:
        session, playback = self.session, self.playback
        playback.moved.connect(self.frames.moved)
        playback.playing_changed.connect(self._update_actions)
        playback.stopped_at.connect(self.on_stopped_at)
        session.grown.connect(self.frames.readout_due)
        session.record_changed.connect(self.on_record_changed)
        session.search_ended.connect(self.on_search_ended)
        session.solution_ready.connect(self.on_solution_ready)
        self.tree.node_clicked.connect(self.on_node_clicked)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        for name in TREE_MENU:
            self.tree.addAction(self.actions[name])
        self.log.position_chosen.connect(self.playback.pause_at)
        self.window.notation.changed.connect(self.on_notation_changed)
        self.bar.scrubbed.connect(self.playback.pause_at)
        self.bar.speed_changed.connect(playback.set_speed)
        self.bar.story_only_toggled.connect(playback.set_story_only)
        self.bar.strategy_chosen.connect(session.set_strategy)
        self.bar.strategy_chosen.connect(lambda _name: self.code.refresh())
        self.bar.strategy_chosen.connect(lambda _name: self.window.statusBar().clearMessage())
        self.bar.breakpoint_toggled.connect(playback.set_breakpoint)
        playback.stops_changed.connect(lambda: self.bar.show_breakpoints(playback.breaks_at))
        self.bar.break_depth_changed.connect(playback.set_break_depth)
        self.bar.node_limit_changed.connect(session.set_node_limit)
        self.window.editor.changed.connect(self.on_document_changed)

    # -- reacting -----------------------------------------------------------------------

    def on_record_changed(self) -> None:
        record = self.session.record
        self._frame_pos = 0
        self.tree.set_record(record)
        self.log.log_model.set_record(record)
        if len(record) == 0 and not self.session.searching:
            self._give_back_board()
            self.frames.readout_now()
            self.stats.cleared()
        else:
            self.stats.started()
            self.frames.readout_now()
        self._update_actions()

    def on_search_ended(self, outcome: SearchOutcome) -> None:
        self.stats.ended()
        self.frames.readout_now()
        self._update_actions()
        found = len(self.session.record.solutions)
        wanted = self.session.max_solutions
        if outcome != SearchOutcome.FAILED and wanted > 1 and found:
            message = solutions_message(found, outcome, wanted)
        else:
            message = outcome_message(outcome, self.session.failure)
        if message is not None:
            self._message(message)

    def on_stopped_at(self, reason: str) -> None:
        self.frames.flush()
        self._message(stop_message(reason))

    def on_solve_now(self) -> None:
        """Solve now never skips the search: it runs the walk to its end and shows the last
        step, with the whole tree, the log and the figures."""
        self.session.solve_to_end()

    def walk_strategy(self) -> str:
        """The strategy whose walk this view records (a ``STRATEGIES`` name)."""
        return self.session.strategy

    def walk_notes(self) -> dict[int, str]:
        """The teacher's notes on the walk (step -> note), a copy: an export takes them
        as they stand."""
        return dict(self.replays.notes)

    def fill_answer(self) -> None:
        """Fill the answer into the person's board at once (the fast path; no walk): the
        recorded search, if any, stops."""
        self.session.stop()
        self.session.solve_now()

    def on_solution_ready(self, solution) -> None:
        if solution is None:
            self._message(translate("SearchPanel", "This puzzle has no solution."))
        elif not self.window.editor.fill_solution(solution):
            self._message(translate("SearchPanel", "The grid already shows the solution."))

    def on_node_clicked(self, node: int) -> None:
        """Show the board as it was when the guess of ``node`` was made."""
        self.playback.pause_at(self.session.record.tree.first_event[node] + 1 if node else 0)

    def on_notation_changed(self, notation: str) -> None:
        self.log.log_model.set_notation(notation)
        self.tree.set_notation(notation)
        self.legend.set_notation(notation)
        if len(self.session.record):
            self.frames.frame_due()

    def on_scrubbed(self, position: int) -> None:
        """Pause at ``position`` (the timeline, the log or a test chose it)."""
        self.playback.pause_at(position)

    def on_fit_tree(self) -> None:
        self.actions["follow_tree"].setChecked(False)
        self.tree.fit_to_view()

    def on_show_whole_tree(self, *_args) -> None:
        """Draw the whole recorded tree when asked, never while the quiz is on or its panel
        open (the tree ahead of the board would answer its questions)."""
        quiz = self.quiz.action.isChecked() or self.quiz.dock.isVisible()
        self.tree.set_show_whole(self.actions["show_whole_tree"].isChecked() and not quiz)
        self.actions["show_whole_tree"].setEnabled(not quiz)

    def on_compare(self) -> None:
        """Open the comparison of every strategy on the current puzzle (one at a time)."""
        if self._compare_dialog is not None:
            self._compare_dialog.close()
        self._compare_dialog = CompareDialog(
            self.puzzle(), self.window, node_limit=self.session.node_limit
        )
        self._compare_dialog.start()
        self._compare_dialog.open()

    def _restore_settings(self) -> None:
        """The choices of the last session: strategy, node limit, speed, breakpoints and how
        the tree is shown (what is missing or unreadable keeps its default)."""
        settings = QSettings()
        settings.beginGroup(SETTINGS_GROUP)
        self.bar.restore_choices({key: settings.value(key) for key in settings.childKeys()})
        for name in REMEMBERED_ACTIONS:
            action = self.actions[name]
            action.setChecked(as_bool(settings.value(name), action.isChecked()))
        settings.endGroup()

    def set_remember_settings(self, on: bool) -> None:
        """Whether closing the window saves the search view's choices (off for runs that
        must not touch the user's, as the smoke test)."""
        self.remember_settings = on

    def save_settings(self) -> None:
        """Remember the choices for the next session (the window is closing)."""
        if not self.remember_settings:
            return
        settings = QSettings()
        settings.beginGroup(SETTINGS_GROUP)
        for key, value in self.bar.choices().items():
            settings.setValue(key, value)
        for name in REMEMBERED_ACTIONS:
            settings.setValue(name, self.actions[name].isChecked())
        settings.endGroup()

    def shutdown(self) -> None:
        """Stop every thread of the search view (the window is closing)."""
        self.session.shutdown()
        self.logic_badges.shutdown()
        if self._compare_dialog is not None:
            self._compare_dialog.close()

    def on_document_changed(self, _cells: list) -> None:
        """Edited givens make the recorded search stale: stop showing it."""
        searched = self.session.searched_puzzle
        if searched is not None and searched != self.puzzle():
            self.session.stop()
            self.window.statusBar().clearMessage()

    def set_board_shown(self, shown: bool) -> None:
        """The board changed hands (another layout took it): whether it shows the walk now.
        Off (the Play and Explain layouts), playback pauses and the board is the person's
        own again; on, it shows the step it left, unless it shows the walk already (from
        Watch to Lessons a Why? answer stays)."""
        was, self._board_shown = self._board_shown, shown
        if not shown:
            self.playback.pause()
            self._give_back_board()
        elif not was or self.window.grid.overlay is None:
            self._frame_pos = self.playback.position  # the frame as it stands, nothing fading
            self._paint_frame()

    def shows_the_walk(self) -> bool:
        """Whether the board shows this view's picture now: a frame of the walk, or a Why?
        answer about one (not the Explain panel's drawing, nor a lesson's example)."""
        owner = self.window.grid.owner()
        return owner is self or owner is self.why

    def _give_back_board(self) -> None:
        """Take the walk (a frame, or a Why? answer about one) off the board."""
        self.window.grid.release(self)
        self.window.grid.release(self.why)

    def _paint_frame(self) -> None:
        """Paint the playback position on the grid (the frame pump's frame)."""
        cursor = self.playback.cursor
        record = self.session.record
        if len(record) and self._board_shown:
            notation = self.window.notation.notation
            self.window.grid.claim(self, build_frame(cursor, self._frame_pos, notation))
        self._frame_pos = cursor.position

    def _paint_tree(self) -> None:
        """Show the playback position (and the nodes recorded so far) in the tree (the
        frame pump's tree turn)."""
        cursor = self.playback.cursor
        self.tree.set_position(cursor.position, cursor.node)

    def _show_readout(self) -> None:
        """Take in the rows the record gained and show where the playback stands in the
        log, the timeline and the statistics (the frame pump's readout)."""
        session = self.session
        record = session.record
        position = self.playback.position
        self.log.log_model.record_grew()
        self.log.follow(position)
        self.bar.show_position(position, len(record))
        self.stats.show_stats(record, position, session.outcome, session.failure, session.stats)

    def _show_strategy(self, name: str) -> None:
        """Show ``name`` as the bar's strategy (a replay of it was opened)."""
        index = self.bar.strategy.findData(name)
        if index >= 0:
            self.bar.strategy.setCurrentIndex(index)

    def _widen_dock(self, dock: QDockWidget, width: int) -> None:
        if dock.width() < width:
            self.window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)

    def _update_actions(self, *_args) -> None:
        playing = self.playback.playing
        self.actions["play"].setEnabled(not playing)
        self.actions["pause"].setEnabled(playing)

    def _message(self, text: str) -> None:
        self.window.statusBar().showMessage(text, MESSAGE_MS)


def _dock(title: str, name: str, widget: QWidget, window: WindowHooks) -> QDockWidget:
    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(widget)
    dock.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return dock
