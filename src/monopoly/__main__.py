"""``python -m monopoly``: the same command line as the ``monopoly`` script."""

from monopoly.cli import main

main()
