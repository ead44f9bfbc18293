"""Citations of Vira's rule texts, used as the `rule` of IllegalAction and in
the traceability list (docs/vira-rules-traceability.md).

SW = rules/vira-stockholms-wirasallskap.txt (Stockholms Wirasällskap),
SS = rules/vira-sa-spelar-du-vira.txt, SPEC = SPEC.md "Vira: decisions".
"""
from talong.core.engine import IllegalAction
from talong.i18n import msg

from . import phases

SW = "vira-stockholms-wirasallskap.txt"
SS = "vira-sa-spelar-du-vira.txt"

DEAL = f"{SW}, Giv: 'först ett varv med fyra kort till varje spelare och därefter tre varv med tre kort'"
OPEN_PASS = f"{SW}, Budgivningen: 'Det är kutym att förhand inte får öppna budgivningen med att passa'"
OPEN_FIRST = f"{SW}, Budgivningen: 'Budgivningen inleds av förhand, och turen att bjuda fortsätter sedan medsols runt bordet'"
PASSED = f"{SW}, Budgivningen: 'En spelare som passat får inte ge sig in i budgivningen igen'"
SITS_OUT = f"{SW}, Spelare och tillbehör: 'Vid spel på fyra står spelaren till höger om givaren över den omgång som spelas'"
HIGHER = f"{SW}, Budgivningen: 'Varje bud måste följas av valfritt högre bud eller av pass'"
TABLE = f"{SW}, Budgivningen: 'Det finns sammanlagt fyrtio olika spel' (budtabell, {SS} 'Vilka bud finns i Vira?')"
QUALIFIER = "SPEC.md, Vira: decisions: 'Trump qualifiers \"i färg\" and \"i högsta färg\" exist only for bids with a free choice of trump'"
BETTER_HAND = f"{SW}, Budgivningen: 'En spelare har möjlighet bjuda över ett bud med exakt samma bud om han sitter i förhand i förhållande till föregående budgivare'"
COLOUR_FIRST = f"{SW}, Budgivningen: 'Bud i bättre färg går före bud i bättre hand'"
UNSPECIFIED = f"{SW}, Bud utan angiven nivå: 'räknas ett ospecificerat bud automatiskt som om det vore bjudet på den lägsta möjliga nivå som fortfarande tar över föregående bud'"
HOGRE = f"{SW}, Bud utan angiven nivå: 'när en spelare i bättre hand redan avgivit samma ospecificerade bud, brukar man ... göra detta med budet högre gask'"
LEVEL = f"{SW}, Bud utan angiven nivå: 'Naturligtvis måste han välja en nivå, så att spelet går över närmast föregående bud'"
SOLO_NOT_MISAR = f"{SW}, Bud utan angiven nivå: 'Märk att solo inte får spelas som en solomisär'"
GASK_KEEP = f"{SW}, Gaskspel: 'Spelföraren behåller det antal kort som gaskens nummer anger'"
GASK_13 = f"{SW}, Gaskspel: 'Spelföraren väljer sedan ut de tretton kort han önskar spela med'"
HIGHLOW = f"{SW}, Gask på 0 4: 'bestämmer om gasken spelas lågt eller högt, och väljer i det senare fallet sedan också trumffärg'"
GASK_HIGH = f"{SW}, Gask på 6 och 5: 'Ur de kort han har på handen väljer han ut de tretton lämpligaste och bestämmer sedan trumffärg'"
GASK_LOW_QUAL = f"{SW}, Gask på 0 4: 'Gask som bjudits i färg eller högsta färg får inte spelas lågt'"
TRUMP_FIRST = f"{SW}, Köp och val av trumf: 'I gaskspel väljs trumf efter köpet, men i köpspel och solospel alltid före köpet'"
TRUMP_QUAL = f"{SW}, Budgivningen: 'Därmed åtar sig budgivaren att välja antingen högsta färg eller andra färg som trumf' / 'Budgivaren måste då välja högsta färg till trumf'"
VINGEL_TRUMP = f"{SW}, Vingel: 'väljer en av färgerna på korten som trumffärg'"
MUST_BUY_TURNED = f"{SW}, Turné: 'Han måste alltid köpa det uppslagna kortet' / Vingel: 'dock måste alltid de två uppslagna korten köpas'"
KOPMISAR = f"{SW}, Köpmisär på 1 6: 'måste spelföraren köpa exakt det antal kort som siffran i spelet anger'"
BUY_COUNT = f"{SW}, Köpspel: 'Han lägger bort de kort han önskar byta ut och tar upp samma antal kort från talongen'"
OMKOP = f"{SW}, Köpspel: 'Spelföraren har i alla köpspel rätt att göra ytterligare ett byte, ett så kallat omköp'"
OMKOP_MIN = f"{SW}, Turné/Vingel/Tringel: 'Minst två (tre, fyra) kort måste återstå av talongen'"
LAY = f"{SW}, Att spela eller att lägga handen: 'kan han välja mellan att spela handen, att lägga den och (i köpspel) att göra ett omköp'"
MISAR_DISCARD = f"{SW}, Gaskspel: 'Minsta misär innebär att spelföraren får lägga bort två oönskade kort före första utspel'"
ACES = f"{SW}, Gask på 0 4: 'Om spelföraren har alla fyra ess i misärgaskar får dessa räknas som ettor. Detta måste anmälas innan det första kortet spelas ut'"
DECLARER_BUYS = f"{SW}, Köpspel: 'I köpspel börjar alltid spelföraren att köpa'"
BUY_ORDER = f"{SW}, Köpspel: 'Först köper spelaren till vänster om spelföraren och sist köper den kvarvarande spelaren'"
SOLO_BUY_ORDER = f"{SW}, Solospel: 'Motspelaren till vänster om spelföraren köper först, och sedan går turen att köpa vidare medsols till den andra motspelaren'"
OPP_BUY = f"{SW}, Köpspel: 'En motspelare som står i tur att köpa från talongen får alltid köpa så många kort han vill'"
LEAD_FIRST = f"{SW}, Spelet av korten: 'Det är alltid förhand som spelar ut till första sticket'"
LEAD_NEXT = f"{SW}, Spelet av korten: 'Den som vinner ett stick spelar ut till nästa'"
FOLLOW = f"{SW}, Spelet av korten: 'Man måste alltid följa färg om man kan'"
HOLD = f"{SW}, Spelet av korten: 'varje spelare lägger i tur och ordning ett kort till sticket'"
DONE = f"{SW}, Spelet av korten: 'Sammanlagt spelas tretton stick i varje spel'"
ACTIONS = "the actions of each step: docs/vira-actions.md"


