"""Mail cars and locomotive tiles (rulebook: "Special Cards").

The 5th card of a train calls for a mail car as the 6th (the player picks
which of their mail cars); the 9th card brings the top locomotive tile as the
10th and last card, which closes the train and grants its 1 or 2 upgrades of
choice, usable on either train.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import train_msg
from .units import AnyUpgrades, MailCar

MAIL_POS = 4      # index of the 5th card of a train: adding it brings the mail car as the 6th
LOCO_POS = 8      # index of the 9th card: adding it brings the locomotive tile as the 10th


def need_mail_car(st, p, t, ev):
    st.stack.append(MailCar.of(t))


def mail_options(st, p) -> list:
    return list(st.players[p].mail_left)


def why_not_mail(st, p, mail):
    return RuleViolation("special_cars", Msg(N_("Mail car {mail} is not one of your unused mail cars."), {"mail": mail}))


def do_mail(st, p, t, mail, ev):
    pl = st.players[p]
    pl.mail_left.remove(mail)
    pl.trains[t].append(-mail)
    ev.append(st.event(N_("{player} adds mail car {mail} to the {train} as its 6th card."),
                       {"mail": mail, "train": train_msg(t)}, "special_cars", p))


def add_locomotive_tile(st, p, t, ev):
    if not st.tiles:
        # only reachable with the 'unlimited' supply ruling: reuse the highest tile's numbers
        idx = len(st.comp.locomotive_tiles) - 1
    else:
        idx = st.tiles.pop(0)
    value, upgrades = st.comp.locomotive_tiles[idx]
    st.players[p].trains[t].append(100 + idx)
    ev.append(st.event(N_("{player} adds the {value} locomotive tile to the {train}; it is now complete."),
                       {"value": value, "train": train_msg(t)}, "special_cars", p))
    st.stack.append(AnyUpgrades.of(upgrades, 1 if st.rulings["loco_tile_may_add_car"] else 0, "special_cars"))
