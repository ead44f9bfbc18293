/* Double-dummy search for trick-taking games: the C core of talong.solvers.
 *
 * One `Engine` per rule table (built by talong/solvers/rules.py): N seats
 * playing in order seat 0, 1, ..., N-1, 0, ...; up to 64 cards, each with an
 * effective suit (trumps are one suit of their own), a rank within its suit
 * and card points. A trick is won by the highest card of the trump suit, else
 * by the highest card of the led suit; it is worth `trick_value` plus the
 * points of its cards. Legal moves: follow the led suit if one can; the
 * optional rules void_suit (no card of the led suit: play a card of this
 * suit if one can, tarock's duty to play a tarok), must_overtake (beat the
 * winning card if one can) and the called card (Schafkopf's Rufer: the
 * called ace's three sentences, see legal_mask).
 *
 * The search is alpha-beta over single cards, fail-soft, principal variation
 * search for exact values, with a transposition table at trick starts
 * (bounds on the value of the rest of the play, keyed by relative ranks),
 * equivalent cards merged (cards of one hand adjacent in rank among the live
 * cards, with equal points, win and lose the same tricks), quick-trick and
 * sure-trump bounds, move ordering (the table's best trick, a history of
 * cut-offs, cheap winners, points onto a partner's sure trick), enhanced
 * transposition cuts at a trick's last seat and a hard node limit. Values are the points of the tricks won by the counted side;
 * the maximizing side is given per solve. docs/solvers.md has the overview.
 *
 * Internally the cards are renumbered so that each suit occupies
 * consecutive bits in rising rank order: a card beats another of its suit
 * when its bit is higher, and "the live card just below" is one bit scan.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>
#include <sys/mman.h>

#define MAXSEATS 4
#define MAXCARDS 64
#define MAXSUITS 8
#define NO_CARD 255
#ifndef WAYS
#define WAYS 2
#endif
#ifndef HISTW   /* a cut-off counts by the square of the cards left: high ones matter more */
#define HISTW (popc(c->h[seat]) * popc(c->h[seat]))
#endif
#ifndef TT_MIN_TRICKS
#define TT_MIN_TRICKS 1   /* the last trick is searched faster than the table is read */
#endif
#ifndef ETC_MIN_TRICKS   /* nearer the end a transposition cut saves less than the keys cost */
#define ETC_MIN_TRICKS 4
#endif
#define KEYW (MAXSEATS + 2)   /* table key: the hands renumbered, and the marked cards */

typedef uint64_t u64;

static PyObject *NodeLimitError;

#ifdef SOLVER_STATS   /* profiling counters: build with CFLAGS=-DSOLVER_STATS, read with _core.stats() */
static long long ST[32];
#define STAT(i) (ST[i]++)
#else
#define STAT(i) ((void)0)
#endif
enum { S_SEARCH0, S_SEARCH1, S_SEARCH2, S_SEARCH3, S_BOUNDCUT, S_PROBE, S_HIT, S_TTCUT,
       S_CUT0_0, S_CUT0_1, S_CUT0_2, S_CUT0_3, S_CUTL_0, S_CUTL_1, S_CUTL_2, S_CUTL_3,
       S_NOCUT0, S_NOCUT1, S_NOCUT2, S_NOCUT3, S_RESEARCH, S_LAST };

typedef struct {
    u64 h[KEYW];
    uint32_t tag;      /* leader | called_led << 3 */
    int16_t lo, hi;
    uint16_t gen;
    uint8_t best;      /* internal card led from here, NO_CARD if unknown */
    uint8_t line[MAXSEATS - 1];   /* the best trick's other cards, after `best` */
    uint8_t ncards;    /* cards left, for replacement */
} Entry;

/* One transposition table for the whole process, shared by every engine:
 * calls hold the GIL and never nest, and each call starts a new generation,
 * so entries of another call (or another rule table) read as empty. */
static struct {
    Entry *entries;
    size_t size;       /* entries, a power of two */
    size_t bytes;      /* mapped */
    uint16_t gen;
} TT;

typedef struct {
    PyObject_HEAD
    int seats, ncards, trump, trick_value, void_suit, must_overtake;
    int called, called_suit, runaway;
    uint8_t suit[MAXCARDS];
    int points[MAXCARDS];
    uint8_t rank_in_suit[MAXCARDS];
    u64 suit_mask[MAXSUITS];
    uint8_t to_int[MAXCARDS];
    uint8_t to_ext[MAXCARDS];
    u64 all;
    int suit_lo[MAXSUITS];
    u64 under[MAXCARDS];   /* the cards of a card's suit below it */
    u64 marked;        /* cards with points, and the called card */
    u64 special;       /* cards never merged with equal neighbours: the called card, birds, last_only */
    /* Königrufen's rules (talong/solvers/koenigrufen.py); -1 / 0 when unused */
    int lead_last_suit;     /* led only from a hand holding nothing else (Farben: the taroks) */
    int last_only;          /* playable only as its holder's last card of its suit (Pagat, negative games) */
    int nbound;             /* declared birds: a card bound to a trick for the seat that declared it */
    int bound_card[MAXSEATS], bound_trick[MAXSEATS], bound_seat[MAXSEATS];
    int total_tricks;       /* tricks of a whole deal: numbers the tricks for birds and bonuses */
    int trick_bonus[MAXCARDS + 1], bonus_left[MAXCARDS + 2];   /* per trick (0-based): Trischaken's talon */
    int goal_mode;          /* value: how many goal seats take exactly their trick target */
    int goal[MAXSEATS];     /* trick target still to take, -1: no goal */
} Engine;

typedef struct {
    Engine *e;
    u64 h[MAXSEATS];
    int trick[MAXSEATS];
    int tlen, leader, called_led;
    unsigned maxside, cside;   /* seat bitmasks */
    long long nodes, limit;
    int aborted;
    int hist[MAXSEATS][MAXCARDS];   /* history heuristic: cut-offs by seat and card */
    int at_least;                   /* >= 0: only ask whether the value reaches it */
    int won[MAXSEATS];              /* goal mode: tricks taken in the search */
    int pv[MAXSEATS];               /* the table's best trick from this trick start, NO_CARD: none */
    int line[MAXSEATS][MAXSEATS];   /* line[k]: best rest of the trick found by a node at card k */
    const u64 *pre_key;             /* the next trick start's table key, computed by its parent; or NULL */
    int hand_points;                /* points of the cards in the hands */
    u64 pre_hash;
} Ctx;

static inline int popc(u64 x) { return __builtin_popcountll(x); }
static inline int lowbit(u64 x) { return __builtin_ctzll(x); }
static inline int highbit(u64 x) { return 63 - __builtin_clzll(x); }
static inline u64 below(int c) { return (1ULL << c) - 1; }
static inline u64 upto(int c) { return c >= 63 ? ~0ULL : (1ULL << (c + 1)) - 1; }

/* Does card a beat card b, the winning card so far? */
static inline int beats(const Engine *e, int a, int b)
{
    int sa = e->suit[a], sb = e->suit[b];
    if (sa == sb)
        return a > b;
    return sa == e->trump;
}

static int winning_index(const Engine *e, const int *trick, int n)
{
    int best = 0;
    for (int i = 1; i < n; i++)
        if (beats(e, trick[i], trick[best]))
            best = i;
    return best;
}

/* The cards that beat card w. */
static inline u64 beaters(const Engine *e, int w)
{
    int s = e->suit[w];
    u64 m = e->suit_mask[s] & ~upto(w);
    if (e->trump >= 0 && s != e->trump)
        m |= e->suit_mask[e->trump];
    return m;
}

