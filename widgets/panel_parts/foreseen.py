"""What a choice button's tooltip adds: the consequences the engine foresees before the choice is made
(:func:`rulebook.analysis.foresight.foresee`: steps lost, the end of the route, a row cleared, a derail, a monster
killed ...), one line each below the button's label. A choice with none keeps its label alone as its tooltip."""
from __future__ import annotations

#: above this many buttons the tooltips stay plain (each foresight plays the move on a few copies); 32 covers a
#: First Class turn start (up to 22 choices: every action card with its warnings) and most Horror decisions
FORESEE_MAX = 32


def foreseen_title(st, action, label: str, lang: str, shown: int) -> str:
    """The tooltip of the button for ``action``: ``label``, then each foreseen consequence on a line of its own."""
    if shown > FORESEE_MAX or st.is_over:
        return label
    from rulebook.analysis.foresight import foresee
    lines = [m.text(lang) for m in foresee(st, action)]
    return "\n".join([label] + lines)
