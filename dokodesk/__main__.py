from dokodesk.cli import main

raise SystemExit(main())