static u64 kr_restrict(const Engine *e, u64 hand, u64 out, int lead);
static u64 kr_birds(const Engine *e, const Ctx *c, int seat, u64 legal);

/* The cards the seat to move may play. */
static u64 legal_mask(const Engine *e, const Ctx *c, int seat)
{
    u64 hand = c->h[seat];
    int bound = e->called >= 0 && !c->called_led && ((hand >> e->called) & 1);
    u64 cb = bound ? 1ULL << e->called : 0;
    if (c->tlen == 0) {
        if (bound) {
            /* the suit may be led only with the ace, unless running away */
            u64 others = hand & e->suit_mask[e->called_suit] & ~cb;
            if (popc(others) < e->runaway)
                return hand & ~others;
        }
        return kr_birds(e, c, seat, kr_restrict(e, hand, hand, 1));
    }
    int ls = e->suit[c->trick[0]];
    if (bound && ls == e->called_suit)
        return cb;     /* the called ace goes the first time its suit is led */
    u64 out = hand & e->suit_mask[ls];
    if (!out) {
        out = hand;
        if (e->void_suit >= 0 && (hand & e->suit_mask[e->void_suit]))
            out = hand & e->suit_mask[e->void_suit];
        if (bound && out != cb)
            out &= ~cb;  /* not discarded before its suit is led, unless last */
    }
    out = kr_restrict(e, hand, out, 0);
    if (e->must_overtake) {
        int w = c->trick[winning_index(e, c->trick, c->tlen)];
        u64 win = out & beaters(e, w);
        if (win)
            out = win;
    }
    return kr_birds(e, c, seat, out);
}

/* --- Königrufen's rules and goals (talong/solvers/koenigrufen.py) --------- */

/* Farben: no lead of the lead_last suit while holding another card; negative
 * games: the Pagat not while holding another tarok (before the overtaking
 * duty, as the engine applies it). */
static u64 kr_restrict(const Engine *e, u64 hand, u64 out, int lead)
{
    if (lead && e->lead_last_suit >= 0 && (out & ~e->suit_mask[e->lead_last_suit]))
        out &= ~e->suit_mask[e->lead_last_suit];
    if (e->last_only >= 0 && ((out >> e->last_only) & 1)
        && (hand & e->suit_mask[e->suit[e->last_only]] & ~(1ULL << e->last_only)))
        out &= ~(1ULL << e->last_only);
    return out;
}

/* Declared birds (talong/games/koenigrufen/state.py _bird_restriction): only
 * the highest held bird tarok may go; a bird due at (or after) its trick must
 * be played when allowed; none before its trick unless forced, then the
 * highest. The trick number comes from the hand's size. */
static u64 kr_birds(const Engine *e, const Ctx *c, int seat, u64 legal)
{
    if (!e->nbound)
        return legal;
    u64 hand = c->h[seat], bound = 0, early = 0, due = 0, taroks = 0;
    int trick_no = e->total_tricks - popc(hand) + 1;
    for (int i = 0; i < e->nbound; i++) {
        int x = e->bound_card[i];
        if (e->bound_seat[i] != seat || !((hand >> x) & 1))
            continue;
        bound |= 1ULL << x;
        if (e->suit[x] == e->trump) taroks |= 1ULL << x;
    }
    if (!bound)
        return legal;
    if (popc(taroks) > 1)
        legal &= ~(taroks & ~(1ULL << highbit(taroks)));
    for (int i = 0; i < e->nbound; i++) {
        int x = e->bound_card[i];
        if (!((bound >> x) & 1) || e->bound_seat[i] != seat) continue;
        if (((legal >> x) & 1) && trick_no >= e->bound_trick[i]) due |= 1ULL << x;
        if (trick_no < e->bound_trick[i]) early |= 1ULL << x;
    }
    if (due)
        return 1ULL << highbit(due);
    if (legal & ~early)
        return legal & ~early;
    if (e->trump >= 0 && (legal & e->suit_mask[e->trump] & early))
        return 1ULL << highbit(legal & early);
    return legal;
}

/* The value a finished trick adds for the counted side (its cards, its
 * bonus); in goal mode it counts the winner's trick instead (undo: kr_untake). */
static int kr_trick_add(Ctx *c, const int *cards, int w)
{
    const Engine *e = c->e;
    if (e->goal_mode) {
        c->won[w]++;
        return 0;
    }
    if (!((c->cside >> w) & 1))
        return 0;
    int add = e->trick_value;
    for (int i = 0; i < e->seats; i++)
        add += e->points[cards[i]];
    if (e->total_tricks) {   /* the trick just finished: its number from the cards left */
        int t = e->total_tricks - popc(c->h[w]) - 1;
        if (t >= 0 && t <= MAXCARDS) add += e->trick_bonus[t];
    }
    return add;
}

static inline void kr_untake(Ctx *c, int w)
{
    if (c->e->goal_mode) c->won[w]--;
}

/* Goal mode: the goal seats that took exactly their target. */
static int kr_goal_score(const Ctx *c)
{
    int v = 0;
    for (int s = 0; s < c->e->seats; s++)
        if (c->e->goal[s] >= 0 && c->won[s] == c->e->goal[s]) v++;
    return v;
}

/* Goal mode: the goal seats that can still reach their target with `tricks` left. */
static int kr_goal_hi(const Ctx *c, int tricks)
{
    int v = 0;
    for (int s = 0; s < c->e->seats; s++) {
        int g = c->e->goal[s];
        if (g >= 0 && c->won[s] <= g && g <= c->won[s] + tricks) v++;
    }
    return v;
}

/* Goal mode: the table tag holds each goal seat's tricks (beyond its target + 1 all alike). */
static uint32_t kr_goal_tag(const Ctx *c)
{
    uint32_t t = 0;
    for (int s = 0; s < c->e->seats; s++) {
        int g = c->e->goal[s];
        if (g >= 0) t |= (uint32_t)(c->won[s] > g ? g + 1 : c->won[s]) << (4 * s);
    }
    return t << 4;
}

static inline u64 live_cards(const Ctx *c)
{
    u64 live = 0;
    for (int s = 0; s < c->e->seats; s++)
        live |= c->h[s];
    for (int i = 0; i < c->tlen; i++)
        live |= 1ULL << c->trick[i];
    return live;
}

