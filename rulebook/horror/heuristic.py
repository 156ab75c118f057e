"""The Horror position heuristic: the plan of the rulebook in numbers (the same for every seat: the game is
cooperative). The greedy bot, the MCTS bot (positions where a search stops) and the team bot
(``team_bot.py``) all score positions with it.

``plan_value(state)`` (``evaluate(state, seat)`` is the same number): a win is +10000, a loss -10000;
otherwise a sum whose weights are in ``W``:

* the pools that end the game when empty -- essence in the pool, coffins, monsters in the pool -- each
  ``weight * n - low / n``, a penalty growing steeply as the pool nears empty;
* essence on portals costs (an active portal acts at the event step; discarding it refills the pool);
* each living passenger counts, a calm or happy one more, a wounded, panicked or insane one less
  (``GOOD``), and an insane one also costs the essence it will add at every landscape still face down;
* each monster on board costs, more the nearer it is to the Locomotive (where it is unleashed) and the
  more passengers share its car;
* each investigator's sanity and health above the danger line (steep near the end), and stamina;
* skills on the boards and items in the team's pool, the more essence they can take off portals the
  more (``skill_essence`` per essence), so a draft, an upgrade or a learned skill that discards essence
  is worth its future use;
* the investigation: face-up clues, suspects settled by them, Occult tokens, learned spells.
"""
from __future__ import annotations

import collections
import math
import random

from .clues import conditions, known

GOOD = {"calm": 1.5, "happy": 1.5, "angry": 0.0, "wounded": -1.0, "panicked": -1.0, "insane": -2.0}
# the weights of plan_value (tuned on easy games, see benchmarks/bench_team_bots.py)
W = {"essence": 10.0, "essence_low": 40.0, "coffins": 6.0, "coffins_low": 30.0, "monster_pool": 1.0,
     "monster_pool_low": 20.0, "portal": 3.0, "alive": 4.0, "monster": 4.0, "monster_front": 0.6,
     "monster_by": 1.0, "sanity": 4.0, "health": 4.0, "danger": 12.0, "stamina": 0.5, "clue": 2.5,
     "settled": 3.0, "occult": 1.5, "item": 1.5, "spell": 2.0, "skill": 1.0, "skill_essence": 6.0,
     "insane_reveal": 0.5, "late": 2.0,
     "accuse": 30.0}
ODDS_SAMPLES = 32


def _essence_power(e) -> int:
    """How much essence an effect can take off portals (the most of its branches)."""
    if isinstance(e, list):
        return sum(_essence_power(x) for x in e)
    if not isinstance(e, dict):
        return 0
    if e.get("do") == "essence":
        return int(e.get("n", 1))
    if "seq" in e:
        return sum(_essence_power(x) for x in e["seq"])
    got = [_essence_power(x) for k in ("or", "then") for x in e.get(k, ())]
    got += [_essence_power(e[k]) for k in ("do", "else") if isinstance(e.get(k), (dict, list))]
    return max(got, default=0)


_POWER: dict = {}


def _powers(comp) -> dict:
    """Per skill and item id: the plan value of holding it (essence it can discard weighs most); cached per data set."""
    got = _POWER.get(id(comp))
    if got is None or got[0] is not comp:
        table = {sid: W["skill"] + W["skill_essence"] * _essence_power(sk.get("effect"))
                 for sid, sk in comp.skills.items()}
        for iid, it in comp.items.items():
            table[iid] = W["item"] + W["skill_essence"] * _essence_power(it.get("effect"))
        got = _POWER[id(comp)] = (comp, table)
    return got[1]


def _low(n, weight, steep) -> float:
    """``weight * n`` minus a penalty that grows steeply as ``n`` nears 0 (0 or less: the game is lost)."""
    if n <= 0:
        return -steep * 4
    return weight * n - steep / n


