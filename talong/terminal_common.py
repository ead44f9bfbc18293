"""What every terminal game (`talong play <game>`) shares: the `Table` a
game's terminal module gives (how a view is drawn, how a settlement is
shown), card names as the web prints them, and the party loop that reads the
person's actions by number or as typed text, with re-prompts on bad input
and a clean stop at end of input. talong/cli.py builds the party and the AI
players; this module imports neither the AI nor any game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, TextIO

from talong.core.cards import Pack
from talong.core.engine import GameError
from talong.i18n import Labels, line_text

PROMPTS = Labels("term")   # PROMPTS[lang]["choose"]: the catalogues' term.* texts


@dataclass
class Table:
    """What a game's terminal module gives `talong play` (its
    `GameInfo.terminal` function builds one for a party)."""

    render: Callable[[dict[str, Any], str], str]      # the person's view as text
    seat_text: Callable[[int, str], str]
    texts: dict[str, str]                             # "eof" and "final" in the table's language
    after_deal: Callable[[Any, dict[str, Any]], None]  # shows a finished deal's settlement
    before_deal: Callable[[], None] = lambda: None
    # Folds a long list of actions into groups: action -> group label, or
    # None to keep the action in the top menu (Vira's bids by family).
    group: Callable[[str, str], str | None] | None = None
    # How another seat's action is announced: only what the person may know
    # (Vira: a card put away face down is not named). Default: state.describe.
    announce: Callable[[Any, str, str], str] | None = None
    # How a final settlement line is printed; default its text. A game whose
    # lines keep the seat and amount as fields only (Schafkopf) adds them here.
    line: Callable[[dict[str, Any], str], str] = line_text


def card_text(pack: Pack, name: str, lang: str) -> str:
    """A card as the web table labels it: the suit symbol and the rank index
    ("♠E", "♥10", "♣Kn" in Swedish; "♠A", "♥10", "♣J" in English)."""
    card = pack.parse(name)
    suit = pack.suits[pack.suit_of(card)]
    return suit.symbol + pack.rank_label(card, lang)


def _menu(state: Any, legal: list[str], lang: str, group: Callable[[str, str], str | None] | None,
          out: TextIO) -> list[tuple[str, list[str]]]:
    """Print the numbered choices: each action, or a group of actions as one
    line; returns the numbered items (label, actions)."""
    if len(legal) <= 15:   # short enough to show whole
        group = None
    items: list[tuple[str, list[str]]] = []
    groups: dict[str, list[str]] = {}
    for action in legal:
        label = group(action, lang) if group else None
        if label is None:
            items.append((f"{state.describe(action, lang)}   [{action}]", [action]))
        elif label in groups:
            groups[label].append(action)
        else:
            groups[label] = [action]
            items.append((label, groups[label]))
    items = [(f"{state.describe(acts[0], lang)}   [{acts[0]}]", acts) if len(acts) == 1 else (label, acts)
             for label, acts in items]
    t = PROMPTS[lang]
    for i, (label, actions) in enumerate(items, 1):
        more = f"   ({len(actions)} {t['more']})" if len(actions) > 1 else ""
        print(f"  {i:>2}) {label}{more}", file=out)
    return items


TIPS_WORDS = ("tips", "tip", "hint")


def ask(state: Any, header: str, lang: str, stdin: TextIO, out: TextIO,
        group: Callable[[str, str], str | None] | None = None,
        advise: Callable[[Any], str] | None = None) -> str | None:
    """Show `header` and the numbered legal actions (groups first open to
    their actions); return the chosen action, or None at end of input. A
    typed action is tried on the state (which is never changed), so a
    refusal prints the engine's message with its rule. With `advise`, typing
    "tips" prints its hint for the position (the person's own view only)."""
    t = PROMPTS[lang]
    legal = state.legal_actions()
    print(header, file=out)
    items = _menu(state, legal, lang, group, out)
    if advise:
        print(f"  ({t['tips']})", file=out)
    opened = False   # a group of the menu is open (0 goes back)
    while True:
        print(f"{t['choose']}: ", end="", file=out, flush=True)
        line = stdin.readline()
        if not line:
            return None
        text = line.strip()
        if not stdin.isatty():
            print(text, file=out)   # piped input is not echoed by a terminal
        if advise and text.lower() in TIPS_WORDS:
            print(f"  {t['tip']}: {advise(state)}", file=out)
            continue
        if text == "0" and opened:
            items, opened = _menu(state, legal, lang, group, out), False
            continue
        if text.isdigit():
            if 1 <= int(text) <= len(items):
                actions = items[int(text) - 1][1]
                if len(actions) == 1:
                    return actions[0]
                items, opened = _menu(state, actions, lang, None, out), True
                print(f"   0) {t['back']}", file=out)
                continue
        elif text:
            try:
                state.apply(text)
            except GameError as err:
                print(f"  {t['refused']}: {err.text(lang)}" + (f" ({err.rule})" if err.rule else ""), file=out)
                continue
            # The legal spelling when it is one (case and spaces may differ).
            return next((a for a in legal if a.lower() == text.lower()), text)
        print("  " + t["unknown"].format(n=len(items)), file=out)


def wait_for_enter(lang: str, stdin: TextIO, out: TextIO) -> None:
    """Keep a settlement on screen until the person presses Enter."""
    print(f"[{PROMPTS[lang]['enter']}]", end="", file=out, flush=True)
    stdin.readline()
    print(file=out)


@dataclass
class Advice:
    """Tips and reviews for the person (talong/cli.py builds them from
    talong.ai.advice): `hint(state)` a one-line tip for the person to move,
    `review(start, actions)` the text lines of a finished deal's review."""

    hint: Callable[[Any], str]
    review: Callable[[Any, list[dict[str, Any]]], list[str]]


def play_deal(state: Any, human: int, ais: dict[int, Any], table: Table, lang: str,
              stdin: TextIO, out: TextIO, advice: Advice | None = None,
              actions: list[dict[str, Any]] | None = None) -> Any | None:
    """Play one deal to its end: the person chooses at `human`'s turns (seeing
    only that seat's view), the AI players at theirs, each AI action printed;
    each action is appended to `actions` when given. Returns the terminal
    state, or None when the person's input ends."""
    while not state.is_terminal():
        seat = state.to_move()
        if seat == human:
            action = ask(state, table.render(state.view(human), lang), lang, stdin, out, table.group,
                         advice.hint if advice else None)
            if action is None:
                return None
        else:
            action = ais[seat].choose(state.view(seat), state.legal_actions())
            said = table.announce(state, action, lang) if table.announce else state.describe(action, lang)
            print(f"{table.seat_text(seat, lang)}: {said}", file=out)
        if actions is not None:
            actions.append({"seat": seat, "action": action})
        state = state.apply(action)
    return state


def play_party(party: Any, human: int, ais: dict[int, Any], table: Table, lang: str,
               stdin: TextIO, out: TextIO, advice: Advice | None = None) -> int:
    """A whole party in the terminal: each deal played (play_deal), settled by
    the party and shown by the table's `after_deal`, with the review of the
    person's decisions when `advice` is given, which stays on screen until
    Enter; then the party's final settlement lines."""
    while not party.is_over():
        from talong.runner import play_companions, settle   # late: the runner imports the AI players
        table.before_deal()
        start = party.next_deal()
        actions: list[dict[str, Any]] = []
        state = play_deal(start, human, ais, table, lang, stdin, out, advice, actions)
        if state is None:
            print(f"\n{table.texts['eof']}", file=out)
            return 0
        companions = [end for end, _ in play_companions(party, party.deals_played + 1, start)]
        table.after_deal(state, settle(party, state, companions))
        if advice is not None:
            print(f"== {PROMPTS[lang]['review']} ==", file=out)
            for line in advice.review(start, actions):
                print(line, file=out)
        wait_for_enter(lang, stdin, out)
    print(f"== {table.texts['final']} ==", file=out)
    for line in party.final_settlement()["lines"]:
        print(table.line(line, lang), file=out)
    return 0