/* One card per group of equivalent legal cards, scored for ordering. */
static int gen_moves(const Engine *e, const Ctx *c, int seat, u64 legal, int *moves, int best_lead)
{
    if (!(legal & (legal - 1))) {   /* one legal card: nothing to choose or order */
        moves[0] = lowbit(legal);
        return 1;
    }
    u64 live = live_cards(c);
    int n = 0;
    int score[MAXCARDS];
    int wcard = -1, partner_wins = 0, safe = 0, last = c->tlen == e->seats - 1;
    int me_max = (c->maxside >> seat) & 1;
    if (c->tlen) {
        int wi = winning_index(e, c->trick, c->tlen);
        wcard = c->trick[wi];
        int wseat = (c->leader + wi) % e->seats;
        partner_wins = (int)((c->maxside >> wseat) & 1) == me_max;
        if (partner_wins && !last) {
            /* safe only if no opponent still to play can beat the card */
            u64 threat = 0;
            for (int i = c->tlen + 1; i < e->seats; i++) {
                int o = (c->leader + i) % e->seats;
                if ((int)((c->maxside >> o) & 1) != me_max) threat |= c->h[o];
            }
            safe = !(threat & beaters(e, wcard));
        } else {
            safe = partner_wins;
        }
    }
    u64 m = legal;
    while (m) {
        int x = lowbit(m);
        m &= m - 1;
        if (!((e->special >> x) & 1)) {
            u64 under = live & e->suit_mask[e->suit[x]] & below(x);
            if (under) {
                int y = highbit(under);
                if (((legal >> y) & 1) && !((e->special >> y) & 1) && e->points[y] == e->points[x])
                    continue;
            }
        }
        int r = e->rank_in_suit[x], p = e->points[x], sc;
        if (!c->tlen) {
            u64 above = live & e->suit_mask[e->suit[x]] & ~upto(x);
            sc = above ? 64 - r : 1000 + r;  /* top cards of a suit, then low leads */
            int h = c->hist[seat][x];
            sc += (h > 100000 ? 100000 : h) * 2048;
        } else if (beats(e, x, wcard)) {
            if (partner_wins)
                sc = -1000 - r * 16 + p;
            else
                sc = 10000 - (e->suit[x] == e->trump ? 64 : 0) - r + (last ? p * 64 : 0);
        } else if (safe) {
            sc = 5000 + p * 64 - r;      /* points onto a partner's sure trick */
        } else if (partner_wins) {
            sc = 5000 - p * 64 - r;
        } else {
            sc = -p * 64 - r;
        }
        if (x == best_lead)
            sc = 1 << 30;
        score[n] = sc;
        moves[n++] = x;
    }
    for (int i = 1; i < n; i++) {   /* insertion sort, best score first */
        int mv = moves[i], sc = score[i], j = i - 1;
        while (j >= 0 && score[j] < sc) {
            moves[j + 1] = moves[j];
            score[j + 1] = score[j];
            j--;
        }
        moves[j + 1] = mv;
        score[j + 1] = sc;
    }
    return n;
}

static inline u64 hash_pos(const Engine *e, const u64 *h, uint32_t tag)
{
    (void)e;
    u64 k = tag * 0x9E3779B97F4A7C15ULL;
    for (int s = 0; s < KEYW; s++) {
        k ^= h[s] + 0x632BE59BD9B4E019ULL * (s + 1);
        k *= 0xBF58476D1CE4E5B9ULL;
        k ^= k >> 31;
    }
    return k;
}

static inline void tt_prefetch(u64 key)
{
    Entry *b = TT.entries + ((key & (TT.size - 1)) & ~(size_t)(WAYS - 1));
    for (int w = 0; w < WAYS; w++)
        __builtin_prefetch(b + w);
}

static Entry *tt_find(Engine *e, const u64 *h, uint32_t tag, u64 key)
{
    Entry *b = TT.entries + ((key & (TT.size - 1)) & ~(size_t)(WAYS - 1));
    for (int w = 0; w < WAYS; w++) {
        Entry *x = b + w;
        if (x->gen == TT.gen && x->tag == tag && !memcmp(x->h, h, sizeof(u64) * KEYW))
            return x;
    }
    return NULL;
}

static void tt_store(Engine *e, const u64 *h, uint32_t tag, u64 key, int lo, int hi, const int *line, int ncards)
{
    Entry *b = TT.entries + ((key & (TT.size - 1)) & ~(size_t)(WAYS - 1));
    Entry *victim = NULL;
    for (int w = 0; w < WAYS; w++) {
        Entry *x = b + w;
        if (x->gen == TT.gen && x->tag == tag && !memcmp(x->h, h, sizeof(u64) * KEYW)) {
            victim = x;
            break;
        }
    }
    if (!victim) {   /* an empty or stale way, else the one with fewest cards */
        victim = b;
        for (int w = 0; w < WAYS; w++) {
            Entry *x = b + w;
            if (x->gen != TT.gen) { victim = x; break; }
            if (x->ncards < victim->ncards) victim = x;
        }
    }
    memcpy(victim->h, h, sizeof(u64) * KEYW);
    victim->tag = tag;
    victim->lo = (int16_t)lo;
    victim->hi = (int16_t)hi;
    victim->gen = TT.gen;
    victim->best = (uint8_t)line[0];
    for (int i = 1; i < MAXSEATS; i++)
        victim->line[i - 1] = (uint8_t)line[i];
    victim->ncards = (uint8_t)ncards;
}

static int search(Ctx *c, int alpha, int beta);

/* The table key of a trick start. Only the order of the live cards matters,
 * not which cards have gone: each suit's live cards are renumbered from the
 * bottom of the suit, so that positions equal up to the cards already played
 * share an entry. Cards with points (and the called card) are told apart:
 * the key holds which of them are live and where they sit in the new order,
 * which fixes the points of every renumbered card. */
static inline u64 key_bit(const Engine *e, u64 all, int x)
{
    return 1ULL << (e->suit_lo[e->suit[x]] + popc(all & e->under[x]));
}

static void table_key(const Ctx *c, u64 all, u64 *key)
{
    const Engine *e = c->e;
    for (int s = 0; s < KEYW; s++)
        key[s] = 0;
    for (int s = 0; s < e->seats; s++)   /* a card's new place: its suit's bottom + the live cards under it */
        for (u64 m = c->h[s]; m; m &= m - 1)
            key[s] |= key_bit(e, all, lowbit(m));
    for (u64 m = all & e->marked; m; m &= m - 1)
        key[MAXSEATS] |= key_bit(e, all, lowbit(m));
    key[MAXSEATS + 1] = all & e->marked;
}

/* A card of the table key back to the position's card (and the reverse). */
static int key_card(const Engine *e, u64 all, int k, int to_key)
{
    if (k == NO_CARD)
        return k;
    int s = e->suit[k];
    u64 live = all & e->suit_mask[s];
    if (to_key)
        return e->suit_lo[s] + popc(live & below(k));
    for (int i = k - e->suit_lo[s]; i > 0; i--)
        live &= live - 1;
    return live ? lowbit(live) : NO_CARD;
}

/* Play card x for `seat` and search on; the value includes the trick it may complete. */
static int play(Ctx *c, int seat, int x, int alpha, int beta)
{
    Engine *e = c->e;
    c->h[seat] &= ~(1ULL << x);
    c->hand_points -= e->points[x];
    c->trick[c->tlen++] = x;
    int v;
    if (c->tlen < e->seats) {
        v = search(c, alpha, beta);
    } else {
        int wi = winning_index(e, c->trick, e->seats);
        int w = (c->leader + wi) % e->seats;
        int add = kr_trick_add(c, c->trick, w);
        int saved_trick[MAXSEATS];
        memcpy(saved_trick, c->trick, sizeof saved_trick);
        int saved_leader = c->leader, saved_called = c->called_led;
        if (e->called >= 0 && e->suit[c->trick[0]] == e->called_suit)
            c->called_led = 1;
        c->leader = w;
        c->tlen = 0;
        int saved_pv[MAXSEATS];
        memcpy(saved_pv, c->pv, sizeof saved_pv);
        v = add + search(c, alpha - add, beta - add);
        memcpy(c->pv, saved_pv, sizeof saved_pv);
        c->leader = saved_leader;
        c->called_led = saved_called;
        memcpy(c->trick, saved_trick, sizeof saved_trick);
        c->tlen = e->seats;
        kr_untake(c, w);
    }
    c->tlen--;
    c->h[seat] |= 1ULL << x;
    c->hand_points += e->points[x];
    return v;
}