def plan_value(st) -> float:
    """How well the team stands in ``st`` by the plan (see the module docstring); a win or a loss is +-10000."""
    if st.result is not None:
        return 10000.0 if st.result[0] == "win" else -10000.0
    w = W
    v = (_low(st.essence_pool, w["essence"], w["essence_low"]) + _low(st.coffins, w["coffins"], w["coffins_low"])
         + _low(sum(st.pool.values()), w["monster_pool"], w["monster_pool_low"]))
    v -= w["portal"] * sum(st.portals.values())
    alive = [0] * 7
    good = GOOD
    a = w["alive"]
    # an insane passenger costs one essence at every landscape still to be revealed
    insane = w["insane_reveal"] * w["essence"] * sum(1 for t in st.tiles if not t[3])
    for q in st.passengers:
        s = q.status
        if s != "dead":
            alive[q.car] += 1
            v += a + good.get(s, 0.0)
            if s == "insane":
                v -= insane
    m0, mf, mb = w["monster"], w["monster_front"], w["monster_by"]
    for m in st.monsters:
        car = m.car
        v -= m0 + mf * (7 - car) + mb * alive[car] if 0 <= car < 7 else m0
    inv = st.comp.investigators
    d = w["danger"]
    power = _powers(st.comp)
    for x in st.inv:
        for sid in x.slots:
            if sid:
                v += power.get(sid, 0.0)
        v += _low(x.sanity, w["sanity"], d) + _low(x.health - inv[x.id]["skull"], w["health"], d)
        v += w["stamina"] * x.stamina
    late = 1.0 + w["late"] * max(0.0, 1.0 - st.space / st.comp.table["start_space"])   # knowledge counts more as the end nears
    for s in st.suspects:
        v += late * w["clue"] * sum(s.up)
    for p in cultist_odds(st):   # 0 or 1: settled by the face-up clues (or no deal of the rest changes it)
        if p == 0.0 or p == 1.0:
            v += late * w["settled"]
        v += late * w["accuse"] * math.log(max(p, 1.0 - p))
    v += w["occult"] * st.occult + sum(power.get(i, w["item"]) for i in st.items) + w["spell"] * sum(1 for g in st.grimoire if g[1])
    return v


_ODDS: dict = {}


def cultist_odds(st) -> list:
    """Per suspect, the chance that it is a cultist by what the table shows: its face-down clues drawn
    ``ODDS_SAMPLES`` times from the clues of their kind not face up anywhere (how the setup deals them);
    0 or 1 when the face-up clues settle it. The odds depend only on the face-up clues, so they are cached
    per layout of face-up clues; the samples come from a generator seeded by that layout, so the odds are
    the same in every run and no game's random numbers are used."""
    comp = st.comp
    layout = tuple(tuple(c if u else None for c, u in zip(s.clues, s.up)) for s in st.suspects)
    key = (comp.fingerprint, layout)
    got = _ODDS.get(key)
    if got is not None:
        return got
    if len(_ODDS) > 20000:
        _ODDS.clear()
    up_all = {c for row in layout for c in row if c is not None}
    r = random.Random(repr(layout))
    out = []
    for i, row in enumerate(layout):
        k = known(st, i)
        if k is not None:
            out.append(1.0 if k else 0.0)
            continue
        spots = comp.boards[i]["spots"]
        up = [c for c in row if c is not None]
        need = collections.Counter(spots[j] for j, c in enumerate(row) if c is None)
        pools = {kind: [c for c in _CLUES_BY_KIND(comp)[kind] if c not in up_all] for kind in need}
        hits = 0
        for _ in range(ODDS_SAMPLES):
            drawn = list(up)
            for kind, n in need.items():
                drawn += r.sample(pools[kind], min(n, len(pools[kind])))
            hits += bool(conditions(comp, drawn))
        out.append(hits / ODDS_SAMPLES)
    _ODDS[key] = out
    return out


_KINDS: dict = {}


def _CLUES_BY_KIND(comp) -> dict:
    got = _KINDS.get(comp.fingerprint)
    if got is None:
        got = _KINDS[comp.fingerprint] = {}
        for c in sorted(comp.clues):
            got.setdefault(comp.clues[c]["kind"], []).append(c)
    return got


def evaluate(st, seat) -> float:
    """The heuristic hook (``Horror.evaluate``): :func:`plan_value`, the same for every seat."""
    return plan_value(st)
