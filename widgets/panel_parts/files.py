"""The turn panel's save and load: the game as a JSON download, and a saved game read back from text or an
uploaded file -- a file that does not load leaves the panel's game exactly as it was, with the reason shown.

A mixin of :class:`widgets.panel.TurnPanel` (it reads the panel's ``state``, ``game``, ``lang``, ``_download``,
``_redo``, ``_reveals`` and calls ``_replace_state``, ``_say`` and ``_render``).
"""
from __future__ import annotations

import html

from rulebook.core import RulebookError
from rulebook.i18n import N_

from .drawers import uploaded_text
from .text import _t


class SaveAndLoad:
    """Save and load for the turn panel (see the module's docstring)."""

    def save(self) -> str:
        """The game as JSON; also offered as a download link in the panel."""
        text = self.state.to_json()
        import base64
        b64 = base64.b64encode(text.encode()).decode()
        name = f"{self.game.NAME}.json"
        label = html.escape(_t(N_("Download {name}"), self.lang, name=name))
        self._download.value = f'<a download="{name}" href="data:application/json;base64,{b64}">{label}</a>'
        return text

    def load(self, text: str) -> bool:
        """Load a saved game; on any failure the reason is shown and the current game is kept unchanged."""
        try:
            st = self.game.from_json(text)
        except RulebookError as e:
            return self._refuse_load(e.text(self.lang))
        except Exception as e:  # noqa: BLE001 - a bug must not take the panel's game with it
            return self._refuse_load(_t(N_("The file could not be loaded ({error})."), self.lang,
                                        error=type(e).__name__))
        kept = (self.state, list(self._redo), list(self._reveals))
        try:
            self._replace_state(st)
        except Exception as e:  # noqa: BLE001 - showing the loaded game failed: back to the old one
            self.state, self._redo[:], self._reveals = kept[0], kept[1], kept[2]
            return self._refuse_load(_t(N_("The file could not be loaded ({error})."), self.lang,
                                        error=type(e).__name__))
        return True

    def _refuse_load(self, reason: str) -> bool:
        self._say(reason, "error")
        try:
            self._render()
        except Exception:  # noqa: BLE001 - the message is set; the old game stays either way
            pass
        return False

    def _on_upload(self, change):
        try:
            text = uploaded_text(change["new"])
        except UnicodeDecodeError:
            self._say(_t(N_("That file is not a text file."), self.lang), "error")
            self._render()
            return
        if text is not None:
            self.load(text)
