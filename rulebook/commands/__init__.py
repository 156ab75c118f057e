"""The ``rulebook`` command's commands, one module each (``play``, ``rules`` with ``rulings``, ``simulate``,
``perft``) with what they share in :mod:`.common`.

Each command module has the command's body (``cmd_*``) and an ``add_*`` that adds its sub-parser;
:mod:`rulebook.cli` builds the parser from them, wires each sub-parser to its ``cmd_*`` and runs it.
"""
