"""The FrachtExpress symbol legend: every symbol the table picture draws, with what it means in words.

:func:`legend_entries` lists, for a game's components, players and options: the
stations A to J on the table (their names and, in the advanced game, their
special actions), the kinds of track (straight, curve, switch, crossing card)
and the railroad ties, the four corner symbols of a distance card, a car
behind a locomotive, each player's locomotive, and the markers the picture
puts on the table (empty spaces, places a drive can end on, the next steps of
a drive, the supply; in the advanced game the flight tickets, objection cards,
held cards, landing places and a closed station). :func:`render_legend` draws
them with the picture's own glyphs (:mod:`widgets.fracht_express.svg`); each
entry is a group whose ``<title>`` says what it is and names its rulebook
section, like the parts of the table. The turn panel shows it as the tab
"Symbols" (``part="legend"`` of :func:`widgets.fracht_express.keys.render`).

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> svg = render_legend(s)
>>> svg.startswith("<svg") and "Station A" in svg and "rulebook:" in svg
True
"""
from __future__ import annotations

from html import escape
from types import SimpleNamespace
from typing import Callable

from rulebook.fracht_express.data import Card
from rulebook.fracht_express.sections import SECTIONS
from rulebook.i18n import N_, NN_, Msg, Seat, translate

from ..legend import Entry, Page, draw_page
from . import glyphs as S
from .graph import REACH_FILL

__all__ = ["Entry", "legend_entries", "render_legend", "KEY_DOES", "card_does", "car_does"]

#: what a clickable part of each kind (its key's prefix) does, said after its name in its box; a distance card in the
#: hand and a car behind a locomotive say it with their own numbers (:func:`card_does`, :func:`car_does`)
KEY_DOES = {
    "spot": N_("With a distance card of your hand selected, a highlighted space takes it and the rail system grows."),
    "turn": N_("The selected card is laid turned this way; then click a highlighted space."),
    "move": N_("The locomotive drives as many ties as the card's car value; its action number must cover the cars "
               "the locomotive pulls."),
    "draw": N_("Once a turn: you draw as many new cards as the discarded card's action number."),
    "pickup": N_("In the station printed on the card it joins your locomotive as a railroad car (five at most), "
                 "worth its car value once delivered."),
    "end": N_("The next player's turn begins with drawing a card."),
    "go": N_("The drive under way goes on this way, one tie at a time."),
    "push": N_("The locomotive shoved ahead goes this way at the switch."),
    "stop": N_("The drive ends on the tie where the locomotive stands now."),
    "dest": N_("A click drives the locomotive there with the selected card, tie by tie."),
    "use": N_("A station's special action is chosen right when a locomotive drives into it under its own move card."),
    "skip": N_("A station's special action is chosen right when a locomotive drives into it under its own move card."),
    "station": N_("A station's special action is chosen right when a locomotive drives into it under its own move "
                  "card."),
    "object": N_("An objection card stops another player's special action in a station."),
    "noobject": N_("An objection card stops another player's special action in a station."),
    "target": N_("The special action under way (a robbery or a hijack) is aimed at the player chosen here."),
    "attach": N_("At Station I a hand card may be attached as a car (a rapid pick-up) or discarded."),
    "discard": N_("At Station I a hand card may be attached as a car (a rapid pick-up) or discarded."),
    "done": N_("The special action ends here and the turn goes on."),
    "fly": N_("The flight ticket takes the locomotive to this tie without driving; the ticket goes back beside the "
              "table."),
    "laid": N_("Part of the rail system: locomotives drive along its tracks, one tie per step."),
    "station_card": N_("Place this station on the table, touching another station at a corner."),
}

#: what the table's other parts do, said after their names in their boxes (keyed by the part)
PART_WORDS = {
    "attached": N_("They are picked up in stations and delivered in the stations printed on them."),
    "hand": N_("Distance cards: laid to extend the rail system, discarded to move or to draw, or picked up as "
               "cars."),
    "grid": N_("The log names a space by its column number first, then its row number."),
}

