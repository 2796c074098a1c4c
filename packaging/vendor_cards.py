"""Vendor the Doppelkopf card faces into ``resources/cards/`` in a form QtSvg renders.

Source art: Adrian Kennard's "SVG-cards" (https://www.me.uk/cards/, CC0 1.0), as shipped
in the npm package ``@heruka_urgyen/react-playing-cards`` (MIT), ``src/images/2color/``.

Those files draw every pip, index and court figure through ``<use>`` of a
``<symbol viewBox=...>``.  QtSvg (SVG Tiny 1.2) ignores a symbol's viewBox, so the art
comes out unscaled (tiny or huge and misplaced).  This script rewrites each file once:

* every ``<symbol>`` that is referenced becomes a plain ``<g id=...>`` in ``<defs>``
  holding the symbol's children in their own coordinates;
* every ``<use>`` of such a symbol loses x/y/width/height and gets instead an explicit
  ``transform`` equal to ``translate(x, y)`` followed by the viewBox-to-viewport mapping
  the SVG spec prescribes (preserveAspectRatio none / meet / slice, all alignments;
  missing width/height count as 100% of the enclosing viewport);
* unreferenced symbols and definitions, the non-standard ``class``/``face`` attributes
  and the inch-based root size are dropped; the root gets ``width="240" height="336"``
  (the viewBox size, so every face and the back share one size and the 5:7 ratio).

The symbol clip (overflow hidden) is not reproduced: in this deck nothing is drawn
outside a symbol's viewport, so clipping changes no pixel (checked with librsvg).
Each symbol is kept once per file and drawn through ``<use>`` of a ``<g>``, which
QtSvg has always supported, instead of being copied into every place it is used: that
keeps the court cards at their original size instead of doubling them.

Also writes ``back.svg``, the card back (drawn here, not part of the source deck).

Only the 24 Doppelkopf kinds are vendored (ranks 9 10 J Q K A; 10 is ``T`` in both the
package's names and ours), named by our card codes: rank ``9 T J Q K A`` + suit
``C S H D``, e.g. ``TH.svg``, ``QC.svg``, ``9D.svg``.

Usage (stdlib only)::

    cd /tmp && npm pack @heruka_urgyen/react-playing-cards && tar xzf heruka_urgyen-react-playing-cards-*.tgz
    python packaging/vendor_cards.py /tmp/package resources/cards

The first argument is the unpacked package directory (the one holding package.json);
the second is the output directory.  ``resources/cards/LICENSE.txt`` is kept by hand.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
HREF = f"{{{XLINK_NS}}}href"
S = f"{{{SVG_NS}}}"

RANKS = "9TJQKA"
SUITS = "CSHD"
CODES = [rank + suit for rank in RANKS for suit in SUITS]
PACKAGE_RANK = {"9": "9", "T": "T", "J": "J", "Q": "Q", "K": "K", "A": "A"}

# The deck's card size in user units (root viewBox "-120 -168 240 336").
CARD_W, CARD_H = 240, 336
CARD_VIEWBOX = "-120 -168 240 336"

ET.register_namespace("", SVG_NS)
ET.register_namespace("xlink", XLINK_NS)


def fmt(value: float) -> str:
    """Short decimal text for a number (at most 6 decimals, no trailing zeros)."""
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def parse_viewbox(text: str) -> tuple[float, float, float, float]:
    parts = [float(p) for p in re.split(r"[\s,]+", text.strip())]
    if len(parts) != 4:
        raise ValueError(f"bad viewBox {text!r}")
    return parts[0], parts[1], parts[2], parts[3]


def parse_length(text: str | None, reference: float) -> float:
    """A user-unit length; missing or a percentage refers to the enclosing viewport."""
    if text is None:
        return reference
    text = text.strip()
    if text.endswith("%"):
        return float(text[:-1]) * reference / 100.0
    return float(re.sub(r"px$", "", text))


def viewbox_transform(
    viewbox: tuple[float, float, float, float], par: str | None, width: float, height: float
) -> tuple[float, float, float, float]:
    """(sx, sy, tx, ty) mapping a viewBox onto a viewport (0, 0, width, height), per the
    SVG spec's preserveAspectRatio rules."""
    vx, vy, vw, vh = viewbox
    words = (par or "xMidYMid meet").split()
    align = words[0]
    if align == "defer":
        words = words[1:]
        align = words[0] if words else "xMidYMid"
    slice_ = len(words) > 1 and words[1] == "slice"
    sx, sy = width / vw, height / vh
    if align == "none":
        return sx, sy, -vx * sx, -vy * sy
    scale = max(sx, sy) if slice_ else min(sx, sy)
    tx, ty = -vx * scale, -vy * scale
    if "xMid" in align:
        tx += (width - vw * scale) / 2
    elif "xMax" in align:
        tx += width - vw * scale
    if "YMid" in align:
        ty += (height - vh * scale) / 2
    elif "YMax" in align:
        ty += height - vh * scale
    return scale, scale, tx, ty