/* Value of the last trick when every hand holds one card (no choice left). */
static int last_trick(Ctx *c)
{
    Engine *e = c->e;
    int cards[MAXSEATS];
    for (int i = 0; i < e->seats; i++)
        cards[i] = lowbit(c->h[(c->leader + i) % e->seats]);
    int w = (c->leader + winning_index(e, cards, e->seats)) % e->seats;
    if (e->goal_mode) {
        c->won[w]++;
        int v = kr_goal_score(c);
        c->won[w]--;
        return v;
    }
    if (!((c->cside >> w) & 1))
        return 0;
    int v = e->trick_value;
    for (int i = 0; i < e->seats; i++)
        v += e->points[cards[i]];
    if (e->total_tricks)
        v += e->trick_bonus[e->total_tricks - 1];
    return v;
}

/* Quick tricks: what the leader's team surely takes by cashing, from the
 * top, the leader's cards that no live card beats: in each suit the run of
 * top live cards he holds, in a plain suit at most as many rounds as the
 * shortest holding of an opponent who could ruff. Cashing one suit does not
 * change the others' lengths (the opponents who could ruff follow suit), so
 * the suits add up. The value counts each cashed trick's trick value, the
 * leader's card and the lowest-point cards the others could follow with.
 * `tricks`: the tricks left. Returns -1 when the bound does not apply. */
static int quick_value(const Ctx *c, u64 all, int tricks)
{
    const Engine *e = c->e;
    int L = c->leader;
    u64 hL = c->h[L];
    if (e->called >= 0 && !c->called_led && ((hL >> e->called) & 1))
        return -1;
    unsigned team = ((c->cside >> L) & 1) ? c->cside : ~c->cside;
    int total = 0, count = 0;
    for (int s = 0; s < MAXSUITS; s++) {
        u64 mine = hL & e->suit_mask[s];
        if (!mine) continue;
        u64 live = all & e->suit_mask[s], run = 0;
        while (live) {
            int top = highbit(live);
            if (!((mine >> top) & 1)) break;
            run |= 1ULL << top;
            live &= ~(1ULL << top);
        }
        int k = popc(run);
        if (!k) continue;
        if (e->trump >= 0 && s != e->trump) {
            for (int o = 0; o < e->seats; o++) {
                if ((team >> o) & 1) continue;
                if (c->h[o] & e->suit_mask[e->trump]) {
                    int len = popc(c->h[o] & e->suit_mask[s]);
                    if (len < k) k = len;
                }
            }
        }
        if (!k) continue;
        count += k;
        total += k * e->trick_value;
        /* the leader's k highest of the run, the others' k lowest-point followers */
        u64 r = run;
        for (int i = 0; i < k; i++) {
            int top = highbit(r);
            total += e->points[top];
            r &= ~(1ULL << top);
        }
        for (int o = 0; o < e->seats; o++) {
            if (o == L) continue;
            u64 f = c->h[o] & e->suit_mask[s];
            if (popc(f) < k) continue;   /* may discard anything: count nothing */
            int pts[MAXCARDS], n = 0;
            for (; f; f &= f - 1) pts[n++] = e->points[lowbit(f)];
            for (int i = 0; i < k; i++) {   /* k smallest by selection */
                int m = i;
                for (int j = i + 1; j < n; j++) if (pts[j] < pts[m]) m = j;
                int t = pts[i]; pts[i] = pts[m]; pts[m] = t;
                total += pts[i];
            }
        }
    }
    if (count > tricks)
        return tricks * e->trick_value;
    return total;
}

/* Sure value: a trump higher than every trump of the other team wins the
 * trick it is played in for its team, whatever is led and whatever the rules
 * force. When every card will be played (equal hands), the team surely takes
 * the points of all such trumps, and as many tricks as one of its seats
 * holds. (A plain card wins only when its suit is led: not sure.) */
static int sure_value(const Ctx *c, unsigned team)
{
    const Engine *e = c->e;
    u64 mine = 0, theirs = 0;
    for (int s = 0; s < e->seats; s++) {
        if ((team >> s) & 1) mine |= c->h[s];
        else theirs |= c->h[s];
    }
    if (e->trump < 0)
        return 0;
    u64 m = mine & e->suit_mask[e->trump], t = theirs & e->suit_mask[e->trump];
    u64 unbeaten = t ? m & ~upto(highbit(t)) : m;
    if (!unbeaten)
        return 0;
    int v = 0, most = 0;
    for (u64 m = unbeaten; m; m &= m - 1)
        v += e->points[lowbit(m)];
    for (int s = 0; s < e->seats; s++) {
        int k = popc(c->h[s] & unbeaten);
        if (((team >> s) & 1) && k > most) most = k;
    }
    return v + most * e->trick_value;
}

/* The trick's last seat: the table keys of the trick starts its moves lead
 * to, all computed first so that the table reads overlap (each is a cache
 * miss), then an enhanced transposition cut: a child whose stored bound
 * already decides the node ends it. Returns the cut's value | its move << 20,
 * -1 with the keys filled in, or -2 when the children use no table. */
static int last_seat_keys(Ctx *c, int seat, const int *moves, int n, int maxing, int a, int b,
                          u64 (*ckey)[KEYW], u64 *chash)
{
    Engine *e = c->e;
    int tricks = 64;
    u64 hold = c->h[seat], all = 0;
    for (int s = 0; s < e->seats; s++) {
        int k = popc(c->h[s]) - (s == seat);
        if (k < tricks) tricks = k;
        all |= c->h[s];
    }
    if (tricks < ETC_MIN_TRICKS)
        return -2;
    int called_led = c->called_led || (e->called >= 0 && e->suit[c->trick[0]] == e->called_suit);
    uint32_t tags[MAXCARDS];
    int adds[MAXCARDS];
    for (int i = 0; i < n; i++) {
        int x = moves[i];
        c->h[seat] = hold & ~(1ULL << x);
        c->trick[c->tlen] = x;
        int w = (c->leader + winning_index(e, c->trick, e->seats)) % e->seats;
        uint32_t tag = (uint32_t)w | (uint32_t)called_led << 3;
        adds[i] = kr_trick_add(c, c->trick, w);
        if (e->goal_mode)
            tag |= kr_goal_tag(c);
        kr_untake(c, w);
        table_key(c, all & ~(1ULL << x), ckey[i]);
        chash[i] = hash_pos(e, ckey[i], tag);
        tags[i] = tag;
        tt_prefetch(chash[i]);
    }
    c->h[seat] = hold;
    for (int i = 0; i < n; i++) {
        Entry *x = tt_find(e, ckey[i], tags[i], chash[i]);
        if (!x) continue;
        int v = adds[i] + (maxing ? x->lo : x->hi);
        if (maxing ? v >= b : v <= a)
            return v | moves[i] << 20;
    }
    return -1;
}