#: what each symbol of the picture's own strip of symbols does, by the symbol's name (its message id)
STRIP_WORDS = {
    N_("pick up in this station"): N_("A card in the hand is picked up as a car in the station this badge names."),
    N_("deliver in this station"): N_("A car is delivered in the station this badge names, and counts its car value "
                                      "at the end."),
    N_("action number"): N_("To move with a card, its action number must cover the cars the locomotive pulls; to "
                            "draw, it is how many new cards come."),
    N_("flight ticket"): N_("Taken in Station B; with a discarded card it flies the locomotive instead of driving, "
                            "then goes back beside the table."),
    N_("objection card"): N_("Taken in Station G; played, it stops another player's special action."),
    N_("held, hidden from you"): N_("Whether another player holds it is hidden from you."),
    N_("a flight can land here"): N_("A flight ticket can take the locomotive to this tie."),
    N_("closed station"): N_("Station D's special action covers a station with a card; only one station is closed at "
                             "a time."),
}


def card_does(card) -> list:
    """What a distance card in the hand can do, with its own numbers (Msgs): drive, draw, be picked up, be laid."""
    v, a = card.value, card.action
    return [Msg(NN_("Discarded to move, it drives {v} tie, if its action number ({a}) covers the cars you pull.",
                    "Discarded to move, it drives {v} ties, if its action number ({a}) covers the cars you pull.",
                    count="v"), {"v": v, "a": a}),
            Msg(N_("Discarded to draw, it brings as many new cards as its action number ({a})."), {"a": a}),
            Msg(NN_("Picked up in Station {c}, it rides as a car and scores {v} point once delivered in Station {u}.",
                    "Picked up in Station {c}, it rides as a car and scores {v} points once delivered in Station {u}.",
                    count="v"), {"v": v, "c": card.couple, "u": card.uncouple}),
            Msg(N_("Or lay it to extend the rail system."))]


def car_does(card) -> list:
    """What a railroad car behind a locomotive does, with its own numbers (Msgs)."""
    return [Msg(NN_("Delivered in Station {u}, it goes face down and counts {v} point at the end of the game.",
                    "Delivered in Station {u}, it goes face down and counts {v} points at the end of the game.",
                    count="v"), {"v": card.value, "u": card.uncouple})]


WIDTH = 2 * 560 + 24
PAGE = Page("rb-fx", width=WIDTH, col_w=560, row_h=62, glyph_w=128, panel="#FFFFFF", bg=S.BG,
            min_width_css=f"min-width:{WIDTH}px", text=S.svg_text, wrap=S.wrap_text, col_gap=4, glyph_dx=10,
            words_pad=20)


def _tile(tracks, crossing=False) -> Callable:
    """A small card showing ``tracks`` ((side, side, ties), ...; sides N E S W = 0 1 2 3), drawn as the table
    draws a card."""
    card = Card("", 0, "", "", 1, crossing, tuple(tracks))
    comp = SimpleNamespace(cards={"": card})

    def draw(o, x, cy):
        S.draw_card(o, comp, "", 0, x, cy - 27, 54, symbols=False)
    return draw


def _station(letter: str) -> Callable:
    def draw(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 26}" width="52" height="52" rx="8" fill="{S.STATION}" stroke="{S.INK}" '
                 f'stroke-width="1.5"/>')
        S.svg_text(o, x + 26, cy + 10, escape(letter), 28, True, "middle", "#FFFFFF")
    return draw


def _stations(state) -> list:
    from rulebook.fracht_express.advanced import KINDS, specials
    comp, adv = state.comp, bool(state.options.get("advanced"))
    out = []
    for L in sorted(state.stations):
        name = comp.station_names.get(L, "")
        mods = [KINDS[k] for k in specials(state, L)] if adv else []
        if mods:
            what = Msg(mods[-1].NAME)
            for m in reversed(mods[:-1]):
                what = Msg(N_("{first}, {rest}"), {"first": Msg(m.NAME), "rest": what})
            msg = Msg(N_("Station {s} ({name}): {what}"), {"s": L, "name": name, "what": what})
            section = mods[0].RULE if len(mods) == 1 else "advanced"
        elif L == "A":
            msg = Msg(N_("Station {s} ({name}): every locomotive starts here, and returns after derailing"),
                      {"s": L, "name": name})
            section = "preparation"
        else:
            msg = Msg(N_("Station {s} ({name}): cars are picked up and delivered here"), {"s": L, "name": name})
            section = "pick_up" if not adv else "advanced"
        out.append(Entry(_station(L), msg, section))
    return out


