"""The Horror on the Orient Express table as one SVG picture (pure rendering, standard library only).

:func:`render_table` draws a :class:`~rulebook.horror.state.HorrorState` from
top to bottom:

* a header (turn, who acts, main action done or not, basic actions left) and
  the pools whose emptiness loses the game (essence, coffins, monsters), the
  Pursuit, Occult tokens, the event bag and the train's speed;
* the track from space 43 (left) to space 0 (right) with the landscapes above
  it (face down until the train reaches them; portals with their essence) and
  the train mini on it;
* the train car by car, the Locomotive at the right (the front): each car's
  name, its action plaque (or the blank side), its curtains open or closed,
  the figures in it -- investigators (round, in their seat's colour),
  suspects (square, with their board number) and passengers (dice showing
  their status face; a coffin for a dead one) on the car's spots -- the
  vampire hanging outside its car, and the monsters by each car;
* one board per investigator: health (with the skull), stamina (never above
  health), sanity tokens (the unstable mark on the token whose loss flips the
  portrait), the skills with their action markers, the action track with its
  experience symbols, the rest tile, the investigator's own basic action and
  the specialty skills still to learn;
* the six suspect boards: favor, clue tokens (face down, or face up on a grey
  regular or green mystic background), the quest card, the accusation;
* the Grimoire (Occult tokens, learned spells, sanity tokens on them), the
  shared items, and the conversation bag as counts per kind (never its order),
  with the tokens of a talk in progress and the exact chance that the next
  draw fails it.

Hidden information: Horror is cooperative and hides the same things from
every seat (face-down clue tokens, face-down landscapes, the order of the
bags, the decks). The picture always draws ``state.view(seat)`` (seat 0 when
no seat is given), so face-down things stay face down in explore mode too;
``peek=True`` shows their faces (for a teacher preparing a lesson).

Clickable parts are ``<g class="rb-click" data-key="...">`` groups (plus
``rb-active`` when the key is in ``active``), each ending with a transparent
``<rect class="rb-hl">`` covering it. Keys (see :mod:`widgets.horror_keys`)::

    car:<k>                   a car, 0 = Locomotive ... 6 = rearmost
    curtains:<k>              the curtains of car k
    plaque:<k>                the action plaque of car k
    passenger:<k>:<status>    a living passenger of that status in car k
    suspect:<i>               suspect i (0-5): the figure and the board's name
    favor:<i>                 the favor tile of suspect i
    quest:<i>                 the quest card under suspect i's board
    clue:<i>:<spot>           a clue spot on suspect board i
    monster:<k>:<colour>      a monster by car k
    portal:<landscape>.<n>    a portal on a face-up landscape
    skill:<p>:<skill>         a skill tile on investigator p's board
    learn:<p>:<skill>         a specialty skill investigator p has not learned
    rest:<p>                  investigator p's rest tile
    unique:<p>                investigator p's own basic action
    item:<item>               an item in the shared pool
    spell:<slot>              a Grimoire slot holding a spell
    occult                    the Occult tokens of the Grimoire
    bag                       the conversation bag
    drawn:<token>             a token drawn in the talk in progress
    stop                      stop talking
    end                       end the actions of the turn
    accuse:<i>:<yes|no>       mark suspect i as cultist or not
    general:<skill>           a general skill on display (draft)
    attribute:<id>            an attribute on display (draft)
    space:<k>                 event board space k (0 = the top one), drawn only for the position editor
                              (``editing=True``)

Every word comes from :mod:`rulebook.i18n` (message ids marked with ``N_``).

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=1)
>>> svg = render_table(s)
>>> svg.startswith("<svg") and 'data-key="car:0"' in svg
True
"""
from __future__ import annotations

import math
from fractions import Fraction
from html import escape

from rulebook.horror.names import portal_name
from rulebook.i18n import N_, NN_, Msg, Seat, translate

from .highlight import active_css

__all__ = ["KEY_PREFIXES", "MONSTER_FILL", "PARTS", "parts", "SEAT_FILL", "WIDTH", "describe", "render_event_board", "render_table"]

WIDTH = 1180
#: the smallest font size drawn, in viewBox units: the table is shown at most ~1100 CSS px wide in a notebook on a
#: 1366-px laptop, so 12 units stay above 11 CSS px there (tests/widgets/test_horror_readable.py)
MIN_FONT = 12
#: on a narrower page (a phone) the picture stops shrinking where its smallest text is 11 CSS px and scrolls
#: sideways instead (the panel's picture box has ``overflow-x: auto``)
MIN_WIDTH_CSS = f"min-width:{math.ceil(WIDTH * 11 / MIN_FONT)}px"
#: the pieces of the table the turn panel shows as tabs (see :func:`render_table`)
PARTS = {"table": N_("Train and track"), "events": N_("Event board"), "investigators": N_("Investigators and Grimoire"),
         "suspects": N_("Suspects"), "legend": N_("Symbols")}
KEY_PREFIXES = ("car", "curtains", "plaque", "passenger", "suspect", "favor", "quest", "clue", "monster", "portal",
                "skill", "learn",
                "rest", "unique", "item", "spell", "occult", "bag", "drawn", "stop", "end", "accuse", "general",
                "attribute", "space")

# ---------------------------------------------------------------- colours (Okabe-Ito where they carry meaning)
INK = "#2B2B2B"
MUTED = "#5B564C"
FAINT = "#C9C0AE"
BG = "#F6F1E6"
PANEL = "#FFFDF8"
SEAT_FILL = ("#E69F00", "#56B4E9", "#CC79A7", "#F0E442")        # orange, sky blue, reddish purple, yellow
MONSTER_FILL = {"red": "#D55E00", "green": "#009E73", "blue": "#0072B2"}   # vermillion, bluish green, blue
MONSTER_LETTER = {"red": "R", "green": "G", "blue": "B"}
SUSPECT_FILL = ("#6C5B8C", "#4E7A66", "#8A6242", "#3F6A8E", "#8E4A5C", "#66743A")
CAR_BODY, CAR_EDGE = "#F1E4CC", "#6B4B34"
LOCO_BODY, LOCO_EDGE = "#DCE2E8", "#33414E"
CURTAIN = "#8E3B46"
WINDOW = "#CFE3EE"
MYSTIC_BG, REGULAR_BG, BACK_BG = "#BFE2C6", "#E1DFDA", "#3F3A4F"
ESSENCE = "#A23B8B"
OCCULT = "#5B3F8C"
SANITY = "#2F7FA8"
GOLD, GOLD_EDGE = "#F2C14E", "#8C6D12"
SILVER = "#C7CCD1"
HEALTH = "#C8553D"
STAMINA = "#3E8E5A"
DIE_TINT = {"calm": "#E6F0F7", "happy": "#FFF2BF", "angry": "#F9D2C2", "panicked": "#EEDDF0",
            "wounded": "#F8E0E0", "insane": "#DDEFE3"}

STYLE = ("<style>svg.rb-ho .rb-click{cursor:pointer}"
         + active_css("rb-ho") + "</style>")

STATUS = {"wounded": N_("Wounded"), "panicked": N_("Panicked"), "insane": N_("Insane"), "calm": N_("Calm"),
          "happy": N_("Happy"), "angry": N_("Angry"), "dead": N_("Dead")}
STATUS_ORDER = ("wounded", "panicked", "insane", "calm", "happy", "angry")
KIND = {"ticket": N_("ticket"), "desire": N_("desire"), "feature": N_("feature"), "class1": N_("1st class"),
        "class2": N_("2nd class"), "any": N_("any")}
WHAT = {"stamina": N_("stamina"), "health": N_("health"), "sanity": N_("sanity"), "occult": N_("Occult token"),
        "item": N_("item"), "tome": N_("tome"), "artifact": N_("artifact")}
WHAT_A = {"tome": N_("a tome"), "artifact": N_("an artifact"), "any": N_("an item")}
WHO = {"passenger": N_("passenger"), "suspect": N_("suspect"), "investigator": N_("investigator"),
       "anchor": N_("this suspect")}
WHERE = {"here": N_("here"), "adjacent": N_("next car"), "any": N_("any car"), "open": N_("each open car")}
PORTAL = {"any": N_("any portal"), "same": N_("same portal"), "current": N_("a current portal"),
          "past": N_("a past portal")}
TOKEN = {"ticket": N_("Ticket"), "desire": N_("Desire"), "feature": N_("Feature"), "class1": N_("1st class"),
         "class2": N_("2nd class"), "g:favor": N_("Favor"), "g:item": N_("Item"), "g:occult": N_("Occult"),
         "g:clue": N_("Clue"), "r:sanity": N_("−Sanity"), "r:health": N_("−Health"), "r:essence": N_("−Essence")}
COLOUR = {"red": N_("red"), "green": N_("green"), "blue": N_("blue")}
PHASE = {"draft_skill": N_("general skill draft"), "draft_attribute": N_("attribute draft"),
         "actions": N_("actions"), "event": N_("event step"), "board": N_("event board"), "train": N_("the train moves"),
         "accuse": N_("the accusation"), "over": N_("game over")}


#: the rulebook section each kind of clickable thing belongs to (its title ends every tooltip)
KEY_SECTION = {"car": "basic_actions", "curtains": "basic_actions", "plaque": "car_actions", "passenger": "passengers",
               "suspect": "suspects", "favor": "suspects", "quest": "suspects", "clue": "clues", "monster": "fight",
               "portal": "essence", "skill": "skills", "learn": "rest", "rest": "rest", "unique": "basic_actions",
               "item": "items", "spell": "grimoire", "occult": "grimoire", "bag": "talk", "drawn": "talk",
               "stop": "talk", "end": "turn", "accuse": "end", "general": "setup", "attribute": "setup",
               "space": "event_board"}
#: the event board's four spaces, top to bottom (``comp.table["event_board"]["spaces"]``)
SPACE_NAMES = {"portal": N_("Inscription Portals"), "vampire": N_("Vampire"), "ritual": N_("Ritual"),
               "passenger": N_("Passenger Reactions")}


_SECTION_TITLES: dict = {}


def section_title(sid: str, lang: str = "en") -> str:
    """The title of Horror's rulebook section ``sid`` (from the game's SECTIONS), in ``lang``."""
    titles = _SECTION_TITLES.get(lang)
    if titles is None:
        from rulebook.horror.sections import SECTIONS
        titles = _SECTION_TITLES[lang] = {sec.id: Msg(sec.title).text(lang) for sec in SECTIONS}
    return titles.get(sid, sid)


# ---------------------------------------------------------------- effects in a few words
def _statuses(v, lang) -> str:
    if v == "any":
        return Msg(N_("any")).text(lang)
    v = [v] if isinstance(v, str) else v
    return "/".join(Msg(STATUS.get(s, s)).text(lang) for s in v)


def _whos(v, lang) -> str:
    return "/".join(Msg(WHO.get(w, w)).text(lang) for w in v)