static int search(Ctx *c, int alpha, int beta)
{
    Engine *e = c->e;
    int seat = (c->leader + c->tlen) % e->seats;
    Entry *hit = NULL;
    uint32_t tag = 0;
    u64 key = 0;
    int best_lead = -1, lo = 0, hi = 0, ncards = 0, tot = 0, use_tt = 0;
    u64 tkey[KEYW], all = 0;
    const u64 *pre_key = c->pre_key;
    c->pre_key = NULL;
    STAT(S_SEARCH0 + c->tlen);
    if (c->tlen == 0) {
        int tricks = 64;
        for (int s = 0; s < e->seats; s++) {
            int k = popc(c->h[s]);
            if (k < tricks) tricks = k;
            all |= c->h[s];
        }
        if (tricks == 0)
            return e->goal_mode ? kr_goal_score(c) : 0;
        if (++c->nodes > c->limit) {
            c->aborted = 1;
            return 0;
        }
        if (tricks == 1 && popc(all) == e->seats)
            return last_trick(c);
        hi = tricks * e->trick_value + c->hand_points;
        if (e->total_tricks && e->total_tricks >= tricks)
            hi += e->bonus_left[e->total_tricks - tricks];
        if (e->goal_mode)
            hi = kr_goal_hi(c, tricks);
        tot = hi;
        ncards = popc(all);
        tag = (uint32_t)c->leader | (uint32_t)c->called_led << 3;
        if (e->goal_mode)
            tag |= kr_goal_tag(c);
        use_tt = tricks > TT_MIN_TRICKS;
        if (use_tt && pre_key) {   /* the trick's last seat computed it and started the read */
            memcpy(tkey, pre_key, sizeof tkey);
            key = c->pre_hash;
        } else if (use_tt) {   /* start reading the table's line while the bounds are computed */
            table_key(c, all, tkey);
            key = hash_pos(e, tkey, tag);
            tt_prefetch(key);
        }
        /* the leader's team can cash its quick tricks: a bound when it wants tricks */
        if (!e->goal_mode && ((c->maxside >> c->leader) & 1) == ((c->cside >> c->leader) & 1)) {
            int q = quick_value(c, all, tricks);
            if (q > 0) {
                if ((c->cside >> c->leader) & 1) { if (q > lo) lo = q; }
                else if (hi > tot - q) hi = tot - q;
            }
        }
        if (!e->goal_mode && tricks * e->seats == ncards) {
            int mine = sure_value(c, c->cside), theirs = sure_value(c, ~c->cside);
            if (mine > lo) lo = mine;
            if (tot - theirs < hi) hi = tot - theirs;
        }
        if (lo >= beta || lo >= hi) { STAT(S_BOUNDCUT); return lo; }
        if (hi <= alpha) { STAT(S_BOUNDCUT); return hi; }
        if (use_tt) STAT(S_PROBE);
        if (use_tt && (hit = tt_find(e, tkey, tag, key)) != NULL) {
            STAT(S_HIT);
            if (hit->lo > lo) lo = hit->lo;
            if (hit->hi < hi) hi = hit->hi;
            if (hit->best != NO_CARD) best_lead = key_card(e, all, hit->best, 0);
            c->pv[0] = best_lead < 0 ? NO_CARD : best_lead;
            for (int i = 1; i < e->seats; i++)
                c->pv[i] = key_card(e, all, hit->line[i - 1], 0);
        } else {
            c->pv[0] = NO_CARD;
        }
        if (lo >= beta || lo == hi) { STAT(S_TTCUT); return lo; }
        if (hi <= alpha) { STAT(S_TTCUT); return hi; }
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    }
    int moves[MAXCARDS], myline[MAXSEATS];
    u64 legal = legal_mask(e, c, seat);
    if (c->tlen) {   /* the table's best trick, while this trick follows it */
        int k = 0;
        while (k < c->tlen && c->pv[k] == c->trick[k]) k++;
        if (k == c->tlen && c->pv[0] != NO_CARD) best_lead = c->pv[k];
    }
    for (int i = 0; i < MAXSEATS; i++) myline[i] = NO_CARD;
    int n = gen_moves(e, c, seat, legal, moves, best_lead);
    int maxing = (c->maxside >> seat) & 1;
    int a = alpha, b = beta, best = maxing ? -1 : 1 << 20;
#ifdef SOLVER_STATS
    int cut = 0;
#endif
    u64 ckey[MAXCARDS][KEYW], chash[MAXCARDS];
    int pre = 0;
    if (c->tlen == e->seats - 1 && n > 1) {
        int v = last_seat_keys(c, seat, moves, n, maxing, a, b, ckey, chash);
        if (v >= 0) {   /* a child's table bounds already cut this node */
            myline[c->tlen] = v >> 20;
            memcpy(c->line[c->tlen], myline, sizeof myline);
            return v & ((1 << 20) - 1);
        }
        pre = v == -1;
    }
#define PLAY(lo_, hi_) (pre ? (c->pre_key = ckey[i], c->pre_hash = chash[i]) : 0, play(c, seat, moves[i], lo_, hi_))
    for (int i = 0; i < n; i++) {
        int v;
        if (i == 0 || b - a <= 1) {
            v = PLAY(a, b);
        } else if (maxing) {   /* prove the move no better with a null window, re-search if it is */
            v = PLAY(a, a + 1);
            if (!c->aborted && v > a && v < b) {
                STAT(S_RESEARCH);
                v = PLAY(v, b);
            }
        } else {
            v = PLAY(b - 1, b);
            if (!c->aborted && v < b && v > a) {
                STAT(S_RESEARCH);
                v = PLAY(a, v);
            }
        }
#undef PLAY
        if (c->aborted)
            return 0;
        if (maxing ? v > best : v < best) {
            best = v;
            myline[c->tlen] = moves[i];
            for (int k = c->tlen + 1; k < e->seats; k++)   /* the child's rest of the trick */
                myline[k] = c->line[c->tlen + 1][k];
            if (maxing ? v > a : v < b) {
                if (maxing) a = v; else b = v;
                if (a >= b) {
                    c->hist[seat][moves[i]] += HISTW;
#ifdef SOLVER_STATS
                    if (i == 0) STAT(S_CUT0_0 + c->tlen); else STAT(S_CUTL_0 + c->tlen);
                    cut = 1;
#endif
                    break;
                }
            }
        }
    }
#ifdef SOLVER_STATS
    if (!cut) STAT(S_NOCUT0 + c->tlen);
#endif
    memcpy(c->line[c->tlen], myline, sizeof myline);
    if (c->tlen == 0 && use_tt) {
        /* fail-soft bounds, tightened by what the table knew */
        int nlo = lo, nhi = hi;
        if (best <= alpha) nhi = best < nhi ? best : nhi;
        else if (best >= beta) nlo = best > nlo ? best : nlo;
        else nlo = nhi = best;
        /* after a fail-low every move was refuted: keep the move the table had */
        int line[MAXSEATS];
        if (best <= alpha && c->pv[0] != NO_CARD)
            memcpy(line, c->pv, sizeof line);
        else
            memcpy(line, myline, sizeof line);
        for (int i = 0; i < MAXSEATS; i++)
            line[i] = i < e->seats ? key_card(e, all, line[i], 1) : NO_CARD;
        tt_store(e, tkey, tag, key, nlo, nhi, line, ncards);
    }
    return best;
}

/* --- solving driver ------------------------------------------------------ */

static int upper_bound(const Ctx *c)
{
    const Engine *e = c->e;
    int tricks = 64;
    u64 all = 0;
    for (int s = 0; s < e->seats; s++) {
        int k = popc(c->h[s]);
        if (k < tricks) tricks = k;
        all |= c->h[s];
    }
    /* the trick in progress is finished even when a hand empties */
    if (c->tlen) {
        int left = 64;
        for (int i = 0; i < e->seats; i++) {
            int s = (c->leader + i) % e->seats;
            int k = popc(c->h[s]) - (i >= c->tlen ? 1 : 0);
            if (k < left) left = k;
        }
        tricks = left + 1;
        for (int i = 0; i < c->tlen; i++)
            all |= 1ULL << c->trick[i];
    }
    int hi = tricks * e->trick_value;
    for (u64 m = all; m; m &= m - 1)
        hi += e->points[lowbit(m)];
    if (e->goal_mode) {
        hi = 0;
        for (int s = 0; s < e->seats; s++) hi += e->goal[s] >= 0;
    }
    return hi + e->bonus_left[0];
}

