"""Horror on the Orient Express lessons, one module per notebook (see ``rulebook/horror/sections.py``).

Every position is laid out by :mod:`.common` so that it stays the same when the game's setup changes.
"""