def form(rule: str) -> str:
    """The citation for an action that is not one of the step's actions: the
    rule that says what is done in this step, and where the grammar is."""
    return f"{rule}; {ACTIONS}"


# The rule that says what is done in each step, cited when an action is not
# one of the step's actions at all.
STEP = {phases.BIDDING: HIGHER, phases.LEVEL: LEVEL, phases.KEEP: GASK_KEEP, phases.CHOOSE: GASK_13,
        phases.DECIDE: LAY, phases.HIGHLOW: HIGHLOW, phases.TRUMP: TRUMP_FIRST, phases.BUY: BUY_COUNT,
        phases.MISAR: MISAR_DISCARD, phases.ACES: ACES, phases.OPP: OPP_BUY, phases.PLAY: HOLD,
        phases.DONE: DONE}


def out_of_turn(s, seat: int, action: str) -> IllegalAction:
    """The refusal when `seat` acts out of turn in state `s`, quoting the
    sentence that applies rather than the general turn order. Seats are shown
    numbered from 1, as players count them."""
    if s.mover is None:
        return IllegalAction(msg("refusal.deal_over"), DONE)
    mover = s.mover + 1
    if seat == s.sitter:
        return IllegalAction(msg("vira.refusal.sits_out", seat=seat + 1), SITS_OUT)
    if s.phase == phases.BIDDING:
        if any(entry.seat == seat and entry.choice is None for entry in s.auction):
            return IllegalAction(msg("vira.refusal.passed", seat=seat + 1), PASSED)
        return IllegalAction(msg("vira.refusal.turn_bid", mover=mover), OPEN_FIRST)
    if s.phase == phases.OPP:
        rule = SOLO_BUY_ORDER if s.bid.kind == "solo" else BUY_ORDER
        return IllegalAction(msg("vira.refusal.turn_buy", mover=mover), rule)
    if s.phase == phases.BUY:
        return IllegalAction(msg("vira.refusal.declarer_buys", mover=mover), DECLARER_BUYS)
    if s.phase == phases.PLAY:
        if not s.trick and s.played == 0:
            return IllegalAction(msg("vira.refusal.lead_first", mover=mover), LEAD_FIRST)
        if not s.trick:
            return IllegalAction(msg("vira.refusal.lead_next", mover=mover), LEAD_NEXT)
        return IllegalAction(msg("vira.refusal.turn_play", mover=mover), HOLD)
    return IllegalAction(msg("vira.refusal.declarer_only", mover=mover), STEP[s.phase])
