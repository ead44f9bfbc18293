"""The bid and figure tables as data: koenigrufen-stockholms-wirasallskap.txt
p.20 "Budtabell för Königrufen" and "Figurer", with SPEC.md's digits."""
from talong.games.koenigrufen import GAME
from talong.games.koenigrufen.tables import CONTRACT_BY_KEY, FIGURE_BY_KEY, FIGURES, allowed_figures


def test_table_columns_won_and_lost():
    """KR-I13 ⚑ two value columns, won / lost («Farbendreier 3 3/»); bei rows
    a/b = bei player / base player; SPEC fills the lost digits (Zwiccolo 2,
    Dreier 4, Piccolo ouverte 5, Bettler ouverte 7, Solodreier 8); KR-I02."""
    values = {k: (c.won, c.lost, c.lost_forehand) for k, c in CONTRACT_BY_KEY.items()}
    assert values["farbendreier"] == (3, 3, 6) and values["farbensolo"] == (6, 6, 12)
    assert values["sechserdreier"] == (3, 6, 6)
    assert [values[k][0] for k in ("zwiccolo", "dreier", "piccolo-ouverte", "bettler-ouverte", "solodreier")] == \
        [2, 4, 5, 7, 8]
    assert CONTRACT_BY_KEY["bettler-bei-piccolo"].bei == ("bettler", "piccolo")
    assert CONTRACT_BY_KEY["piccolo"].won == 2 and CONTRACT_BY_KEY["bettler"].won == 3


def test_rufer_calls_a_partner_dreier_plays_alone():
    """KR-O01 «spel där spelföraren anropar en partner, Rufer, och spel där han
    spelar ensam mot övriga tre, Dreier» (table column «Kung»)."""
    calls = sorted(k for k, c in CONTRACT_BY_KEY.items() if c.call)
    assert calls == ["kakadurufer", "pagatrufer", "rufer", "solorufer", "uhurufer"]


def test_figure_table():
    """KR-J19 ⚑ «Betal-» … «ningen framgår av tabellen nedan»: the figure
    payments are the p.20 table; KR-J12 silent/declared values; KR-J20 figures
    per contract."""
    assert [(f.key, f.silent, f.declared) for f in FIGURES] == [
        ("trull", 1, 2), ("kings", 1, 2), ("grammeln", 1, 2), ("grossgrammeln", 1, 2), ("kungultimo", 1, 2),
        ("pagatultimo", 1, 2), ("uhu", 2, 4), ("kakadu", 3, 6), ("valat", 4, 8)]
    assert allowed_figures(CONTRACT_BY_KEY["bettler"]) == ()
    assert "kungultimo" not in allowed_figures(CONTRACT_BY_KEY["dreier"])
    assert FIGURE_BY_KEY["uhu"].trick == 11
    assert {c["key"] for c in GAME.tables()["contracts"]} == set(CONTRACT_BY_KEY)
