"""The Horror on the Orient Express symbol legend: every symbol the table picture draws, in words (issue #15).

:func:`legend_entries` lists the symbols from the game's data: the people
(investigators, suspects, a passenger die for each status and the coffin of a
dead one), the threats (the monsters of each colour in play, the vampire),
portals and essence, the event board's spaces (with the Monster event each
prints) and every kind of event token, the Occult tokens and a Grimoire slot,
sanity, health and stamina, the marks of the investigator boards and of the
clue tokens, curtains and landscapes. :func:`render_legend` draws them with
the table picture's own glyphs (:mod:`widgets.horror.svg`); each entry is a
group whose ``<title>`` says what the symbol is and names its rulebook section,
like the parts of the table. The panel shows it as the ``"legend"`` part.

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=1)
>>> svg = render_legend(s)
>>> svg.startswith("<svg") and "rb-legend" in svg
True
"""
from __future__ import annotations

from rulebook.i18n import N_, Msg

from ..legend import Entry, Page, draw_page
from . import glyphs as S
from . import words as W

__all__ = ["Entry", "legend_entries", "render_legend", "KEY_DOES"]

#: what the table's other parts do, said after their names in their boxes (keyed by the part)
PART_WORDS = {
    "landscape_down": N_("It is flipped face up when the train comes near, and essence goes onto its portals."),
    "occult": N_("Occult tokens pay for some spells and items, or draw an event token again."),
    "bag": N_("The event step draws from the bag; an empty bag takes back the discard."),
    "speed": N_("A push moves a monster back by its strength plus the train's speed."),
    "coffin": N_("The investigators lose when the last coffin is used."),
    "landscape": N_("The train moves one space at the end of each turn, towards space 0."),
}

#: what a clickable part of each kind (its key's prefix) does, said after its name in its box
KEY_DOES = {
    "car": N_("Moving is a basic action (one stamina, up to two cars; into a full car you swap with a passenger); "
              "what you do happens in your own car."),
    "curtains": N_("Opening or closing them is a basic action (one stamina); closed curtains make the vampire "
                   "stronger in this car."),
    "plaque": N_("An investigator in this car can use its action; the Locomotive's works twice a game."),
    "passenger": N_("Its die shows how it feels; a dead passenger takes a coffin, and the investigators lose when the "
                    "last coffin is used. Gathering brings passengers into your car, sending takes them out."),
    "suspect": N_("In a suspect's car you may spend the favor they owe, ask about a question-mark feature or fulfil "
                  "their quest; at space 0 every suspect is accused as a cultist or not."),
    "favor": N_("Spent by an investigator in this suspect's car."),
    "quest": N_("Fulfilled by an investigator in this suspect's car once its need is met."),
    "clue": N_("Clues tell who is a cultist (Chosen, Herald or Zealot); talking reveals them."),
    "monster": N_("Monsters attack where there are passengers, else move two cars forward; a kill returns one to the "
                  "pool, a push moves it back, a stun sends it to the Pursuit."),
    "portal": N_("A portal with essence is active: an Inscription portal acts in the event step, a monster portal "
                 "spawns monsters of its colours."),
    "skill": N_("Using a skill is the turn's main action: the leftmost marker of the action track goes beside it, "
                "and its condition must hold."),
    "learn": N_("Learned with experience while resting."),
    "rest": N_("Resting restores stamina up to health, spends experience and takes the markers back."),
    "unique": N_("It costs a stamina, like every basic action."),
    "item": N_("Tomes and artifacts belong to everyone; using one costs sanity or health and banishes the card."),
    "spell": N_("Casting costs a sanity token, which stays on the spell."),
    "occult": N_("Occult tokens pay for some spells and items, or draw an event token again."),
    "bag": N_("A talk draws its tokens: pairs of information tokens reveal clues, a third token of one kind fails the "
              "talk."),
    "drawn": N_("A token drawn in the talk under way: a pair reveals a clue, a third of one kind fails the talk."),
    "stop": N_("The talk ends with the tokens drawn so far."),
    "end": N_("Then tokens come out of the event bag, and the train moves one space."),
    "accuse": N_("At space 0 the investigators win only if every suspect is marked rightly."),
    "general": N_("Each investigator takes one general skill in the draft."),
    "attribute": N_("Each investigator takes one attribute in the draft."),
    "space": N_("Event tokens land on their space; once three spaces hold tokens, each space from the top resolves its "
                "topmost token."),
}


PAGE = Page("rb-ho", width=S.WIDTH, col_w=(S.WIDTH - 32) // 2, row_h=64, glyph_w=160, panel=S.PANEL, bg=S.BG,
            min_width_css=S.MIN_WIDTH_CSS, text=S.svg_text, wrap=lambda s, size, width: S.wrap_text(s, size, width, 4),
            markup=str, max_lines=4)