def legend_entries(state, lang: str = "en") -> list:
    """The legend's entries for ``state``'s components, players and options, as :class:`Entry` (``lang``: the
    language of the few words drawn inside a glyph)."""
    adv = bool(state.options.get("advanced"))
    out = _stations(state)
    out += [
        Entry(_tile([(1, 3, 3)]), Msg(N_("A straight track: a locomotive drives along it tie by tie")),
              "distance_cards"),
        Entry(_tile([(2, 3, 2)]), Msg(N_("A curved track, joining two neighbouring sides of a card")),
              "distance_cards"),
        Entry(_tile([(1, 3, 3), (2, 3, 2)]),
              Msg(N_("A switch: two tracks leave the same side, and the driver chooses the branch")), "move"),
        Entry(_tile([(0, 2, 3), (1, 3, 3)], crossing=True),
              Msg(N_("A crossing card (blue, with the supply mark): laid only on an empty space, never covered")),
              "crossings"),
    ]

    def tie(o, x, cy):
        o.append(f'<path d="M{x + 10} {cy}h40" stroke="{S.RAIL}" stroke-width="7"/>'
                 f'<path d="M{x + 10} {cy}h40" stroke="{S.CARD}" stroke-width="3"/>'
                 f'<path d="M{x + 30} {cy - 9}v18" stroke="{S.TIE}" stroke-width="3.4" stroke-linecap="round"/>')
    out.append(Entry(tie, Msg(N_("A railroad tie: each one is a step of a drive")), "move"))
    out += [
        Entry(lambda o, x, cy: S.g_car(o, x, cy - 9, 7), Msg(N_("car value: ties to drive, points when delivered")),
              "move"),
        Entry(lambda o, x, cy: S.g_link(o, x, cy - 9, "C", True), Msg(N_("pick up in this station")), "pick_up"),
        Entry(lambda o, x, cy: S.g_link(o, x, cy - 9, "F", False), Msg(N_("deliver in this station")), "deliver"),
        Entry(lambda o, x, cy: S.g_die(o, x, cy - 9, 3), Msg(N_("action number")), "move"),
    ]

    def car(o, x, cy):
        bw = 80 if adv else 74
        o.append(f'<rect x="{x}" y="{cy - 15}" width="{bw}" height="30" rx="5" fill="{S.CARD}" '
                 f'stroke="{S.CARD_EDGE}" stroke-width="1"/>')
        S.g_car(o, x + 4, cy - 11, 7, 24, 14)
        S.g_link(o, x + 31, cy - 10, "F", False)
        if adv:
            S.g_die(o, x + 64, cy - 7, 3, 13)
    out.append(Entry(car, Msg(N_("A railroad car behind a locomotive: its value and the station it is delivered "
                                 "to")), "pick_up"))
    for p in range(state.n):
        out.append(Entry(lambda o, x, cy, p=p: S.g_token(o, x + 16, cy, p, (1, 0)),
                         Msg(N_("{player}'s locomotive; its point shows the way it faces"), {"player": Seat(p)}),
                         "move"))

    out += _marks(lang)
    if adv:
        out += _advanced()
    return out


