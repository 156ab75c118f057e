"""Fill a catalogue's empty entries from a JSON file of translations (after ``make i18n-update``).

    python tools/po_fill.py rulebook/locale/es/LC_MESSAGES/rulebook.po new-es.json
    python tools/po_fill.py --missing rulebook/locale/es/LC_MESSAGES/rulebook.po > todo.json
    python tools/po_fill.py --force rulebook/locale/es/LC_MESSAGES/rulebook.po fixes.json

The JSON maps English message ids to translations. A message with a context is
keyed ``"context\u0004id"`` (gettext's own key); a plural message is keyed by its
singular and translated by a list ``[singular, plural]`` (the plural also fills
any further plural form the language's ``Plural-Forms`` has). Only entries that are empty
in the catalogue are filled (a translation already there is never overwritten,
unless ``--force`` is given: then the JSON's translations replace the catalogue's
and clear their fuzzy marks);
a translation whose ``{placeholders}`` differ from its id's is refused. With
``--missing``, print the ids that the Spanish completeness test requires and
the catalogue lacks, as a JSON list (the input for a translator).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

REPO = Path(__file__).resolve().parents[1]
_FIELD = re.compile(r"\{[^{}]*\}")


def fill(po_path: Path, translations: dict, force: bool = False) -> tuple[int, list]:
    with open(po_path, "rb") as f:
        cat = read_po(f)
    filled, refused = 0, []
    for m in cat:
        key = _key(m)
        if not m.id or key not in translations:
            continue
        text = translations[key]
        if isinstance(m.id, (tuple, list)):
            if (any(m.string) and not force) or not isinstance(text, list) or len(text) != 2:
                continue
            forms = [text[0]] + [text[1]] * (cat.num_plurals - 1)
            if any(sorted(_FIELD.findall(en)) != sorted(_FIELD.findall(es))
                   for en, es in zip((m.id[0], m.id[1]), text)):
                refused.append(key)
                continue
            m.string = tuple(forms)
            m.flags.discard("fuzzy")
            filled += 1
            continue
        if (m.string and not force) or not isinstance(text, str):
            continue
        if sorted(_FIELD.findall(m.id)) != sorted(_FIELD.findall(text)):
            refused.append(key)
            continue
        m.string = text
        m.flags.discard("fuzzy")
        filled += 1
    with open(po_path, "wb") as f:
        write_po(f, cat)  # the same layout as `pybabel update` writes
    return filled, refused


def _key(m) -> str:
    mid = m.id[0] if isinstance(m.id, (tuple, list)) else m.id
    return f"{m.context}\x04{mid}" if m.context else mid


def missing(po_path: Path) -> list:
    sys.path.insert(0, str(REPO / "tests"))
    import test_i18n_es as T  # the test's own list of required ids

    with open(po_path, "rb") as f:
        entries = {_key(m): m for m in read_po(f) if m.id}
    return [i for i in T._required_ids() if i not in entries or not all(es for _, es in T._pairs(entries[i]))]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--missing", action="store_true", help="print the required ids the catalogue lacks")
    ap.add_argument("--force", action="store_true", help="replace translations already in the catalogue")
    ap.add_argument("po", type=Path)
    ap.add_argument("json", type=Path, nargs="?")
    args = ap.parse_args(argv)
    if args.missing:
        print(json.dumps(missing(args.po), ensure_ascii=False, indent=1))
        return 0
    if args.json is None:
        ap.error("give the JSON file of translations")
    filled, refused = fill(args.po, json.loads(args.json.read_text(encoding="utf-8")), args.force)
    print(f"filled {filled} entries; refused {len(refused)} (placeholders differ): {refused[:5]}")
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())
