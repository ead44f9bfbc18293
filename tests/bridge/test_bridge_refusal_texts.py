"""Bridge refusals are catalogue messages (bridge.refusal.*): each reader gets
the refusal in their own language, with seat names, bids and suits in that
language too, while `str(err)` stays the English text with the Law it cites."""
import pytest

from talong.core.engine import IllegalAction
from talong.games.bridge import GAME
from talong.games.bridge.auction import Auction
from talong.i18n import catalogue, languages

RANKS = "23456789TJQKA"
# Hand (r + s) % 4 gets rank r of suit s: every hand holds cards of every suit.
MIXED = {seat: [suit + RANKS[r] for s, suit in enumerate("CDHS") for r in range(13) if (r + s) % 4 == h]
         for h, seat in enumerate("NESW")}


def auction(*calls):
    """Board 1: North deals (Law 2)."""
    state = GAME.deal({}, deal={"board": 1, "hands": MIXED})
    for call in calls:
        state = state.apply(call)
    return state


def led():
    """1S by North; East has led CJ, so North plays dummy South's card."""
    return auction("1S", "pass", "pass", "pass").apply("play CJ")


def claimed():
    """North claims all 13 tricks after the lead; East answers first."""
    return led().apply("claim 13")


def refusal(make):
    with pytest.raises(IllegalAction) as err:
        make()
    return err.value


def test_an_insufficient_bid_in_swedish():
    """Law 18D: the bids with their suit symbols, the words of the Swedish laws
    ("otillräckligt bud", "benämning"); str(err) is English with the Law."""
    err = refusal(lambda: auction("1N").apply("1H"))
    assert err.msg["id"] == "bridge.refusal.insufficient_bid"
    assert err.text("sv") == ("otillräckligt bud: 1♥ är inte högre än 1 NT (fler trick, eller lika många "
                              "i en högre benämning: NT > ♠ > ♥ > ♦ > ♣)")
    assert str(err) == ("insufficient bid: 1♥ is not higher than 1 NT (more tricks, or as many in a higher "
                        "strain: NT > ♠ > ♥ > ♦ > ♣) (Law 18D)")
    assert err.rule == "Law 18D" and err.message == err.text("en")


def test_a_revoke_in_swedish():
    """Law 44C: the suit led and the seat in the reader's language."""
    err = refusal(lambda: led().apply("play H2"))
    assert err.text("sv") == "du måste bekänna färg: det är klöver som spelats ut och Syd har klöver kvar"
    assert str(err) == "you must follow suit: clubs were led and South holds some (Law 44C)"


def test_seats_are_named_in_the_readers_language():
    err = refusal(lambda: auction().apply_by(2, "pass"))
    assert err.text("sv") == "Syd bjuder utom tur: det är Nord som står i tur (buden går medurs från given)"
    assert str(err).startswith("South calls out of turn: it is North's turn")
    assert refusal(lambda: auction().apply_by(7, "pass")).text("sv").endswith("0-3 = N, Ö, S, V")
    err = refusal(lambda: claimed().apply("play SA"))   # East must answer North's claim of 13 tricks
    assert err.text("sv").startswith("Nord har gjort anspråk på 13 stick och spelet står still: Öst svarar")
    assert str(err).startswith("North has claimed 13 tricks and play has stopped: East answers")


# Every refusal of the bridge engine, each reached from a real position.
CASES = {
    "deal_over": lambda: auction("pass", "pass", "pass", "pass").apply("pass"),
    "not_text": lambda: auction().apply(5),
    "no_seat": lambda: auction().apply_by(7, "pass"),
    "auction_over": lambda: Auction(0).then("pass").then("pass").then("pass").then("pass").check("1C"),
    "call_out_of_turn": lambda: auction().apply_by(2, "pass"),
    "not_a_call": lambda: auction().apply("9Z"),
    "insufficient_bid": lambda: auction("1N").apply("1H"),
    "no_bid_to_double": lambda: auction("pass").apply("double"),
    "double_own_side": lambda: auction("1H", "pass").apply("double"),
    "bid_already_doubled": lambda: auction("1H", "double", "pass").apply("double"),
    "bid_already_redoubled": lambda: auction("1H", "double", "redouble").apply("double"),
    "no_double_to_redouble": lambda: auction("1H").apply("redouble"),
    "contract_redoubled": lambda: auction("1H", "double", "redouble").apply("redouble"),
    "redouble_own_side": lambda: auction("1H", "double", "pass").apply("redouble"),
    "card_in_auction": lambda: auction().apply("play SA"),
    "claim_in_auction": lambda: auction().apply("claim 3"),
    "call_in_play": lambda: led().apply("pass"),
    "not_a_play": lambda: led().apply("play Z9"),
    "dummy_does_not_play": lambda: auction("1S", "pass", "pass", "pass").apply_by(2, "play CQ"),
    "play_out_of_turn": lambda: auction("1S", "pass", "pass", "pass").apply_by(3, "play C5"),
    "not_in_hand": lambda: auction("1S", "pass", "pass", "pass").apply("play SA"),
    "not_in_dummy": lambda: led().apply("play CA"),
    "follow_suit": lambda: led().apply("play H2"),
    "not_a_claim": lambda: led().apply("claim all"),
    "claim_before_lead": lambda: auction("1S", "pass", "pass", "pass").apply("claim 3"),
    "claim_after_dispute": lambda: claimed().apply("dispute").apply("claim 3"),
    "claim_too_many": lambda: led().apply("claim 14"),
    "answer_claim": lambda: claimed().apply("play SA"),
    "answer_now": lambda: claimed().apply_by(3, "accept"),
    "no_claim_to_accept": lambda: led().apply("accept"),
    "no_claim_to_dispute": lambda: led().apply("dispute"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_refusal_renders_in_every_language(name):
    err = refusal(CASES[name])
    assert err.msg["id"] == f"bridge.refusal.{name}"
    assert "Law" in err.rule and str(err) == f"{err.text('en')} ({err.rule})"
    texts = {lang: err.text(lang) for lang in languages()}
    assert all("{" not in text and "'id'" not in text for text in texts.values()), texts
    assert texts["sv"] != texts["en"]


def test_the_cases_cover_every_bridge_refusal():
    """No message of the section goes untested."""
    ids = {key for key in catalogue("en").messages if key.startswith("bridge.refusal.")}
    assert ids == {f"bridge.refusal.{name}" for name in CASES}
