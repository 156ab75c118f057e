"""Class tables: every student on their own device in one game, the teacher watching every table.

``rulebook serve`` (or ``make class``) starts a small tornado server. The teacher creates tables on a
dashboard and hands out one link (or QR code) per seat; a student's browser shows only what that seat
may see, drawn server-side by the same SVG renderers the notebooks use, and sends clicks back as
decisions the engine checks. Nothing runs in the student's browser but a few lines of plain
JavaScript, and nothing the page loads comes from outside this machine.

Modules, one topic each:

- :mod:`class_tables.store`   -- where tables live between moves (SQLite by default, memory for tests)
- :mod:`class_tables.room`    -- the tables themselves: seats, tokens, moves, bots, pause, step back
- :mod:`class_tables.bots`    -- each bot's secret stream, and its decisions in worker processes
- :mod:`class_tables.auth`    -- the teacher code (only its hash kept), sessions, the login throttle
- :mod:`class_tables.pages`   -- what a seat or the teacher sees, as JSON-ready dicts and HTML
- :mod:`class_tables.patches` -- what changed since a page's last message (patches, not pages)
- :mod:`class_tables.server`  -- the tornado application: pages, WebSockets, the teacher's actions, limits
"""
