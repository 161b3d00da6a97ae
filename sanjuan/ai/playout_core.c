/* The compiled core of the search's play-outs: San Juan's rules and the fast rollout
 * policy, a line-by-line port of the phase modules of sanjuan/rules/phases and sanjuan/ai/rollout.py.
 *
 * The Python engine stays the authority: this file must make exactly the moves, the
 * card draws and the shuffles that the Python play-out makes (same Mersenne Twister as
 * CPython's random.Random, same rejection sampling as Random._randbelow, same float
 * operations in the same order), and tests/test_playout_core.py checks that it does on
 * thousands of play-outs. The decisions the fast policy hands to the Medium player
 * (Office building, Bank, Black market, the classic Gold mine's pick) are ported from
 * ai/medium.py and ai/heuristics.py; the start-hand variant's keep is not (a play-out
 * never starts before the deal): the core then answers SJ_DECLINED and the caller plays
 * that play-out in Python instead.
 *
 * A plain C ABI (no Python.h), loaded with ctypes (sanjuan/ai/fastcore.py), so one
 * source builds with any C compiler for any Python version, on Linux and with mingw-w64
 * for Windows. Game data (costs, VP, goods, the policy's value tables) is handed over by
 * the loader once (sj_setup), never written here twice. Not thread-safe (static tables),
 * which the search does not need: it plays one play-out at a time.
 */
#include <float.h>
#include <stdint.h>
#include <string.h>

/* The policy's values are compared as Python computes them, in IEEE double precision
 * with every operation rounded: no fast-math, no extended precision, no fused
 * multiply-add (built with -ffp-contract=off; the pragmas for the compilers that honour
 * them). A build that cannot promise this fails, and the play-outs stay in Python. */
#if defined(__FAST_MATH__)
#error "playout_core.c must not be built with -ffast-math"
#endif
#if (defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0) || \
    (defined(__i386__) && !defined(__SSE2_MATH__))
#error "playout_core.c needs double arithmetic in double precision (FLT_EVAL_METHOD 0)"
#endif
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(_MSC_VER)
#pragma fp_contract(off)
#endif

#if defined(_WIN32)
#define SJ_EXPORT __declspec(dllexport)
#else
#define SJ_EXPORT __attribute__((visibility("default")))
#endif

#define SJ_ABI_VERSION 1
#define MAXC 192      /* card ids of the largest deck (142) fit */
#define MAXT 48       /* building types */
#define MAXP 4
#define MAXAGENDA 160
#define MAX_ROLLOUT_ACTIONS 600
#define GAME_END 12
#define MAXOPT 1024  /* build options: distinct hand types x Crane targets */

enum { SJ_OK = 0, SJ_DECLINED = -10, SJ_BAD_INPUT = -1, SJ_NOT_SET_UP = -2, SJ_OVERFLOW = -3 };

/* Agenda step ids: the order of STEP_NAMES in sanjuan/ai/fastcore.py. */
enum {
    T_ROUND_BEGIN, T_START_KEEP, T_OFFICE, T_CHAPEL, T_BANK, T_LIMIT, T_CHOOSE_ROLE,
    T_ROUND_END, T_BUILD, T_BUILDER_END, T_BLACK_MARKET, T_PAY, T_PRODUCE, T_PRODUCER_END,
    T_SELL, T_TRADER_END, T_CUSTOMS, T_COUNCIL_DRAW, T_COUNCIL_KEEP, T_COUNCIL_DISCARD,
    T_COUNCILLOR_END, T_PROSPECT, T_GOLD_MINE, T_GOLD_PICK, T_GOLDSMITH, T_PROSPECTOR_END,
    T_COUNT
};

/* Named building types: the order of NAMED in sanjuan/ai/fastcore.py. */
enum {
    B_LIBRARY, B_SMITHY, B_QUARRY, B_BLACK_MARKET, B_CRANE, B_PARK, B_CARPENTER,
    B_POOR_HOUSE, B_TAVERN, B_AQUEDUCT, B_WELL, B_TRADING_POST, B_MARKET_STAND,
    B_MARKET_HALL, B_HARBOR, B_HUT, B_CUSTOMS_OFFICE, B_PREFECTURE, B_ARCHIVE, B_GOLD_MINE,
    B_GOLDSMITH, B_TOWER, B_GUARD_ROOM, B_OFFICE_BUILDING, B_CHAPEL, B_BANK, B_GUILD_HALL,
    B_CITY_HALL, B_TRIUMPHAL_ARCH, B_PALACE, B_STATUE, B_VICTORY_COLUMN, B_HERO, B_RESIDENCE,
    B_CATHEDRAL, B_COUNT
};

enum { ROLE_BUILDER, ROLE_PRODUCER, ROLE_TRADER, ROLE_COUNCILLOR, ROLE_PROSPECTOR };
enum { K_NONE, K_ROLE, K_BUILD, K_SELECT };  /* decision shapes */

/* -- game data, handed over by sj_setup ---------------------------------------------- */
static int g_ready;
static int g_ntypes;
static int g_vp[MAXT], g_prod[MAXT], g_good[MAXT], g_printed[MAXT];
static double g_income[MAXT], g_effect[MAXT], g_good_price[5];
static int g_named[B_COUNT];
static int g_tiles[5][5];
static int g_monument[MAXT];
/* The Medium player's keep values (heuristics.py), set by sj_setup_medium. */
static int g_medium_ready;
static int g_prod_effect[MAXT];
static double g_production_scale, g_effect_scale;

/* -- the state ----------------------------------------------------------------------- */
typedef struct { int n; int v[MAXC]; } Pile;
typedef struct {
    Pile hand, buildings, chapel, bank, harbor;
    int ngoods, gb[MAXC], gc[MAXC];  /* goods: building -> card, in insertion order */
    int bank_used, library_used;
} Player;
typedef struct { int id, a[5]; } Task;
typedef struct {
    int n, ncards, gold_mine_any, guild_per_kind, base_limit, guard_limit, tower_limit;
    int types[MAXC], costs[MAXT];
    int governor, round, tile_pos, tile, role, chooser, library, sold_any, over;
    int role_owner[5], tiles[5];
    Pile draw, discard, removed, table, revealed;
    Player p[MAXP];
    int nagenda;
    Task agenda[MAXAGENDA];
    int has_pending;
    Task pending;
    uint32_t mt[624];
    int mti;
    int error;
} State;

/* A decision: role options, build options or a selection of candidates. */
typedef struct {
    int shape, seat, step;
    int nopt, opt_a[MAXOPT], opt_b[MAXOPT], opt_cost[MAXOPT], opt_goods[MAXOPT];
    int ncand, cand[MAXC], lo, hi;
} Decision;

/* -- CPython's Mersenne Twister (Modules/_randommodule.c) ---------------------------- */
static void mt_init_genrand(State *s, uint32_t seed) {
    s->mt[0] = seed;
    for (int i = 1; i < 624; i++)
        s->mt[i] = 1812433253U * (s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) + (uint32_t)i;
    s->mti = 624;
}

