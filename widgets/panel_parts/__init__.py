"""The parts a :class:`~widgets.panel.TurnPanel` is made of: the status bar (:mod:`.status`), the pictures and
their tabs (:mod:`.pictures`), the "Why not?" list (:mod:`.why_not`), the drawers below the picture -- log,
game file, bots -- (:mod:`.drawers`) and the hot seat's pass screen (:mod:`.pass_screen`).

Each part owns its widgets and draws what the panel hands it; none holds the game or calls the engine: the
panel reads the engine's state and passes it down, and a part's buttons call the panel back.
"""
