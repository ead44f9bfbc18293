import sys

from talong.cli import main

sys.exit(main())
