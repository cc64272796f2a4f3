"""Plumbing every layer may use: resource paths, crash reports, reading settings safely,
where settings and data are kept, what offscreen Qt needs from the system.

May import: the standard library and Qt only (nothing else of sudoku_gui).
"""
