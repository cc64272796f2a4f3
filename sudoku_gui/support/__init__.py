"""Plumbing every layer may use: resource paths, crash reports, reading settings safely.

May import: the standard library and Qt only (nothing else of sudoku_gui).
"""