TYPE_WORDS = {
    "fast": N_("A Fast event token ({names}): it acts at once, then another token is drawn"),
    "slow": N_("A Slow event token ({names}): it acts, then the event step ends"),
}


def _pill(o, x, cy, label, top=True, crossed=False):
    """An event token as the event board draws it (the topmost of a pile white-blue, the ones under it grey)."""
    w = S.text_width(label, 12, top) + 18
    o.append(f'<rect x="{x:g}" y="{cy - 11:g}" width="{w:g}" height="22" rx="11" '
             f'fill="{"#DDEBF7" if top else "#F4F1EA"}" stroke="{S.INK if top else S.FAINT}"/>')
    S.svg_text(o, x + 9, cy + 5, label, 12, top, fill=S.INK if top else S.MUTED, italic=crossed)


def _people(comp) -> list:
    out = [
        Entry(lambda o, x, cy: S.g_investigator(o, x + 16, cy, S.SEAT_FILL[0], "AB"),
              Msg(N_("An investigator, in the seat's colour, with the first letters of the name; a dashed ring "
                     "marks the one whose turn it is")), "investigators"),
        Entry(lambda o, x, cy: S.g_suspect(o, x + 14, cy, S.SUSPECT_FILL[2], "3"),
              Msg(N_("A suspect in a car, numbered like its suspect board (1 to 6)")), "suspects"),
    ]
    for status in W.STATUS_ORDER:
        out.append(Entry(lambda o, x, cy, status=status: S.g_die(o, x + 16, cy, status),
                         Msg(N_("A passenger die showing {status}: how that passenger feels now"),
                             {"status": Msg(W.STATUS[status])}), "passengers"))
    out.append(Entry(lambda o, x, cy: S.g_coffin(o, x + 16, cy, 28),
                     Msg(N_("A coffin: a dead passenger; the investigators lose when the last coffin is used")),
                     "passengers"))
    return out


def _threats(comp) -> list:
    out = []
    for col in S.MONSTER_FILL:
        out.append(Entry(lambda o, x, cy, col=col: S.g_monster(o, x + 20, cy - 2, col),
                         Msg(N_("A {colour} monster by a car (the letter repeats its colour)"),
                             {"colour": Msg(W.COLOUR[col])}), "monsters"))
    out.append(Entry(lambda o, x, cy: S.g_bat(o, x + 20, cy + 2),
                     Msg(N_("The vampire, hanging outside the car it is in")), "vampire"))

    def portal(on, monster=False, printed=False):
        def draw(o, x, cy):
            cx = x + 20
            ring = S.MONSTER_FILL["red"] if monster else "#6A5A8C"
            dash = "" if on else ' stroke-dasharray="3 2"'
            o.append(f'<circle cx="{cx}" cy="{cy}" r="13" fill="{"#FFFFFF" if on else "#EEEAE0"}" stroke="{ring}" '
                     f'stroke-width="{3 if on else 1.5}"{dash}/>')
            if monster:
                for j, c in enumerate(("red", "green")):
                    o.append(f'<circle cx="{cx - 13 + 26 * j}" cy="{cy - 12}" r="4" fill="{S.MONSTER_FILL[c]}" '
                             f'stroke="{S.INK}" stroke-width=".6"/>')
            else:
                o.append(f'<path d="M{cx - 4} {cy - 7}l8 7l-8 7" fill="none" stroke="#6A5A8C" stroke-opacity=".35" '
                         f'stroke-width="2"/>')
            if printed:
                S.g_essence(o, cx, cy, 7, "#D9A6CF")
            elif on:
                S.g_essence(o, cx - 4, cy, 6)
                S.svg_text(o, cx + 6, cy + 4, "2", 11, True, "middle")
        return draw
    out += [
        Entry(portal(True), Msg(N_("An Inscription portal on a landscape with essence on it (the number): it is "
                                   "active")), "portals"),
        Entry(portal(False), Msg(N_("A portal without essence (dashed): not active")), "essence"),
        Entry(portal(True, monster=True), Msg(N_("A monster portal: its ring and dots give the colours of the "
                                                 "monsters it brings")), "essence"),
        Entry(portal(True, printed=True), Msg(N_("A portal with printed essence (pale): always active")), "essence"),
        Entry(lambda o, x, cy: S.g_essence(o, x + 10, cy, 8),
              Msg(N_("Essence: on a portal it makes the portal active; the investigators lose when the essence "
                     "pool is empty")), "essence"),
    ]

    def landscape(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 20}" width="48" height="40" rx="5" fill="#5A5270" stroke="{S.INK}"/>')
        S.svg_text(o, x + 24, cy + 5, "2", 13, True, "middle", "#FFFFFF")
    out.append(Entry(landscape, Msg(N_("A face-down landscape with the number of track spaces it covers; it turns "
                                       "face up when the train comes near")), "train"))
    return out


