"""Text helpers shared by terminal games (`talong play <game>`): reading a
person's action by number or as typed text, with re-prompts on bad input
and a clean stop at end of input.
"""
from __future__ import annotations

from typing import Any, Callable, TextIO

from talong.core.engine import GameError

PROMPTS = {
    "sv": {"choose": "Välj (nummer eller åtgärd)", "unknown": "okänt val: skriv ett nummer 1-{n} eller en åtgärd",
           "refused": "Ej tillåtet"},
    "en": {"choose": "Choose (number or action)", "unknown": "unknown choice: type a number 1-{n} or an action",
           "refused": "Not allowed"},
}


def ask(state: Any, header: str, lang: str, stdin: TextIO, out: TextIO) -> str | None:
    """Show `header` and the numbered legal actions; return the chosen action,
    or None at end of input. A typed action is tried on the state (which is
    never changed), so a refusal prints the engine's message with its rule."""
    t = PROMPTS[lang]
    legal = state.legal_actions()
    print(header, file=out)
    for i, action in enumerate(legal, 1):
        print(f"  {i:>2}) {state.describe(action, lang)}   [{action}]", file=out)
    while True:
        print(f"{t['choose']}: ", end="", file=out, flush=True)
        line = stdin.readline()
        if not line:
            return None
        text = line.strip()
        if not stdin.isatty():
            print(text, file=out)   # piped input is not echoed by a terminal
        if text.isdigit():
            if 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
        elif text:
            try:
                state.apply(text)
            except GameError as err:
                print(f"  {t['refused']}: {err}", file=out)
                continue
            # The legal spelling when it is one (case and spaces may differ).
            return next((a for a in legal if a.lower() == text.lower()), text)
        print("  " + t["unknown"].format(n=len(legal)), file=out)


def play_deal(state: Any, human: int, ais: dict[int, Any], render: Callable[[dict[str, Any], str], str],
              seat_text: Callable[[int, str], str], lang: str, stdin: TextIO, out: TextIO) -> Any | None:
    """Play one deal to its end: the person chooses at `human`'s turns (seeing
    only that seat's view), the AI players at theirs, each AI action printed.
    Returns the terminal state, or None when the person's input ends."""
    while not state.is_terminal():
        seat = state.to_move()
        if seat == human:
            action = ask(state, render(state.view(human), lang), lang, stdin, out)
            if action is None:
                return None
        else:
            action = ais[seat].choose(state.view(seat), state.legal_actions())
            print(f"{seat_text(seat, lang)}: {state.describe(action, lang)}", file=out)
        state = state.apply(action)
    return state


def play_party(party: Any, human: int, ais: dict[int, Any], render: Callable[[dict[str, Any], str], str],
               seat_text: Callable[[int, str], str], lang: str, stdin: TextIO, out: TextIO, *,
               texts: dict[str, str], after_deal: Callable[[Any, dict[str, Any]], None],
               before_deal: Callable[[], None] = lambda: None) -> int:
    """A whole party in the terminal: each deal played (play_deal), settled by
    the party and shown by `after_deal(state, result)`; then the party's final
    settlement lines. `texts` holds the "eof" and "final" texts of the game."""
    from talong.runner import play_companions, settle   # late: the runner imports the AI players
    while not party.is_over():
        before_deal()
        start = party.next_deal()
        state = play_deal(start, human, ais, render, seat_text, lang, stdin, out)
        if state is None:
            print(f"\n{texts['eof']}", file=out)
            return 0
        companions = [end for end, _ in play_companions(party, party.deals_played + 1, start)]
        after_deal(state, settle(party, state, companions))
    print(f"== {texts['final']} ==", file=out)
    for line in party.final_settlement()["lines"]:
        print(line["text_" + lang], file=out)
    return 0
