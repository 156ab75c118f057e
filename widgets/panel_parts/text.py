"""Words on the panel: a message id in the panel's language."""
from __future__ import annotations

from rulebook.i18n import Msg, translate


def _t(msgid, lang: str, **params) -> str:
    return Msg(msgid, params).text(lang) if params or type(msgid) is not str else translate(msgid, lang)
