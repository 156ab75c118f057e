"""The parts of :func:`rulebook.analysis.simulate.simulate`: one game and one chunk (:mod:`.games`), the
results folder (:mod:`.files`), where chunks run (:mod:`.workers`) and the summaries (:mod:`.summary`)."""
