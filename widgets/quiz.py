"""Quiz questions with immediate feedback, for the section notebooks.

>>> q = Quiz([Question("How many rounds?", ["4", "6", "8"], answer=1, why="Two per pile, three piles.")])
>>> q.answer(0, 1)
True
>>> q.feedback_text(0)
'Right. Two per pile, three piles.'
"""
from __future__ import annotations

import html
from dataclasses import dataclass

import ipywidgets as W

from rulebook.i18n import N_, translate


@dataclass(frozen=True)
class Question:
    """A multiple-choice question; ``why`` explains the answer in any case."""

    text: str
    options: list
    answer: int
    why: str


class Quiz(W.VBox):
    """Questions, each with option buttons; a click shows right/wrong and the explanation at once."""

    def __init__(self, questions, *, language: str = "en"):
        super().__init__()
        self.questions = list(questions)
        self.lang = language
        self._feedback = [W.HTML() for _ in self.questions]
        self.given = [None] * len(self.questions)
        boxes = []
        for i, q in enumerate(self.questions):
            buttons = []
            for j, opt in enumerate(q.options):
                b = W.Button(description=str(opt), layout=W.Layout(width="auto"))
                b.on_click(lambda _b, i=i, j=j: self.answer(i, j))
                buttons.append(b)
            boxes.append(W.VBox([W.HTML(f"<b>{i + 1}. {html.escape(q.text)}</b>"),
                                 W.Box(buttons, layout=W.Layout(flex_flow="row wrap")),
                                 self._feedback[i]]))
        self.children = boxes

    def answer(self, i: int, j: int) -> bool:
        """Answer question ``i`` with option ``j``; returns whether it was right."""
        self.given[i] = j
        right = j == self.questions[i].answer
        colour = "#009E73" if right else "#D55E00"
        self._feedback[i].value = (f'<div style="border-left:4px solid {colour};padding:2px 8px">'
                                   f'{html.escape(self.feedback_text(i))}</div>')
        return right

    def feedback_text(self, i: int) -> str:
        j = self.given[i]
        if j is None:
            return ""
        q = self.questions[i]
        if j == q.answer:
            return translate(N_("Right."), self.lang) + " " + q.why
        return (translate(N_("Not quite: the answer is '{answer}'."), self.lang).format(answer=q.options[q.answer])
                + " " + q.why)

    @property
    def score(self) -> int:
        return sum(1 for q, g in zip(self.questions, self.given) if g == q.answer)