def describe_condition(c: dict, comp=None, lang: str = "en") -> str:
    """A condition of the effect language in a few words (e.g. ``3 Calm here``)."""
    def t(msgid, **p):
        return Msg(msgid, p).text(lang)
    parts = []
    for k, v in c.items():
        if k == "count":
            parts.append(t(N_("{n} {status} here"), n=v["n"], status=Msg(STATUS[v["status"]])))
        elif k == "in_car":
            name = comp.cars[v]["name"] if comp is not None and v in comp.cars else v
            parts.append(t(N_("in the {car}"), car=Msg(name)))
        elif k == "unstable":
            parts.append(t(N_("unstable") if v else N_("stable")))
        elif k == "no_items":
            parts.append(t(N_("no items") if v else N_("an item")))
        elif k == "has_item":
            parts.append(t(N_("{type} in the pool"), type=Msg(WHAT_A.get(v, v))))
        elif k == "suspects_here":
            parts.append(t(NN_("{n} suspect here", "{n} suspects here"), n=v))
        elif k == "suspect_here":
            parts.append(t(N_("a suspect here") if v else N_("no suspect here")))
        elif k == "monster_here":
            parts.append(t(N_("a monster here") if v else N_("no monster here")))
        elif k == "passenger_here":
            parts.append(t(N_("a passenger here") if v else N_("no passenger here")))
        elif k == "person_here":
            parts.append(t(N_("someone here") if v else N_("nobody here")))
        elif k == "curtains":
            parts.append(t(N_("curtains open") if v == "open" else N_("curtains closed")))
        elif k == "no_status_here":
            parts.append(t(N_("no {status} here"), status=_statuses(v, lang)))
        elif k == "min_occult":
            parts.append(t(N_("{n}+ Occult tokens"), n=v))
        elif k == "max_stamina":
            parts.append(t(N_("stamina {n} or less"), n=v))
        elif k == "investigators_here":
            parts.append(t(N_("{n}+ investigators here"), n=v))
    return ", ".join(parts)


def describe(e, comp=None, lang: str = "en") -> str:
    """An effect of the data's effect language in a few words.

    >>> describe({"do": "push", "x": 1})
    'Push +1'
    >>> describe({"seq": [{"do": "essence", "n": 1, "portal": "any"},
    ...                   {"if": {"count": {"status": "calm", "n": 3}}, "do": {"do": "essence", "n": 1, "portal": "same"}}]})
    'discard 1 essence (any portal); if 3 Calm here: discard 1 essence (same portal)'
    """
    def t(msgid, **p):
        return Msg(msgid, p).text(lang)

    def again(x):
        return describe(x, comp, lang)
    if isinstance(e, list):
        e = {"seq": e}
    if "seq" in e:
        return "; ".join(again(x) for x in e["seq"])
    if "then" in e:
        return t(N_(" then ")).join(again(x) for x in e["then"])
    if "or" in e:
        return t(N_(" or ")).join(again(x) for x in e["or"])
    if "if" in e:
        out = t(N_("if {cond}: {do}"), cond=describe_condition(e["if"], comp, lang), do=again(e["do"]))
        if "else" in e:
            out = t(N_("{a}; otherwise {b}"), a=out, b=again(e["else"]))
        return out
    do = e.get("do")
    n = e.get("n", 1)
    where = e.get("where", "here")

    def placed(s):
        return s if where == "here" else t(N_("{a} ({where})"), a=s, where=Msg(WHERE[where]))
    if do == "status":
        return placed(t(N_("{n}× {frm} → {to}"), n=n, frm=_statuses(e["from"], lang), to=_statuses(e["to"], lang)))
    if do == "gather":
        return t(N_("gather {n} {who} from {where}"), n=n, who=_whos(e["what"], lang),
                 where=Msg(WHERE.get(e.get("from", "any"), WHERE["any"])))
    if do == "send":
        return t(N_("send {n} {who} to {where}"), n=n, who=_whos(e["what"], lang),
                 where=Msg(WHERE.get(e.get("to", "adjacent"), WHERE["adjacent"])))
    if do == "kill":
        return placed(t(N_("Kill {n}"), n=n))
    if do == "stun":
        return placed(t(N_("Stun {n}"), n=n))
    if do == "push":
        return placed(t(N_("Push +{x}"), x=e.get("x", 0)))
    if do == "push_all":
        return t(N_("push every monster back {n}"), n=e.get("cars", 1))
    if do == "speed":
        return t(N_("train speed +1"))
    if do == "essence":
        return t(N_("discard {n} essence ({portal})"), n=n, portal=Msg(PORTAL.get(e.get("portal", "any"))))
    if do == "essence_pool":
        return t(N_("banish {n} essence from the pool"), n=n)
    if do == "gain":
        return t(N_("+{n} {what}"), n=n, what=Msg(WHAT.get(e["what"], e["what"])))
    if do == "lose":
        return t(N_("−{n} {what}"), n=n, what=Msg(WHAT.get(e["what"], e["what"])))
    if do == "restore":
        return t(N_("stamina back up to health"))
    if do == "reveal":
        return t(N_("reveal {n} {kind} clue"), n=n, kind=Msg(KIND.get(e["kind"], e["kind"])))
    if do == "favor":
        return t(N_("a suspect here owes a favor") if e.get("where") == "here" else N_("any suspect owes a favor"))
    if do == "talk":
        target = {"passenger": N_("a passenger"), "suspect": N_("a suspect"), "person": N_("anyone")}
        return t(N_("Talk {x} ({target})"), x=e["x"], target=Msg(target.get(e.get("target"), N_("anyone"))))
    if do == "refresh":
        return t(N_("action markers back"))
    if do == "move_self":
        return t(NN_("move up to {n} car", "move up to {n} cars"), n=n)
    if do == "escalate":
        return t(N_("the ritual escalates"))
    if do == "clue_token":
        return t(N_("the Clue token goes into the bag"))
    if do == "banish_item":
        return t(N_("banish {type}"), type=Msg(WHAT_A.get(e["type"], e["type"])))
    if do == "spend_occult":
        return t(N_("spend {n} Occult token"), n=n)
    if do == "rest_tile":
        tile = comp.rest_tiles[e["tile"]]["name"] if comp is not None and e["tile"] in comp.rest_tiles else e["tile"]
        return t(N_("take the {tile} tile"), tile=Msg(tile))
    if do == "difficulty_token":
        from rulebook.horror.events import token_msg
        return t(N_("{token} into the event bag"), token=token_msg(e["token"]))
    return str(do)


def pretty(name: str) -> str:
    """A data id such as ``elder_sign`` as words (``Elder Sign``)."""
    return " ".join(w[:1].upper() + w[1:] for w in str(name).replace("_", " ").split())


# ---------------------------------------------------------------- small drawing helpers
def _tw(s: str, size: float, bold: bool = False) -> float:
    """Rough width of a text in sans-serif (at the size it is drawn: never below :data:`MIN_FONT`)."""
    return len(s) * max(size, MIN_FONT) * (0.66 if bold else 0.57)


def _fit(s: str, size: float, width: float, bold: bool = False) -> str:
    """``s`` cut with an ellipsis so that it fits ``width`` (estimated)."""
    if _tw(s, size, bold) <= width:
        return s
    k = max(1, int(width / (max(size, MIN_FONT) * (0.66 if bold else 0.57))) - 1)
    return s[:k].rstrip() + "…"


def _wrap(s: str, size: float, width: float, lines: int = 2) -> list:
    words, out, cur = s.split(), [], ""
    for w in words:
        t = f"{cur} {w}" if cur else w
        if cur and _tw(t, size) > width:
            out.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        out.append(cur)
    if len(out) > lines:
        out = out[:lines - 1] + [_fit(" ".join(out[lines - 1:]), size, width)]
    return [_fit(x, size, width) for x in out]


def _text(o, x, y, s, size=12, bold=False, anchor=None, fill=INK, italic=False):
    """A text element; ``s`` is plain text (escaped here). No text is drawn smaller than :data:`MIN_FONT`."""
    size = max(size, MIN_FONT)
    a = f' text-anchor="{anchor}"' if anchor else ""
    b = ' font-weight="bold"' if bold else ""
    f = f' fill="{fill}"' if fill != INK else ""
    i = ' font-style="italic"' if italic else ""
    o.append(f'<text x="{x:g}" y="{y:g}" font-size="{size}"{b}{a}{f}{i}>{escape(str(s), False)}</text>')


# ---------------------------------------------------------------- glyphs
def g_die(o, cx, cy, status, s=28):
    """A passenger die showing ``status`` (centre cx, cy)."""
    h = s / 2
    if status == "dead":
        g_coffin(o, cx, cy, s)
        return
    o.append(f'<rect x="{cx - h:g}" y="{cy - h:g}" width="{s}" height="{s}" rx="6" fill="{DIE_TINT[status]}" '
             f'stroke="{INK}" stroke-width="1.4"/>')
    ex, ey = 5.2, cy - 3.5
    if status == "insane":       # spiral eyes, wavy mouth
        for sx in (-1, 1):
            x = cx + sx * ex
            o.append(f'<path d="M{x:g} {ey:g}m-.1 0a1.2 1.2 0 1 1 1.4 1.1a2.6 2.6 0 1 1 -3.4 -2.2" fill="none" '
                     f'stroke="{INK}" stroke-width="1.2"/>')
        o.append(f'<path d="M{cx - 7:g} {cy + 6:g}q1.75-2.4 3.5 0t3.5 0t3.5 0t3.5 0" fill="none" stroke="{INK}" '
                 f'stroke-width="1.4"/>')
        return
    if status == "panicked":     # wide eyes, open mouth, sweat drop
        for sx in (-1, 1):
            o.append(f'<circle cx="{cx + sx * ex:g}" cy="{ey:g}" r="2.6" fill="#FFFFFF" stroke="{INK}" stroke-width="1.1"/>'
                     f'<circle cx="{cx + sx * ex:g}" cy="{ey:g}" r="1" fill="{INK}"/>')
        o.append(f'<ellipse cx="{cx:g}" cy="{cy + 6:g}" rx="3" ry="3.8" fill="{INK}"/>'
                 f'<path d="M{cx + 10:g} {cy - 10:g}q2 3 0 4.2q-2-1.2 0-4.2z" fill="#56B4E9"/>')
        return
    # dot eyes for the rest
    for sx in (-1, 1):
        o.append(f'<circle cx="{cx + sx * ex:g}" cy="{ey:g}" r="1.7" fill="{INK}"/>')
    if status == "calm":
        o.append(f'<path d="M{cx - 5:g} {cy + 5.5:g}h10" stroke="{INK}" stroke-width="1.6" stroke-linecap="round"/>')
    elif status == "happy":
        o.append(f'<path d="M{cx - 7:g} {cy + 2.5:g}q7 8 14 0z" fill="{INK}"/>')
    elif status == "angry":
        o.append(f'<path d="M{cx - 8:g} {ey - 4.5:g}l5 2.6M{cx + 8:g} {ey - 4.5:g}l-5 2.6" stroke="{INK}" '
                 f'stroke-width="1.6" stroke-linecap="round"/>'
                 f'<path d="M{cx - 6:g} {cy + 8:g}q6 -6 12 0" fill="none" stroke="{INK}" stroke-width="1.7" '
                 f'stroke-linecap="round"/>')
    elif status == "wounded":
        o.append(f'<path d="M{cx - 5:g} {cy + 6.5:g}q5 -3 10 0" fill="none" stroke="{INK}" stroke-width="1.5"/>'
                 f'<g transform="rotate(-35 {cx + 6:g} {cy - 8:g})"><rect x="{cx - 1:g}" y="{cy - 10.5:g}" '
                 f'width="14" height="5" rx="2" fill="#F3D7B6" stroke="#B0573F" stroke-width=".9"/>'
                 f'<path d="M{cx + 6:g} {cy - 10:g}v4" stroke="#B0573F" stroke-width=".9"/></g>')


def g_coffin(o, cx, cy, s=28):
    h = s / 2
    o.append(f'<path d="M{cx - h * .45:g} {cy - h:g}h{h * .9:g}l{h * .5:g} {h * .55:g}l-{h * .3:g} {h * 1.45:g}'
             f'h-{h * 1.3:g}l-{h * .3:g} -{h * 1.45:g}z" fill="#7A5236" stroke="{INK}" stroke-width="1.3"/>'
             f'<path d="M{cx:g} {cy - h * .55:g}v{h * .9:g}M{cx - h * .3:g} {cy - h * .25:g}h{h * .6:g}" '
             f'stroke="#F1E4CC" stroke-width="1.6"/>')


