"""The score sheet the table shows (issue 9 item 5): one row per deal, and its
columns always sum to the standings, during the party and after the final
settlement (Vira: rules/vira-stockholms-wirasallskap.txt, "Delning och
slutsammanräkning": the pulla is shared at the end, so the final standings
are the final result)."""
from __future__ import annotations

import random

import pytest

from talong.core.engine import make_party
from talong.games import get_game
from talong.i18n import line_text


def play_party(game: str, options: dict, seed: int):
    party = make_party(get_game(game), options, seed)
    rng = random.Random(seed)
    seen = []
    while not party.is_over():
        state = party.next_deal()
        while not state.is_terminal():
            state = state.apply(rng.choice(state.legal_actions()))
        party.finish_deal(state)
        seen.append(party.standings())
    return party, seen


def column_sums(sheet, n):
    return [sum(row["amounts"][s] for row in sheet) for s in range(n)]


@pytest.mark.parametrize("players,seed", [(3, 1), (3, 2), (4, 3), (4, 4)])
def test_vira_sheet_sums_to_the_standings_and_the_final_result(players, seed):
    """"Delning och slutsammanräkning": the pulla is shared when the party
    ends; the standings then show the final result, not the score before sharing."""
    party, seen = play_party("vira", {"players": players, "deals": 3}, seed)
    for standings in seen:
        assert column_sums(standings["sheet"], players) == standings["totals"]
        assert sum(row["kind"] == "deal" for row in standings["sheet"]) == standings["deals_played"]
    final = party.final_settlement()
    last = seen[-1]
    assert last["totals"] == final["final"] and last["shared"]
    assert [p["score"] for p in last["players"]] == final["final"]
    assert last["sheet"][-1]["kind"] == "share"
    mine = [line for line in final["lines"] if line["seat"] is not None and "slutresultat" in line_text(line, "sv")]
    assert [line["amount"] for line in mine] == final["final"]


def test_vira_marker_wording():
    """Every part of a marker amount carries the sign; one pinne is singular."""
    from talong.games.vira.party import markers_text, signed_pinnar
    assert markers_text(-20) == "−2 betar, −2 runda"
    assert markers_text(9) == "+1 bet, +1 pinne"
    assert signed_pinnar(1) == "+1 pinne" and signed_pinnar(-20) == "−20 pinnar" and signed_pinnar(0) == "0 pinnar"


def test_schafkopf_sheet_sums_to_the_standings():
    party, seen = play_party("schafkopf", {"deals": 3}, 5)
    for standings in seen:
        assert column_sums(standings["sheet"], 4) == standings["totals"]
        assert len(standings["sheet"]) == standings["deals_played"]
