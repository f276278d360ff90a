"""``python -m monopoly_engine``: the same command line as the ``monopoly`` and ``monopoly-engine`` scripts."""

from monopoly_engine.cli import main

main()