/* Exact value: a full window at the root (principal variation search below). */
static int exact(Ctx *c)
{
    return search(c, -1, upper_bound(c) + 1);
}

static void next_generation(Engine *e)
{
    (void)e;
    if (++TT.gen == 0) {
        memset(TT.entries, 0, TT.size * sizeof(Entry));
        TT.gen = 1;
    }
}

/* --- Python glue ----------------------------------------------------------- */

static int to_internal_mask(Engine *e, PyObject *obj, u64 *out, const char *what)
{
    unsigned long long m = PyLong_AsUnsignedLongLong(obj);
    if (m == (unsigned long long)-1 && PyErr_Occurred()) {
        PyErr_Format(PyExc_ValueError, "%s must be a card bitmask (a non-negative int below 2**64)", what);
        return -1;
    }
    u64 r = 0;
    for (u64 x = m; x; x &= x - 1) {
        int c = lowbit(x);
        if (e->to_int[c] == NO_CARD) {
            PyErr_Format(PyExc_ValueError, "%s holds card %d, which is not in this game's pack", what, c);
            return -1;
        }
        r |= 1ULL << e->to_int[c];
    }
    *out = r;
    return 0;
}

/* Parse (hands, leader, trick, side, maximize, called_led, node_limit) into a context. */
static int parse_position(Engine *e, PyObject *args, PyObject *kwds, Ctx *c)
{
    static char *kwlist[] = {"hands", "leader", "trick", "side", "maximize", "called_led", "node_limit", "at_least",
                             NULL};
    PyObject *hands, *trick;
    int leader, maximize = 1, called_led = 0;
    unsigned side;
    long long limit = 10000000;
    int at_least = -1;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OiOI|ppLi", kwlist, &hands, &leader, &trick, &side,
                                     &maximize, &called_led, &limit, &at_least))
        return -1;
    memset(c, 0, sizeof *c);
    c->at_least = at_least;
    c->e = e;
    PyObject *hs = PySequence_Fast(hands, "hands must be a sequence of card bitmasks, one per seat");
    if (!hs) return -1;
    if (PySequence_Fast_GET_SIZE(hs) != e->seats) {
        PyErr_Format(PyExc_ValueError, "hands: %d seats in this game, got %zd hands", e->seats,
                     PySequence_Fast_GET_SIZE(hs));
        Py_DECREF(hs);
        return -1;
    }
    u64 seen = 0;
    for (int s = 0; s < e->seats; s++) {
        char what[32];
        snprintf(what, sizeof what, "hands[%d]", s);
        if (to_internal_mask(e, PySequence_Fast_GET_ITEM(hs, s), &c->h[s], what) < 0) {
            Py_DECREF(hs);
            return -1;
        }
        if (seen & c->h[s]) {
            PyErr_Format(PyExc_ValueError, "hands[%d] shares a card with an earlier hand", s);
            Py_DECREF(hs);
            return -1;
        }
        seen |= c->h[s];
    }
    Py_DECREF(hs);
    if (leader < 0 || leader >= e->seats) {
        PyErr_Format(PyExc_ValueError, "leader %d is not a seat 0..%d", leader, e->seats - 1);
        return -1;
    }
    c->leader = leader;
    PyObject *ts = PySequence_Fast(trick, "trick must be a sequence of cards");
    if (!ts) return -1;
    Py_ssize_t tn = PySequence_Fast_GET_SIZE(ts);
    if (tn >= e->seats) {
        PyErr_Format(PyExc_ValueError, "trick holds %zd cards: a trick in progress has fewer than %d",
                     tn, e->seats);
        Py_DECREF(ts);
        return -1;
    }
    for (Py_ssize_t i = 0; i < tn; i++) {
        long card = PyLong_AsLong(PySequence_Fast_GET_ITEM(ts, i));
        if (card == -1 && PyErr_Occurred()) { Py_DECREF(ts); return -1; }
        if (card < 0 || card >= MAXCARDS || e->to_int[card] == NO_CARD) {
            PyErr_Format(PyExc_ValueError, "trick card %ld is not in this game's pack", card);
            Py_DECREF(ts);
            return -1;
        }
        int x = e->to_int[card];
        if ((seen >> x) & 1) {
            PyErr_Format(PyExc_ValueError, "trick card %ld is also in a hand", card);
            Py_DECREF(ts);
            return -1;
        }
        seen |= 1ULL << x;
        c->trick[i] = x;
    }
    Py_DECREF(ts);
    c->tlen = (int)tn;
    for (int i = c->tlen; i < e->seats; i++) {
        int s = (leader + i) % e->seats;
        if (!c->h[s] && c->tlen) {
            PyErr_Format(PyExc_ValueError, "hands[%d] is empty but the seat has yet to play to the trick", s);
            return -1;
        }
    }
    unsigned all_seats = (1u << e->seats) - 1;
    c->cside = side & all_seats;
    c->maxside = maximize ? c->cside : all_seats & ~c->cside;
    c->called_led = called_led;
    c->limit = limit;
    for (int s = 0; s < e->seats; s++)
        for (u64 m = c->h[s]; m; m &= m - 1)
            c->hand_points += e->points[lowbit(m)];
    return 0;
}

static PyObject *limit_error(Ctx *c)
{
    PyErr_Format(NodeLimitError, "the search needed more than %lld nodes (the node limit)", c->limit);
    return NULL;
}

static PyObject *Engine_solve(Engine *e, PyObject *args, PyObject *kwds)
{
    Ctx c;
    if (parse_position(e, args, kwds, &c) < 0)
        return NULL;
    next_generation(e);
    int v;
    if (c.at_least >= 0)   /* one null-window search answers the question */
        v = c.at_least == 0 || search(&c, c.at_least - 1, c.at_least) >= c.at_least;
    else
        v = exact(&c);
    if (c.aborted)
        return limit_error(&c);
    return Py_BuildValue("(iL)", v, c.nodes);
}

static PyObject *Engine_move_values(Engine *e, PyObject *args, PyObject *kwds)
{
    Ctx c;
    if (parse_position(e, args, kwds, &c) < 0)
        return NULL;
    next_generation(e);
    int seat = (c.leader + c.tlen) % e->seats;
    u64 legal = legal_mask(e, &c, seat);
    int moves[MAXCARDS];
    int n = gen_moves(e, &c, seat, legal, moves, -1);
    int values[MAXCARDS];
    for (int i = 0; i < n; i++) {
        /* the value after the move, plus the trick it completes */
        int x = moves[i];
        Ctx d = c;
        d.h[seat] &= ~(1ULL << x);
        d.hand_points -= e->points[x];
        d.trick[d.tlen++] = x;
        int add = 0;
        if (d.tlen == e->seats) {
            int w = (d.leader + winning_index(e, d.trick, e->seats)) % e->seats;
            add = kr_trick_add(&d, d.trick, w);
            if (e->called >= 0 && e->suit[d.trick[0]] == e->called_suit)
                d.called_led = 1;
            d.leader = w;
            d.tlen = 0;
        }
        d.nodes = c.nodes;
        values[i] = add + exact(&d);
        c.nodes = d.nodes;
        if (d.aborted)
            return limit_error(&c);
    }
    /* every legal card gets the value of its group's representative */
    u64 live = live_cards(&c);
    PyObject *out = PyDict_New();
    if (!out) return NULL;
    for (u64 m = legal; m; m &= m - 1) {
        int x = lowbit(m), rep = x;
        while (1) {
            int found = 0;
            for (int i = 0; i < n; i++)
                if (moves[i] == rep) { found = 1; break; }
            if (found) break;
            rep = highbit(live & e->suit_mask[e->suit[rep]] & below(rep));
        }
        int v = 0;
        for (int i = 0; i < n; i++)
            if (moves[i] == rep) v = values[i];
        PyObject *k = PyLong_FromLong(e->to_ext[x]), *val = PyLong_FromLong(v);
        if (!k || !val || PyDict_SetItem(out, k, val) < 0) {
            Py_XDECREF(k); Py_XDECREF(val); Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(k);
        Py_DECREF(val);
    }
    PyObject *res = Py_BuildValue("(OL)", out, c.nodes);
    Py_DECREF(out);
    return res;
}

static PyObject *Engine_legal(Engine *e, PyObject *args, PyObject *kwds)
{
    Ctx c;
    if (parse_position(e, args, kwds, &c) < 0)
        return NULL;
    int seat = (c.leader + c.tlen) % e->seats;
    u64 legal = legal_mask(e, &c, seat), ext = 0;
    for (u64 m = legal; m; m &= m - 1)
        ext |= 1ULL << e->to_ext[lowbit(m)];
    return PyLong_FromUnsignedLongLong(ext);
}

static int seq_ints(PyObject *obj, const char *what, int *out, int n)
{
    PyObject *s = PySequence_Fast(obj, what);
    if (!s) return -1;
    if (PySequence_Fast_GET_SIZE(s) != n) {
        PyErr_Format(PyExc_ValueError, "%s must have one entry per card (%d)", what, n);
        Py_DECREF(s);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(s, i));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(s); return -1; }
        out[i] = (int)v;
    }
    Py_DECREF(s);
    return 0;
}

