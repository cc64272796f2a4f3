"""Help > About says which solver engine runs, as the modules were loaded."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QMessageBox, QStatusBar, QWidget

from sudoku_gui.dialogs.messages import WindowDialogs


def test_about_names_the_engine_the_chaining_module_was_loaded_from(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    WindowDialogs(parent, QStatusBar(parent), None).show_about()
    witness = sys.modules["solver.se.engine"].__file__
    if witness.endswith(".py"):
        assert "Solver engine: pure Python" in shown[0]
    else:
        assert "Solver engine: compiled (Cython 3." in shown[0]
