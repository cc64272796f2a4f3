import multiprocessing

if __name__ == "__main__":
    # In the packaged app a search's process is this executable started again with
    # --multiprocessing-fork: freeze_support runs it (and exits) before the window's imports.
    multiprocessing.freeze_support()

    import sys

    if sys.argv[1:2] == ["export"]:  # handouts, without a window
        from sudoku_gui.export.cli import main as export

        raise SystemExit(export(sys.argv[2:]))
    from sudoku_gui.app import main

    raise SystemExit(main())