/* Königrufen's fields of the rule table (see the Engine struct). */
static int kr_init(Engine *e, int lead_last_suit, int last_only, PyObject *birds_o, int total_tricks,
                   PyObject *bonus_o, PyObject *goals_o)
{
    if (lead_last_suit < -1 || lead_last_suit >= MAXSUITS) {
        PyErr_Format(PyExc_ValueError, "lead_last_suit must be a suit 0..%d or -1", MAXSUITS - 1);
        return -1;
    }
    e->lead_last_suit = lead_last_suit;
    e->last_only = -1;
    if (last_only >= 0) {
        if (last_only >= MAXCARDS || e->to_int[last_only] == NO_CARD) {
            PyErr_Format(PyExc_ValueError, "last_only card %d is not in the pack", last_only);
            return -1;
        }
        e->last_only = e->to_int[last_only];
        e->marked |= 1ULL << e->last_only;
    }
    if (total_tricks < 0 || total_tricks > MAXCARDS) {
        PyErr_Format(PyExc_ValueError, "total_tricks must be 0..%d", MAXCARDS);
        return -1;
    }
    e->total_tricks = total_tricks;
    e->nbound = 0;
    if (birds_o && birds_o != Py_None) {
        PyObject *bs = PySequence_Fast(birds_o, "birds must be a sequence of (card, trick, seat)");
        if (!bs) return -1;
        Py_ssize_t nb = PySequence_Fast_GET_SIZE(bs);
        if (nb > MAXSEATS) {
            PyErr_Format(PyExc_ValueError, "at most %d birds", MAXSEATS);
            Py_DECREF(bs);
            return -1;
        }
        for (Py_ssize_t i = 0; i < nb; i++) {
            int v[3];
            if (seq_ints(PySequence_Fast_GET_ITEM(bs, i), "a bird (card, trick, seat)", v, 3) < 0) {
                Py_DECREF(bs);
                return -1;
            }
            if (v[0] < 0 || v[0] >= MAXCARDS || e->to_int[v[0]] == NO_CARD || v[2] < 0 || v[2] >= e->seats
                || !total_tricks) {
                PyErr_Format(PyExc_ValueError, "bird %zd: card %d, seat %d (birds need total_tricks)", i, v[0],
                             v[2]);
                Py_DECREF(bs);
                return -1;
            }
            e->bound_card[i] = e->to_int[v[0]];
            e->bound_trick[i] = v[1];
            e->bound_seat[i] = v[2];
            e->marked |= 1ULL << e->bound_card[i];
        }
        e->nbound = (int)nb;
        Py_DECREF(bs);
    }
    memset(e->trick_bonus, 0, sizeof e->trick_bonus);
    memset(e->bonus_left, 0, sizeof e->bonus_left);
    if (bonus_o && bonus_o != Py_None) {
        Py_ssize_t nb = PySequence_Size(bonus_o);
        if (nb < 0) return -1;
        if (nb > total_tricks) {
            PyErr_Format(PyExc_ValueError, "trick_bonus has %zd entries for %d tricks", nb, total_tricks);
            return -1;
        }
        if (nb && seq_ints(bonus_o, "trick_bonus", e->trick_bonus, (int)nb) < 0)
            return -1;
        for (int t = total_tricks - 1; t >= 0; t--)
            e->bonus_left[t] = e->bonus_left[t + 1] + e->trick_bonus[t];
    }
    e->special = e->called >= 0 ? 1ULL << e->called : 0;
    if (e->last_only >= 0) e->special |= 1ULL << e->last_only;
    for (int i = 0; i < e->nbound; i++) e->special |= 1ULL << e->bound_card[i];
    e->goal_mode = 0;
    for (int s = 0; s < MAXSEATS; s++) e->goal[s] = -1;
    if (goals_o && goals_o != Py_None) {
        if (seq_ints(goals_o, "goals (one trick target per seat, -1: none)", e->goal, e->seats) < 0)
            return -1;
        for (int s = 0; s < e->seats; s++) {
            if (e->goal[s] > 14) {
                PyErr_Format(PyExc_ValueError, "goal %d of seat %d: at most 14 tricks", e->goal[s], s);
                return -1;
            }
            if (e->goal[s] >= 0) e->goal_mode = 1;
            if (e->goal[s] < -1) e->goal[s] = -1;
        }
    }
    return 0;
}

/* The table's memory, zeroed (fresh anonymous pages: untouched ones cost no
 * RAM) and aligned to 2 MB so that the kernel can back it with huge pages:
 * a probe is a random access, and with 4 KB pages most probes also missed
 * the TLB (half the search time went to waiting on the table). */
