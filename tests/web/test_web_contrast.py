"""The default colours pass WCAG 2.1 AA (issue 9 item 8): contrast ratios of
the text colours against their backgrounds, computed from the style sheets
themselves (custom properties resolved). Text on the felt is checked against
its lightest part (--felt-light, the centre of the gradient). WCAG 2.1,
1.4.3 Contrast (Minimum): 4.5:1 for normal text."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "talong" / "web"
AA = 4.5


def rules(text: str) -> dict[str, dict[str, str]]:
    """selector -> declarations, for the plain rules of a style sheet (media blocks skipped)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}", "", text)
    out: dict[str, dict[str, str]] = {}
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", text):
        decls = dict((k.strip(), v.strip()) for k, _, v in (d.partition(":") for d in body.split(";")) if v.strip())
        for selector in selectors.split(","):
            out.setdefault(" ".join(selector.split()), {}).update(decls)
    return out


SHEETS = {name: rules((WEB / name).read_text()) for name in ("style.css", "css/bridge.css", "css/schafkopf.css")}
ROOT = {**SHEETS["style.css"][":root"], **SHEETS["css/bridge.css"].get(":root", {})}


def colour(value: str) -> str:
    """A declaration's first colour: a hex value, or a custom property resolved from :root."""
    for _ in range(5):
        found = re.search(r"var\((--[\w-]+)\)|#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|\bwhite\b", value)
        assert found, f"no colour in {value!r}"
        if found.group(0) == "white":
            return "#ffffff"
        if found.group(1):
            value = ROOT[found.group(1)]
            continue
        hexa = found.group(0)
        return hexa if len(hexa) == 7 else "#" + "".join(c * 2 for c in hexa[1:])
    raise AssertionError(value)


def luminance(hexa: str) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(hexa[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_ratio_matches_the_wcag_definition():
    """WCAG 2.1 "contrast ratio": (L1 + 0.05) / (L2 + 0.05); black on white is 21:1."""
    assert round(ratio("#000000", "#ffffff"), 2) == 21.0 and ratio("#777777", "#777777") == 1.0


# (sheet, selector, background): the text colour of the rule against the rule's own
# background, or against the given custom property where the text sits on the page, a panel or the felt.
PAIRS = [
    ("style.css", "button.primary", None),
    ("style.css", ".seat.to-move .nameplate", None),
    ("style.css", ".suit-class.högsta-färg", None),
    ("style.css", ".suit-class.färg", None),
    ("style.css", ".suit-class.trump", None),
    ("style.css", ".suit-H", "--felt-light"),
    ("style.css", ".panel .suit-H", "--panel"),
    ("style.css", ".nameplate .role", "--felt-light"),
    ("style.css", "button.link", "--felt-light"),
    ("style.css", ".muted", "--paper"),
    ("style.css", ".muted", "--panel"),
    ("style.css", "a", "--panel"),
    ("style.css", ".error", None),
    ("style.css", ".notice", None),
    ("style.css", "ol.lines .amount", "--panel"),
    ("style.css", "ol.lines .amount.neg", "--panel"),
    ("style.css", ".status .link-state", "--panel"),
    ("style.css", ".panel button.link", "--panel"),
    ("css/bridge.css", ".auction-table th.vul", None),
    ("css/bridge.css", ".board-plate .pocket.vul", None),
    ("css/bridge.css", ".board-text .vul-text", "--felt-light"),
]


@pytest.mark.parametrize("sheet,selector,background", PAIRS)
def test_default_colours_pass_wcag_aa(sheet, selector, background):
    decls = SHEETS[sheet].get(selector)
    assert decls is not None, f"{selector} is not in {sheet}"
    fg = colour(decls["color"])
    bg = colour(ROOT[background]) if background else colour(decls.get("background") or decls["background-color"])
    assert ratio(fg, bg) >= AA, f"{selector} in {sheet}: {fg} on {bg} is {ratio(fg, bg):.2f}:1"


def test_a_reduced_motion_setting_stops_every_endless_animation():
    """WCAG 2.1, 2.3.3 Animation from Interactions, and 2.2.2 Pause, Stop,
    Hide: with the OS setting "reduce motion" no animation runs for ever (the
    pulse on a thinking seat, the next call of the auction). Each rule with an
    `infinite` animation is switched off under prefers-reduced-motion."""
    css = "\n".join(re.sub(r"/\*.*?\*/", "", (WEB / name).read_text(), flags=re.S) for name in SHEETS)
    endless = {" ".join(s.split()) for selectors, body in re.findall(r"([^{}@]+)\{([^{}]*)\}", css)
               if "infinite" in body for s in selectors.split(",")}
    block = re.search(r"@media \(prefers-reduced-motion: reduce\) \{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}", css)
    assert endless and block, "no endless animation found, or no reduced-motion block"
    stopped = {" ".join(s.split()) for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", block.group(1))
               if re.search(r"animation:\s*none", body) for s in selectors.split(",")}
    assert endless <= stopped, endless - stopped
