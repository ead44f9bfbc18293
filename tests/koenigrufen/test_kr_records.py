"""Records, replay and the command line for Königrufen (SPEC.md Every game: a
deal is reproducible from its record; `talong selfplay`, `talong replay`)."""
import copy
import json

import pytest

from talong import cli
from talong.ai import RandomPlayer
from talong.core import records
from talong.core.engine import RecordError
from talong.runner import replay, self_play


def _record(seed=5, rounds=1):
    players = [RandomPlayer(seed * 10 + s) for s in range(4)]
    lines = list(self_play("koenigrufen", {"rounds": rounds}, seed, players))
    return lines[:-1], lines[-1]["record"]


def test_record_replays_to_the_same_settlement():
    """KR-C12 knacka and the pile choices are recorded actions, so «a record
    replays exactly»; KR-C13 the protocol: the replayed totals are the same."""
    lines, record = _record()
    again = replay(records.load(records.dumps(record)))
    assert [d["returns"] for d in again["deals"]] == [line["returns"] for line in lines]
    assert again["final"]["totals"] == lines[-1]["standings"]["totals"]
    assert record["deals"][0]["actions"][0]["action"] in ("cut", "knacka")


def test_tampered_record_is_refused_naming_the_rule():
    """KR-D04 a record where förhand passes at once is refused with the index
    and the rule («Förhand får inte passa»)."""
    _, record = _record()
    bad = copy.deepcopy(record)
    actions = bad["deals"][0]["actions"]
    first_bid = next(i for i, a in enumerate(actions) if a["action"].startswith("bid"))
    actions[first_bid] = {**actions[first_bid], "action": "pass"}
    with pytest.raises(RecordError, match=f"action {first_bid}.*förhand may not pass"):
        replay(bad)


def test_cli_selfplay_and_replay(tmp_path, capsys):
    """`talong selfplay koenigrufen --ai random` writes a record that `talong
    replay` reads back (KR-N02: the final sum is zero)."""
    path = tmp_path / "kr.json"
    assert cli.main(["selfplay", "koenigrufen", "--ai", "random", "--option", "rounds=1", "--seed", "3",
                     "--record", str(path)]) == 0
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(out) == 5 and sum(out[-1]["final"]["totals"]) == 0
    assert cli.main(["replay", str(path)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["final"]["totals"] == out[-1]["final"]["totals"]


def test_terminal_plays_a_party_from_piped_numbers():
    """`talong play koenigrufen`: the person plays seat 0 by numbers and sees
    each deal's settlement lines, the running totals and the final standing;
    another player's face-down discard names no card (KR-F04 «dolt»)."""
    import io
    from types import SimpleNamespace

    out = io.StringIO()
    args = SimpleNamespace(players=None, deals=4, seed=3, ai="basic", lang="sv", option=None)
    assert cli.play("koenigrufen", args, stdin=io.StringIO("1\n" * 400), out=out) == 0
    text = out.getvalue()
    assert "Din hand:" in text and "Bud:" in text and "Ställning:" in text and "Slutställning" in text
    discards = [line for line in text.splitlines() if ": Lägger bort" in line and not line.startswith(" ")]
    assert discards and all(line.endswith("ett kort") for line in discards)


def test_the_terminal_names_cards_as_the_web_table_does():
    """Issue 9 item 9: "The terminal uses the same names as the web": a
    suit card by its suit symbol and corner index (Swedish K D Ka Kn, English
    K Q C J), a tarok by its numeral, the Sküs by name; never the raw code."""
    from talong.games.koenigrufen.terminal import card_text
    assert [card_text(c, "sv") for c in ("hk", "cka", "dkn", "sd", "d1", "s10", "XXI", "S")] == \
        ["♥K", "♣Ka", "♦Kn", "♠D", "♦1", "♠10", "XXI", "Sküs"]
    assert [card_text(c, "en") for c in ("cka", "dkn", "sd")] == ["♣C", "♦J", "♠Q"]