static Entry *tt_alloc(size_t want, size_t *bytes)
{
    const size_t align = (size_t)2 << 20;
    size_t len = (want + align - 1) & ~(align - 1);
    char *p = mmap(NULL, len + align, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    char *a = (char *)(((uintptr_t)p + align - 1) & ~(uintptr_t)(align - 1));
    if (a > p)
        munmap(p, (size_t)(a - p));
    if (p + len + align > a + len)
        munmap(a + len, (size_t)(p + len + align - (a + len)));
#ifdef MADV_HUGEPAGE
    madvise(a, len, MADV_HUGEPAGE);
#endif
    *bytes = len;
    return (Entry *)a;
}

static int Engine_init(Engine *e, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"seats", "suit", "rank", "points", "trump", "trick_value", "void_suit",
                             "must_overtake", "called", "runaway", "tt_bits", "lead_last_suit", "last_only",
                             "birds", "total_tricks", "trick_bonus", "goals", NULL};
    PyObject *suit_o, *rank_o, *points_o, *birds_o = NULL, *bonus_o = NULL, *goals_o = NULL;
    int seats, trump, trick_value, void_suit, must_overtake, called, runaway, tt_bits;
    int lead_last_suit = -1, last_only = -1, total_tricks = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iOOOiiipiii|iiOiOO", kwlist, &seats, &suit_o, &rank_o, &points_o,
                                     &trump, &trick_value, &void_suit, &must_overtake, &called, &runaway,
                                     &tt_bits, &lead_last_suit, &last_only, &birds_o, &total_tricks, &bonus_o,
                                     &goals_o))
        return -1;
    if (void_suit < -1 || void_suit >= MAXSUITS || trump < -1 || trump >= MAXSUITS) {
        PyErr_Format(PyExc_ValueError, "trump and void_suit must be suits 0..%d or -1", MAXSUITS - 1);
        return -1;
    }
    if (seats < 2 || seats > MAXSEATS) {
        PyErr_Format(PyExc_ValueError, "seats must be 2..%d, not %d", MAXSEATS, seats);
        return -1;
    }
    if (tt_bits < 4 || tt_bits > 26) {
        PyErr_Format(PyExc_ValueError, "tt_bits must be 4..26, not %d", tt_bits);
        return -1;
    }
    Py_ssize_t n = PySequence_Size(suit_o);
    if (n < 0) return -1;
    if (n > MAXCARDS) {
        PyErr_Format(PyExc_ValueError, "at most %d cards, not %zd", MAXCARDS, n);
        return -1;
    }
    int suit[MAXCARDS], rank[MAXCARDS], points[MAXCARDS];
    if (seq_ints(suit_o, "suit", suit, (int)n) < 0 || seq_ints(rank_o, "rank", rank, (int)n) < 0
        || seq_ints(points_o, "points", points, (int)n) < 0)
        return -1;
    /* internal order: by suit, then rank (cards with suit -1 are not in the game) */
    int order[MAXCARDS], k = 0;
    for (int i = 0; i < n; i++) {
        if (suit[i] < -1 || suit[i] >= MAXSUITS) {
            PyErr_Format(PyExc_ValueError, "card %d: suit %d is not -1..%d", i, suit[i], MAXSUITS - 1);
            return -1;
        }
        if (suit[i] >= 0) order[k++] = i;
    }
    for (int i = 1; i < k; i++) {
        int x = order[i], j = i - 1;
        while (j >= 0 && (suit[order[j]] > suit[x] || (suit[order[j]] == suit[x] && rank[order[j]] > rank[x]))) {
            order[j + 1] = order[j];
            j--;
        }
        order[j + 1] = x;
    }
    memset(e->to_int, NO_CARD, sizeof e->to_int);
    memset(e->to_ext, NO_CARD, sizeof e->to_ext);
    memset(e->suit_mask, 0, sizeof e->suit_mask);
    e->all = 0;
    for (int i = 0; i < k; i++) {
        int x = order[i];
        if (i && suit[order[i - 1]] == suit[x] && rank[order[i - 1]] == rank[x]) {
            PyErr_Format(PyExc_ValueError, "cards %d and %d have the same suit and rank", order[i - 1], x);
            return -1;
        }
        e->to_int[x] = (uint8_t)i;
        e->to_ext[i] = (uint8_t)x;
        e->suit[i] = (uint8_t)suit[x];
        e->points[i] = points[x];
        e->suit_mask[suit[x]] |= 1ULL << i;
        e->all |= 1ULL << i;
        e->rank_in_suit[i] = (uint8_t)popc(e->suit_mask[suit[x]]) - 1;
        if (points[x] < 0 || points[x] > 1000) {
            PyErr_Format(PyExc_ValueError, "card %d: points %d are not 0..1000", x, points[x]);
            return -1;
        }
    }
    e->seats = seats;
    e->ncards = k;
    e->marked = 0;
    for (int i = 0; i < k; i++)
        if (e->points[i]) e->marked |= 1ULL << i;
    for (int s = 0; s < MAXSUITS; s++)
        e->suit_lo[s] = e->suit_mask[s] ? lowbit(e->suit_mask[s]) : 0;
    for (int i = 0; i < k; i++)
        e->under[i] = e->suit_mask[e->suit[i]] & below(i);
    e->trump = trump;
    e->trick_value = trick_value;
    e->void_suit = void_suit;
    e->must_overtake = must_overtake;
    e->runaway = runaway;
    e->called = -1;
    e->called_suit = -1;
    if (called >= 0) {
        if (called >= n || e->to_int[called] == NO_CARD) {
            PyErr_Format(PyExc_ValueError, "called card %d is not in the pack", called);
            return -1;
        }
        e->called = e->to_int[called];
        e->called_suit = e->suit[e->called];
        e->marked |= 1ULL << e->called;
    }
    if (kr_init(e, lead_last_suit, last_only, birds_o, total_tricks, bonus_o, goals_o) < 0)
        return -1;
    size_t size = (size_t)1 << tt_bits;
    if (TT.size < size) {   /* the shared table grows to the largest size asked for */
        size_t bytes = 0;
        Entry *tt = tt_alloc(size * sizeof(Entry), &bytes);
        if (!tt) {
            PyErr_NoMemory();
            return -1;
        }
        if (TT.entries)
            munmap(TT.entries, TT.bytes);
        TT.entries = tt;
        TT.bytes = bytes;
        TT.size = size;
        TT.gen = 0;
    }
    return 0;
}

static void Engine_dealloc(Engine *e)
{
    Py_TYPE(e)->tp_free((PyObject *)e);
}

#ifdef SOLVER_STATS
static PyObject *core_stats(PyObject *self, PyObject *noargs)
{
    (void)self; (void)noargs;
    PyObject *l = PyList_New(S_LAST);
    for (int i = 0; i < S_LAST; i++) PyList_SET_ITEM(l, i, PyLong_FromLongLong(ST[i]));
    memset(ST, 0, sizeof ST);
    return l;
}
static PyMethodDef core_methods[] = {{"stats", core_stats, METH_NOARGS, "profiling counters"}, {NULL, NULL, 0, NULL}};
#else
static PyMethodDef core_methods[] = {{NULL, NULL, 0, NULL}};
#endif

static PyMethodDef Engine_methods[] = {
    {"solve", (PyCFunction)(void (*)(void))Engine_solve, METH_VARARGS | METH_KEYWORDS,
     "solve(hands, leader, trick, side, maximize=True, called_led=False, node_limit=10**7) -> (value, nodes)"},
    {"move_values", (PyCFunction)(void (*)(void))Engine_move_values, METH_VARARGS | METH_KEYWORDS,
     "move_values(...) -> ({card: value}, nodes) for every legal card of the seat to move"},
    {"legal", (PyCFunction)(void (*)(void))Engine_legal, METH_VARARGS | METH_KEYWORDS,
     "legal(...) -> bitmask of the cards the seat to move may play"},
    {NULL, NULL, 0, NULL}
};

static PyTypeObject EngineType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "talong.solvers._core.Engine",
    .tp_basicsize = sizeof(Engine),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A rule table with its transposition table; see talong/solvers/rules.py.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Engine_init,
    .tp_dealloc = (destructor)Engine_dealloc,
    .tp_methods = Engine_methods,
};

static struct PyModuleDef coremodule = {
    PyModuleDef_HEAD_INIT, "_core", "Double-dummy search core (see talong/solvers/__init__.py).", -1, core_methods,
};

PyMODINIT_FUNC PyInit__core(void)
{
    if (PyType_Ready(&EngineType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&coremodule);
    if (!m) return NULL;
    NodeLimitError = PyErr_NewException("talong.solvers._core.NodeLimitExceeded", NULL, NULL);
    Py_INCREF(&EngineType);
    if (PyModule_AddObject(m, "Engine", (PyObject *)&EngineType) < 0
        || PyModule_AddObject(m, "NodeLimitExceeded", NodeLimitError) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