class Inliner:
    """Rewrites one card file: symbols -> <g> in <defs>, uses -> explicit transforms."""

    def __init__(self, root: ET.Element) -> None:
        self.root = root
        self.by_id = {el.get("id"): el for el in root.iter() if el.get("id")}
        self.emitted: dict[str, ET.Element] = {}  # id -> converted definition, in order

    @staticmethod
    def ref_id(use: ET.Element) -> str:
        href = use.get(HREF) or use.get("href") or ""
        if not href.startswith("#"):
            raise ValueError(f"external or missing reference {href!r}")
        return href[1:]

    def define(self, ident: str) -> None:
        """Emit the definition of `ident` (after everything it refers to)."""
        if ident in self.emitted:
            return
        source = self.by_id.get(ident)
        if source is None:
            raise ValueError(f"reference to unknown id #{ident}")
        self.emitted[ident] = None  # type: ignore[assignment]  # reserve: cycles stop here
        if source.tag == S + "symbol":
            vb = source.get("viewBox")
            vp_w, vp_h = (parse_viewbox(vb)[2:] if vb else (CARD_W, CARD_H))
            group = ET.Element(S + "g", {"id": ident})
            for child in source:
                group.append(self.convert(child, vp_w, vp_h))
            converted = group
        else:
            converted = self.convert(source, CARD_W, CARD_H)
        # re-insert so that dependencies (emitted during convert) come first
        del self.emitted[ident]
        self.emitted[ident] = converted

    def convert(self, el: ET.Element, vp_w: float, vp_h: float) -> ET.Element:
        """A converted copy of `el`; (vp_w, vp_h) is the enclosing viewport's size."""
        if el.tag == S + "use":
            return self.convert_use(el, vp_w, vp_h)
        out = ET.Element(el.tag, dict(el.attrib))
        out.text, out.tail = el.text, None
        for child in el:
            if child.tag in (S + "symbol", S + "defs", S + "metadata", S + "title", S + "desc"):
                continue
            out.append(self.convert(child, vp_w, vp_h))
        return out

    def convert_use(self, use: ET.Element, vp_w: float, vp_h: float) -> ET.Element:
        ident = self.ref_id(use)
        self.define(ident)
        target = self.by_id[ident]
        attrs = {k: v for k, v in use.attrib.items() if k not in (HREF, "href", "x", "y", "width", "height")}
        x = float(use.get("x", "0"))
        y = float(use.get("y", "0"))
        steps = []
        if use.get("transform"):
            steps.append(use.get("transform").strip())
        if target.tag == S + "symbol" and target.get("viewBox"):
            width = parse_length(use.get("width"), vp_w)
            height = parse_length(use.get("height"), vp_h)
            sx, sy, tx, ty = viewbox_transform(
                parse_viewbox(target.get("viewBox")), target.get("preserveAspectRatio"), width, height
            )
            x, y = x + tx, y + ty
            if x or y:
                steps.append(f"translate({fmt(x)},{fmt(y)})")
            steps.append(f"scale({fmt(sx)})" if sx == sy else f"scale({fmt(sx)},{fmt(sy)})")
        elif x or y:
            steps.append(f"translate({fmt(x)},{fmt(y)})")
        if steps:
            attrs["transform"] = "".join(steps)
        out = ET.Element(S + "use", {HREF: "#" + ident, **attrs})
        return out

    def run(self, comment: str) -> ET.Element:
        root = ET.Element(
            S + "svg",
            {"version": "1.1", "width": str(CARD_W), "height": str(CARD_H), "viewBox": self.root.get("viewBox", CARD_VIEWBOX)},
        )
        root.append(ET.Comment(comment))
        body = [self.convert(child, CARD_W, CARD_H) for child in self.root
                if child.tag not in (S + "symbol", S + "defs", S + "metadata", S + "title", S + "desc")]
        if self.emitted:
            defs = ET.SubElement(root, S + "defs")
            defs.extend(self.emitted.values())
        root.extend(body)
        return root