def g_investigator(o, cx, cy, fill, label, r=14):
    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="{fill}" stroke="{INK}" stroke-width="1.6"/>'
             f'<circle cx="{cx:g}" cy="{cy:g}" r="{r - 4}" fill="none" stroke="#FFFFFF" stroke-width="1"/>')
    _text(o, cx, cy + 4, label, 11, True, "middle")


def g_suspect(o, cx, cy, fill, label, s=26):
    h = s / 2
    o.append(f'<rect x="{cx - h:g}" y="{cy - h:g}" width="{s}" height="{s}" rx="2" fill="{fill}" stroke="{INK}" '
             f'stroke-width="1.5"/><rect x="{cx - h + 3:g}" y="{cy - h + 3:g}" width="{s - 6}" height="{s - 6}" '
             f'rx="1" fill="none" stroke="#FFFFFF" stroke-opacity=".6"/>')
    _text(o, cx, cy + s * .2, label, round(s * .5), True, "middle", "#FFFFFF")


def g_monster(o, cx, cy, colour, r=13):
    fill = MONSTER_FILL.get(colour, "#777777")
    # tentacles, body, eyes, colour letter
    o.append(f'<path d="M{cx - r:g} {cy + 3:g}q-4 8 -9 7M{cx - r * .4:g} {cy + r - 2:g}q-2 7 -6 9'
             f'M{cx + r * .4:g} {cy + r - 2:g}q2 7 6 9M{cx + r:g} {cy + 3:g}q4 8 9 7" fill="none" stroke="{fill}" '
             f'stroke-width="3" stroke-linecap="round"/>'
             f'<path d="M{cx - r:g} {cy + 4:g}a{r} {r + 2} 0 1 1 {2 * r:g} 0q0 {r * .6:g} -{r:g} {r * .7:g}'
             f'q-{r:g} 0 -{r:g} -{r * .7:g}z" fill="{fill}" stroke="{INK}" stroke-width="1.3"/>'
             f'<circle cx="{cx - 4.5:g}" cy="{cy - 3:g}" r="3.2" fill="#FFFFFF"/><circle cx="{cx + 4.5:g}" '
             f'cy="{cy - 3:g}" r="3.2" fill="#FFFFFF"/><circle cx="{cx - 4:g}" cy="{cy - 2.6:g}" r="1.4" fill="{INK}"/>'
             f'<circle cx="{cx + 5:g}" cy="{cy - 2.6:g}" r="1.4" fill="{INK}"/>')
    _text(o, cx, cy + 10, MONSTER_LETTER.get(colour, "?"), 9, True, "middle", "#FFFFFF")


def g_bat(o, cx, cy):
    o.append(f'<path d="M{cx:g} {cy - 3:g}q-6 -6 -16 -4q4 3 2 7q5 -2 7 2q3 -4 7 -1q4 -3 7 1q2 -4 7 -2q-2 -4 2 -7'
             f'q-10 -2 -16 4z" fill="#3B2E3A" stroke="{INK}" stroke-width=".8"/>'
             f'<circle cx="{cx - 1.5:g}" cy="{cy - 2:g}" r=".9" fill="#F0E442"/><circle cx="{cx + 1.5:g}" '
             f'cy="{cy - 2:g}" r=".9" fill="#F0E442"/>')


def g_essence(o, cx, cy, r=6, fill=ESSENCE):
    o.append(f'<path d="M{cx:g} {cy - r:g}l{r * .8:g} {r:g}l-{r * .8:g} {r:g}l-{r * .8:g} -{r:g}z" fill="{fill}" '
             f'stroke="{INK}" stroke-width=".8"/>')


def g_occult(o, cx, cy, r=6):
    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="{OCCULT}" stroke="{INK}" stroke-width=".8"/>'
             f'<path d="M{cx:g} {cy - r * .6:g}l{r * .52:g} {r * .9:g}h-{r * 1.04:g}z" fill="none" stroke="#FFFFFF" '
             f'stroke-width=".9"/>')


def g_sanity(o, cx, cy, r=6.5, fill=SANITY, empty=False):
    if empty:
        o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="none" stroke="{FAINT}" stroke-width="1.2" '
                 f'stroke-dasharray="2 2"/>')
        return
    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="{fill}" stroke="{INK}" stroke-width=".9"/>'
             f'<path d="M{cx - r * .5:g} {cy:g}q{r * .25:g} -{r * .6:g} {r * .5:g} 0t{r * .5:g} 0" fill="none" '
             f'stroke="#FFFFFF" stroke-width="1.1"/>')


def g_skull(o, cx, cy, fill=INK):
    o.append(f'<path d="M{cx - 5:g} {cy + 1:g}a5 5 0 1 1 10 0v2h-2v2h-6v-2h-2z" fill="{fill}"/>'
             f'<circle cx="{cx - 2:g}" cy="{cy:g}" r="1.3" fill="#FFFFFF"/><circle cx="{cx + 2:g}" cy="{cy:g}" '
             f'r="1.3" fill="#FFFFFF"/>')


def g_crack(o, cx, cy, fill="#7A1F2B"):
    """The unstable mark: shattered glass."""
    o.append(f'<path d="M{cx:g} {cy - 6:g}l-2 4 4 1 -3 3 2 4M{cx:g} {cy - 1:g}l4 -3M{cx - 1:g} {cy + 2:g}l-4 1" '
             f'fill="none" stroke="{fill}" stroke-width="1.4" stroke-linecap="round"/>')


def g_xp(o, cx, cy, fill="#8C6D12"):
    """An experience symbol: a small star."""
    pts = []
    for i in range(10):
        r = 5.2 if i % 2 == 0 else 2.3
        a = math.pi / 2 + i * math.pi / 5
        pts.append(f"{cx + r * math.cos(a):.1f},{cy - r * math.sin(a):.1f}")
    o.append(f'<polygon points="{" ".join(pts)}" fill="{fill}"/>')


def g_marker(o, cx, cy, fill=GOLD, edge=GOLD_EDGE, r=6):
    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="{fill}" stroke="{edge}" stroke-width="1.2"/>')


def g_kind(o, x, cy, kind, fill=INK):
    """A small icon for a clue kind: ticket, desire (!), feature (?)."""
    if kind == "ticket":
        o.append(f'<path d="M{x:g} {cy - 4:g}h10v2.5a1.5 1.5 0 0 0 0 3v2.5h-10v-2.5a1.5 1.5 0 0 0 0 -3z" '
                 f'fill="none" stroke="{fill}" stroke-width="1.2"/>')
    else:
        _text(o, x + 5, cy + 4, "!" if kind == "desire" else "?", 11, True, "middle", fill)


