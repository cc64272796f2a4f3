from sudoku_gui.app import main

raise SystemExit(main())
