"""First Class lessons, one module per rulebook section (see ``rulebook/first_class/sections.py``)."""