def _event_board(comp, lang) -> list:
    from rulebook.horror.events import TYPE_NAMES, token_msg
    out = []
    spaces = comp.table["event_board"]["spaces"]
    for k, sid in enumerate(spaces):
        def space(o, x, cy, k=k):
            o.append(f'<circle cx="{x + 12}" cy="{cy}" r="11" fill="{S.INK}"/>')
            S.svg_text(o, x + 12, cy + 4, str(k + 1), 12, True, "middle", "#FFFFFF")
            for d in range(k + 1):
                o.append(f'<circle cx="{x + 32 + d * 8}" cy="{cy}" r="2.8" fill="{S.MUTED}"/>')
        out.append(Entry(space, Msg(N_("Space {k} of the event board ({space}); when empty at the "
                                       "resolution: {event}"),
                                    {"k": k + 1, "space": Msg(W.SPACE_NAMES.get(sid, sid)),
                                     "event": W.monster_event(comp, k, lang)}), "event_board"))
    kinds = comp.table["event_tokens"]["kinds"]
    for tok, d in kinds.items():
        if d.get("type") != "regular":
            continue
        sid = spaces[d["space"]]
        crossed = bool(d.get("crossed"))
        words = (N_("Event token {token}: it goes onto space {k} ({space}) and does nothing when it is on top at "
                    "the resolution") if crossed else
                 N_("Event token {token}: it goes onto space {k} ({space}) and ends the event step"))
        name = token_msg(tok).text(lang)
        out.append(Entry(lambda o, x, cy, name=name, crossed=crossed: _pill(o, x, cy, name, crossed=crossed),
                         Msg(words, {"token": token_msg(tok), "k": d["space"] + 1,
                                     "space": Msg(W.SPACE_NAMES.get(sid, sid))}), "event_step",
                         S.text_width(name, 12, True) + 18))
    out.append(Entry(lambda o, x, cy: _pill(o, x, cy, Msg(N_("under it")).text(lang), top=False),
                     Msg(N_("A token under the topmost one of its pile (grey): only the topmost resolves")),
                     "event_board"))
    for typ, words in TYPE_WORDS.items():
        names = [tok for tok, d in kinds.items() if d.get("type") == typ]
        if not names:
            continue
        label = Msg(TYPE_NAMES[typ]).text(lang)
        out.append(Entry(lambda o, x, cy, label=label: _pill(o, x, cy, label),
                         Msg(words, {"names": ", ".join(token_msg(t).text(lang) for t in names)}),
                         "event_tokens"))
    return out


def _knowledge(comp) -> list:
    def slot(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 20}" width="92" height="40" rx="5" fill="#EEE8F6" stroke="#8E7CB0"/>')
        for j in range(3):
            S.g_occult(o, x + 16 + j * 18, cy + 4, 7)
    out = [
        Entry(lambda o, x, cy: S.g_occult(o, x + 10, cy, 8),
              Msg(N_("An Occult token: spent to use some spells and items or to draw an event token again")),
              "grimoire"),
        Entry(slot, Msg(N_("A Grimoire slot with its Occult tokens: a gain takes one from the slot with the fewest; "
                           "an emptied slot teaches a spell")), "grimoire"),
        Entry(lambda o, x, cy: S.g_sanity(o, x + 10, cy, 8),
              Msg(N_("A sanity token; they leave the board from the left")), "investigators"),
        Entry(lambda o, x, cy: S.g_sanity(o, x + 10, cy, 8, empty=True),
              Msg(N_("The place of a lost sanity token")), "investigators"),
        Entry(lambda o, x, cy: (S.g_sanity(o, x + 10, cy, 8), S.g_crack(o, x + 10, cy, "#FFFFFF")),
              Msg(N_("The unstable mark: losing this sanity token makes the investigator unstable")),
              "investigators"),
    ]

    def bar(fill, skull=False):
        def draw(o, x, cy):
            o.append(f'<rect x="{x}" y="{cy - 8}" width="20" height="16" rx="3" fill="#FFFFFF" stroke="#A99E88"/>')
            if skull:
                S.g_skull(o, x + 10, cy - 1)
            else:
                o.append(f'<rect x="{x + 1}" y="{cy - 7}" width="18" height="14" rx="3" fill="{fill}"/>')
                S.svg_text(o, x + 10, cy + 4, "4", 10, True, "middle", "#FFFFFF")
        return draw
    out += [
        Entry(bar(S.HEALTH), Msg(N_("Health (red): the filled box is what the investigator has left")),
              "investigators"),
        Entry(bar(S.HEALTH, skull=True), Msg(N_("The skull on the health track: an investigator whose health "
                                                "reaches it dies")), "investigators"),
        Entry(bar(S.STAMINA), Msg(N_("Stamina (green), never above health")), "investigators"),
        Entry(lambda o, x, cy: S.g_marker(o, x + 10, cy),
              Msg(N_("An action marker: on the action track, or beside a skill used this turn")), "skills"),
        Entry(lambda o, x, cy: S.g_xp(o, x + 10, cy),
              Msg(N_("An experience symbol, uncovered when action markers leave the action track")), "rest"),
        Entry(lambda o, x, cy: S.g_marker(o, x + 10, cy, S.SILVER, "#6B737B"),
              Msg(N_("The rest tile: resting restores stamina, spends experience and brings the markers back")),
              "rest"),
    ]
    return out