# ---------------------------------------------------------------- the renderer
class _Table:
    """The drawing of one view: everything on the table comes from ``view`` (``state.view(seat)``, see
    :mod:`rulebook.horror.view`), only names and printed texts from ``comp`` (the game data)."""

    def __init__(self, view, comp, lang, active, editing=False):
        self.editing = editing
        self.comp = comp
        self.lang = lang
        self.active = active
        self.o: list = []
        self.v = view
        self._titled = translate(N_("{what} (rulebook: {section})"), lang)
        self._sus: dict = {}

    # ------------------------------------------------------------ words (plain text; _text escapes) and keys
    def t(self, msgid, **params) -> str:
        return Msg(msgid, params).text(self.lang)

    def name(self, s) -> str:
        """A name from the component data, through the catalogue."""
        return Msg(s).text(self.lang)

    def desc(self, e) -> str:
        return describe(e, self.comp, self.lang)

    def cond(self, c) -> str:
        return describe_condition(c, self.comp, self.lang)

    def titled(self, title, section) -> str:
        """A tooltip: what the thing is and its state, then the rulebook section it belongs to."""
        return self._titled.format(what=title, section=section_title(section, self.lang))

    def gopen(self, title, section, cls=""):
        """Open a plain (not clickable) group that explains itself with a ``<title>``."""
        c = f' class="{cls}"' if cls else ""
        self.o.append(f'<g{c} data-section="{section}"><title>{escape(self.titled(title, section), False)}</title>')

    def kopen(self, key, title=None):
        cls = "rb-click rb-active" if key in self.active else "rb-click"
        section = KEY_SECTION.get(key.split(":")[0], "turn")
        self.o.append(f'<g class="{cls}" data-key="{escape(key)}" data-section="{section}">')
        if title:
            self.o.append(f"<title>{escape(self.titled(title, section), False)}</title>")

    def kclose(self, x, y, w, h, rx=5):
        self.o.append(f'<rect class="rb-hl" x="{x - 2:g}" y="{y - 2:g}" width="{w + 4:g}" height="{h + 4:g}" '
                      f'rx="{rx}" fill="#000000" fill-opacity="0" stroke="none"/></g>')

    def sus(self, i) -> str:
        """Suspect ``i`` (0-based) as the picture numbers it, with its name: ``3 (The Heiress)``."""
        got = self._sus.get(i)
        if got is None:
            tile = self.comp.suspects[self.v["suspects"][i]["tile"]]
            got = self._sus[i] = self.t(N_("{n} ({name})"), n=i + 1, name=self.name(tile["name"]))
        return got

    def inv_name(self, p) -> str:
        return self.name(self.comp.investigators[self.v["inv"][p]["id"]]["name"])

    def initials(self, p) -> str:
        words = self.inv_name(p).split()
        return (words[-1][:2] if words else "?").upper()

    def car_name(self, k) -> str:
        d = self.comp.locomotive if k == 0 else self.comp.cars[self.v["cars"][k]]
        return self.name(d["name"])

    # ------------------------------------------------------------ the whole picture
    def render(self, width, part="all"):
        o = self.o
        y = 0
        if part in ("all", "table"):
            y = self.header(0)
            y = self.track(y + 4)
            y = self.train(y + 8)
        if part == "all":
            y = self.event_board(y + 4)
        elif part == "events":
            y = self.event_board(y + 10)
        if part in ("all", "table") and self.v["phase"] in ("draft_skill", "draft_attribute"):
            y = self.draft(y + 8)
        if part in ("all", "investigators"):
            if len(self.v["inv"]) == 1:      # one board: the Grimoire, items and bag fill the other half
                y = self.solo(y + 10)
            else:
                y = self.boards(y + 10)
                y = self.bottom(y + 10)
        if part in ("all", "suspects"):
            y = self.suspects(y + 10)
        if part != "all":
            return self.frame(y + 12, width, self.t(PARTS[part]))
        if self.comp.illustrative:
            _text(o, WIDTH - 16, y + 18, self.t(N_("Card and tile contents are an illustrative stand-in, not the "
                                                    "printed components.")), 11, anchor="end", fill=MUTED)
            y += 8
        return self.frame(y + 22, width, self.t(N_("Horror on the Orient Express table")))

    def frame(self, h, width, label):
        """Put the picture drawn so far into its ``<svg>`` element, ``h`` units tall."""
        o = self.o
        w = width or WIDTH
        label = escape(label)
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="rb-ho" viewBox="0 0 {WIDTH} {h}" width="{w}" '
                f'height="{round(h * w / WIDTH)}" font-family="sans-serif" '
                f'style="font-family:sans-serif;{MIN_WIDTH_CSS};--rb-min-h:{math.ceil(h * 11 / MIN_FONT)}px" '
                f'role="img" aria-label="{label}">{STYLE}'
                f'<rect x="1" y="1" width="{WIDTH - 2}" height="{h - 2}" rx="14" fill="{BG}" stroke="#CFC6B2"/>')
        o.insert(0, head)
        o.append("</svg>")
        return "".join(o)

    # ------------------------------------------------------------ header: turn and pools
    def header(self, y):
        o, v = self.o, self.v
        _text(o, 18, y + 28, self.t(N_("Horror on the Orient Express")), 18, True)
        ph = v["phase"]
        cur = v["turn"]
        if ph == "over":
            line = self.t(N_("Game over: the investigators win.") if (v["result"] or [""])[0] == "win"
                          else N_("Game over: the investigators lose."))
        elif ph == "actions" and not v["stack"]:
            line = self.t(N_("Turn {t} · {player} ({name}) · main action: {main} · basic actions left: {b}"),
                          t=v["turns"], player=Seat(v["cur"]), name=self.inv_name(v["cur"]),
                          main=Msg(N_("done") if v["main_done"] else N_("still to take")), b=2 - v["basics"])
        else:
            line = self.t(N_("Turn {t} · {phase} · {player} decides"), t=v["turns"], phase=Msg(PHASE.get(ph, ph)),
                          player=Seat(cur) if cur is not None else "")
        _text(o, 316, y + 27, line, 13, True, fill=MUTED)
        if "end" in self.active:
            lab = self.t(N_("End actions"))
            w = _tw(lab, 12, True) + 20
            x = WIDTH - 18 - w
            self.kopen("end", self.t(N_("End the actions and go on to the event step")))
            o.append(f'<rect x="{x:g}" y="{y + 12}" width="{w:g}" height="24" rx="12" fill="#FFFFFF" stroke="{INK}" '
                     f'stroke-width="1.4"/>')
            _text(o, x + w / 2, y + 28, lab, 12, True, "middle")
            self.kclose(x, y + 12, w, 24, 12)
        # the pools (an empty one loses the game), Occult tokens, the event bag, the speed
        y += 44
        o.append(f'<rect x="12" y="{y}" width="{WIDTH - 24}" height="34" rx="8" fill="{PANEL}" stroke="{FAINT}"/>')
        cy = y + 17
        x = 26

        def label(x, s, fill=INK, bold=True):
            _text(o, x, cy + 5, s, 13, bold, fill=fill)
            return x + _tw(s, 13, bold) + 18
        self.gopen(self.t(N_("Essence pool: {n} left; the investigators lose when it is empty"),
                          n=v["essence_pool"]), "essence")
        g_essence(o, x + 6, cy, 8)
        x = label(x + 18, self.t(N_("Essence pool {n}"), n=v["essence_pool"]), HEALTH if v["essence_pool"] <= 3 else INK)
        o.append("</g>")
        self.gopen(self.t(N_("Coffins: {n} left; the investigators lose when the last one is used"), n=v["coffins"]),
                   "passengers")
        g_coffin(o, x + 8, cy, 22)
        x = label(x + 22, self.t(N_("Coffins {n}"), n=v["coffins"]), HEALTH if v["coffins"] <= 2 else INK)
        o.append("</g>")
        self.gopen(self.t(N_("Monster pool: the monsters not yet by the train, by colour; the game is lost only when no colour has one left")),
                   "monsters")
        x = label(x, self.t(N_("Monster pool"))) - 4
        for col in v["colours"]:
            g_monster(o, x + 12, cy - 2, col, 8)
            _text(o, x + 27, cy + 5, str(v["pool"][col]), 13, True, fill=HEALTH if v["pool"][col] <= 1 else INK)
            x += 50
        o.append("</g>")
        if v["pursuit"]:
            self.gopen(self.t(N_("Stunned monsters in the Pursuit: {n}; they come back by the rearmost car at the end "
                                 "of the resolution"), n=len(v["pursuit"])), "monsters")
            x = label(x, self.t(N_("Pursuit {n}"), n=len(v["pursuit"])), MUTED)
            o.append("</g>")
        x += 6
        self.gopen(self.t(N_("Occult tokens in the investigators' pool: {n}"), n=v["occult"]), "grimoire")
        g_occult(o, x + 6, cy, 7)
        x = label(x + 17, self.t(N_("Occult {n}"), n=v["occult"]))
        o.append("</g>")
        self.gopen(self.t(N_("Event tokens in the bag: {n}"), n=v["event_bag_count"]), "event_step")
        label(x, self.t(N_("Event bag {n}"), n=v["event_bag_count"]), MUTED, False)
        o.append("</g>")
        # speed dial
        self.gopen(self.t(N_("The train's speed: {n}"), n=v["speed"]), "train")
        sp = self.t(N_("Speed"))
        sx = WIDTH - 218
        _text(o, sx, cy + 5, sp, 13, True)
        sx += _tw(sp, 13, True) + 8
        for k in (1, 2, 3):
            on = v["speed"] >= k
            o.append(f'<rect x="{sx:g}" y="{cy - 8}" width="16" height="16" rx="3" fill="{INK if on else "#FFFFFF"}" '
                     f'stroke="{INK}"/>')
            _text(o, sx + 8, cy + 4, str(k), 11, True, "middle", "#FFFFFF" if on else MUTED)
            sx += 19
        _text(o, sx + 4, cy + 5, self.t(NN_("({n} boost left)", "({n} boosts left)"), n=len(v["loco_tokens"])), 11, fill=MUTED)
        o.append("</g>")
        return y + 34

    # ------------------------------------------------------------ the track and the landscapes
    def track(self, y):
        o, v = self.o, self.v
        start = self.comp.table["start_space"]
        sw = 24
        x0 = 60

        def xs(s):
            return x0 + (start - s) * sw
        ty = y + 78
        _text(o, 16, ty + 15, self.t(N_("Track")), 11, True, fill=MUTED)
        back = v["space"] + self.comp.table["train_length"] - 1
        for lid, hi, lo, up in v["tiles"]:
            x, w = xs(hi) + 1, (hi - lo + 1) * sw - 2
            state = "past" if lo > back else ("future" if hi < v["space"] else "current")
            if not up:
                self.gopen(self.t(N_("A face-down landscape ({n} spaces)"), n=hi - lo + 1), "train")
                o.append(f'<rect x="{x:g}" y="{y + 4}" width="{w:g}" height="68" rx="5" fill="#5A5270" stroke="{INK}"/>'
                         f'<path d="M{x + 8:g} {y + 38}h{w - 16:g}" stroke="#FFFFFF" stroke-opacity=".18" '
                         f'stroke-width="44" stroke-dasharray="2 6"/></g>')
                _text(o, x + w / 2, y + 43, str(hi - lo + 1), 13, True, "middle", "#FFFFFF")
                continue
            land = self.comp.landscapes[lid]
            fill = {"past": "#E3DED3", "current": "#FFF6DA", "future": "#F4EEDF"}[state]
            when = {"past": N_("{name}: behind the train"), "current": N_("{name}: the train is here"),
                    "future": N_("{name}: ahead")}[state]
            self.gopen(self.t(when, name=self.name(land["name"])), "train")
            o.append(f'<rect x="{x:g}" y="{y + 4}" width="{w:g}" height="68" rx="5" fill="{fill}" '
                     f'stroke="{INK if state == "current" else "#9A8F78"}" '
                     f'stroke-width="{1.8 if state == "current" else 1}"/></g>')
            for i, ln in enumerate(_wrap(self.name(land["name"]), 10, w - 8, 2)):
                _text(o, x + 4, y + 16 + 11 * i, ln, 10, True, fill=MUTED if state == "past" else INK)
            if land.get("city"):
                _text(o, x + w - 4, y + 27, self.t(N_("City")), 9, True, "end", "#8C4F5E")
            ports = land["portals"]
            for k, pd in enumerate(ports):
                pid = f"{lid}.{k}"
                cx = x + (k + 0.5) * w / len(ports)
                cy = y + 53
                ess = v["portals"].get(pid, 0)
                printed = pd.get("printed", False)
                monster = pd["type"] == "monster"
                ring = MONSTER_FILL.get((pd.get("colours") or [None])[0], "#6A5A8C") if monster else "#6A5A8C"
                kind = self.t(N_("monster portal") if monster else N_("inscription portal"))
                title = self.t(N_("{kind} {p}: {n} essence"), kind=kind, p=portal_name(self, pid, self.lang) or pid,
                               n=ess)
                if printed:
                    title += " · " + self.t(N_("printed essence: always active"))
                self.kopen(f"portal:{pid}", title)
                on = printed or ess > 0
                dash = "" if on else ' stroke-dasharray="3 2"'
                o.append(f'<circle cx="{cx:g}" cy="{cy}" r="13" fill="{"#FFFFFF" if on else "#EEEAE0"}" '
                         f'stroke="{ring}" stroke-width="{3 if on else 1.5}"{dash}/>')
                if monster:
                    for j, c in enumerate((pd.get("colours") or [])[:2]):
                        o.append(f'<circle cx="{cx - 13 + 26 * j:g}" cy="{cy - 12}" r="4" '
                                 f'fill="{MONSTER_FILL.get(c, "#777777")}" stroke="{INK}" stroke-width=".6"/>')
                else:
                    o.append(f'<path d="M{cx - 4:g} {cy - 7}l8 7l-8 7" fill="none" stroke="#6A5A8C" '
                             f'stroke-opacity=".35" stroke-width="2"/>')
                if printed:
                    g_essence(o, cx, cy, 7, "#D9A6CF")
                elif ess:
                    g_essence(o, cx - 4, cy, 6)
                    _text(o, cx + 6, cy + 4, str(ess), 11, True, "middle")
                self.kclose(cx - 13, cy - 13, 26, 26, 13)
        # the spaces, 43 at the left to 0 at the right, and the train mini with its front on ``space``
        for s in range(start, -1, -1):
            x = xs(s)
            on = v["space"] <= s <= back
            o.append(f'<rect x="{x + 1}" y="{ty}" width="{sw - 2}" height="22" rx="3" '
                     f'fill="{"#FFE08A" if on else "#FFFFFF"}" stroke="{"#8A8170" if s else INK}"/>')
            if s % 5 == 0 or s == start or on:
                _text(o, x + sw / 2, ty + 15, str(s), 10, on, "middle", INK if on else MUTED)
        fx = xs(v["space"]) + sw
        bx = max(x0 - 10, xs(back))
        o.append(f'<path d="M{bx + 2:g} {ty + 26}h{fx - bx - 10:g}l6 5h-{fx - bx - 4:g}z" fill="{INK}"/>')
        _text(o, max(fx - 40, x0 + 34), ty + 44, self.t(N_("train at space {n}"), n=v["space"]), 11, True, "middle")
        if v["space"] > 8:
            _text(o, xs(0) + sw, ty + 44, self.t(N_("destination: space 0")), 10, anchor="end", fill=MUTED)
        return ty + 48

    # ------------------------------------------------------------ the train, car by car
    @staticmethod
    def car_x(k):
        cw, gap = 152, 11
        return 18 + (6 - k) * (cw + gap), cw

    def train(self, y):
        o, v = self.o, self.v
        top = y + 26
        body_h = 172
        cur = v["turn"] if v["phase"] == "actions" else None
        for k in range(7):
            x, cw = self.car_x(k)
            loco = k == 0
            if k < 6:
                o.append(f'<path d="M{x - 11} {top + body_h - 22}h11" stroke="{INK}" stroke-width="3"/>')
            self.kopen(f"car:{k}", self.t(N_("Car {k}: {name}"), k=k, name=self.car_name(k)))
            if loco:
                o.append(f'<rect x="{x + 20}" y="{top - 14}" width="16" height="16" fill="{LOCO_EDGE}"/>'
                         f'<path d="M{x} {top}h{cw - 26}q26 0 26 26v{body_h - 26}h-{cw}z" fill="{LOCO_BODY}" '
                         f'stroke="{LOCO_EDGE}" stroke-width="2"/>')
            else:
                o.append(f'<rect x="{x}" y="{top}" width="{cw}" height="{body_h}" rx="8" fill="{CAR_BODY}" '
                         f'stroke="{CAR_EDGE}" stroke-width="2"/>')
            for wx in (x + 24, x + cw - 24):
                o.append(f'<circle cx="{wx}" cy="{top + body_h + 4}" r="7" fill="{INK}"/>'
                         f'<circle cx="{wx}" cy="{top + body_h + 4}" r="2.5" fill="#FFFFFF"/>')
            _text(o, x + 8, top + 16, _fit(self.car_name(k), 11.5, cw - 30 - (12 if loco else 0), True), 11.5, True)
            nx = x + cw - 14 - (16 if loco else 0)
            o.append(f'<circle cx="{nx}" cy="{top + 12}" r="8" fill="#FFFFFF" stroke="{MUTED}"/>')
            _text(o, nx, top + 16, str(k), 10, True, "middle", MUTED)
            self.kclose(x, top - 2, cw, body_h + 12, 8)
            if v["vampire"] == k:
                g_bat(o, x + cw / 2, top - 8)
                _text(o, x + cw / 2 + 18, top - 5, self.t(N_("vampire")), 10, True, fill="#3B2E3A")
            self.plaque(k, x, top + 22, cw)
            if not loco:
                self.curtains(k, x, top + 54, cw)
            else:
                for i, ln in enumerate(_wrap(self.t(N_("no curtains: always closed")), 12, cw - 16, 2)):
                    _text(o, x + cw / 2, top + 64 + 13 * i, ln, 12, fill=MUTED, anchor="middle")
            self.figures(k, x, top + 90, cw, cur)
        # monsters by the cars
        my = top + body_h + 32
        for k in range(7):
            x, cw = self.car_x(k)
            here = [m[0] for m in v["monsters"] if m[1] == k]
            for j, col in enumerate(here):
                cx = x + 22 + j * 32
                if cx > x + cw - 12:
                    _text(o, x + cw - 4, my + 5, f"+{len(here) - j}", 12, True, "end")
                    break
                self.kopen(f"monster:{k}:{col}", self.t(N_("{colour} monster by car {k}"), colour=pretty(col), k=k))
                g_monster(o, cx, my, col)
                self.kclose(cx - 16, my - 16, 32, 34, 8)
        if not v["monsters"]:
            _text(o, 18, my + 4, self.t(N_("No monsters by the train.")), 11, fill=MUTED, italic=True)
        return my + 26

    def plaque(self, k, x, y, cw):
        o, v = self.o, self.v
        d = self.comp.locomotive if k == 0 else self.comp.cars[v["cars"][k]]
        w = cw - 16
        eff = self.desc(d["action"])
        if "condition" in d:
            eff = self.t(N_("if {cond}: {do}"), cond=self.cond(d["condition"]), do=eff)
        if k == 0:
            eff = self.t(N_("{a} ({n} left)"), a=eff, n=len(v["loco_tokens"]))
        self.kopen(f"plaque:{k}", self.t(N_("Car action of car {k}: {effect}"), k=k, effect=eff) if v["active"][k]
                   else self.t(N_("Car {k} shows the blank side of its plaque"), k=k))
        if v["active"][k]:
            o.append(f'<rect x="{x + 8}" y="{y}" width="{w}" height="29" rx="4" fill="#FFFFFF" stroke="{INK}"/>')
            lines = _wrap(eff, 9, w - 8, 2)
            for i, ln in enumerate(lines):
                _text(o, x + 12, y + 12 + 13 * i + (6 if len(lines) == 1 else 0), ln, 12)
        else:
            o.append(f'<rect x="{x + 8}" y="{y}" width="{w}" height="29" rx="4" fill="#E8E1D2" stroke="#A99E88" '
                     f'stroke-dasharray="4 3"/>')
            _text(o, x + 8 + w / 2, y + 16, self.t(N_("no car action")), 10, fill=MUTED, anchor="middle", italic=True)
        self.kclose(x + 8, y, w, 29, 4)

    def curtains(self, k, x, y, cw):
        o, v = self.o, self.v
        state = v["curtains"][k]
        label = {"open": N_("curtains open"), "closed": N_("curtains closed"),
                 "banished": N_("curtains banished (open)")}[state]
        self.kopen(f"curtains:{k}", self.t(label))
        ww = (cw - 16 - 8) / 3
        for i in range(3):
            wx = x + 8 + i * (ww + 4)
            o.append(f'<rect x="{wx:g}" y="{y}" width="{ww:g}" height="22" rx="3" fill="{WINDOW}" stroke="{CAR_EDGE}"/>')
            if state == "closed":
                o.append(f'<rect x="{wx:g}" y="{y}" width="{ww:g}" height="22" rx="3" fill="{CURTAIN}"/>'
                         f'<path d="M{wx + ww / 4:g} {y}v22M{wx + ww / 2:g} {y}v22M{wx + 3 * ww / 4:g} {y}v22" '
                         f'stroke="#5E2630" stroke-width="1"/>')
            elif state == "open":
                o.append(f'<path d="M{wx:g} {y}h8q-4 11 0 22h-8zM{wx + ww:g} {y}h-8q4 11 0 22h8z" fill="{CURTAIN}"/>')
        self.kclose(x + 8, y, cw - 16, 22, 3)
        _text(o, x + cw / 2, y + 33, self.t(label), 9, fill=MUTED, anchor="middle")

    def figures(self, k, x, y, cw, cur):
        o, v = self.o, self.v
        cap = self.comp.table["locomotive_capacity"] if k == 0 else self.comp.table["car_capacity"]
        cols = 2 if k == 0 else 3
        cell_w, cell_h = (cw - 16) / cols, 38
        figs = [("inv", p) for p, me in enumerate(v["inv"]) if me["car"] == k]
        figs += [("sus", i) for i, s in enumerate(v["suspects"]) if s["car"] == k]
        here = [q[1] for q in v["passengers"] if q[0] == k]
        for s in STATUS_ORDER + ("dead",):
            figs.extend(("pas", s) for _ in range(here.count(s)))
        for i in range(max(cap, len(figs))):
            cx = x + 8 + (i % cols + 0.5) * cell_w
            cy = y + (i // cols + 0.5) * cell_h
            if i >= len(figs):
                o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="12" fill="none" stroke="#B5A88E" stroke-dasharray="2 3"/>')
                continue
            kind, what = figs[i]
            if kind == "inv":
                self.kopen(f"car:{k}", self.t(N_("{player}: {name}"), player=Seat(what), name=self.inv_name(what)))
                g_investigator(o, cx, cy, SEAT_FILL[what % 4], self.initials(what))
                if cur == what:
                    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="17.5" fill="none" stroke="{INK}" stroke-width="1.6" '
                             f'stroke-dasharray="3 2"/>')
                self.kclose(cx - 15, cy - 15, 30, 30, 15)
            elif kind == "sus":
                self.kopen(f"suspect:{what}", self.t(N_("Suspect {s}"), s=self.sus(what)))
                g_suspect(o, cx, cy, SUSPECT_FILL[what], str(what + 1))
                self.kclose(cx - 14, cy - 14, 28, 28, 3)
            elif what == "dead":
                self.gopen(self.t(N_("A dead passenger under a coffin")), "passengers")
                g_coffin(o, cx, cy, 28)
                o.append("</g>")
            else:
                self.kopen(f"passenger:{k}:{what}", self.t(N_("{status} passenger in car {k}"),
                                                           status=Msg(STATUS[what]), k=k))
                g_die(o, cx, cy, what)
                self.kclose(cx - 14, cy - 14, 28, 28, 6)
        if len(figs) >= cap:
            _text(o, x + cw - 8, y - 5, self.t(N_("full")), 9, True, "end", HEALTH)

    # ------------------------------------------------------------ the event board
    def monster_event(self, k) -> str:
        """What space ``k``'s printed Monster event does when the space is empty at the resolution."""
        spec = self.comp.table["event_board"]["monster_events"][k]
        if "move_all" in spec:
            n = spec["move_all"]
            return self.t(N_("every monster moves 1 car forward") if n == 1 else N_("every monster moves {n} cars forward"),
                          n=n)
        return self.t(N_("every {a} monster attacks, then the frontmost {f} one; {s} monsters spawn"),
                      a=self.t(COLOUR.get(spec["all"], spec["all"])), f=self.t(COLOUR.get(spec["front"], spec["front"])),
                      s=self.t(COLOUR.get(spec["spawn"], spec["spawn"])))

    def event_board(self, y):
        """The event board: its four spaces top to bottom (the order they resolve in), each with its pile of
        tokens (the topmost first, the ones under it faded) or, when empty, the Monster event printed on it;
        then the Pursuit, the discard and the bag."""
        from rulebook.horror.events import token_msg
        o, v = self.o, self.v
        board = v["event_board"]
        spaces = self.comp.table["event_board"]["spaces"]
        need = self.comp.table["event_board"]["resolve_at"]
        held = sum(1 for sp in board if sp)
        run = v.get("board_run") or []
        now = min(v.get("board_i", 0), 3) if run and v["phase"] == "board" else None
        row_h, x0, w = 36, 18, WIDTH - 36
        h = 40 + 4 * row_h + 30
        o.append(f'<g id="event-board" class="rb-event-board" data-held="{held}">')
        what = self.t(N_("The event board: {n} of its 4 spaces hold tokens; it resolves from the top when {k} do"),
                      n=held, k=need)
        o.append(f"<title>{escape(self.titled(what, 'event_board'), False)}</title>")
        o.append(f'<rect x="{x0}" y="{y}" width="{w}" height="{h}" rx="8" fill="{PANEL}" stroke="{FAINT}"/>')
        _text(o, x0 + 12, y + 22, self.t(N_("Event board")), 14, True)
        _text(o, x0 + 130, y + 22, self.t(N_("resolves from the top, space 1 to space 4, once {k} of the 4 spaces hold "
                                             "tokens (now {n})"), k=need, n=held), 12,
              fill=HEALTH if held >= need - 1 else MUTED)
        ty = y + 34
        for k, sid in enumerate(spaces):
            ry = ty + k * row_h
            pile = board[k]
            name = self.t(SPACE_NAMES.get(sid, sid))
            if pile:
                top = token_msg(pile[-1]).text(self.lang)
                state = self.t(N_("Space {k} ({space}): tokens in its pile: {n}; the topmost is {token}"), k=k + 1, space=name,
                               n=len(pile), token=top)
            else:
                state = self.t(N_("Space {k} ({space}): empty, so its Monster event happens: {event}"), k=k + 1,
                               space=name, event=self.monster_event(k))
            if now == k:
                state = self.t(N_("{what}; resolving now"), what=state)
            toks = " ".join(pile)
            o.append(f'<g class="rb-eb-space" data-space="{k}" data-tokens="{escape(toks)}">'
                     f"<title>{escape(self.titled(state, 'event_board'), False)}</title>")
            if self.editing:
                self.kopen(f"space:{k}")
            fill = "#FFF6DA" if now == k else ("#FFFFFF" if pile else "#F1ECE1")
            o.append(f'<rect x="{x0 + 8}" y="{ry}" width="{w - 16}" height="{row_h - 4}" rx="5" fill="{fill}" '
                     f'stroke="{INK if now == k else "#A99E88"}" stroke-width="{2 if now == k else 1}"/>')
            # the order number and the space's dots (1 to 4, as printed on the board and on its tokens)
            o.append(f'<circle cx="{x0 + 26}" cy="{ry + 16}" r="11" fill="{INK}"/>')
            _text(o, x0 + 26, ry + 20, str(k + 1), 12, True, "middle", "#FFFFFF")
            for d in range(k + 1):
                o.append(f'<circle cx="{x0 + 46 + d * 8}" cy="{ry + 16}" r="2.8" fill="{MUTED}"/>')
            _text(o, x0 + 84, ry + 21, name, 13, True)
            tx = x0 + 260
            if pile:
                for j, tok in enumerate(reversed(pile)):
                    nm = token_msg(tok).text(self.lang)
                    label = nm if j == 0 else self.t(N_("under it: {token}"), token=nm)
                    tw = _tw(label, 12, j == 0) + 18
                    if tx + tw > x0 + w - 16:
                        _text(o, tx, ry + 21, self.t(N_("+{n} more"), n=len(pile) - j), 12, fill=MUTED)
                        break
                    crossed = self.comp.table["event_tokens"]["kinds"].get(tok, {}).get("crossed")
                    o.append(f'<g class="rb-eb-token" data-token="{escape(tok)}">')
                    o.append(f'<rect x="{tx:g}" y="{ry + 5}" width="{tw:g}" height="22" rx="11" '
                             f'fill="{"#DDEBF7" if j == 0 else "#F4F1EA"}" stroke="{INK if j == 0 else FAINT}"/>')
                    _text(o, tx + 9, ry + 21, label, 12, j == 0, fill=INK if j == 0 else MUTED,
                          italic=bool(crossed))
                    o.append("</g>")
                    tx += tw + 8
            else:
                _text(o, tx, ry + 21, _fit(self.t(N_("empty: Monster event: {event}"), event=self.monster_event(k)),
                                           12, x0 + w - 24 - tx), 12, fill=MUTED, italic=True)
            if self.editing:
                self.kclose(x0 + 8, ry, w - 16, row_h - 4, 5)
            o.append("</g>")
        fy = ty + 4 * row_h + 16
        self.gopen(self.t(N_("Stunned monsters in the Pursuit: {n}; they come back by the rearmost car at the end of "
                             "the resolution"), n=len(v["pursuit"])), "monsters")
        _text(o, x0 + 12, fy, self.t(N_("Pursuit: {n}"), n=len(v["pursuit"])), 12, True, fill=MUTED)
        o.append("</g>")
        self.gopen(self.t(N_("Event tokens in the discard: {n}; in the bag: {b}"), n=len(v["event_discard"]),
                          b=v["event_bag_count"]), "event_step")
        _text(o, x0 + 140, fy, self.t(N_("event tokens: discard {n} · bag {b}"), n=len(v["event_discard"]),
                                      b=v["event_bag_count"]), 12, fill=MUTED)
        o.append("</g>")
        o.append("</g>")
        return y + h

    # ------------------------------------------------------------ the draft
    def draft(self, y):
        o, v = self.o, self.v
        skill = v["phase"] == "draft_skill"
        ids = v["general_display"] if skill else v["attr_display"]
        _text(o, 18, y + 14, self.t(N_("General skills on display") if skill else N_("Attributes on display")), 13, True)
        w, h = 180, 46
        for i, did in enumerate(ids):
            x = 18 + i * (w + 10)
            d = self.comp.skills[did] if skill else self.comp.attributes[did]
            eff = self.desc(d["effect"])
            self.kopen(f"general:{did}" if skill else f"attribute:{did}",
                       self.t(N_("{name}: {effect}"), name=self.name(d["name"]), effect=eff))
            o.append(f'<rect x="{x}" y="{y + 22}" width="{w}" height="{h}" rx="6" fill="#FFFFFF" stroke="{INK}"/>')
            _text(o, x + 8, y + 38, _fit(self.name(d["name"]), 12, w - 16, True), 12, True)
            for j, ln in enumerate(_wrap(eff, 10, w - 16, 2)):
                _text(o, x + 8, y + 52 + 11 * j, ln, 10, fill=MUTED)
            self.kclose(x, y + 22, w, h, 6)
        return y + 22 + h

    # ------------------------------------------------------------ investigator boards
    def boards(self, y):
        n = len(self.v["inv"])
        gap = 10
        w = (WIDTH - 36 - gap * 3) / 4 if n > 2 else (WIDTH - 36 - gap) / 2
        h = 0
        for p in range(n):
            h = max(h, self.board(p, 18 + p * (w + gap), y, w))
        return y + h

    def board(self, p, x, y, w):
        o, v, comp = self.o, self.v, self.comp
        me = v["inv"][p]
        data = comp.investigators[me["id"]]
        colour = SEAT_FILL[p % 4]
        turn = v["turn"] == p and v["phase"] != "over"
        y0 = y
        frame = len(o)
        o.append("")  # the frame, drawn once the height is known
        o.append(f'<path d="M{x:g} {y + 8}a8 8 0 0 1 8 -8h{w - 16:g}a8 8 0 0 1 8 8v20h-{w:g}z" fill="{colour}"/>')
        g_investigator(o, x + 16, y + 14, colour, self.initials(p), 10)
        _text(o, x + 32, y + 19, _fit(self.inv_name(p), 13, w - 112, True), 13, True)
        if me["unstable"]:
            g_crack(o, x + w - 72, y + 14, INK)
            _text(o, x + w - 8, y + 19, self.t(N_("Unstable")), 11, True, "end")
        else:
            _text(o, x + w - 8, y + 19, self.t(N_("stable")), 11, anchor="end")
        y += 28
        _text(o, x + 8, y + 15, _fit(self.t(N_("{player} · in car {k}: {car}"), player=Seat(p), k=me["car"],
                                            car=self.car_name(me["car"])), 11, w - 16), 11, fill=MUTED)
        y += 20
        # health (the skull kills) and stamina (never above health)
        top = comp.health_max
        bw = min(22, (w - 78) / (top + 1))
        for label, key, fill in ((N_("Health"), "health", HEALTH), (N_("Stamina"), "stamina", STAMINA)):
            _text(o, x + 8, y + 13, self.t(label), 11, True)
            for k in range(top + 1):
                bx = x + 66 + k * bw
                blocked = key == "stamina" and k > me["health"]
                o.append(f'<rect x="{bx:g}" y="{y + 1}" width="{bw - 2:g}" height="16" rx="3" '
                         f'fill="{"#EDE7DA" if blocked else "#FFFFFF"}" stroke="#A99E88"/>')
                if k == me[key] and not (key == "health" and k == data["skull"]):
                    o.append(f'<rect x="{bx + 1:g}" y="{y + 2}" width="{bw - 4:g}" height="14" rx="3" fill="{fill}"/>')
                    _text(o, bx + bw / 2 - 1, y + 13, str(k), 10, True, "middle", "#FFFFFF")
                elif key == "health" and k == data["skull"]:
                    g_skull(o, bx + bw / 2 - 1, y + 8, HEALTH if me["health"] <= k else INK)
                else:
                    _text(o, bx + bw / 2 - 1, y + 13, str(k), 9, anchor="middle", fill="#A99E88")
                if blocked:
                    o.append(f'<path d="M{bx + 2:g} {y + 15}l{bw - 6:g} -12" stroke="#B5A88E"/>')
            y += 20
        # sanity tokens leave from the left; the unstable mark sits on the token whose loss flips the portrait
        _text(o, x + 8, y + 13, self.t(N_("Sanity")), 11, True)
        start = data["sanity"]
        lost = max(0, start - me["sanity"])
        flip = start - data["unstable_at"] - 1
        step = min(20, (w - 100) / max(start, 1))
        for k in range(start):
            cx = x + 74 + k * step
            g_sanity(o, cx, y + 9, 7, empty=k < lost)
            if k == flip:
                g_crack(o, cx, y + 9, "#7A1F2B" if k < lost else "#FFFFFF")
        _text(o, x + w - 8, y + 13, self.t(N_("{n} left"), n=me["sanity"]), 10, anchor="end", fill=MUTED)
        y += 22
        # skills: one main action each; a marker next to a used one
        _text(o, x + 8, y + 12, self.t(N_("Skills (main actions)")), 11, True)
        y += 16
        lv = {1: "I", 2: "II", "specialty": "★"}
        for k, sid in enumerate(me["slots"]):
            ry = y + k * 21
            if sid is None:
                o.append(f'<rect x="{x + 8:g}" y="{ry}" width="{w - 38:g}" height="19" rx="3" fill="none" '
                         f'stroke="#C9C0AE" stroke-dasharray="3 3"/>')
                _text(o, x + 14, ry + 13, self.t(N_("empty slot")), 10, fill="#A99E88", italic=True)
                continue
            sk = comp.skills[sid]
            tag = lv.get(sk["level"], "G") if sk.get("owner") else "G"
            eff = self.desc(sk["effect"])
            if "condition" in sk:
                eff += " · " + self.cond(sk["condition"])
            self.kopen(f"skill:{p}:{sid}", self.t(N_("{name}: {effect}"), name=self.name(sk["name"]), effect=eff))
            o.append(f'<rect x="{x + 8:g}" y="{ry}" width="{w - 38:g}" height="19" rx="3" '
                     f'fill="{"#EFE9DC" if me["marked"][k] else "#FFFFFF"}" stroke="#A99E88"/>')
            _text(o, x + 18, ry + 13, tag, 9, True, "middle", MUTED)
            nm = _fit(self.name(sk["name"]), 11, 118, True)
            _text(o, x + 28, ry + 13, nm, 11, True)
            nx = x + 28 + _tw(nm, 11, True) + 6
            _text(o, nx, ry + 13, _fit(eff, 10, x + w - 36 - nx), 10, fill=MUTED)
            self.kclose(x + 8, ry, w - 38, 19, 3)
            if me["marked"][k]:
                g_marker(o, x + w - 17, ry + 9.5)
        y += len(me["slots"]) * 21 + 4
        # action track: markers leave from the left and uncover experience symbols
        _text(o, x + 8, y + 13, self.t(N_("Action track")), 11, True)
        at = comp.table["action_track"]["experience_at"]
        n = comp.table["action_track"]["markers"]
        step = min(22, (w - 104) / n)
        for k in range(n):
            cx = x + 100 + k * step
            if k < me["track"]:
                o.append(f'<circle cx="{cx:g}" cy="{y + 8}" r="7" fill="#FFFFFF" stroke="#C9C0AE"/>')
                if k in at:
                    g_xp(o, cx, y + 8)
            else:
                g_marker(o, cx, y + 8)
                if k in at:
                    o.append(f'<circle cx="{cx:g}" cy="{y + 8}" r="2" fill="{GOLD_EDGE}"/>')
        xp = sum(1 for k in at if k < me["track"])
        _text(o, x + w - 8, y + 28, self.t(N_("experience showing: {n}"), n=xp), 10, anchor="end", fill=MUTED)
        y += 32
        # rest tile and the investigator's own basic action
        rt = comp.rest_tiles[me["rest"]]
        half = (w - 24) / 2
        self.kopen(f"rest:{p}", self.t(N_("{name}: restore {n} stamina, spend experience, markers back"),
                                       name=self.name(rt["name"]), n=rt["stamina"]))
        o.append(f'<rect x="{x + 8:g}" y="{y}" width="{half:g}" height="34" rx="4" fill="#F3F4F6" stroke="#8A949E"/>')
        g_marker(o, x + 20, y + 17, SILVER, "#6B737B")
        _text(o, x + 32, y + 14, _fit(self.name(rt["name"]), 11, half - 30, True), 11, True)
        extra = rt.get("extra_experience", 0)
        sub = self.t(N_("+{n} stamina"), n=rt["stamina"])
        if extra:
            sub = self.t(N_("{a}, +{n} experience"), a=sub, n=extra)
        _text(o, x + 32, y + 27, _fit(sub, 10, half - 30), 10, fill=MUTED)
        self.kclose(x + 8, y, half, 34, 4)
        u = data["unique"]
        ux = x + 16 + half
        ueff = self.desc(u["effect"])
        self.kopen(f"unique:{p}", self.t(N_("Own basic action {name}: {effect}"), name=self.name(u["name"]), effect=ueff))
        o.append(f'<rect x="{ux:g}" y="{y}" width="{half:g}" height="34" rx="4" fill="#FFFFFF" stroke="#A99E88"/>')
        _text(o, ux + 6, y + 14, _fit(self.name(u["name"]), 11, half - 12, True), 11, True)
        _text(o, ux + 6, y + 27, _fit(ueff, 9, half - 12), 9, fill=MUTED)
        self.kclose(ux, y, half, 34, 4)
        y += 40
        # specialty skills still to learn
        left = [s for s in data["skills"] if s["level"] == "specialty" and s["id"] not in me["learned"]]
        _text(o, x + 8, y + 12, self.t(N_("Specialties to learn")), 10, True, fill=MUTED)
        y += 16
        sx = x + 8
        for s in left:
            nm = self.name(s["name"])
            bw_ = _tw(nm, 10) + 14
            if sx + bw_ > x + w - 6:
                sx = x + 8
                y += 21
            self.kopen(f"learn:{p}:{s['id']}", self.t(N_("{name}: {effect}"), name=nm, effect=self.desc(s["effect"])))
            o.append(f'<rect x="{sx:g}" y="{y}" width="{bw_:g}" height="17" rx="8" fill="#FFFFFF" stroke="#A99E88"/>')
            _text(o, sx + 7, y + 12, nm, 10)
            self.kclose(sx, y, bw_, 17, 8)
            sx += bw_ + 5
        if not left:
            _text(o, x + 8, y + 12, self.t(N_("all learned")), 10, fill=MUTED, italic=True)
        y += 24
        h = y - y0
        o[frame] = (f'<rect x="{x:g}" y="{y0}" width="{w:g}" height="{h}" rx="8" fill="{PANEL}" '
                    f'stroke="{INK if turn else FAINT}" stroke-width="{2 if turn else 1}"/>')
        return h

    # ------------------------------------------------------------ suspect boards
    def suspects(self, y):
        o, v, comp = self.o, self.v, self.comp
        _text(o, 18, y + 14, self.t(N_("Suspects")), 13, True)
        _text(o, 110, y + 14, self.t(N_("clue tokens: grey = regular, green = mystic, dark = face down; "
                                         "? = a feature one may ask about")), 10, fill=MUTED)
        y += 22
        gap = 8
        w = (WIDTH - 36 - 5 * gap) / 6
        accuse = v["phase"] == "accuse"
        hmax = 0
        for i, s in enumerate(v["suspects"]):
            x = 18 + i * (w + gap)
            board = comp.boards[i]
            tile = comp.suspects[s["tile"]]
            spots = board["spots"]
            marked = v["accused"][i] is not None
            h = 74 + 19 * max(len(b["spots"]) for b in comp.boards) + 46 + (28 if accuse or marked else 0)
            hmax = max(hmax, h)
            fill = SUSPECT_FILL[i]
            o.append(f'<rect x="{x:g}" y="{y}" width="{w:g}" height="{h}" rx="7" fill="{PANEL}" stroke="{FAINT}"/>')
            self.kopen(f"suspect:{i}", self.t(N_("Suspect {s}, in car {k}"), s=self.sus(i), k=s["car"]))
            o.append(f'<path d="M{x:g} {y + 7}a7 7 0 0 1 7 -7h{w - 14:g}a7 7 0 0 1 7 7v25h-{w:g}z" fill="{fill}"/>')
            g_suspect(o, x + 15, y + 16, fill, str(i + 1), 20)
            _text(o, x + 30, y + 14, _fit(self.name(tile["name"]), 11, w - 36, True), 11, True, fill="#FFFFFF")
            cls = self.t(N_("1st class") if board["class"] == 1 else N_("2nd class"))
            _text(o, x + 30, y + 27, self.t(N_("{cls} · in car {k}"), cls=cls, k=s["car"]), 10, fill="#FFFFFF")
            self.kclose(x, y, w, 32, 7)
            # the favor tile: active side, or crossed out
            fy = y + 36
            self.kopen(f"favor:{i}", self.t(N_("Favor of suspect {s}: {effect}"), s=self.sus(i), effect=self.desc(tile["favor"])))
            if s["favor"]:
                o.append(f'<rect x="{x + 6:g}" y="{fy}" width="{w - 12:g}" height="30" rx="4" fill="#FFF6DA" '
                         f'stroke="#B08A2E"/>')
                _text(o, x + 11, fy + 12, self.t(N_("Owes a favor")), 9, True, fill="#7A5C00")
            else:
                o.append(f'<rect x="{x + 6:g}" y="{fy}" width="{w - 12:g}" height="30" rx="4" fill="#EEEAE0" '
                         f'stroke="#B5A88E"/><path d="M{x + 8:g} {fy + 28}L{x + w - 8:g} {fy + 2}" stroke="#B5A88E"/>')
                _text(o, x + 11, fy + 12, self.t(N_("No favor owed")), 9, True, fill=MUTED)
            _text(o, x + 11, fy + 25, _fit(self.desc(tile["favor"]), 9, w - 22), 9, fill=INK if s["favor"] else MUTED)
            self.kclose(x + 6, fy, w - 12, 30, 4)
            # clue tokens on their spots
            cy0 = fy + 36
            for k, kind in enumerate(spots):
                ry = cy0 + 19 * k
                cid = s["clues"][k]
                key = f"clue:{i}:{k}"
                if s["up"][k]:
                    tok = comp.clues[cid]
                    nm = pretty(tok["name"])
                    self.kopen(key, self.t(N_("{kind} clue: {name} ({mystic})"), kind=Msg(KIND[kind]), name=nm,
                                           mystic=Msg(N_("mystic") if tok["mystic"] else N_("regular"))))
                    o.append(f'<rect x="{x + 6:g}" y="{ry}" width="{w - 12:g}" height="17" rx="3" '
                             f'fill="{MYSTIC_BG if tok["mystic"] else REGULAR_BG}" '
                             f'stroke="{"#3E8E5A" if tok["mystic"] else "#A39F96"}"/>')
                    g_kind(o, x + 10, ry + 8.5, kind)
                    _text(o, x + 25, ry + 12.5, _fit(nm, 10, w - 52, True), 10, True)
                    if tok.get("ask"):
                        asked = s["asked"][k]
                        _text(o, x + w - 10, ry + 13, "✓?" if asked else "?", 11, True, "end",
                              MUTED if asked else "#0072B2")
                else:
                    peek = cid is not None
                    title = (self.t(N_("Face-down {kind} clue (peeking: {name})"), kind=Msg(KIND[kind]),
                                    name=pretty(comp.clues[cid]["name"])) if peek
                             else self.t(N_("Face-down {kind} clue"), kind=Msg(KIND[kind])))
                    self.kopen(key, title)
                    o.append(f'<rect x="{x + 6:g}" y="{ry}" width="{w - 12:g}" height="17" rx="3" fill="{BACK_BG}" '
                             f'stroke="{INK}"/>')
                    g_kind(o, x + 10, ry + 8.5, kind, "#FFFFFF")
                    if peek:
                        tok = comp.clues[cid]
                        _text(o, x + 25, ry + 12.5, _fit(pretty(tok["name"]) + (" ●" if tok["mystic"] else ""), 10,
                                                         w - 40), 10, fill="#BFB6D6", italic=True)
                    else:
                        _text(o, x + 25, ry + 12.5, self.t(KIND[kind]), 10, fill="#BFB6D6")
                if s["fade"][k]:
                    _text(o, x + w - 24, ry + 12.5, f"F{s['fade'][k]}", 9, True, "end", "#F0E442")
                self.kclose(x + 6, ry, w - 12, 17, 3)
            # the quest card, sticking out below the board
            qy = cy0 + 19 * max(len(b["spots"]) for b in comp.boards) + 2
            if s["quest"]:
                q = comp.quests[s["quest"]]
                self.kopen(f"quest:{i}", self.t(N_("Quest of suspect {s}: needs {what}"), s=self.sus(i),
                                                what=self.cond(q["requirement"])))
                o.append(f'<rect x="{x + 6:g}" y="{qy}" width="{w - 12:g}" height="46" rx="4" '
                         f'fill="{"#E4EFE0" if s["quest_done"] else "#FFFFFF"}" stroke="#7A6A4F"/>')
                head = self.t(N_("Quest (done): {name}") if s["quest_done"] else N_("Quest: {name}"),
                              name=pretty(s["quest"].removeprefix("Q_")))
                _text(o, x + 11, qy + 12, _fit(head, 9, w - 22, True), 9, True)
                for j, ln in enumerate(_wrap(self.t(N_("needs {what}"), what=self.cond(q["requirement"])), 9, w - 22, 2)):
                    _text(o, x + 11, qy + 26 + 13 * j, ln, 9, fill=MUTED)
                self.kclose(x + 6, qy, w - 12, 46, 4)
            else:
                o.append(f'<rect x="{x + 6:g}" y="{qy}" width="{w - 12:g}" height="40" rx="4" fill="none" '
                         f'stroke="#C9C0AE" stroke-dasharray="3 3"/>')
                _text(o, x + w / 2, qy + 24, self.t(N_("no quest yet")), 9, anchor="middle", fill="#A99E88", italic=True)
            # the accusation
            ay = qy + 46
            mark = v["accused"][i]
            if mark is not None:
                o.append(f'<rect x="{x + 6:g}" y="{ay}" width="{w - 12:g}" height="22" rx="11" '
                         f'fill="{"#D55E00" if mark else "#FFFFFF"}" stroke="{INK}"/>')
                _text(o, x + w / 2, ay + 15, self.t(N_("marked: cultist") if mark else N_("marked: not a cultist")), 10,
                      True, "middle", "#FFFFFF" if mark else INK)
            elif accuse:
                half = (w - 16) / 2
                for j, (yes, lab) in enumerate(((True, N_("Cultist")), (False, N_("Not cultist")))):
                    bx = x + 6 + j * (half + 4)
                    self.kopen(f"accuse:{i}:{'yes' if yes else 'no'}",
                               self.t(N_("Mark suspect {s}: {what}"), s=self.sus(i), what=Msg(lab)))
                    o.append(f'<rect x="{bx:g}" y="{ay}" width="{half:g}" height="22" rx="11" '
                             f'fill="{"#F6D3C2" if yes else "#FFFFFF"}" stroke="{INK}"/>')
                    _text(o, bx + half / 2, ay + 15, self.t(lab), 10, True, "middle")
                    self.kclose(bx, ay, half, 22, 11)
        return y + hmax

    # ------------------------------------------------------------ Grimoire, items, conversation bag
    def solo(self, y):
        w = (WIDTH - 36 - 10) / 2
        h0 = self.board(0, 18, y, w)
        x = 18 + w + 10
        hg = self.grimoire(x, y, w)
        half = (w - 12) / 2
        h1 = self.items(x, y + hg + 6, half)
        h2 = self.bag(x + half + 12, y + hg + 6, half)
        return y + max(h0, hg + 6 + max(h1, h2))

    def bottom(self, y):
        h1 = self.grimoire(18, y, 420)
        h2 = self.items(452, y, 330)
        h3 = self.bag(798, y, WIDTH - 816)
        return y + max(h1, h2, h3)

    def grimoire(self, x, y, w):
        o, v, comp = self.o, self.v, self.comp
        _text(o, x, y + 14, self.t(N_("Grimoire")), 13, True)
        _text(o, x + w, y + 14, self.t(N_("spell deck {n} · sanity tokens at the bottom {b}"), n=v["spell_deck_count"],
                                       b=v["grimoire_bottom"]), 10, anchor="end", fill=MUTED)
        cw, ch = (w - 8) / 2, 54
        self.kopen("occult", self.t(N_("The Grimoire's Occult tokens: a gain takes one from the slot with the fewest")))
        for k, (tokens, spell, _san) in enumerate(v["grimoire"]):
            if spell is not None:
                continue
            cx = x + (k % 2) * (cw + 8)
            cy = y + 22 + (k // 2) * (ch + 6)
            o.append(f'<rect x="{cx:g}" y="{cy}" width="{cw:g}" height="{ch}" rx="5" fill="#EEE8F6" stroke="#8E7CB0"/>')
            _text(o, cx + 8, cy + 15, self.t(N_("slot {k}: {n} Occult"), k=k + 1, n=tokens), 10, True, fill=OCCULT)
            for j in range(tokens):
                g_occult(o, cx + 16 + j * 18, cy + 36, 7)
            if tokens == 0:
                _text(o, cx + 8, cy + 40, self.t(N_("empty: no spell left in the deck")), 9, fill=MUTED, italic=True)
        self.kclose(x, y + 22, w, 3 * (ch + 6) - 6, 5)
        for k, (tokens, spell, san) in enumerate(v["grimoire"]):
            if spell is None:
                continue
            cx = x + (k % 2) * (cw + 8)
            cy = y + 22 + (k // 2) * (ch + 6)
            sp = comp.spells[spell]
            eff, strong = self.desc(sp["effect"]), self.desc(sp["unstable"])
            self.kopen(f"spell:{k}", self.t(N_("Spell {name}: {effect} (unstable: {strong})"), name=self.name(sp["name"]),
                                            effect=eff, strong=strong))
            o.append(f'<rect x="{cx:g}" y="{cy}" width="{cw:g}" height="{ch}" rx="5" fill="#FFFFFF" '
                     f'stroke="{OCCULT}" stroke-width="1.6"/>')
            _text(o, cx + 8, cy + 15, _fit(self.name(sp["name"]), 11, cw - 40, True), 11, True, fill=OCCULT)
            _text(o, cx + 8, cy + 30, _fit(eff, 9, cw - 16), 9)
            g_crack(o, cx + 12, cy + 43, "#7A1F2B")
            _text(o, cx + 20, cy + 47, _fit(strong, 9, cw - 28), 9, fill=MUTED)
            if san:
                g_sanity(o, cx + cw - 13, cy + 12, 7)
                if san > 1:
                    _text(o, cx + cw - 24, cy + 16, str(san), 10, True, "end")
            self.kclose(cx, cy, cw, ch, 5)
        return 22 + 3 * (ch + 6)

    def items(self, x, y, w):
        o, v, comp = self.o, self.v, self.comp
        _text(o, x, y + 14, self.t(N_("Items (shared)")), 13, True)
        _text(o, x + w, y + 14, self.t(N_("deck {n} · banished {b}"), n=v["item_deck_count"], b=len(v["items_banished"])), 10,
              anchor="end", fill=MUTED)
        if not v["items"]:
            _text(o, x, y + 38, self.t(N_("The investigators have no items.")), 11, fill=MUTED, italic=True)
            return 60
        ih = 38
        shown = v["items"][:4]
        for j, iid in enumerate(shown):
            it = comp.items[iid]
            iy = y + 22 + j * (ih + 4)
            cost = ", ".join(self.t(N_("−{n} {what}"), n=n, what=Msg(WHAT[k])) for k, n in it["cost"].items())
            typ = self.t(N_("tome") if it["type"] == "tome" else N_("artifact"))
            eff = self.desc(it["effect"])
            self.kopen(f"item:{iid}", self.t(N_("{name} ({type}): costs {cost}, then {effect}"),
                                             name=self.name(it["name"]), type=typ, cost=cost, effect=eff))
            o.append(f'<rect x="{x}" y="{iy}" width="{w}" height="{ih}" rx="5" fill="#FFFFFF" '
                     f'stroke="{"#8A6242" if it["type"] == "artifact" else "#3F6A8E"}" stroke-width="1.4"/>')
            _text(o, x + 8, iy + 15, _fit(self.name(it["name"]), 11, w - 110, True), 11, True)
            _text(o, x + w - 8, iy + 15, typ + " · " + cost, 10, anchor="end", fill=MUTED)
            _text(o, x + 8, iy + 30, _fit(eff, 10, w - 16), 10)
            self.kclose(x, iy, w, ih, 5)
        if len(v["items"]) > len(shown):
            _text(o, x, y + 34 + len(shown) * (ih + 4), self.t(N_("and {n} more"), n=len(v["items"]) - len(shown)), 11,
                  fill=MUTED)
            return 44 + len(shown) * (ih + 4)
        return 22 + len(shown) * (ih + 4)

    def bag(self, x, y, w):
        o, v = self.o, self.v
        _text(o, x, y + 14, self.t(N_("Conversation bag")), 13, True)
        counts = v["bag_counts"]     # known from what is out of the bag; the order never shows
        self.kopen("bag", self.t(NN_("The conversation bag: {n} token", "The conversation bag: {n} tokens"),
                                 n=v["bag_count"]))
        o.append(f'<path d="M{x + 10} {y + 34}q-10 50 10 64h60q20 -14 10 -64z" fill="#E8D7B8" stroke="#7A6A4F" '
                 f'stroke-width="1.5"/><path d="M{x + 14} {y + 30}h52l-6 8h-40z" fill="#CDB48A" stroke="#7A6A4F"/>')
        _text(o, x + 40, y + 74, str(v["bag_count"]), 20, True, "middle")
        self.kclose(x + 2, y + 26, 80, 74, 10)
        tx = x + 100
        rows = [(self.t(TOKEN[h]), counts.get(h, 0), INK) for h in ("ticket", "desire", "feature", "class1", "class2")]
        rows.append((self.t(N_("rewards (green)")), sum(c for t, c in counts.items() if t.startswith("g:")), "#2E7D4F"))
        rows.append((self.t(N_("penalties (red)")), sum(c for t, c in counts.items() if t.startswith("r:")), "#B23A1E"))
        for j, (lab, n, col) in enumerate(rows):
            _text(o, tx, y + 34 + 14 * j, lab, 11, fill=col)
            _text(o, tx + 126, y + 34 + 14 * j, str(n), 11, True, "end")
        if v["conv_aside"]:
            _text(o, x, y + 142, self.t(N_("Set aside: the Clue token")), 10, fill=MUTED, italic=True)
        fr = v["stack"][-1] if v["stack"] and v["stack"][-1][0] == "talk" else None
        if fr is None:
            return 148
        # the talk in progress (a saved ``["talk", ctx, talk]`` frame): the drawn tokens lie on the table
        from rulebook.horror.talk import HORIZONTAL
        ty = y + 164
        t = fr[2]
        _text(o, x, ty, self.t(N_("Talk: preparing") if t["stage"] == "prepare" else N_("Talk: conversing")), 12, True)
        if t["stage"] == "converse":
            odds = Fraction(v["talk_odds"])
            ty += 16
            _text(o, x, ty, self.t(N_("the next draw fails with chance {p} ({pc}%)"), p=str(odds),
                                   pc=f"{float(odds) * 100:.1f}"), 11, True, fill="#B23A1E" if odds else "#2E7D4F")
        drawn = t["drawn"]
        tw_, th = 64, 22
        per = max(1, int((w + 4) // (tw_ + 4)))
        for j, tok in enumerate(drawn):
            bx = x + (j % per) * (tw_ + 4)
            by = ty + 8 + (j // per) * (th + 4)
            fill = "#C9E8D0" if tok.startswith("g:") else ("#F6C9B8" if tok.startswith("r:") else "#FFFFFF")
            pair = tok in HORIZONTAL and drawn.count(tok) >= 2
            self.kopen(f"drawn:{tok}", self.t(TOKEN.get(tok, tok)))
            o.append(f'<rect x="{bx:g}" y="{by}" width="{tw_}" height="{th}" rx="4" fill="{fill}" '
                     f'stroke="{"#D55E00" if pair else INK}" stroke-width="{2.2 if pair else 1}"/>')
            _text(o, bx + tw_ / 2, by + 15, _fit(self.t(TOKEN.get(tok, tok)), 10, tw_ - 4), 10, True, "middle")
            self.kclose(bx, by, tw_, th, 4)
        sy = ty + 8 + ((len(drawn) + per - 1) // per) * (th + 4) + 2
        if t["stage"] == "converse":
            lab = self.t(N_("Stop talking"))
            sw_ = _tw(lab, 11, True) + 18
            self.kopen("stop", lab)
            o.append(f'<rect x="{x}" y="{sy}" width="{sw_:g}" height="22" rx="11" fill="#FFFFFF" stroke="{INK}"/>')
            _text(o, x + sw_ / 2, sy + 15, lab, 11, True, "middle")
            self.kclose(x, sy, sw_, 22, 11)
            sy += 26
        return sy - y


def render_event_board(state, *, seat=None, lang="en") -> str:
    """The event board alone, as in the table picture (its four spaces top to bottom, the order they resolve
    in, with their piles of tokens), for a lesson that talks about the board only.

    >>> import rulebook
    >>> 'data-space="3"' in render_event_board(rulebook.GAMES["horror"].new_game(players=1, seed=1))
    True
    """
    t = _Table(state.view(seat if seat is not None else 0), state.comp, lang, frozenset())
    h = t.event_board(2) + 4
    label = escape(t.t(N_("The event board")))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="rb-ho" viewBox="0 0 {WIDTH} {h}" width="{WIDTH}" '
            f'height="{h}" font-family="sans-serif" style="font-family:sans-serif;{MIN_WIDTH_CSS}" role="img" '
            f'aria-label="{label}">' + "".join(t.o) + "</svg>")


def render_table(state, *, seat=None, lang="en", active=frozenset(), peek=False, width=None, part="all",
                 editing=False) -> str:
    """Draw the Horror table as one SVG string (see the module docstring for the keys and hidden information).

    ``part`` draws a piece of it as a picture of its own (:data:`PARTS`): ``"table"`` (header, track, train and
    any draft display: where the moves are made), ``"events"`` (the event board), ``"investigators"`` (the investigator sheets,
    the Grimoire, the items and the conversation bag), ``"suspects"`` or ``"legend"`` (the symbol legend,
    :mod:`widgets.horror_legend`); ``"all"`` (the default) is everything but the legend. ``editing=True`` (the
    position editor) makes the event board's spaces clickable too (``space:<k>``).
    """
    if part != "all" and part not in PARTS:
        raise ValueError(f"part must be 'all' or one of {', '.join(PARTS)}, not {part!r}")
    if part == "legend":
        from .horror_legend import render_legend
        return render_legend(state, lang=lang, width=width)
    return _Table(table_view(state, seat, peek), state.comp, lang, active, editing).render(width, part)


def table_view(state, seat=None, peek=False) -> dict:
    """What the picture draws: ``state.view(seat)`` (seat 0's when ``seat`` is None: every seat sees the same
    table), or the full view ``state.view(None)`` when ``peek``."""
    return state.view(None) if peek else state.view(seat if seat is not None else 0)


def parts(state, seat=None) -> list:
    """The pictures the turn panel shows as tabs: ``[(part, title Msg)]``, the train and track first, the symbol
    legend last."""
    return [(k, Msg(v)) for k, v in PARTS.items()]