def _marks(lang: str) -> list:
    """What the network shows for a move: empty and live spaces, where a drive may end or derails, its next
    step, and the supply."""
    out = []

    def empty(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 24}" width="48" height="48" rx="7" fill="#FFFFFF" fill-opacity=".35" '
                 f'stroke="#B9AE97" stroke-width="1.3" stroke-dasharray="5 4"/>')
    out.append(Entry(empty, Msg(N_("An empty space next to the rail system: a card can be laid here")), "extend"))

    def live(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 24}" width="48" height="48" rx="7" fill="#0072B2" fill-opacity=".06" '
                 f'stroke="#0072B2" stroke-width="2.5" stroke-dasharray="7 4"/>')
    out.append(Entry(live, Msg(N_("A space where the selected card can be laid, turned as chosen")), "extend"))

    def end_tie(o, x, cy):
        o.append(f'<circle cx="{x + 12}" cy="{cy}" r="7.5" fill="{REACH_FILL}" stroke="{S.INK}" stroke-width="1.8"/>')
    out.append(Entry(end_tie, Msg(N_("The drive can end on this tie")), "move"))

    def end_station(o, x, cy):
        o.append(f'<rect x="{x + 2}" y="{cy - 24}" width="48" height="48" rx="9" fill="{S.STATION}" stroke="none"/>'
                 f'<rect x="{x + 2}" y="{cy - 24}" width="48" height="48" rx="9" fill="none" stroke="{REACH_FILL}" '
                 f'stroke-width="6"/>')
    out.append(Entry(end_station, Msg(N_("The drive can end in Station {s}"), {"s": "C"}), "move"))

    def derail(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 16}" width="60" height="32" rx="6" fill="{REACH_FILL}" stroke="{S.DANGER}" '
                 f'stroke-width="2" stroke-dasharray="5 3"/>')
        S.svg_text(o, x + 30, cy + 5, escape(Msg(N_("derail")).text(lang)), 12, True, "middle")
    out.append(Entry(derail, Msg(N_("Driving here derails the locomotive")), "derail"))
    for colour, what, section in ((S.STEP, N_("The next step of a drive under way: click it to go that way"), "move"),
                                  (S.DANGER, N_("Where a shoved locomotive goes next: the driver chooses"),
                                   "ramming")):
        def ring(o, x, cy, colour=colour):
            o.append(f'<circle cx="{x + 12}" cy="{cy}" r="11" fill="#FFFFFF" stroke="{colour}" stroke-width="3.2"/>'
                     f'<circle cx="{x + 12}" cy="{cy}" r="3.5" fill="{colour}"/>')
        out.append(Entry(ring, Msg(what), section))
    out.append(Entry(lambda o, x, cy: S.g_deck(o, x + 12, cy, 1.4), Msg(N_("The supply: distance cards face down")),
                     "draw"))
    return out


def _advanced() -> list:
    """The advanced game's cards and marks: flight tickets, objections, hidden cards, landings, a closed
    station, a car waiting after a rapid pick-up."""
    out = [
        Entry(lambda o, x, cy: S.g_ticket(o, x, cy - 17), Msg(N_("flight ticket")), "station_b"),
        Entry(lambda o, x, cy: S.g_objection(o, x, cy - 17), Msg(N_("objection card")), "station_g"),
        Entry(lambda o, x, cy: S.g_back(o, x, cy - 17), Msg(N_("held, hidden from you")), "advanced"),
    ]

    def landing(o, x, cy):
        o.append(f'<circle cx="{x + 14}" cy="{cy}" r="13" fill="{S.TICKET}" stroke="{S.TICKET_EDGE}" '
                 f'stroke-width="2.5"/>')
        S.g_plane(o, x + 14, cy, 0.95, 90)
    out.append(Entry(landing, Msg(N_("a flight can land here")), "station_b"))

    def closed(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 24}" width="48" height="48" rx="9" fill="none" stroke="{S.DANGER}" '
                 f'stroke-width="2.5" stroke-dasharray="7 4"/><circle cx="{x + 24}" cy="{cy}" r="13" '
                 f'fill="{S.CLOSED}" stroke="{S.DANGER}" stroke-width="3"/>')
        S.svg_text(o, x + 24, cy + 5.5, "D", 15, True, "middle", "#FFFFFF")
    out.append(Entry(closed, Msg(N_("closed station")), "station_d"))

    def waiting(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 15}" width="80" height="30" rx="5" fill="{S.CARD}" stroke="{S.DANGER}" '
                 f'stroke-width="1.8" stroke-dasharray="4 3"/>')
        S.g_car(o, x + 4, cy - 11, 5, 24, 14)
        S.g_link(o, x + 31, cy - 10, "B", False)
    out.append(Entry(waiting, Msg(N_("picked up by rapid pick-up: delivered only after leaving Station I")),
                     "station_i"))
    return out


_DRAWN: dict = {}   # (components, stations, players, options, language) -> SVG: changes only with those


def render_legend(state, *, lang: str = "en") -> str:
    """Draw the legend of ``state``'s symbols as one SVG string, two columns of entries."""
    key = (state.comp.fingerprint, tuple(sorted(state.stations)), state.n,
           repr(sorted(state.options.items())), repr(sorted(state.rulings.items())), lang)
    if key not in _DRAWN:
        if len(_DRAWN) > 16:
            _DRAWN.clear()
        _DRAWN[key] = _draw(state, lang)
    return _DRAWN[key]


def _draw(state, lang: str) -> str:
    sections = {s.id: s.title for s in SECTIONS}
    return draw_page(PAGE, legend_entries(state, lang), lang=lang, title=Msg(N_("FrachtExpress symbols")).text(lang),
                     section_title=lambda sid, lg: translate(sections[sid], lg))