def _clues(comp) -> list:
    def token(kind, bg, edge, fg=S.INK):
        def draw(o, x, cy):
            o.append(f'<rect x="{x}" y="{cy - 8.5}" width="70" height="17" rx="3" fill="{bg}" stroke="{edge}"/>')
            S.g_kind(o, x + 4, cy, kind, fg)
        return draw
    out = []
    for kind in ("ticket", "desire", "feature"):
        out.append(Entry(token(kind, S.REGULAR_BG, "#A39F96"),
                         Msg(N_("The mark of a {kind} clue on a suspect board"), {"kind": Msg(W.KIND[kind])}), "clues"))
    out += [
        Entry(token("feature", S.MYSTIC_BG, "#3E8E5A"), Msg(N_("A face-up mystic clue (green)")), "clues"),
        Entry(token("feature", S.REGULAR_BG, "#A39F96"), Msg(N_("A face-up regular clue (grey)")), "clues"),
        Entry(token("desire", S.BACK_BG, S.INK, "#FFFFFF"), Msg(N_("A face-down clue (dark): what it is stays "
                                                                   "hidden until it is revealed")), "clues"),
        Entry(lambda o, x, cy: S.svg_text(o, x + 6, cy + 5, "?", 11, True, fill="#0072B2"),
              Msg(N_("A feature clue one may still ask about (✓? once asked)")), "clues"),
        Entry(lambda o, x, cy: (token("desire", S.BACK_BG, S.INK, "#FFFFFF")(o, x, cy),
                                S.svg_text(o, x + 66, cy + 4.5, "F1", 9, True, "end", "#F0E442")),
              Msg(N_("Fade tokens on a clue (F and their number)")), "fade_to_black"),
    ]
    return out


def _train(comp) -> list:
    def curtains(state):
        def draw(o, x, cy):
            ww = 26
            for i in range(2):
                wx = x + i * (ww + 4)
                o.append(f'<rect x="{wx}" y="{cy - 11}" width="{ww}" height="22" rx="3" fill="{S.WINDOW}" '
                         f'stroke="{S.CAR_EDGE}"/>')
                if state == "closed":
                    o.append(f'<rect x="{wx}" y="{cy - 11}" width="{ww}" height="22" rx="3" fill="{S.CURTAIN}"/>')
                else:
                    o.append(f'<path d="M{wx} {cy - 11}h8q-4 11 0 22h-8zM{wx + ww} {cy - 11}h-8q4 11 0 22h8z" '
                             f'fill="{S.CURTAIN}"/>')
        return draw

    def blank(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 14}" width="80" height="29" rx="4" fill="#E8E1D2" stroke="#A99E88" '
                 f'stroke-dasharray="4 3"/>')
    return [
        Entry(curtains("open"), Msg(N_("A car's curtains, open")), "basic_actions"),
        Entry(curtains("closed"), Msg(N_("A car's curtains, closed")), "basic_actions"),
        Entry(blank, Msg(N_("A car showing the blank side of its plaque: no car action there")), "car_actions"),
    ]


def legend_entries(state, lang: str = "en") -> list:
    """The legend's entries for ``state``'s components (see the module docstring), as :class:`Entry`."""
    comp = state.comp
    return _people(comp) + _threats(comp) + _event_board(comp, lang) + _knowledge(comp) + _clues(comp) + _train(comp)


_DRAWN: dict = {}   # (components' fingerprint, language) -> SVG: the legend changes only with the data


def render_legend(state, *, lang: str = "en", width=None) -> str:
    """Draw the legend of ``state``'s symbols as one SVG string, two columns of entries."""
    key = (state.comp.fingerprint, lang, width)
    if key not in _DRAWN:
        if len(_DRAWN) > 16:
            _DRAWN.clear()
        _DRAWN[key] = _draw(state, lang, width)
    return _DRAWN[key]


def _draw(state, lang: str, width) -> str:
    return draw_page(PAGE, legend_entries(state, lang), lang=lang,
                     title=Msg(N_("Horror on the Orient Express symbols")).text(lang),
                     section_title=W.section_title, display_width=width)
