"""`talong play vira` (talong/games/vira/terminal.py): a person plays seat 0
against AI players with piped input; bad input re-prompts naming the rule;
end of input stops cleanly; the table shows only what seat 0 may see."""
import io
import re
from types import SimpleNamespace

from talong.cli import main as cli_main
from talong.cli import play
from talong.games.vira import GAME
from talong.games.vira.terminal import hand_text, render


def _args(**kw):
    base = {"players": 3, "deals": 1, "seed": 4, "ai": "basic", "option": None, "lang": "sv"}
    return SimpleNamespace(**{**base, **kw})


def _play(text, **kw):
    out = io.StringIO()
    assert play("vira", _args(**kw), stdin=io.StringIO(text), out=out) == 0
    return out.getvalue()


def test_whole_deal_with_piped_input_prints_the_settlement():
    """Always answering "1" plays a whole deal; the settlement lines
    ('Betalningar'), the pulla and the final settlement ('Delning och
    slutsammanräkning') are printed."""
    text = _play("1\n" * 400)
    assert "Bottenkort" in text and "högsta färg" in text and "förhand" in text
    assert "Din hand:" in text and "Bud:" in text
    assert "Kontrakt:" in text and "Stick:" in text
    assert "Pullan:" in text and "Ställning (1/1)" in text
    assert "== Slutsammanräkning ==" in text and "slutresultat" in text
    assert "Slut på indata" not in text
    # the settlement stays on screen until Enter (issue 9 item 9)
    assert text.index("Ställning (1/1)") < text.index("[Tryck Enter för att fortsätta]") < text.index("== Slutsamman")


def test_four_players_in_english_show_who_sits_out():
    """With four players the dealer's right-hand neighbour står över
    ('Giv'; 'Spelets fortsatta gång')."""
    text = _play("1\n" * 800, players=4, deals=2, lang="en", seed=9)
    assert "står över (sits out)" in text and "dealer (giv)" in text
    assert "Standings (2/2)" in text and "== Final settlement ==" in text


def test_end_of_input_stops_cleanly():
    text = _play("")
    assert text.rstrip().endswith("Slut på indata: partiet avbryts.")
    text = _play("1\n1\n", lang="en")
    assert text.rstrip().endswith("End of input: the match stops.")


def test_bad_input_reprompts_with_the_rule():
    """An unknown number re-prompts; a typed action the rules refuse prints
    the engine's message and its rule; a typed legal action is taken."""
    text = _play("99\nplay SA\nxyz\n", lang="en")
    assert "unknown choice: type a number 1-" in text
    assert "Not allowed:" in text and "docs/vira-actions.md" in text
    assert text.count("Choose (number or action):") == 4


def test_typed_action_is_accepted_in_any_case():
    """Card and suit codes may be written in lower case (docs/vira-actions.md)."""
    text = _play("BID BEGÄR\n" + "1\n" * 400)
    assert "plats 1 (du): bjuder Begär" in text or "bjuder Begär (6-spel)" in text
    assert "== Slutsammanräkning ==" in text


def test_table_shows_only_seat_zeros_cards():
    """Hidden information (SPEC.md, Every game: a seat sees its own cards and
    what is shown openly): the table drawn for seat 0 is the same whatever
    the other hands and the talong hold, and it shows seat 0's hand."""
    import copy
    state = GAME.deal({"players": 3, "forhand": 0}, seed=21)
    record = state.deal_record()
    shown = render(state.view(0), "sv")
    other = copy.deepcopy(record)
    hands = other["hands"]
    hands[1][0], hands[2][0] = hands[2][0], hands[1][0]
    hands[2][1], other["talong"][0] = other["talong"][0], hands[2][1]
    assert sorted(hands[1]) != sorted(record["hands"][1])
    assert render(GAME.deal({"players": 3, "forhand": 0}, deal=other).view(0), "sv") == shown
    assert f"Din hand: {hand_text(record['hands'][0], state.view(0), 'sv')}" in shown


def test_hand_is_sorted_by_suit_with_class_marks_and_the_webs_names():
    """Suits by the web's names, highest card first, ranks as the web's cards
    print them (Swedish E K D Kn 10: talong/web/js/cards.js)."""
    view = GAME.deal({"players": 3, "forhand": 0}, seed=21).view(0)
    text = hand_text(["S2", "SA", "C3", "HK", "ST", "SJ"], view, "en")
    suits = [part.split(":")[0] for part in text.split(" | ")]
    assert [s.rstrip("*") for s in suits] == ["clubs", "hearts", "spades"]
    assert text.endswith("A J 10 2")
    assert hand_text(["SA", "SQ", "SJ", "ST"], view, "sv").endswith("E D Kn 10")
    assert any(s.endswith("**") for s in
               [p.split(":")[0] for p in hand_text(["CA", "DA", "HA", "SA"], view, "en").split(" | ")])


def test_opening_bid_menu_is_folded_by_family_so_the_hand_stays_on_screen():
    """The opening bid list (89 bids: rules/vira-sa-spelar-du-vira.txt, the
    bid table) is shown as one line per bid family; choosing a family opens
    its bids, and a bid chosen there is made."""
    text = _play("2\n1\n", lang="en", seed=4)
    first = text.split("Choose (number or action):")[0]
    menu = [line for line in first.splitlines() if re.match(r"\s+\d+\) ", line)]
    assert 5 < len(menu) < 20 and "Your hand:" in first
    assert any("Gask …   (24 choices)" in line for line in menu)
    assert "bid" in text.split("Choose (number or action):")[1]   # the family opened: its bids listed
    assert "plats 1 (du)" in text or "seat 1 (you)" in text


def test_cli_play_subcommand(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 400))
    assert cli_main(["play", "vira", "--deals", "1", "--seed", "3"]) == 0
    assert "Slutsammanräkning" in capsys.readouterr().out


def test_other_seats_discards_are_not_named():
    """Hidden information (SPEC.md, Every game): the cards another seat keeps
    or puts away face down never appear in the terminal; only that it did
    ('titta på sina egna kastkort': each player sees only his own discards)."""
    text = _play("1\n" * 400, seed=7)
    ai_lines = [line for line in text.splitlines() if re.match(r"plats [23]: ", line)]
    assert any("lägger bort ett kort" in line for line in ai_lines)
    assert not [line for line in ai_lines if re.search(r"(lägger bort|behåller) (spader|hjärter|ruter|klöver)", line)]
