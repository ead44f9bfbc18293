"""What a contract's outcome is worth, in pinnar, for the strong Vira AI.

Betar from the bid's row of the betar table (vira-sa-spelar-du-vira.txt "Hur
räknas betar och pinnar i Vira?"; omköp columns after an omköp), pinnar from
the bid table's pin column per opponent ("Betalning av pinnar"), 1 bet = 8
pinnar. A bet put into the pulla is not all lost: the pulla is shared
equally at the end ("Delning och slutsammanräkning", with four players the
one sitting out shares too), so a bet is worth 8 * (1 - 1/players) to the
declarer and costs each other player 8 / players. Values are for the
declarer; the two opponents each get minus the pinnar and the pulla share.
"""
from __future__ import annotations

from talong.games.vira.tables import BETAR, PINNAR_PER_BET, Bid

HEM, BET, KODILJ = 0, 1, 2


def declarer_values(bid: Bid, trump_class: str | None, players: int, omkop: bool = False,
                    first_class: str | None = None) -> tuple[float, float, float]:
    """(hem, bet, kodilj) for the declarer, in pinnar with the pulla share."""
    row = BETAR[bid.betar_row]
    betar = row.omkop if omkop and row.omkop else (row.hem, row.bet, row.kodilj)
    pins = bid.pin_value(trump_class)
    keep = PINNAR_PER_BET * (1 - 1 / players)
    extra = -2 * bid.pin_value(first_class) if omkop else 0   # paid as if laid after the first buy
    return (keep * betar[0] + 2 * pins + extra, keep * betar[1] - 2 * pins + extra,
            keep * betar[2] - 2 * pins + extra)


def opponent_value(bid: Bid, trump_class: str | None, players: int, outcome: int, omkop: bool = False,
                   first_class: str | None = None) -> float:
    """One opponent's pinnar for an outcome (HEM, BET, KODILJ)."""
    row = BETAR[bid.betar_row]
    betar = (row.omkop if omkop and row.omkop else (row.hem, row.bet, row.kodilj))[outcome]
    pins = bid.pin_value(trump_class) * (1 if outcome == HEM else -1)
    extra = bid.pin_value(first_class) if omkop else 0
    return -pins + extra - PINNAR_PER_BET * betar / players
