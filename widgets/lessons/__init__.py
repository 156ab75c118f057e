"""Lessons: the code behind the section notebooks (positions, goals, edge cases), one module per section."""