def vendor_face(src: Path, dst: Path, comment: str) -> None:
    tree = ET.parse(src)
    root = tree.getroot()
    if root.tag != S + "svg":
        raise ValueError(f"{src}: not an SVG document")
    out = Inliner(root).run(comment)
    # sanity: nothing may still point at a symbol, and every reference must resolve
    ids = {el.get("id") for el in out.iter() if el.get("id")}
    for el in out.iter(S + "use"):
        if el.get(HREF, "")[1:] not in ids:
            raise AssertionError(f"{dst.name}: dangling reference {el.get(HREF)}")
    if any(True for _ in out.iter(S + "symbol")):
        raise AssertionError(f"{dst.name}: symbol left over")
    write(out, dst)


def write(root: ET.Element, dst: Path) -> None:
    text = ET.tostring(root, encoding="unicode", short_empty_elements=True)
    dst.write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n", encoding="utf-8")


def back_svg() -> str:
    """The card back: white rim, dark blue rounded panel, light diamond lattice."""
    # lattice area: 10 x 10 diamonds over 200 x 296 (diamonds of 20 x 29.6, the card's ratio)
    x0, y0, w, h, n = -100.0, -148.0, 200.0, 296.0, 10
    cw, ch = w / n, h / n
    segments = []
    for k in range(1, 2 * n):  # lines u + v = k
        u1, u2 = max(0, k - n), min(n, k)
        segments.append(((u1, k - u1), (u2, k - u2)))
    for k in range(-(n - 1), n):  # lines u - v = k
        u1, u2 = max(0, k), min(n, n + k)
        segments.append(((u1, u1 - k), (u2, u2 - k)))
    d = "".join(
        f"M{fmt(x0 + a[0] * cw)} {fmt(y0 + a[1] * ch)}L{fmt(x0 + b[0] * cw)} {fmt(y0 + b[1] * ch)}"
        for a, b in segments
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{CARD_W}" height="{CARD_H}" viewBox="{CARD_VIEWBOX}">
<!-- Card back for dokodesk, drawn by packaging/vendor_cards.py; CC0 1.0 like the faces. -->
<rect width="239" height="335" x="-119.5" y="-167.5" rx="12" ry="12" fill="white" stroke="black"/>
<rect width="216" height="312" x="-108" y="-156" rx="9" ry="9" fill="#1c3458"/>
<path d="{d}" fill="none" stroke="#6f8fbf" stroke-width="1.6" stroke-linecap="round"/>
<rect width="{fmt(w)}" height="{fmt(h)}" x="{fmt(x0)}" y="{fmt(y0)}" fill="none" stroke="#e8edf5" stroke-width="1.6"/>
<rect width="28" height="39.2" x="-14" y="-19.6" rx="3" ry="3" fill="#1c3458" stroke="#e8edf5" stroke-width="1.6"/>
<path d="M0 -13L8 0L0 13L-8 0Z" fill="#e8edf5"/>
</svg>
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("package", type=Path, help="unpacked @heruka_urgyen/react-playing-cards directory")
    parser.add_argument("out", type=Path, help="output directory, normally resources/cards")
    args = parser.parse_args(argv)

    meta = json.loads((args.package / "package.json").read_text(encoding="utf-8"))
    src_dir = args.package / "src" / "images" / "2color"
    comment = (
        f" Card art: Adrian Kennard, SVG-cards (www.me.uk/cards), CC0 1.0; taken from npm"
        f" {meta['name']} {meta['version']} and rewritten for QtSvg by packaging/vendor_cards.py."
        f" See LICENSE.txt. "
    )
    args.out.mkdir(parents=True, exist_ok=True)
    for code in CODES:
        src = src_dir / f"{PACKAGE_RANK[code[0]]}{code[1]}.svg"
        vendor_face(src, args.out / f"{code}.svg", comment)
    (args.out / "back.svg").write_text(back_svg(), encoding="utf-8")
    print(f"wrote {len(CODES)} faces and back.svg to {args.out} from {meta['name']} {meta['version']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
