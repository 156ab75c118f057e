"""Updates as patches: a page receives what changed since the last thing it was sent, not the page.

A seat's payload (:func:`class_tables.pages.seat_payload`) is mostly its SVG picture. The picture is
cut into its elements (a changed ``<svg>`` tag goes as ``svg_head``); a patch lists the runs of elements that changed, as ``[path, start, end,
"<new elements>"]`` against the elements the page holds (``tables.js`` replaces them in place); a long
element that changed is compared child by child, a few levels down. When
the ``<svg>`` tag itself changes, or the changes would be most of the picture anyway, the whole picture
goes. Every other field of the payload goes only when it changed.

>>> old = '<svg a="1"><g>1</g><g>2</g><g>3</g></svg>'
>>> new = '<svg a="1"><g>1</g><g>two</g><g>3</g><rect/></svg>'
>>> svg_ops(split(old), split(new))
[[[], 1, 2, '<g>two</g>'], [[], 3, 3, '<rect/>']]
"""
from __future__ import annotations

import difflib
import functools
import re



_OPEN = re.compile(r"<([A-Za-z][\w:.-]*)")
_PAIRS: dict = {}


def _pair(name: str):
    """A pattern for the opening and closing tags of elements called ``name``."""
    p = _PAIRS.get(name)
    if p is None:
        p = _PAIRS[name] = re.compile(rf"<{re.escape(name)}(?=[\s/>])|</{re.escape(name)}\s*>")
    return p


#: Long elements already cut, by their first PREFIX characters (see :func:`_children`): at most KNOWN_EACH
#: elements a prefix (the newest first; 32 tables' players' areas begin alike), and all forgotten at once when
#: they hold more than KNOWN_CHARS characters.
_KNOWN: dict = {}
PREFIX, KNOWN_BYTES, KNOWN_EACH, KNOWN_CHARS = 96, 300, 32, 16_000_000
_known_chars = [0]


def forget() -> None:
    """Forget every element remembered for cutting."""
    _KNOWN.clear()
    _known_chars[0] = 0


def _children(body: str):
    """The top-level elements of ``body``, or None when it holds text, comments or a broken tag.

    Only the tags of each child's own name are counted to find its end, so a picture of thousands of
    elements is cut in a few hundred steps. A long element met before (most of a picture is the same from
    one move to the next) is recognised whole: ``body`` continues with that element's exact text. That is
    the same cut as counting tags would make, since where an element ends depends only on its own text."""
    kids, pos, n = [], 0, len(body)
    known = _KNOWN
    while pos < n:
        cands = known.get(body[pos:pos + PREFIX])
        if cands is not None:
            for c in cands:
                if body.startswith(c, pos):
                    kids.append(c)
                    pos += len(c)
                    break
            else:
                cands = None
            if cands is not None:
                continue
        m = _OPEN.match(body, pos)
        if m is None:
            return None if body[pos:].strip() else kids
        end = body.find(">", m.end())
        if end < 0:
            return None
        if body[end - 1] == "/":
            kids.append(body[pos:end + 1])
            pos = end + 1
            continue
        depth, close = 1, -1
        for t in _pair(m.group(1)).finditer(body, end + 1):
            if t.group(0)[1] == "/":
                depth -= 1
                if depth == 0:
                    close = t.end()
                    break
            elif body[body.find(">", t.end()) - 1] != "/":
                depth += 1
        if close < 0:
            return None
        kid = body[pos:close]
        kids.append(kid)
        if close - pos >= KNOWN_BYTES:
            if _known_chars[0] > KNOWN_CHARS:
                known.clear()
                _known_chars[0] = 0
            same = known.setdefault(body[pos:pos + PREFIX], [])
            same.insert(0, kid)
            _known_chars[0] += len(kid)
            if len(same) > KNOWN_EACH:
                _known_chars[0] -= len(same.pop())
        pos = close
    return kids


@functools.lru_cache(maxsize=4096)
def _element(text: str):
    """``(opening tag, children)`` of one element with element children only, else None (remembered: the
    elements a page holds were cut when they were new)."""
    end = text.find(">")
    if end < 0 or text[end - 1] == "/" or not text.endswith(">"):
        return None
    close = text.rfind("</")
    if close <= end:
        return None
    kids = _children(text[end + 1:close])
    return None if not kids else (text[:end + 1], kids)


def split(svg: str):
    """``(the <svg> tag, [its top-level elements])``, or None when the text is not cut that simply."""
    end = svg.find(">")
    if not svg.startswith("<svg") or end < 0 or not svg.endswith("</svg>") or svg[end - 1] == "/":
        return None
    kids = _children(svg[end + 1:-6])
    return None if kids is None else (svg[:end + 1], kids)


#: An element that changed and is at least this long is compared child by child (down to DEPTH levels).
DEEP_BYTES, DEPTH = 600, 4


def _diff(a: list, b: list, path: list, ops: list, depth: int) -> int:
    size = 0
    # the elements both ends share are left out of the matching (most of a picture is the same as before)
    lo, n = 0, min(len(a), len(b))
    while lo < n and a[lo] == b[lo]:
        lo += 1
    hi = 0
    while hi < n - lo and a[-1 - hi] == b[-1 - hi]:
        hi += 1
    matcher = difflib.SequenceMatcher(None, a[lo:len(a) - hi], b[lo:len(b) - hi], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        i1, i2, j1, j2 = i1 + lo, i2 + lo, j1 + lo, j2 + lo
        if tag == "equal":
            continue
        if tag == "replace" and i2 - i1 == j2 - j1 and depth < DEPTH:
            for k in range(i2 - i1):
                x, y = a[i1 + k], b[j1 + k]
                if x == y:
                    continue
                ex = _element(x) if len(y) >= DEEP_BYTES else None
                ey = _element(y) if ex is not None else None
                if ex is not None and ey is not None and ex[0] == ey[0]:
                    size += _diff(ex[1], ey[1], path + [i1 + k], ops, depth + 1)
                else:
                    ops.append([path, i1 + k, i1 + k + 1, y])
                    size += len(y)
            continue
        text = "".join(b[j1:j2])
        ops.append([path, i1, i2, text])
        size += len(text)
    return size


def svg_ops(old, new) -> list | None:
    """The runs of elements to replace to turn ``old`` into ``new`` (both from :func:`split`), each as
    ``[path, start, end, text]`` (``path``: child indices from the ``<svg>`` down to the parent), or None
    when the whole picture should go (most of it changed)."""
    if old is None or new is None:
        return None
    ops: list = []
    size = _diff(old[1], new[1], [], ops, 0)
    return ops if size <= sum(map(len, new[1])) * 0.6 else None


def patch(sent: dict, now: dict, sent_split=None, now_split=None) -> dict:
    """What to send a page that holds ``sent`` so that it shows ``now`` (both seat payloads)."""
    out = {"type": "patch"}
    for k, v in now.items():
        if k not in ("type", "svg") and sent.get(k) != v:
            out[k] = v
    out["serial"] = now["serial"]
    if now["svg"] != sent.get("svg"):
        ops = svg_ops(sent_split if sent_split is not None else split(sent.get("svg", "")),
                      now_split if now_split is not None else split(now["svg"]))
        if ops is None:
            out["svg"] = now["svg"]
        else:       # with the number of elements the page must hold for the runs to apply
            old = sent_split or split(sent["svg"])
            new = now_split or split(now["svg"])
            out["svg_ops"], out["svg_count"] = ops, len(old[1])
            if old[0] != new[0]:      # the <svg> tag itself (its size, say): its attributes go too
                out["svg_head"] = new[0]
    return out