static void mt_init_by_array(State *s, const uint32_t *key, int klen) {
    mt_init_genrand(s, 19650218U);
    int i = 1, j = 0;
    for (int k = (624 > klen ? 624 : klen); k; k--) {
        s->mt[i] = (s->mt[i] ^ ((s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++; j++;
        if (i >= 624) { s->mt[0] = s->mt[623]; i = 1; }
        if (j >= klen) j = 0;
    }
    for (int k = 623; k; k--) {
        s->mt[i] = (s->mt[i] ^ ((s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= 624) { s->mt[0] = s->mt[623]; i = 1; }
    }
    s->mt[0] = 0x80000000U;
}

static uint32_t mt_next(State *s) {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    if (s->mti >= 624) {
        int kk;
        for (kk = 0; kk < 624 - 397; kk++) {
            y = (s->mt[kk] & 0x80000000U) | (s->mt[kk + 1] & 0x7fffffffU);
            s->mt[kk] = s->mt[kk + 397] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < 623; kk++) {
            y = (s->mt[kk] & 0x80000000U) | (s->mt[kk + 1] & 0x7fffffffU);
            s->mt[kk] = s->mt[kk + (397 - 624)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (s->mt[623] & 0x80000000U) | (s->mt[0] & 0x7fffffffU);
        s->mt[623] = s->mt[396] ^ (y >> 1) ^ mag01[y & 0x1U];
        s->mti = 0;
    }
    y = s->mt[s->mti++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* Random._randbelow(n) for 0 < n < 2**32: getrandbits(k) draws are top bits of one word. */
static int randbelow(State *s, int n) {
    int k = 0;
    for (int m = n; m; m >>= 1) k++;
    uint32_t r = mt_next(s) >> (32 - k);
    while (r >= (uint32_t)n) r = mt_next(s) >> (32 - k);
    return (int)r;
}

/* -- small helpers --------------------------------------------------------------------- */
static void push(State *s, Pile *p, int c) {
    if (p->n >= MAXC) { s->error = SJ_OVERFLOW; return; }
    p->v[p->n++] = c;
}

static int pile_index(const Pile *p, int c) {
    for (int i = 0; i < p->n; i++) if (p->v[i] == c) return i;
    return -1;
}

static void pile_remove_at(Pile *p, int i) {
    memmove(&p->v[i], &p->v[i + 1], (size_t)(p->n - i - 1) * sizeof(int));
    p->n--;
}

static void pile_remove(Pile *p, int c) {
    int i = pile_index(p, c);
    if (i >= 0) pile_remove_at(p, i);
}

static int owns(const State *s, int seat, int ti, int exclude) {
    const Pile *b = &s->p[seat].buildings;
    for (int i = 0; i < b->n; i++)
        if (s->types[b->v[i]] == ti && b->v[i] != exclude) return 1;
    return 0;
}
#define OWNS(s, seat, name) owns((s), (seat), g_named[name], -1)

static int find(const State *s, int seat, int ti) {
    const Pile *b = &s->p[seat].buildings;
    for (int i = 0; i < b->n; i++) if (s->types[b->v[i]] == ti) return b->v[i];
    return -1;
}

static int goods_index(const Player *p, int b) {
    for (int i = 0; i < p->ngoods; i++) if (p->gb[i] == b) return i;
    return -1;
}

static int goods_pop(Player *p, int b) {
    int i = goods_index(p, b);
    if (i < 0) return -1;
    int c = p->gc[i];
    memmove(&p->gb[i], &p->gb[i + 1], (size_t)(p->ngoods - i - 1) * sizeof(int));
    memmove(&p->gc[i], &p->gc[i + 1], (size_t)(p->ngoods - i - 1) * sizeof(int));
    p->ngoods--;
    return c;
}

static void goods_set(Player *p, int b, int c) {
    int i = goods_index(p, b);
    if (i >= 0) { p->gc[i] = c; return; }
    p->gb[p->ngoods] = b; p->gc[p->ngoods] = c; p->ngoods++;
}

static void sort_ints(int *v, int n) {
    for (int i = 1; i < n; i++) {
        int x = v[i], j = i - 1;
        while (j >= 0 && v[j] > x) { v[j + 1] = v[j]; j--; }
        v[j + 1] = x;
    }
}

static int privilege(const State *s, int seat) {
    if (seat != s->chooser) return 0;
    return s->library ? 2 : 1;
}

static void schedule(State *s, int id, int a0, int a1, int a2, int a3, int a4) {
    if (s->nagenda >= MAXAGENDA) { s->error = SJ_OVERFLOW; return; }
    Task *t = &s->agenda[s->nagenda++];
    t->id = id; t->a[0] = a0; t->a[1] = a1; t->a[2] = a2; t->a[3] = a3; t->a[4] = a4;
}

/* schedule_seats: first, then (name, p) for name in names for p in order, then end. */
static void schedule_seats(State *s, int chooser, const int *names, int nn, int end,
                           int first, int first_arg) {
    int todo[16][2], k = 0;
    if (first >= 0) { todo[k][0] = first; todo[k][1] = first_arg; k++; }
    for (int i = 0; i < nn; i++)
        for (int j = 0; j < s->n; j++) { todo[k][0] = names[i]; todo[k][1] = (chooser + j) % s->n; k++; }
    todo[k][0] = end; todo[k][1] = -1; k++;
    for (int i = k - 1; i >= 0; i--) schedule(s, todo[i][0], todo[i][1], -1, -1, -1, -1);
}

/* -- card movement (state.py) ----------------------------------------------------------- */
static int draw_card(State *s) {
    if (!s->draw.n) {
        if (!s->discard.n) return -1;
        Pile tmp = s->draw;
        s->draw = s->discard;
        s->discard = tmp;
        s->discard.n = 0;
        for (int i = s->draw.n - 1; i >= 1; i--) {  /* Random.shuffle */
            int j = randbelow(s, i + 1);
            int x = s->draw.v[i]; s->draw.v[i] = s->draw.v[j]; s->draw.v[j] = x;
        }
    }
    return s->draw.v[--s->draw.n];
}

static int draw_to_hand(State *s, int seat, int n) {
    int got = 0;
    for (int i = 0; i < n; i++) {
        int c = draw_card(s);
        if (c < 0) break;
        push(s, &s->p[seat].hand, c);
        got++;
    }
    return got;
}

static void finish(State *s) {
    s->over = 1;
    s->nagenda = 0;
    s->has_pending = 0;
}

/* -- builder phase (phases/builder.py) --------------------------------------------------- */
static int breakdown(const State *s, const int *owned_flags, int priv, int ti, int rti) {
    int lib = g_named[B_LIBRARY];
    if (priv == 2 && (!owned_flags[lib] || rti == lib)) priv = 1;
    int reducer = g_prod[ti] ? g_named[B_SMITHY] : g_named[B_QUARRY];
    int reduced = owned_flags[reducer] && rti != reducer;
    int credit = rti < 0 ? 0 : rti == g_named[B_PARK] ? 6 : s->costs[rti];
    int total = s->costs[ti] - priv - reduced - credit;
    return total < 0 ? 0 : total;
}

static void owned_flags_of(const State *s, int seat, int *flags) {
    memset(flags, 0, sizeof(int) * MAXT);
    const Pile *b = &s->p[seat].buildings;
    for (int i = 0; i < b->n; i++) flags[s->types[b->v[i]]] = 1;
}

static int bm_count(const State *s, int seat, int rep, int goods_all) {
    if (rep < 0) return goods_all;
    int bm = g_named[B_BLACK_MARKET];
    if (s->types[rep] == bm && !owns(s, seat, bm, rep)) return 0;
    return goods_all - (goods_index(&s->p[seat], rep) >= 0);
}

static void build_options(const State *s, int seat, Decision *d) {
    const Player *p = &s->p[seat];
    int owned[MAXT];
    owned_flags_of(s, seat, owned);
    int seen[MAXT], ctype[MAXC], ccard[MAXC], nc = 0;
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < p->hand.n; i++) {
        int c = p->hand.v[i], t = s->types[c];
        if (!seen[t]) { seen[t] = 1; ctype[nc] = t; ccard[nc] = c; nc++; }
    }
    for (int i = 0; i < s->table.n; i++) {
        int c = s->table.v[i], t = s->types[c];
        if (!seen[t]) { seen[t] = 1; ctype[nc] = t; ccard[nc] = c; nc++; }
    }
    int priv = privilege(s, seat);
    int crane = owned[g_named[B_CRANE]] ? find(s, seat, g_named[B_CRANE]) : -1;
    int goods_all = owned[g_named[B_BLACK_MARKET]] ? p->ngoods : 0;
    d->nopt = 0;
    for (int k = 0; k < nc; k++) {
        int ti = ctype[k], card = ccard[k];
        if (owned[ti] && !g_prod[ti]) continue;
        int others = p->hand.n - (pile_index(&s->table, card) < 0);
        int targets[MAXC + 1], nt = 0;
        targets[nt++] = -1;
        if (crane >= 0)
            for (int i = 0; i < p->buildings.n; i++) {
                int b = p->buildings.v[i];
                if (b != crane && s->types[b] != ti) targets[nt++] = b;
            }
        for (int j = 0; j < nt; j++) {
            int rep = targets[j];
            int rti = rep < 0 ? -1 : s->types[rep];
            int cost = breakdown(s, owned, priv, ti, rti);
            int goods = 0;
            if (cost && goods_all) {
                int m = bm_count(s, seat, rep, goods_all);
                goods = 2 < cost ? 2 : cost;
                if (m < goods) goods = m;
            }
            if (cost - goods <= others && d->nopt < MAXOPT) {
                d->opt_a[d->nopt] = card; d->opt_b[d->nopt] = rep;
                d->opt_cost[d->nopt] = cost; d->opt_goods[d->nopt] = goods;
                d->nopt++;
            }
        }
    }
}

static void resolve_build(State *s, const Task *t, int card, int rep) {
    int seat = t->a[0];
    Player *p = &s->p[seat];
    int owned[MAXT];
    owned_flags_of(s, seat, owned);
    int cost = breakdown(s, owned, privilege(s, seat), s->types[card], rep < 0 ? -1 : s->types[rep]);
    int has_goods = 0;
    if (owns(s, seat, g_named[B_BLACK_MARKET], rep))
        for (int i = 0; i < p->ngoods; i++) if (p->gb[i] != rep) has_goods = 1;
    int ti = pile_index(&s->table, card);
    if (ti >= 0) pile_remove_at(&s->table, ti);
    else pile_remove(&p->hand, card);
    if (rep < 0) push(s, &p->buildings, card);
    else {
        int at = pile_index(&p->buildings, rep);
        if (at < 0) { s->error = SJ_BAD_INPUT; return; }
        p->buildings.v[at] = card;
        push(s, &s->removed, rep);
        int lost = goods_pop(p, rep);
        if (lost >= 0) push(s, &s->discard, lost);
    }
    if (cost && has_goods) schedule(s, T_BLACK_MARKET, seat, card, rep, cost, -1);
    else schedule(s, T_PAY, seat, card, rep, cost, 0);
}

static void resolve_pay(State *s, const Task *t, const int *cards, int ncards, int skipped) {
    int seat = t->a[0], card = t->a[1], need = t->a[3];
    Player *p = &s->p[seat];
    int paid[MAXC], np = 0;
    if (skipped) { for (int i = 0; i < need && i < p->hand.n; i++) paid[np++] = p->hand.v[i]; }
    else { for (int i = 0; i < ncards; i++) paid[np++] = cards[i]; }
    for (int i = 0; i < np; i++) pile_remove(&p->hand, paid[i]);
    for (int i = 0; i < np; i++) push(s, &s->discard, paid[i]);
    if (!g_prod[s->types[card]] && owns(s, seat, g_named[B_CARPENTER], card)) draw_to_hand(s, seat, 1);
    if (p->hand.n <= 1 && owns(s, seat, g_named[B_POOR_HOUSE], card)) draw_to_hand(s, seat, 1);
}

static void builder_end(State *s) {
    int fewest = 1 << 30, most = -1;
    for (int q = 0; q < s->n; q++) {
        int c = s->p[q].buildings.n;
        if (c < fewest) fewest = c;
        if (c > most) most = c;
    }
    if (fewest < most)
        for (int j = 0; j < s->n; j++) {
            int seat = (s->chooser + j) % s->n;
            if (s->p[seat].buildings.n == fewest && OWNS(s, seat, B_TAVERN)) draw_to_hand(s, seat, 1);
        }
    if (most >= GAME_END) finish(s);
}

/* -- round steps (phases/roundstart.py) ---------------------------------------------------- */
static int hand_limit(const State *s, int seat) {
    if (OWNS(s, seat, B_TOWER)) return s->tower_limit;
    if (OWNS(s, seat, B_GUARD_ROOM)) return s->guard_limit;
    return s->base_limit;
}

static int hand_can_move(State *s, int seat) {
    Player *p = &s->p[seat];
    if (OWNS(s, seat, B_CHAPEL) || (!p->bank_used && OWNS(s, seat, B_BANK))) return 1;
    if (p->hand.n > hand_limit(s, seat)) return 1;
    int chooser = s->chooser, library = s->library;
    s->chooser = seat;
    s->library = OWNS(s, seat, B_LIBRARY);
    Decision d;
    build_options(s, seat, &d);
    s->chooser = chooser;
    s->library = library;
    return d.nopt > 0;
}

static int frozen(State *s) {
    if (s->draw.n || s->discard.n) return 0;
    for (int q = 0; q < s->n; q++) if (s->p[q].ngoods) return 0;
    for (int q = 0; q < s->n; q++) if (s->p[q].hand.n && hand_can_move(s, q)) return 0;
    return 1;
}

static void round_begin(State *s) {
    Task todo[64];
    int k = 0, n = s->n;
    if (s->round > 1) {
        for (int j = 0; j < n; j++) { todo[k].id = T_OFFICE; todo[k++].a[0] = (s->governor + j) % n; }
        for (int j = 0; j < n; j++) {
            todo[k].id = T_CHAPEL; todo[k++].a[0] = (s->governor + j) % n;
            todo[k].id = T_BANK; todo[k++].a[0] = (s->governor + j) % n;
        }
        for (int j = 0; j < n; j++) { todo[k].id = T_LIMIT; todo[k++].a[0] = (s->governor + j) % n; }
    }
    if (n == 2) {
        int g = s->governor;
        int order[3] = {g, 1 - g, g};
        for (int j = 0; j < 3; j++) { todo[k].id = T_CHOOSE_ROLE; todo[k++].a[0] = order[j]; }
    } else {
        for (int j = 0; j < n; j++) { todo[k].id = T_CHOOSE_ROLE; todo[k++].a[0] = (s->governor + j) % n; }
    }
    todo[k].id = T_ROUND_END; todo[k++].a[0] = -1;
    for (int i = k - 1; i >= 0; i--) schedule(s, todo[i].id, todo[i].a[0], -1, -1, -1, -1);
}

static void round_end(State *s) {
    if (frozen(s)) { finish(s); return; }
    for (int r = 0; r < 5; r++) s->role_owner[r] = -1;
    s->role = -1;
    for (int q = 0; q < s->n; q++) s->p[q].library_used = 0;
    s->governor = (s->governor + 1) % s->n;
    s->round += 1;
    schedule(s, T_ROUND_BEGIN, -1, -1, -1, -1, -1);
}

static void resolve_role(State *s, int seat, int role, int lib) {
    s->role_owner[role] = seat;
    s->role = role; s->chooser = seat; s->library = lib;
    if (lib) s->p[seat].library_used = 1;
    int names[2];
    switch (role) {
    case ROLE_BUILDER:
        names[0] = T_BUILD; schedule_seats(s, seat, names, 1, T_BUILDER_END, -1, -1); break;
    case ROLE_PRODUCER:
        names[0] = T_PRODUCE; schedule_seats(s, seat, names, 1, T_PRODUCER_END, -1, -1); break;
    case ROLE_TRADER:
        s->tile = s->tiles[s->tile_pos % 5];
        s->tile_pos += 1;
        s->sold_any = 0;
        names[0] = T_SELL; schedule_seats(s, seat, names, 1, T_TRADER_END, -1, -1); break;
    case ROLE_COUNCILLOR:
        names[0] = T_CUSTOMS; names[1] = T_COUNCIL_DRAW;
        schedule_seats(s, seat, names, 2, T_COUNCILLOR_END, -1, -1); break;
    default:
        names[0] = T_GOLD_MINE; names[1] = T_GOLDSMITH;
        schedule_seats(s, seat, names, 2, T_PROSPECTOR_END, T_PROSPECT, seat); break;
    }
}

/* -- the other phases ---------------------------------------------------------------------- */
static int sale_price(const State *s, int b) {
    int g = g_good[s->types[b]];
    if (g < 0) return 2;
    return g_tiles[s->tile][g];
}

static void resolve_sell(State *s, int seat, const int *sold, int nsold) {
    if (!nsold) return;
    Player *p = &s->p[seat];
    int earned = 0;
    for (int i = 0; i < nsold; i++) earned += sale_price(s, sold[i]);
    int cards[MAXC], nc = 0;
    for (int i = 0; i < nsold; i++) {
        cards[nc] = goods_pop(p, sold[i]);
        if (cards[nc++] < 0) { s->error = SJ_BAD_INPUT; return; }
    }
    if (find(s, seat, g_named[B_HARBOR]) >= 0) push(s, &p->harbor, cards[--nc]);
    for (int i = 0; i < nc; i++) push(s, &s->discard, cards[i]);
    if (nsold >= 2 && OWNS(s, seat, B_MARKET_STAND)) earned += 1;
    if (OWNS(s, seat, B_MARKET_HALL)) earned += 1;
    s->sold_any = 1;
    draw_to_hand(s, seat, earned);
}

static void gold_mine_take(State *s, int seat, int card) {
    int rest[MAXC], nr = 0;
    for (int i = 0; i < s->revealed.n; i++) if (s->revealed.v[i] != card) rest[nr++] = s->revealed.v[i];
    s->revealed.n = 0;
    if (card >= 0) push(s, &s->p[seat].hand, card);
    for (int i = 0; i < nr; i++) push(s, &s->discard, rest[i]);
}

static void auto_step(State *s, const Task *t) {
    int seat = t->a[0];
    switch (t->id) {
    case T_ROUND_BEGIN: round_begin(s); break;
    case T_ROUND_END: round_end(s); break;
    case T_BUILDER_END: builder_end(s); break;
    case T_PRODUCER_END: case T_COUNCILLOR_END: case T_PROSPECTOR_END: break;
    case T_TRADER_END:
        if (!s->sold_any)
            for (int j = 0; j < s->n; j++) {
                int q = (s->chooser + j) % s->n;
                if (OWNS(s, q, B_HUT)) draw_to_hand(s, q, 1);
            }
        break;
    case T_CUSTOMS: {
        int office = find(s, seat, g_named[B_CUSTOMS_OFFICE]);
        if (office < 0 || goods_index(&s->p[seat], office) >= 0) break;
        int c = draw_card(s);
        if (c >= 0) goods_set(&s->p[seat], office, c);
        break;
    }
    case T_COUNCIL_DRAW: {
        int n = seat == s->chooser ? (s->library ? 8 : 5) : 2;
        int keep = OWNS(s, seat, B_PREFECTURE) ? 2 : 1;
        for (int i = 0; i < n; i++) {
            int c = draw_card(s);
            if (c < 0) break;
            push(s, &s->revealed, c);
        }
        int drawn = s->revealed.n;
        if (OWNS(s, seat, B_ARCHIVE) || drawn <= keep) {
            for (int i = 0; i < drawn; i++) push(s, &s->p[seat].hand, s->revealed.v[i]);
            s->revealed.n = 0;
            if (drawn > keep) schedule(s, T_COUNCIL_DISCARD, seat, drawn - keep, -1, -1, -1);
        } else {
            schedule(s, T_COUNCIL_KEEP, seat, keep, -1, -1, -1);
        }
        break;
    }
    case T_PROSPECT: draw_to_hand(s, seat, privilege(s, seat)); break;
    case T_GOLD_MINE: {
        if (!OWNS(s, seat, B_GOLD_MINE)) break;
        for (int i = 0; i < 4; i++) {
            int c = draw_card(s);
            if (c < 0) break;
            push(s, &s->revealed, c);
        }
        int n = s->revealed.n;
        if (!n) break;
        int distinct = 1;
        for (int i = 0; i < n && distinct; i++)
            for (int j = i + 1; j < n; j++)
                if (s->costs[s->types[s->revealed.v[i]]] == s->costs[s->types[s->revealed.v[j]]]) { distinct = 0; break; }
        if (!distinct) gold_mine_take(s, seat, -1);
        else if (s->gold_mine_any) schedule(s, T_GOLD_PICK, seat, -1, -1, -1, -1);
        else {
            int best = s->revealed.v[0];
            for (int i = 1; i < n; i++)
                if (s->costs[s->types[s->revealed.v[i]]] < s->costs[s->types[best]]) best = s->revealed.v[i];
            gold_mine_take(s, seat, best);
        }
        break;
    }
    case T_GOLDSMITH: {
        if (!OWNS(s, seat, B_GOLDSMITH)) break;
        int c = draw_card(s);
        if (c < 0) break;
        int anyone = 0;
        for (int q = 0; q < s->n; q++) if (owns(s, q, s->types[c], -1)) anyone = 1;
        if (anyone) push(s, &s->discard, c);
        else push(s, &s->p[seat].hand, c);
        break;
    }
    default: s->error = SJ_BAD_INPUT;
    }
}

static int is_auto(int id) {
    switch (id) {
    case T_ROUND_BEGIN: case T_ROUND_END: case T_BUILDER_END: case T_PRODUCER_END:
    case T_TRADER_END: case T_CUSTOMS: case T_COUNCIL_DRAW: case T_COUNCILLOR_END:
    case T_PROSPECT: case T_GOLD_MINE: case T_GOLDSMITH: case T_PROSPECTOR_END: return 1;
    default: return 0;
    }
}

static void hand_select(const State *s, int seat, Decision *d, int lo, int hi) {
    const Pile *h = &s->p[seat].hand;
    d->shape = K_SELECT;
    d->ncand = h->n;
    memcpy(d->cand, h->v, sizeof(int) * (size_t)h->n);
    sort_ints(d->cand, d->ncand);
    d->lo = lo; d->hi = hi;
}

/* The decision of step ``t`` (shape K_NONE: nothing to choose). */
static void decide(State *s, const Task *t, Decision *d) {
    int seat = t->a[0];
    const Player *p = &s->p[seat];
    d->shape = K_NONE; d->seat = seat; d->step = t->id; d->nopt = 0; d->ncand = 0;
    switch (t->id) {
    case T_START_KEEP:
        if (p->hand.n > 4) hand_select(s, seat, d, 4, 4);
        break;
    case T_OFFICE:
        if (p->hand.n && OWNS(s, seat, B_OFFICE_BUILDING)) hand_select(s, seat, d, 0, p->hand.n < 2 ? p->hand.n : 2);
        break;
    case T_CHAPEL:
        if (p->hand.n && OWNS(s, seat, B_CHAPEL)) hand_select(s, seat, d, 0, 1);
        break;
    case T_BANK:
        if (!p->bank_used && p->hand.n && OWNS(s, seat, B_BANK)) hand_select(s, seat, d, 0, p->hand.n);
        break;
    case T_LIMIT: {
        int excess = p->hand.n - hand_limit(s, seat);
        if (excess > 0) hand_select(s, seat, d, excess, excess);
        break;
    }
    case T_CHOOSE_ROLE: {
        int libs[2], nl = 0;
        if (!OWNS(s, seat, B_LIBRARY)) libs[nl++] = 0;
        else if (s->n == 2 && p->library_used) libs[nl++] = 0;
        else { libs[nl++] = 1; libs[nl++] = 0; }
        d->shape = K_ROLE;
        for (int r = 0; r < 5; r++)
            if (s->role_owner[r] < 0)
                for (int l = 0; l < nl; l++) { d->opt_a[d->nopt] = r; d->opt_b[d->nopt] = libs[l]; d->nopt++; }
        break;
    }
    case T_BUILD:
        d->shape = K_BUILD;
        build_options(s, seat, d);
        break;
    case T_BLACK_MARKET: {
        int cost = t->a[3];
        d->shape = K_SELECT;
        d->ncand = p->ngoods;
        memcpy(d->cand, p->gb, sizeof(int) * (size_t)p->ngoods);
        sort_ints(d->cand, d->ncand);
        int lo = cost - p->hand.n;
        d->lo = lo < 0 ? 0 : lo;
        int hi = 2 < cost ? 2 : cost;
        d->hi = hi < d->ncand ? hi : d->ncand;
        break;
    }
    case T_PAY: {
        int need = t->a[3];
        if (need == 0 || need >= p->hand.n) break;
        hand_select(s, seat, d, need, need);
        break;
    }
    case T_PRODUCE: {
        int empty[MAXC], ne = 0;
        for (int i = 0; i < p->buildings.n; i++) {
            int b = p->buildings.v[i];
            if (g_prod[s->types[b]] && goods_index(p, b) < 0) empty[ne++] = b;
        }
        if (!ne || !(s->draw.n || s->discard.n)) break;
        int limit = 1 + privilege(s, seat) + OWNS(s, seat, B_AQUEDUCT);
        d->shape = K_SELECT;
        d->ncand = ne;
        memcpy(d->cand, empty, sizeof(int) * (size_t)ne);
        sort_ints(d->cand, ne);
        d->lo = 0; d->hi = ne < limit ? ne : limit;
        break;
    }
    case T_SELL: {
        if (!p->ngoods) break;
        int limit = 1 + privilege(s, seat) + OWNS(s, seat, B_TRADING_POST);
        d->shape = K_SELECT;
        d->ncand = p->ngoods;
        memcpy(d->cand, p->gb, sizeof(int) * (size_t)p->ngoods);
        sort_ints(d->cand, d->ncand);
        d->lo = 0; d->hi = d->ncand < limit ? d->ncand : limit;
        break;
    }
    case T_COUNCIL_KEEP:
        d->shape = K_SELECT;
        d->ncand = s->revealed.n;
        memcpy(d->cand, s->revealed.v, sizeof(int) * (size_t)s->revealed.n);
        sort_ints(d->cand, d->ncand);
        d->lo = d->hi = t->a[1];
        break;
    case T_COUNCIL_DISCARD:
        hand_select(s, seat, d, t->a[1], t->a[1]);
        break;
    case T_GOLD_PICK:
        d->shape = K_SELECT;
        d->ncand = s->revealed.n;
        memcpy(d->cand, s->revealed.v, sizeof(int) * (size_t)s->revealed.n);
        sort_ints(d->cand, d->ncand);
        d->lo = d->hi = 1;
        break;
    default: s->error = SJ_BAD_INPUT;
    }
}

/* An action: kind 0 role (a = role, b = library), 1 build (a = card, b = replace or -1),
 * 2 select (cards, ascending), 3 pass. */
typedef struct { int kind, a, b, n; int cards[MAXC]; } Action;

static void discard_from_hand(State *s, int seat, const int *cards, int n) {
    for (int i = 0; i < n; i++) pile_remove(&s->p[seat].hand, cards[i]);
    for (int i = 0; i < n; i++) push(s, &s->discard, cards[i]);
}

/* RESOLVE[task](s, task, action); ``act`` NULL: the decision was skipped. */
static void resolve(State *s, const Task *t, const Action *act) {
    int seat = t->a[0];
    Player *p = &s->p[seat];
    const int *cards = act && act->kind == 2 ? act->cards : NULL;
    int n = act && act->kind == 2 ? act->n : 0;
    switch (t->id) {
    case T_START_KEEP:
        if (act) {
            int drop[MAXC], nd = 0;
            for (int i = 0; i < p->hand.n; i++) {
                int keep = 0;
                for (int j = 0; j < n; j++) if (cards[j] == p->hand.v[i]) keep = 1;
                if (!keep) drop[nd++] = p->hand.v[i];
            }
            discard_from_hand(s, seat, drop, nd);
        }
        break;
    case T_OFFICE:
        if (n) { discard_from_hand(s, seat, cards, n); draw_to_hand(s, seat, n); }
        break;
    case T_CHAPEL:
        for (int i = 0; i < n; i++) { pile_remove(&p->hand, cards[i]); push(s, &p->chapel, cards[i]); }
        break;
    case T_BANK:
        if (n) {
            p->bank_used = 1;
            for (int i = 0; i < n; i++) { pile_remove(&p->hand, cards[i]); push(s, &p->bank, cards[i]); }
        }
        break;
    case T_LIMIT: case T_COUNCIL_DISCARD:
        discard_from_hand(s, seat, cards, n);
        break;
    case T_CHOOSE_ROLE:
        if (act && act->kind == 0) resolve_role(s, seat, act->a, act->b);
        else s->error = SJ_BAD_INPUT;
        break;
    case T_BUILD:
        if (act && act->kind == 1) resolve_build(s, t, act->a, act->b);
        break;
    case T_BLACK_MARKET:
        for (int i = 0; i < n; i++) {
            int g = goods_pop(p, cards[i]);
            if (g < 0) { s->error = SJ_BAD_INPUT; return; }
            push(s, &s->discard, g);
        }
        schedule(s, T_PAY, seat, t->a[1], t->a[2], t->a[3] - n, n);
        break;
    case T_PAY: resolve_pay(s, t, cards, n, act == NULL); break;
    case T_PRODUCE: {
        int done = 0;
        for (int i = 0; i < n; i++) {
            int c = draw_card(s);
            if (c < 0) break;
            goods_set(p, cards[i], c);
            done++;
        }
        if (done >= 2 && OWNS(s, seat, B_WELL)) draw_to_hand(s, seat, 1);
        break;
    }
    case T_SELL: resolve_sell(s, seat, cards, n); break;
    case T_COUNCIL_KEEP: {
        int rest[MAXC], nr = 0;
        for (int i = 0; i < s->revealed.n; i++) {
            int kept = 0;
            for (int j = 0; j < n; j++) if (cards[j] == s->revealed.v[i]) kept = 1;
            if (!kept) rest[nr++] = s->revealed.v[i];
        }
        s->revealed.n = 0;
        for (int i = 0; i < n; i++) push(s, &p->hand, cards[i]);
        for (int i = 0; i < nr; i++) push(s, &s->discard, rest[i]);
        break;
    }
    case T_GOLD_PICK: gold_mine_take(s, seat, n ? cards[0] : -1); break;
    default: s->error = SJ_BAD_INPUT;
    }
}

/* engine.run: automatic steps until a decision is due (left in *d) or the game is over. */
static void run(State *s, Decision *d) {
    d->shape = K_NONE;
    if (s->has_pending) { decide(s, &s->pending, d); return; }
    while (!s->over && !s->error) {
        if (!s->nagenda) { s->error = SJ_BAD_INPUT; return; }
        Task t = s->agenda[--s->nagenda];
        if (is_auto(t.id)) { auto_step(s, &t); continue; }
        decide(s, &t, d);
        if (d->shape == K_NONE) {
            if (t.id == T_PAY) resolve(s, &t, NULL);  /* the only resolver that acts on None */
        } else {
            s->pending = t;
            s->has_pending = 1;
            return;
        }
    }
}

static void apply(State *s, const Action *a, Decision *d) {
    Task t = s->pending;
    s->has_pending = 0;
    resolve(s, &t, a);
    run(s, d);
}

/* -- the fast rollout policy (ai/rollout.py) ---------------------------------------------- */
static int most_buildings(const State *s) {
    int m = 0;
    for (int q = 0; q < s->n; q++) if (s->p[q].buildings.n > m) m = s->p[q].buildings.n;
    return m;
}

static double left_rounds(const State *s) {
    double v = (double)(GAME_END - most_buildings(s)) / (s->n == 2 ? 0.75 : 0.65);
    return v > 0.0 ? v : 0.0;  /* max(0.0, v): v is never NaN */
}

/* FastPolicy.value; ``owned``: the seat's building types in tableau order. */
static double value(const State *s, int ti, const int *owned, int nown, double left) {
    int has = 0;
    for (int i = 0; i < nown; i++) if (owned[i] == ti) has = 1;
    if (!g_prod[ti] && has) return 0.0;
    if (g_prod[ti]) return g_vp[ti] + g_income[ti] * left * 0.5;
    if (ti == g_named[B_GUILD_HALL]) {
        int n = 0;
        for (int i = 0; i < nown; i++) n += g_prod[owned[i]];
        if (!s->guild_per_kind) return 2 * n + 1.5;
        int kinds[5] = {0, 0, 0, 0, 0}, nk = 0;
        for (int i = 0; i < nown; i++)
            if (g_prod[owned[i]] && !kinds[g_good[owned[i]]]) { kinds[g_good[owned[i]]] = 1; nk++; }
        return (n + nk) + 1.5;
    }
    if (ti == g_named[B_CITY_HALL]) {
        int v = 0;
        for (int i = 0; i < nown; i++) v += !g_prod[owned[i]];
        return (v + 1) + 0.5 * (GAME_END - nown);
    }
    if (ti == g_named[B_TRIUMPHAL_ARCH]) {
        static const int arch_vp[4] = {0, 4, 6, 8};
        int m = 0;
        for (int i = 0; i < nown; i++) m += g_monument[owned[i]];
        return arch_vp[m > 3 ? 3 : m] + 1.5;
    }
    if (ti == g_named[B_PALACE]) {
        int v = 0;
        for (int i = 0; i < nown; i++) v += g_vp[owned[i]];
        return (double)(v + 2 * (GAME_END - nown)) / 4;
    }
    double v = g_vp[ti] + g_effect[ti] * left * (ti == g_named[B_CHAPEL] ? 1.0 : 0.5);
    if (g_monument[ti]) {
        for (int i = 0; i < nown; i++)
            if (owned[i] == g_named[B_TRIUMPHAL_ARCH]) { v += 2.0; break; }
    }
    return v + (g_printed[ti] >= 6 ? 2.0 : 0.0);
}

static int owned_list(const State *s, int seat, int *owned) {
    const Pile *b = &s->p[seat].buildings;
    for (int i = 0; i < b->n; i++) owned[i] = s->types[b->v[i]];
    return b->n;
}

/* FastPolicy.hand_values of ``cards`` (in their order) into ``out``. */
static void hand_values(const State *s, int seat, const int *cards, int n, double *out) {
    int owned[MAXC], nown = owned_list(s, seat, owned);
    double left = left_rounds(s);
    int seen[MAXT];
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < n; i++) {
        int ti = s->types[cards[i]];
        double v = value(s, ti, owned, nown, left) - 0.6 * s->costs[ti];
        if (seen[ti] && !g_prod[ti]) v = -1.0;
        seen[ti] = 1;
        out[i] = v;
    }
}

static double gain(const State *s, int seat, int role, int priv, double left) {
    const Player *p = &s->p[seat];
    if (role == ROLE_BUILDER) {
        int owned[MAXC], nown = owned_list(s, seat, owned);
        int smithy = 0, quarry = 0;
        for (int i = 0; i < nown; i++) {
            if (owned[i] == g_named[B_SMITHY]) smithy = 1;
            if (owned[i] == g_named[B_QUARRY]) quarry = 1;
        }
        double best = 0.0;
        for (int i = 0; i < p->hand.n; i++) {
            int ti = s->types[p->hand.v[i]];
            int cost = s->costs[ti] - priv - (g_prod[ti] ? smithy : quarry);
            if (cost < 0) cost = 0;
            if (cost < p->hand.n) {
                double x = value(s, ti, owned, nown, left) - 0.6 * cost;
                if (x > best) best = x;
            }
        }
        return best + (best > 0 ? 0.6 * priv : 0.0);
    }
    if (role == ROLE_PRODUCER) {
        int empty[MAXC], ne = 0;
        for (int i = 0; i < p->buildings.n; i++) {
            int b = p->buildings.v[i];
            if (g_prod[s->types[b]] && goods_index(p, b) < 0) empty[ne++] = g_good[s->types[b]];
        }
        sort_ints(empty, ne);  /* ascending; taken from the end = sorted(reverse=True) */
        int n = 1 + priv + OWNS(s, seat, B_AQUEDUCT);
        double sum = 0.0;
        for (int i = 0; i < n && i < ne; i++) sum += 0.45 * g_good_price[empty[ne - 1 - i]] + 0.15;
        return sum;
    }
    if (role == ROLE_TRADER) {
        int tile = s->tiles[s->tile_pos % 5];
        int prices[MAXC], np = 0;
        for (int i = 0; i < p->ngoods; i++) {
            int g = g_good[s->types[p->gb[i]]];
            prices[np++] = g >= 0 ? g_tiles[tile][g] : 2;
        }
        sort_ints(prices, np);
        int n = 1 + priv + OWNS(s, seat, B_TRADING_POST);
        int sum = 0;
        for (int i = 0; i < n && i < np; i++) sum += prices[np - 1 - i];
        return 0.6 * sum;
    }
    if (role == ROLE_COUNCILLOR) return 0.6 + (priv ? 0.5 * priv : 0.1);
    return 0.6 * priv;
}

static void choose_role(const State *s, const Decision *d, Action *out) {
    int n = s->n, me = d->seat;
    double w = n == 2 ? 0.7 : 0.45;
    double left = left_rounds(s);
    double others[5];
    int have[5] = {0, 0, 0, 0, 0};
    int best = 0;
    double bestv = 0.0;
    for (int i = 0; i < d->nopt; i++) {
        int r = d->opt_a[i];
        if (!have[r]) {
            double o = 0.0;
            for (int q = 0; q < n; q++) if (q != me) o += gain(s, q, r, 0, left);
            others[r] = o;
            have[r] = 1;
        }
        double v = gain(s, me, r, d->opt_b[i] ? 2 : 1, left) - w * others[r];
        if (i == 0 || v > bestv) { best = i; bestv = v; }
    }
    out->kind = 0; out->a = d->opt_a[best]; out->b = d->opt_b[best];
}

static void choose_build(const State *s, const Decision *d, Action *out) {
    int owned[MAXC], nown = owned_list(s, d->seat, owned);
    double left = left_rounds(s);
    double best = 0.0;
    int choice = -1;
    for (int i = 0; i < d->nopt; i++) {
        int ti = s->types[d->opt_a[i]];
        double v = value(s, ti, owned, nown, left) - 0.6 * (d->opt_cost[i] - d->opt_goods[i]) + 0.3;
        if (d->opt_b[i] >= 0) v -= g_vp[s->types[d->opt_b[i]]] + 0.5;
        if (v > best) { best = v; choice = i; }
    }
    if (choice < 0) { out->kind = 3; return; }
    out->kind = 1; out->a = d->opt_a[choice]; out->b = d->opt_b[choice];
}

/* A stable sort of the indices 0..n-1 by key ascending (Python's sorted). */
static void argsort(const double *key, int *idx, int n) {
    for (int i = 0; i < n; i++) idx[i] = i;
    for (int i = 1; i < n; i++) {
        int x = idx[i], j = i - 1;
        while (j >= 0 && key[idx[j]] > key[x]) { idx[j + 1] = idx[j]; j--; }
        idx[j + 1] = x;
    }
}

static void select_first(const Decision *d, const int *idx, int k, Action *out) {
    out->kind = 2; out->n = k;
    for (int i = 0; i < k; i++) out->cards[i] = d->cand[idx[i]];
    sort_ints(out->cards, k);
}


/* -- the Medium player's answers the fast policy falls back on (ai/medium.py) --------------- */
/* scoring.score_player(s, seat).total for the seat's tableau now (RULES.md 4). */
static int score_total(const State *s, int seat) {
    const Player *p = &s->p[seat];
    const Pile *b = &p->buildings;
    int vp = 0, nprod = 0, kinds[5] = {0, 0, 0, 0, 0}, nkinds = 0, mon[MAXT];
    int has[MAXT];
    memset(has, 0, sizeof has);
    memset(mon, 0, sizeof mon);
    int nmon = 0;
    for (int i = 0; i < b->n; i++) {
        int ti = s->types[b->v[i]];
        vp += g_vp[ti];
        has[ti] = 1;
        if (g_prod[ti]) {
            nprod++;
            if (!kinds[g_good[ti]]) { kinds[g_good[ti]] = 1; nkinds++; }
        }
        if (g_monument[ti] && !mon[ti]) { mon[ti] = 1; nmon++; }
    }
    int total = vp + p->chapel.n + p->bank.n + p->harbor.n;
    if (has[g_named[B_GUILD_HALL]]) total += s->guild_per_kind ? nprod + nkinds : 2 * nprod;
    if (has[g_named[B_CITY_HALL]]) total += b->n - nprod;
    if (has[g_named[B_TRIUMPHAL_ARCH]]) {
        static const int arch_vp[4] = {0, 4, 6, 8};
        total += arch_vp[nmon > 3 ? 3 : nmon];
    }
    static const int descending[5] = {0, 4, 7, 9, 10};  /* 4, 3, 2, 1, then 0 each */
    if (has[g_named[B_RESIDENCE]]) {
        int sets = 0;
        for (int cost = 0; cost < 16; cost++) {
            int counts[MAXT], nt = 0;
            memset(counts, 0, sizeof counts);
            for (int i = 0; i < b->n; i++) {
                int ti = s->types[b->v[i]];
                if (s->costs[ti] == cost) { if (!counts[ti]) nt++; counts[ti]++; }
            }
            if (!nt) continue;
            int k = 0;
            for (;;) {
                int sum = 0;
                for (int ti = 0; ti < g_ntypes; ti++) sum += counts[ti] < k + 1 ? counts[ti] : k + 1;
                if (sum >= 3 * (k + 1)) k++; else break;
            }
            sets += k;
        }
        total += descending[sets > 4 ? 4 : sets];
    }
    if (has[g_named[B_CATHEDRAL]]) {
        int sixes = 0;
        for (int q = 0; q < s->n; q++)
            if (q != seat)
                for (int i = 0; i < s->p[q].buildings.n; i++)
                    sixes += s->costs[s->types[s->p[q].buildings.v[i]]] == 6;
        total += descending[sixes > 4 ? 4 : sixes];
    }
    if (has[g_named[B_PALACE]]) total += total / 4;
    return total;
}

static double card_value(const State *s) {
    double r = left_rounds(s) / 2.5;
    return 0.75 * (r < 1.0 ? r : 1.0);
}

/* heuristics.income of type ``ti`` for ``seat`` owning the types flagged in ``owned``. */
static double income(const State *s, int seat, int ti, const int *owned) {
    const Pile *b = &s->p[seat].buildings;
    int prod = 0, kinds[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < b->n; i++) {
        int t = s->types[b->v[i]];
        if (g_prod[t]) { prod++; kinds[g_good[t]] = 1; }
    }
    if (g_prod[ti]) {
        double base = 0.35 * g_good_price[g_good[ti]] + 0.1;
        double boost = 0.0;
        for (int t = 0; t < g_ntypes; t++) if (g_prod_effect[t] && owned[t]) boost += 0.05;
        if (!kinds[g_good[ti]]) base += 0.1;
        return base + boost;
    }
    double inc = g_effect[ti];
    if (g_prod_effect[ti]) {
        double m = 0.3 + prod / 3.0;
        inc *= m < 1.5 ? m : 1.5;
    }
    if (ti == g_named[B_SMITHY]) inc *= (double)most_buildings(s) / GAME_END > 0.5 ? 0.5 : 1.0;
    return inc;
}

static double six_cost_future(const State *s, int seat, int ti) {
    int l = GAME_END - s->p[seat].buildings.n - 1;
    double left = l > 0 ? l : 0.0;
    if (ti == g_named[B_GUILD_HALL]) return left * 0.35 * (!s->guild_per_kind ? 2 : 1.3);
    if (ti == g_named[B_CITY_HALL] || ti == g_named[B_PALACE]) return left * 0.6;
    if (ti == g_named[B_RESIDENCE]) return left * 0.3;
    return 0.0;
}

/* heuristics.building_value of ``card`` (no replacement) for ``seat``. */
static double building_value(State *s, int seat, int card, const int *owned, int base) {
    int ti = s->types[card];
    if (!g_prod[ti] && owned[ti]) return 0.0;
    Pile *b = &s->p[seat].buildings;
    b->v[b->n++] = card;
    int gain = score_total(s, seat) - base;
    b->n--;
    double left = left_rounds(s);
    double scale = g_prod[ti] ? g_production_scale : g_effect_scale;
    double v = gain + scale * income(s, seat, ti, owned) * left *
        (ti == g_named[B_CHAPEL] ? 1.0 : card_value(s) / 0.75 * 0.7);
    if (g_printed[ti] >= 6) v += six_cost_future(s, seat, ti);
    if (g_monument[ti] && owned[g_named[B_TRIUMPHAL_ARCH]]) v += 2.0;
    return v + 0.3;
}

/* heuristics.keep_values of ``cards`` (in their order) into ``out``. */
static void keep_values(State *s, int seat, const int *cards, int n, double *out) {
    int owned[MAXT];
    owned_flags_of(s, seat, owned);
    int base = score_total(s, seat);
    double cv = card_value(s);
    double cache[MAXT];
    int cached[MAXT], seen[MAXT];
    memset(cached, 0, sizeof cached);
    memset(seen, 0, sizeof seen);
    int order[MAXC];
    for (int i = 0; i < n; i++) order[i] = i;
    for (int i = 1; i < n; i++) {  /* sorted by (type, card id) */
        int x = order[i], j = i - 1;
        while (j >= 0 && (s->types[cards[order[j]]] > s->types[cards[x]] ||
                          (s->types[cards[order[j]]] == s->types[cards[x]] && cards[order[j]] > cards[x]))) {
            order[j + 1] = order[j]; j--;
        }
        order[j + 1] = x;
    }
    for (int k = 0; k < n; k++) {
        int i = order[k], c = cards[i], ti = s->types[c];
        if (!cached[ti]) {
            int cost = s->costs[ti] - 1;
            if (cost < 0) cost = 0;
            cache[ti] = building_value(s, seat, c, owned, base) - cost * cv;
            cached[ti] = 1;
        }
        int dup = seen[ti]++;
        double net = cache[ti];
        if (dup && !g_prod[ti]) net = 0.0;
        else if (dup) net *= 0.6;
        out[i] = cv + (net > 0.0 ? net : 0.0) * 0.5;
    }
}

/* heuristics.cheapest / dearest: indices of the ``k`` lowest (highest) values, ties by
 * card id, into ``idx``. */
static void extreme(const int *cards, const double *vals, int n, int k, int dearest, int *idx) {
    int order[MAXC];
    for (int i = 0; i < n; i++) order[i] = i;
    for (int i = 1; i < n; i++) {
        int x = order[i], j = i - 1;
        for (; j >= 0; j--) {
            double a = dearest ? -vals[order[j]] : vals[order[j]];
            double b = dearest ? -vals[x] : vals[x];
            if (a > b || (a == b && cards[order[j]] > cards[x])) order[j + 1] = order[j];
            else break;
        }
        order[j + 1] = x;
    }
    for (int i = 0; i < k && i < n; i++) idx[i] = order[i];
}

static double good_price(const State *s, int b) {
    int g = g_good[s->types[b]];
    if (g < 0) return 2.0;
    return (double)g_tiles[s->tiles[s->tile_pos % 5]][g];  /* roles.expected_prices */
}

static int goods_to_pay(const State *s, int seat, int most, int cost) {
    if (!most) return 0;
    const Player *p = &s->p[seat];
    int cheap = 0;
    for (int i = 0; i < p->ngoods; i++) cheap += good_price(s, p->gb[i]) <= 1.5;
    int n = most < cost ? most : cost;
    return n < cheap ? n : cheap;
}

static void select_cards(const Decision *d, const int *idx, int k, Action *out) {
    if (!k) { out->kind = 3; return; }
    out->kind = 2; out->n = k;
    for (int i = 0; i < k; i++) out->cards[i] = d->cand[idx[i]];
    sort_ints(out->cards, k);
}

/* MediumPlayer's answer to the decisions FastPolicy hands it; SJ_DECLINED for the rest. */
static int medium(State *s, const Decision *d, const Task *t, Action *out) {
    double vals[MAXC];
    int idx[MAXC];
    if (!g_medium_ready) return SJ_DECLINED;
    switch (d->step) {
    case T_OFFICE: {
        keep_values(s, d->seat, d->cand, d->ncand, vals);
        double cv = card_value(s);
        int k = d->hi < d->ncand ? d->hi : d->ncand, bad[MAXC], nb = 0;
        extreme(d->cand, vals, d->ncand, k, 0, idx);
        for (int i = 0; i < k; i++) if (vals[idx[i]] <= cv + 0.05) bad[nb++] = idx[i];
        select_cards(d, bad, nb, out);
        return 0;
    }
    case T_BANK: {
        double left = left_rounds(s);
        if (left > 2.5) { out->kind = 3; return 0; }
        keep_values(s, d->seat, d->cand, d->ncand, vals);
        int keep = left > 1 ? 2 : 0;
        int k = d->ncand - keep > 0 ? d->ncand - keep : 0;
        extreme(d->cand, vals, d->ncand, k, 0, idx);
        select_cards(d, idx, k, out);
        return 0;
    }
    case T_BLACK_MARKET: {
        for (int i = 0; i < d->ncand; i++) idx[i] = i;
        for (int i = 1; i < d->ncand; i++) {  /* sorted by (price, building) */
            int x = idx[i], j = i - 1;
            for (; j >= 0; j--) {
                double a = good_price(s, d->cand[idx[j]]), b = good_price(s, d->cand[x]);
                if (a > b || (a == b && d->cand[idx[j]] > d->cand[x])) idx[j + 1] = idx[j];
                else break;
            }
            idx[j + 1] = x;
        }
        int n = goods_to_pay(s, d->seat, d->hi, t->a[3]);
        if (n > d->hi) n = d->hi;
        if (n < d->lo) n = d->lo;
        select_cards(d, idx, n, out);
        return 0;
    }
    case T_GOLD_PICK:
        keep_values(s, d->seat, d->cand, d->ncand, vals);
        extreme(d->cand, vals, d->ncand, 1, 1, idx);
        select_cards(d, idx, 1, out);
        return 0;
    default: return SJ_DECLINED;
    }
}

/* FastPolicy.decide; returns 0, or SJ_DECLINED for a decision it cannot answer. */
static int policy(State *s, const Decision *d, Action *out) {
    double key[MAXC];
    int idx[MAXC];
    switch (d->step) {
    case T_CHOOSE_ROLE: choose_role(s, d, out); return 0;
    case T_BUILD: choose_build(s, d, out); return 0;
    case T_PRODUCE: case T_SELL:
        for (int i = 0; i < d->ncand; i++) key[i] = -g_good[s->types[d->cand[i]]];
        argsort(key, idx, d->ncand);
        select_first(d, idx, d->hi < d->ncand ? d->hi : d->ncand, out);
        return 0;
    case T_PAY: case T_LIMIT: case T_COUNCIL_DISCARD:
        hand_values(s, d->seat, d->cand, d->ncand, key);
        argsort(key, idx, d->ncand);
        select_first(d, idx, d->lo, out);
        return 0;
    case T_COUNCIL_KEEP:
        hand_values(s, d->seat, d->cand, d->ncand, key);
        for (int i = 0; i < d->ncand; i++) key[i] = -key[i];
        argsort(key, idx, d->ncand);
        select_first(d, idx, d->lo, out);
        return 0;
    case T_CHAPEL:
        if (d->ncand >= 3 || most_buildings(s) >= 8) {
            hand_values(s, d->seat, d->cand, d->ncand, key);
            int m = 0;
            for (int i = 1; i < d->ncand; i++) if (key[i] < key[m]) m = i;
            out->kind = 2; out->n = 1; out->cards[0] = d->cand[m];
        } else {
            out->kind = 3;
        }
        return 0;
    default: return medium(s, d, &s->pending, out);
    }
}

/* -- the state's flat encoding (sanjuan/ai/fastcore.py writes and reads it) ------------------ */
typedef struct { const int32_t *v; int n, i, bad; } Reader;

static int rd(Reader *r) {
    if (r->i >= r->n) { r->bad = 1; return 0; }
    return r->v[r->i++];
}

static void rd_pile(Reader *r, Pile *p, int ncards) {
    int n = rd(r);
    if (n < 0 || n > MAXC) { r->bad = 1; p->n = 0; return; }
    p->n = n;
    for (int i = 0; i < n; i++) {
        p->v[i] = rd(r);
        if (p->v[i] < 0 || p->v[i] >= ncards) r->bad = 1;
    }
}

/* A task's step is known and its seat (where it has one) is a seat of the game. */
static int task_ok(const State *s, const Task *t) {
    if (t->id < 0 || t->id >= T_COUNT) return 0;
    switch (t->id) {
    case T_ROUND_BEGIN: case T_ROUND_END: case T_BUILDER_END: case T_PRODUCER_END:
    case T_TRADER_END: case T_COUNCILLOR_END: case T_PROSPECTOR_END: return 1;
    default: return t->a[0] >= 0 && t->a[0] < s->n;
    }
}

static int read_state(State *s, const int32_t *buf, int len) {
    Reader r = {buf, len, 0, 0};
    s->n = rd(&r);
    s->ncards = rd(&r);
    int ntypes = rd(&r);
    if (s->n < 2 || s->n > MAXP || s->ncards < 1 || s->ncards > MAXC || ntypes != g_ntypes) return SJ_BAD_INPUT;
    s->gold_mine_any = rd(&r); s->guild_per_kind = rd(&r);
    s->base_limit = rd(&r); s->guard_limit = rd(&r); s->tower_limit = rd(&r);
    for (int i = 0; i < s->ncards; i++) {
        s->types[i] = rd(&r);
        if (s->types[i] < 0 || s->types[i] >= ntypes) return SJ_BAD_INPUT;
    }
    for (int i = 0; i < ntypes; i++) s->costs[i] = rd(&r);
    s->governor = rd(&r); s->round = rd(&r); s->tile_pos = rd(&r); s->tile = rd(&r);
    s->role = rd(&r); s->chooser = rd(&r); s->library = rd(&r); s->sold_any = rd(&r);
    s->over = rd(&r);
    if (s->governor < 0 || s->governor >= s->n || s->chooser < 0 || s->chooser >= s->n ||
        s->tile_pos < 0 || s->role < -1 || s->role > 4)
        return SJ_BAD_INPUT;
    for (int i = 0; i < 5; i++) s->role_owner[i] = rd(&r);
    for (int i = 0; i < 5; i++) {
        s->tiles[i] = rd(&r);
        if (s->tiles[i] < 0 || s->tiles[i] > 4) return SJ_BAD_INPUT;
    }
    if (s->tile < -1 || s->tile > 4) return SJ_BAD_INPUT;
    rd_pile(&r, &s->draw, s->ncards); rd_pile(&r, &s->discard, s->ncards);
    rd_pile(&r, &s->removed, s->ncards); rd_pile(&r, &s->table, s->ncards);
    rd_pile(&r, &s->revealed, s->ncards);
    for (int q = 0; q < s->n; q++) {
        Player *p = &s->p[q];
        rd_pile(&r, &p->hand, s->ncards); rd_pile(&r, &p->buildings, s->ncards);
        int ng = rd(&r);
        if (ng < 0 || ng > MAXC) return SJ_BAD_INPUT;
        p->ngoods = ng;
        for (int i = 0; i < ng; i++) {
            p->gb[i] = rd(&r); p->gc[i] = rd(&r);
            if (p->gb[i] < 0 || p->gb[i] >= s->ncards || p->gc[i] < 0 || p->gc[i] >= s->ncards)
                return SJ_BAD_INPUT;
        }
        rd_pile(&r, &p->chapel, s->ncards); rd_pile(&r, &p->bank, s->ncards);
        rd_pile(&r, &p->harbor, s->ncards);
        p->bank_used = rd(&r); p->library_used = rd(&r);
    }
    int na = rd(&r);
    if (na < 0 || na > MAXAGENDA) return SJ_BAD_INPUT;
    s->nagenda = na;
    for (int i = 0; i < na; i++) {
        s->agenda[i].id = rd(&r);
        for (int j = 0; j < 5; j++) s->agenda[i].a[j] = rd(&r);
        if (!task_ok(s, &s->agenda[i])) return SJ_BAD_INPUT;
    }
    s->pending.id = rd(&r);
    for (int j = 0; j < 5; j++) s->pending.a[j] = rd(&r);
    s->has_pending = s->pending.id >= 0;
    if (s->has_pending && !task_ok(s, &s->pending)) return SJ_BAD_INPUT;
    if (r.bad) return SJ_BAD_INPUT;
    return r.i;
}

typedef struct { int32_t *v; int n, i, bad; } Writer;

static void wr(Writer *w, int x) {
    if (w->i >= w->n) { w->bad = 1; return; }
    w->v[w->i++] = x;
}

static void wr_pile(Writer *w, const Pile *p) {
    wr(w, p->n);
    for (int i = 0; i < p->n; i++) wr(w, p->v[i]);
}

/* The part of the encoding a play-out changes: from the governor on. */
static int write_state(const State *s, int32_t *buf, int len) {
    Writer w = {buf, len, 0, 0};
    wr(&w, s->governor); wr(&w, s->round); wr(&w, s->tile_pos); wr(&w, s->tile);
    wr(&w, s->role); wr(&w, s->chooser); wr(&w, s->library); wr(&w, s->sold_any);
    wr(&w, s->over);
    for (int i = 0; i < 5; i++) wr(&w, s->role_owner[i]);
    for (int i = 0; i < 5; i++) wr(&w, s->tiles[i]);
    wr_pile(&w, &s->draw); wr_pile(&w, &s->discard); wr_pile(&w, &s->removed);
    wr_pile(&w, &s->table); wr_pile(&w, &s->revealed);
    for (int q = 0; q < s->n; q++) {
        const Player *p = &s->p[q];
        wr_pile(&w, &p->hand); wr_pile(&w, &p->buildings);
        wr(&w, p->ngoods);
        for (int i = 0; i < p->ngoods; i++) { wr(&w, p->gb[i]); wr(&w, p->gc[i]); }
        wr_pile(&w, &p->chapel); wr_pile(&w, &p->bank); wr_pile(&w, &p->harbor);
        wr(&w, p->bank_used); wr(&w, p->library_used);
    }
    wr(&w, s->nagenda);
    for (int i = 0; i < s->nagenda; i++) {
        wr(&w, s->agenda[i].id);
        for (int j = 0; j < 5; j++) wr(&w, s->agenda[i].a[j]);
    }
    if (s->has_pending) {
        wr(&w, s->pending.id);
        for (int j = 0; j < 5; j++) wr(&w, s->pending.a[j]);
    } else {
        for (int j = 0; j < 6; j++) wr(&w, -1);
    }
    return w.bad ? SJ_OVERFLOW : w.i;
}

/* -- the ABI -------------------------------------------------------------------------------- */
SJ_EXPORT int sj_abi_version(void) { return SJ_ABI_VERSION; }

/* Game data, per building type (``ntypes`` of them): VP, production flag, good (-1 none),
 * printed cost, monument flag; the policy's income of a production building and effect
 * income of a violet one; the five goods' mean prices; the five tiles' prices (5 x 5);
 * the type index of each named building (NAMED in fastcore.py, B_COUNT of them). Returns
 * 0, or SJ_BAD_INPUT. */
SJ_EXPORT int sj_setup(int ntypes, const int32_t *vp, const int32_t *prod, const int32_t *good,
                       const int32_t *printed, const int32_t *monument, const double *income,
                       const double *effect, const double *good_price, const int32_t *tiles,
                       int nnamed, const int32_t *named) {
    if (ntypes < 1 || ntypes > MAXT || nnamed != B_COUNT) return SJ_BAD_INPUT;
    g_ntypes = ntypes;
    for (int i = 0; i < ntypes; i++) {
        g_vp[i] = vp[i]; g_prod[i] = prod[i]; g_good[i] = good[i]; g_printed[i] = printed[i];
        g_monument[i] = monument[i]; g_income[i] = income[i]; g_effect[i] = effect[i];
        if (g_good[i] < -1 || g_good[i] > 4) return SJ_BAD_INPUT;
    }
    for (int g = 0; g < 5; g++) g_good_price[g] = good_price[g];
    for (int t = 0; t < 5; t++) for (int g = 0; g < 5; g++) g_tiles[t][g] = tiles[5 * t + g];
    for (int i = 0; i < B_COUNT; i++) {
        if (named[i] < 0 || named[i] >= ntypes) return SJ_BAD_INPUT;
        g_named[i] = named[i];
    }
    g_ready = 1;
    return 0;
}

/* The Medium player's value tables for the decisions the fast policy hands it: per
 * building type whether it boosts production (heuristics.PRODUCTION_EFFECTS), and the
 * weights of future income (PRODUCTION_SCALE, EFFECT_SCALE). Without them those
 * play-outs are declined. Returns 0, or SJ_BAD_INPUT before sj_setup. */
SJ_EXPORT int sj_setup_medium(const int32_t *production_effect, double production_scale,
                              double effect_scale) {
    if (!g_ready) return SJ_BAD_INPUT;
    for (int i = 0; i < g_ntypes; i++) g_prod_effect[i] = production_effect[i];
    g_production_scale = production_scale;
    g_effect_scale = effect_scale;
    g_medium_ready = 1;
    return 0;
}

/* One play-out (search.play_out + rollout.play_on with the fast policy, optionally
 * wrapped in roundsearch.Answering). ``state``/``len``: the encoded position, whose
 * pending decision the first action answers. ``params`` (``nparams`` ints): the seed's
 * low and high 16 bits (the play-out's random.Random(seed), 0 <= seed < 2**32), the
 * horizon and ``near`` (role choices to play; near when a seat has 9 buildings after the
 * first action), ``answer_seat`` (>= 0: Answering(policy, answer_seat, answer)) and
 * ``answer`` (a role, or -1 for None), then the first action: kind (0 role, 1 build,
 * 2 select, 3 pass), a (role or card), b (library flag or replaced card, -1 none), the
 * count of cards and the cards. Writes the changed part of the final position to
 * ``out`` (``out_len`` ints), the generator's 624 words and index to ``mt_out`` (625),
 * and the answering seat (or -1) and the actions played to params[0] and params[1].
 * Returns the number of ints written, SJ_DECLINED (a decision the core does not answer:
 * play this one in Python), or a negative error (bad input, overflow). */
SJ_EXPORT int sj_play_out(const int32_t *state, int len, int32_t *params, int nparams,
                          int32_t *out, int out_len, uint32_t *mt_out) {
    static State s;
    if (!g_ready) return SJ_NOT_SET_UP;
    if (nparams < 10 || nparams < 10 + params[9] || params[9] < 0 || params[9] > MAXC) return SJ_BAD_INPUT;
    uint32_t seed = ((uint32_t)params[1] << 16) | ((uint32_t)params[0] & 0xFFFFU);
    int horizon = params[2], near = params[3], answer_seat = params[4], answer = params[5];
    int rc = read_state(&s, state, len);
    if (rc < 0) return rc;
    if (!s.has_pending || s.over) return SJ_BAD_INPUT;
    mt_init_by_array(&s, &seed, 1);
    s.error = 0;
    Action a;
    a.kind = params[6]; a.a = params[7]; a.b = params[8]; a.n = params[9];
    for (int i = 0; i < a.n; i++) {
        a.cards[i] = params[10 + i];
        if (a.cards[i] < 0 || a.cards[i] >= s.ncards) return SJ_BAD_INPUT;
    }
    if (a.kind < 0 || a.kind > 3 || (a.kind == 0 && (a.a < 0 || a.a > 4)) ||
        (a.kind == 1 && (a.a < 0 || a.a >= s.ncards || a.b < -1 || a.b >= s.ncards)))
        return SJ_BAD_INPUT;
    Decision d;
    apply(&s, &a, &d);
    int roles_left = most_buildings(&s) >= GAME_END - 3 ? near : horizon;
    int done = 0, answerer = -1, steps = 0;
    while (!s.over && !s.error && steps < MAX_ROLLOUT_ACTIONS) {
        if (d.step == T_CHOOSE_ROLE && --roles_left < 0) break;
        Action b;
        int forced = 0;
        if (answer_seat >= 0 && !done && d.step == T_CHOOSE_ROLE && d.seat != answer_seat) {
            done = 1;
            answerer = d.seat;
            if (answer >= 0) {
                int pick = -1;  /* the option of that role, the Library's if offered */
                for (int i = 0; i < d.nopt; i++)
                    if (d.opt_a[i] == answer && (pick < 0 || d.opt_b[i] > d.opt_b[pick])) pick = i;
                if (pick >= 0) { b.kind = 0; b.a = d.opt_a[pick]; b.b = d.opt_b[pick]; forced = 1; }
            }
        }
        if (!forced && policy(&s, &d, &b) == SJ_DECLINED) return SJ_DECLINED;
        apply(&s, &b, &d);
        steps++;
    }
    if (s.error) return s.error;
    int n = write_state(&s, out, out_len);
    if (n < 0) return n;
    memcpy(mt_out, s.mt, sizeof s.mt);
    mt_out[624] = (uint32_t)s.mti;
    params[0] = answerer;
    params[1] = steps;
    return n;
}
