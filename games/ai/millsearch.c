/* The mill games' hard search in C: games.ai.search's algorithm on games.ai.morris's problem.
 *
 * A port, move for move, of what `hard` runs in Python (games/ai/search.py: iterative deepening,
 * principal-variation negamax, late-move reductions, killers and history, quiescence on removals,
 * blockade extensions, the repetition rule with halved scores, contempt; games/ai/morris.py: the
 * moves in their ranked order, the evaluation, the endings and the endgame tables). It visits the
 * same nodes in the same order, so a search to a fixed depth returns the same move, score and
 * node count (tests/games/ai/test_millsearch.py checks it), some twenty times as fast as the
 * mypyc-compiled Python and sixty times as fast as pure Python (bench.ai_nodes). It
 * covers the variants without marks or sliding from the hand (Nine, Twelve and Six Men's
 * Morris); the Python search plays the others. The evaluation's weights and the search's
 * settings come from the Python modules, so they have one home. Engine.search checks what it is
 * given (the node, the moves, the depth with its extensions) and raises ValueError rather than
 * overrun its fixed arrays.
 *
 * Built by `make compiled` (games/ai/compile.py) into games.ai._millsearch; games.ai.morris uses
 * it only when it was built from this very file (games.compiled).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

#define WIN 1000000
#define WON (WIN - 10000)
#define EXACT 0
#define LOWER 1
#define UPPER 2
#define NEVER 0x80000000u
#define MAX_POINTS 24
#define MAX_MILLS 24
#define MAX_MOVES 1024
#define PLIES 160
#define NONE (-1)
#define N_WEIGHTS 13
#define TABLE_BITS 22 /* 4 M slots of 16 bytes: 64 MB */
#define WINDOW 8

/* ------------------------------------------------------------------------------------------ */
/* The transposition table: a Python object so that it is kept between moves, as games.ai.morris
 * keeps its dict. Open addressing over a fixed window of slots: once the window of a position is
 * full, its shallowest entry gives way (the dict never forgets, and is emptied past a limit; a
 * search that fits in the table, as every search the tests compare does, sees no difference). */

typedef struct {
    uint64_t key; /* the node's key with bit 63 set; 0 for an empty slot */
    int32_t score;
    int16_t move;
    int8_t depth;
    int8_t flag;
} Entry;

typedef struct {
    PyObject_HEAD Entry *slots;
    Py_ssize_t count;
    int busy;
} TableObject;

static const uint64_t SLOTS = (uint64_t)1 << TABLE_BITS;

static void table_clear(TableObject *t)
{
    if (t->slots != NULL)
        memset(t->slots, 0, SLOTS * sizeof(Entry));
    t->count = 0;
}

static int table_ready(TableObject *t)
{
    if (t->slots == NULL) {
#ifdef MADV_HUGEPAGE
        /* In 2 MB pages where the system gives them: each look-up lands on a random slot, and
         * with 4 kB pages most of them also miss the processor's page cache (the TLB). */
        void *slots = NULL;
        if (posix_memalign(&slots, (size_t)2 << 20, SLOTS * sizeof(Entry)) != 0)
            return 0;
        madvise(slots, SLOTS * sizeof(Entry), MADV_HUGEPAGE);
        memset(slots, 0, SLOTS * sizeof(Entry));
        t->slots = slots;
#else
        t->slots = calloc(SLOTS, sizeof(Entry));
        if (t->slots == NULL)
            return 0;
#endif
    }
    return 1;
}

static inline uint64_t slot_of(uint64_t key)
{
    return (key * 0x9E3779B97F4A7C15ull) >> (64 - TABLE_BITS);
}

static inline Entry *table_get(TableObject *t, uint64_t key)
{
    uint64_t marked = key | (1ull << 63), first = slot_of(key);
    for (int i = 0; i < WINDOW; i++) {
        Entry *e = &t->slots[(first + i) & (SLOTS - 1)];
        if (e->key == marked)
            return e;
        if (e->key == 0)
            return NULL;
    }
    return NULL;
}

static void table_put(TableObject *t, uint64_t key, int depth, int score, int flag, int move)
{
    uint64_t marked = key | (1ull << 63), first = slot_of(key);
    Entry *e = NULL;
    for (int i = 0; i < WINDOW; i++) {
        Entry *slot = &t->slots[(first + i) & (SLOTS - 1)];
        if (slot->key == 0)
            t->count++;
        if (slot->key == 0 || slot->key == marked) {
            e = slot;
            break;
        }
        if (e == NULL || slot->depth < e->depth)
            e = slot;
    }
    e->key = marked;
    e->score = score;
    e->move = (int16_t)move;
    e->depth = (int8_t)depth;
    e->flag = (int8_t)flag;
}

static PyObject *Table_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    (void)args;
    (void)kwds;
    TableObject *t = (TableObject *)type->tp_alloc(type, 0);
    return (PyObject *)t;
}

static void Table_dealloc(TableObject *t)
{
    free(t->slots);
    Py_TYPE(t)->tp_free((PyObject *)t);
}

static Py_ssize_t Table_len(TableObject *t) { return t->count; }

static PyObject *Table_clear(TableObject *t, PyObject *unused)
{
    (void)unused;
    if (t->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the table is in use by a search");
        return NULL;
    }
    table_clear(t);
    Py_RETURN_NONE;
}

static PyMethodDef Table_methods[] = {
    {"clear", (PyCFunction)Table_clear, METH_NOARGS, "Forget every position."},
    {NULL, NULL, 0, NULL},
};

static PySequenceMethods Table_sequence = {.sq_length = (lenfunc)Table_len};

static PyTypeObject TableType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "games.ai._millsearch.Table",
    .tp_doc = "A transposition table kept between searches (its len is the positions held).",
    .tp_basicsize = sizeof(TableObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = Table_new,
    .tp_dealloc = (destructor)Table_dealloc,
    .tp_methods = Table_methods,
    .tp_as_sequence = &Table_sequence,
};

/* ------------------------------------------------------------------------------------------ */
/* The rules of one plain variant on one board. */

typedef struct {
    int size;
    uint32_t full;
    uint32_t neighbours[MAX_POINTS];
    int n_mills;
    uint32_t mills[MAX_MILLS];
    uint32_t mills3[MAX_POINTS][3];
    uint32_t mills_at[MAX_POINTS]; /* the indices (bits) of the mills through each point */
    int flying;
    int draw_plies;
    int full_draw;
    int weights[N_WEIGHTS];
    int room;
    int extension_plies;
    int reduce_from;
    int reduce_more_from;
    int check_every;
    double safety;
} Rules;

typedef struct {
    uint32_t own, opp;
    int hand_own, hand_opp, plies;
} Node;

/* One instruction where the build allows it (games.ai.compile.machine_flags), else a call. */
static inline int pop(uint32_t x) { return __builtin_popcount(x); }
static inline int low_bit(uint32_t x) { return __builtin_ctz(x); }

static inline int encode(int src, int dst, int rem) { return (src + 1) | dst << 5 | (rem + 1) << 10; }
static inline int m_src(int m) { return (m & 31) - 1; }
static inline int m_dst(int m) { return (m >> 5) & 31; }
static inline int m_rem(int m) { return (m >> 10) - 1; }

static inline int forms_mill(const Rules *r, uint32_t pieces, int point)
{
    const uint32_t *m = r->mills3[point];
    return (pieces & m[0]) == m[0] || (pieces & m[1]) == m[1] || (pieces & m[2]) == m[2];
}

/* The indices (bits) of the mills through two or more of pieces: the only lines that can be
 * mills or threats. */
static inline uint32_t lines_of_two(const Rules *r, uint32_t pieces)
{
    uint32_t once = 0, twice = 0;
    for (uint32_t ps = pieces; ps; ps &= ps - 1) {
        uint32_t at = r->mills_at[low_bit(ps)];
        twice |= once & at;
        once |= at;
    }
    return twice;
}

static uint32_t removable(const Rules *r, uint32_t pieces)
{
    uint32_t covered = 0;
    for (uint32_t ms = lines_of_two(r, pieces); ms; ms &= ms - 1) {
        uint32_t mill = r->mills[low_bit(ms)];
        if ((pieces & mill) == mill)
            covered |= mill;
    }
    uint32_t free_ = pieces & ~covered;
    return free_ ? free_ : pieces;
}

static uint32_t threats(const Rules *r, uint32_t own, uint32_t opp)
{
    uint32_t points = 0;
    for (uint32_t ms = lines_of_two(r, own); ms; ms &= ms - 1) {
        uint32_t mill = r->mills[low_bit(ms)];
        if (!(opp & mill) && pop(own & mill) == 2)
            points |= mill & ~own;
    }
    return points;
}

static uint32_t neighbours_of(const Rules *r, uint32_t mask)
{
    uint32_t result = 0;
    for (uint32_t m = mask; m; m &= m - 1)
        result |= r->neighbours[low_bit(m)];
    return result;
}

/* MillRules.turns: every complete turn in the order of steps, then removals by point. */
static int turns(const Rules *r, uint32_t own, uint32_t opp, int hand, int removals_only,
                 int *out)
{
    uint32_t empty = r->full & ~(own | opp);
    int n = 0, n_victims = -1;
    int victims[MAX_POINTS];
    int srcs[MAX_POINTS], n_srcs = 0;
    int any_src = 0; /* flying: every empty point from every piece */
    if (hand) {
        srcs[n_srcs++] = -1;
    } else {
        any_src = r->flying && pop(own) == 3;
        for (uint32_t m = own; m; m &= m - 1)
            srcs[n_srcs++] = low_bit(m);
    }
    /* A turn closes a mill only on a point that completes a line of two of own's pieces:
     * where there is none, only removals are asked for and there are none to make. */
    uint32_t closing = removals_only ? threats(r, own, opp) : empty;
    if (!closing)
        return 0;
    for (int i = 0; i < n_srcs; i++) {
        int src = srcs[i];
        uint32_t targets = ((src < 0 || any_src) ? empty : r->neighbours[src] & empty) & closing;
        for (uint32_t t = targets; t; t &= t - 1) {
            int dst = low_bit(t);
            uint32_t after = src < 0 ? own | 1u << dst : own ^ (1u << src | 1u << dst);
            if (opp && forms_mill(r, after, dst)) {
                if (n_victims < 0) {
                    n_victims = 0;
                    for (uint32_t v = removable(r, opp); v; v &= v - 1)
                        victims[n_victims++] = low_bit(v);
                }
                for (int v = 0; v < n_victims; v++)
                    out[n++] = encode(src, dst, victims[v]);
            } else if (!removals_only) {
                out[n++] = encode(src, dst, -1);
            }
        }
    }
    return n;
}

static void sort_keys(int64_t *keys, int n)
{
    for (int i = 1; i < n; i++) {
        int64_t k = keys[i];
        int j = i - 1;
        while (j >= 0 && keys[j] > k) {
            keys[j + 1] = keys[j];
            j--;
        }
        keys[j + 1] = k;
    }
}

/* games.ai.morris._ranked: mills first (from open lines first), then blocks; stable. Returns
 * the points that block a mill of the opponent's (threats(r, opp, own)); 0 for fewer than two
 * moves, which leaves nothing to rank or to reduce. */
static uint32_t ranked(const Rules *r, int *moves, int n, uint32_t own, uint32_t opp,
                       int64_t *keys)
{
    if (n < 2)
        return 0;
    uint32_t danger = 0, theirs = 0; /* threats(r, opp, own), and the pieces that make them */
    for (uint32_t ms = lines_of_two(r, opp); ms; ms &= ms - 1) {
        uint32_t mill = r->mills[low_bit(ms)];
        if (pop(opp & mill) == 2 && !(own & mill)) {
            danger |= mill & ~opp;
            theirs |= opp & mill;
        }
    }
    for (int i = 0; i < n; i++) {
        int m = moves[i], src = m_src(m), dst = m_dst(m), rem = m_rem(m), score = 0;
        if (rem >= 0)
            score -= 100 + 10 * (int)(theirs >> rem & 1);
        if (danger >> dst & 1)
            score -= 50;
        if (src >= 0 && (danger >> src & 1))
            score += 5;
        keys[i] = ((int64_t)(score + 1000) << 32) | (int64_t)i << 16 | m;
    }
    sort_keys(keys, n);
    for (int i = 0; i < n; i++)
        moves[i] = (int)(keys[i] & 0xFFFF);
    return danger;
}

/* games.ai.morris.side_score, in one pass over the pieces: their free steps, and the mills
 * through two or more of them (the only lines that score; lines_of_two's loop, inlined here
 * so that the pieces are walked once for both). */
static int side_score(const Rules *r, uint32_t me, uint32_t them, int hand_me, int hand_them)
{
    const int *w = r->weights;
    int pieces = pop(me);
    int score = w[0] * (pieces + hand_me);
    uint32_t empty = r->full & ~(me | them);
    int flies = r->flying && !hand_me && pieces == 3;
    int slides = !hand_me && !flies;
    uint32_t once = 0, twice = 0, liberties = 0;
    int free_steps = 0, stuck = 0;
    for (uint32_t ps = me; ps; ps &= ps - 1) {
        int p = low_bit(ps);
        uint32_t at = r->mills_at[p], around = r->neighbours[p] & empty;
        twice |= once & at;
        once |= at;
        liberties |= around;
        free_steps += pop(around);
        stuck += !around;
    }
    for (uint32_t ms = twice; ms; ms &= ms - 1) {
        uint32_t mill = r->mills[low_bit(ms)], mine = me & mill;
        if (mine == mill) {
            score += w[1];
            if (slides)
                for (uint32_t ps = mill; ps; ps &= ps - 1) {
                    int p = low_bit(ps);
                    for (uint32_t qs = r->neighbours[p] & empty; qs; qs &= qs - 1) {
                        int q = low_bit(qs);
                        if (forms_mill(r, me ^ (1u << p | 1u << q), q))
                            score += w[2];
                    }
                }
        } else if (!(them & mill)) {
            uint32_t gap = mill & ~mine;
            if (hand_me)
                score += w[3];
            else if (flies)
                score += w[4];
            else if (neighbours_of(r, gap) & me & ~mill)
                score += w[5];
            else
                score += w[6];
        }
    }
    if (flies)
        return score;
    /* each piece: w[7] (w[9] moving) a free step, or w[8] (w[10]) if it has none */
    score += hand_me ? w[7] * free_steps + w[8] * stuck : w[9] * free_steps + w[10] * stuck;
    if (hand_me <= 1 && free_steps < r->room)
        score += w[11] * (r->room - free_steps);
    if (hand_me || hand_them) {
        int short_ = hand_them + r->room - pop(liberties);
        if (short_ > 0)
            score += w[12] * (short_ < r->room ? short_ : r->room);
    }
    return score;
}

/* ------------------------------------------------------------------------------------------ */
/* The endgame tables: int16 arrays by (mover's pieces, opponent's pieces), 3..5 each. */

typedef struct {
    Py_buffer views[9];
    int present[9];
    int any;
    uint32_t comb[MAX_POINTS + 1][8];
} Tables;

static uint32_t rank_of(const Tables *t, uint32_t mask)
{
    uint32_t total = 0;
    int k = 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        k++;
        total += t->comb[low_bit(m)][k];
    }
    return total;
}

static int probe(const Tables *t, uint32_t own, uint32_t opp, int *value)
{
    int m = pop(own), n = pop(opp);
    if (m < 3 || m > 5 || n < 3 || n > 5 || !t->present[(m - 3) * 3 + n - 3])
        return 0;
    const Py_buffer *view = &t->views[(m - 3) * 3 + n - 3];
    Py_ssize_t index = (Py_ssize_t)rank_of(t, own) * t->comb[MAX_POINTS][n] + rank_of(t, opp);
    if (index < 0 || index >= view->len / 2)
        return 0;
    *value = ((const int16_t *)view->buf)[index];
    return 1;
}

static int exact_score(int value)
{
    return value > 0 ? WIN - value : value < 0 ? -(WIN + value + 1) : 0;
}

/* ------------------------------------------------------------------------------------------ */
/* One search. */

typedef struct {
    const Rules *r;
    const Tables *tables;
    TableObject *table;
    double deadline;
    int contempt;
    int quiescence;
    int extensions_left;
    long long nodes;
    long long reductions;
    int killers[PLIES][2];
    int64_t order_keys[PLIES][MAX_MOVES];
    int64_t history[1 << 15];
    uint64_t path[PLIES * 2];
    int path_len;
    const uint64_t *past; /* the game's earlier positions (repetition rule) */
    Py_ssize_t n_past;
    int root_best_move, root_best_score, has_root_best;
    int moves[PLIES][MAX_MOVES];
    int64_t keys[MAX_MOVES];
    jmp_buf timeout;
} Search;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static inline void tick(Search *s)
{
    s->nodes++;
    if (s->nodes % s->r->check_every == 0 && now() >= s->deadline)
        longjmp(s->timeout, 1);
}

static inline int draw_score(const Search *s, int ply) { return ply % 2 ? s->contempt : -s->contempt; }

static inline int final_score(const Search *s, int done, int ply)
{
    return done > 0 ? done - ply : done < 0 ? done + ply : draw_score(s, ply);
}

static inline uint64_t node_key(const Rules *r, const Node *n)
{
    int size = r->size;
    return (uint64_t)n->own | (uint64_t)n->opp << size | (uint64_t)n->hand_own << 2 * size |
           (uint64_t)n->hand_opp << (2 * size + 4);
}

static int has_move(const Rules *r, uint32_t own, uint32_t opp, int hand)
{
    uint32_t empty = r->full & ~(own | opp);
    if (hand || (r->flying && pop(own) == 3))
        return empty != 0;
    for (uint32_t m = own; m; m &= m - 1)
        if (r->neighbours[low_bit(m)] & empty)
            return 1;
    return 0;
}

/* MorrisProblem.result: 1 and *done if the node is decided (by the rules or the tables). */
static int result(const Search *s, const Node *n, int *done)
{
    const Rules *r = s->r;
    if (pop(n->own) + n->hand_own < 3 || pop(n->opp) + n->hand_opp < 3) {
        *done = -WIN;
        return 1;
    }
    if ((r->full_draw && (n->own | n->opp) == r->full) ||
        (r->draw_plies && n->plies >= r->draw_plies)) {
        *done = 0;
        return 1;
    }
    if (!has_move(r, n->own, n->opp, n->hand_own)) {
        *done = -WIN;
        return 1;
    }
    int value;
    if (s->tables->any && !n->hand_own && !n->hand_opp && probe(s->tables, n->own, n->opp, &value)) {
        *done = exact_score(value);
        return 1;
    }
    return 0;
}

static inline int evaluate(const Rules *r, const Node *n)
{
    return side_score(r, n->own, n->opp, n->hand_own, n->hand_opp) -
           side_score(r, n->opp, n->own, n->hand_opp, n->hand_own);
}

static inline Node play(const Node *n, int m)
{
    int src = m_src(m), dst = m_dst(m), rem = m_rem(m);
    uint32_t own = src < 0 ? n->own | 1u << dst : n->own ^ (1u << src | 1u << dst);
    uint32_t opp = rem >= 0 ? n->opp & ~(1u << rem) : n->opp;
    Node child = {opp, own, n->hand_opp, n->hand_own - (src < 0), 0};
    child.plies = (src < 0 || rem >= 0) ? 0 : n->plies + 1;
    return child;
}

static int cramped(const Rules *r, uint32_t me, uint32_t them, int hand)
{
    if (hand || (r->flying && pop(me) == 3))
        return 0;
    uint32_t empty = r->full & ~(me | them);
    int free_ = 0;
    for (uint32_t m = me; m; m &= m - 1) {
        free_ += pop(r->neighbours[low_bit(m)] & empty);
        if (free_ > 2)
            return 0;
    }
    return 1;
}

static inline int extend(const Rules *r, const Node *n)
{
    return cramped(r, n->own, n->opp, n->hand_own) || cramped(r, n->opp, n->own, n->hand_opp);
}

static inline int repeatable(const Node *n) { return !n->hand_own && !n->hand_opp; }

static int seen_count(const Search *s, uint64_t key)
{
    int count = 0;
    for (Py_ssize_t i = 0; i < s->n_past; i++)
        count += s->past[i] == key;
    for (int i = 0; i < s->path_len; i++)
        count += s->path[i] == key;
    return count;
}

static inline int to_table(int score, int ply)
{
    return score >= WON ? score + ply : score <= -WON ? score - ply : score;
}

static inline int from_table(int score, int ply)
{
    return score >= WON ? score - ply : score <= -WON ? score + ply : score;
}

static int floor_half(int score) { return score >= 0 ? score / 2 : -((-score + 1) / 2); }

static int quiesce(Search *s, const Node *n, int alpha, int beta, int ply, int left)
{
    tick(s);
    int done;
    if (result(s, n, &done))
        return final_score(s, done, ply);
    int stand = evaluate(s->r, n);
    if (stand >= beta || left <= 0)
        return stand;
    if (stand > alpha)
        alpha = stand;
    int *moves = s->moves[ply];
    int count = turns(s->r, n->own, n->opp, n->hand_own, 1, moves);
    ranked(s->r, moves, count, n->own, n->opp, s->keys);
    for (int i = 0; i < count; i++) {
        Node child = play(n, moves[i]);
        int score = -quiesce(s, &child, -beta, -alpha, ply + 1, left - 1);
        if (score >= beta)
            return score;
        if (score > alpha)
            alpha = score;
    }
    return alpha;
}

/* Search._order: the table's move, then killers, then the ranked order refined by history.
 * The keys of ply's moves are made here and each move is picked (next_move) only when the loop
 * reaches it: the same order as sorting them all, but a cut-off after the first moves sorts
 * no more. */
static void order(Search *s, const int *moves, int n, int best, int ply)
{
    const int *killers = s->killers[ply];
    int64_t *keys = s->order_keys[ply];
    for (int i = 0; i < n; i++) {
        int m = moves[i];
        int64_t c = -s->history[m] - 8 * (int64_t)(n - i);
        int64_t first = m != best, other = m != killers[0] && m != killers[1];
        keys[i] = first << 62 | other << 61 | (c + ((int64_t)1 << 48)) << 10 | i;
    }
}

/* The move at place i of ply's order, the moves before it picked already (no two keys are
 * equal: each ends in its move's place among the ranked moves). */
static int next_move(Search *s, const int *moves, int n, int i, int ply)
{
    int64_t *keys = s->order_keys[ply];
    int low = i;
    for (int j = i + 1; j < n; j++)
        if (keys[j] < keys[low])
            low = j;
    int64_t key = keys[low];
    keys[low] = keys[i];
    keys[i] = key;
    return moves[key & 1023];
}

static int negamax(Search *s, const Node *n, int depth, int alpha, int beta, int ply, int counted);

/* Search._reduction: how much shallower to search the move m at place index (its quiet test,
 * MorrisProblem.quiet, given what it asks of the node: may_reduce, no blockade near and depth
 * left, and danger, the points where the opponent threatens a mill). */
static int reduction(Search *s, int may_reduce, uint32_t danger, int m, int index, int depth,
                     int alpha, int beta)
{
    const Rules *r = s->r;
    if (!may_reduce || index < r->reduce_from || alpha >= WON || beta <= -WON)
        return 0;
    if (m_rem(m) >= 0 || (danger >> m_dst(m) & 1))
        return 0;
    s->reductions++;
    return index >= r->reduce_more_from && depth >= 5 ? 2 : 1;
}

static int negamax(Search *s, const Node *n, int depth, int alpha, int beta, int ply, int counted)
{
    const Rules *r = s->r;
    tick(s);
    int done;
    if (result(s, n, &done))
        return final_score(s, done, ply);
    uint64_t key = node_key(r, n);
    int again = repeatable(n);
    if (ply && !counted && again) {
        int seen = seen_count(s, key);
        if (seen >= 2)
            return draw_score(s, ply);
        if (seen) {
            int low = alpha < WON / 2 ? 2 * alpha : alpha;
            int high = beta > -WON / 2 ? 2 * beta : beta;
            low = low > -WIN - 1 ? low : -WIN - 1;
            high = high < WIN + 1 ? high : WIN + 1;
            int score = negamax(s, n, depth, low, high, ply, 1);
            return abs(score) >= WON ? score : floor_half(score);
        }
    }
    if (depth <= 0) {
        if (s->extensions_left && extend(r, n)) {
            s->extensions_left--;
            int score = negamax(s, n, r->extension_plies, alpha, beta, ply, 1);
            s->extensions_left++;
            return score;
        }
        if (s->quiescence)
            return quiesce(s, n, alpha, beta, ply, s->quiescence);
        return evaluate(r, n);
    }
    Entry *entry = table_get(s->table, key);
    int best_move = NONE;
    if (entry != NULL) {
        int e_score = from_table(entry->score, ply);
        best_move = entry->move;
        if (entry->depth >= depth && ply) {
            if (entry->flag == EXACT || (entry->flag == LOWER && e_score >= beta) ||
                (entry->flag == UPPER && e_score <= alpha))
                return e_score;
        }
    }
    int original_alpha = alpha, best = -WIN - 1, chosen = NONE;
    int *moves = s->moves[ply];
    int count = turns(r, n->own, n->opp, n->hand_own, 0, moves);
    uint32_t danger = ranked(r, moves, count, n->own, n->opp, s->keys);
    order(s, moves, count, best_move, ply);
    if (depth >= 2) /* every child looks itself up: its slot fetched while the others are made */
        for (int i = 0; i < count; i++) {
            Node child = play(n, moves[i]);
            __builtin_prefetch(&s->table->slots[slot_of(node_key(r, &child))]);
        }
    if (again)
        s->path[s->path_len++] = key;
    int may_reduce = depth >= 3 && count > r->reduce_from && !extend(r, n);
    for (int i = 0; i < count; i++) {
        int m = next_move(s, moves, count, i, ply), score;
        Node child = play(n, m);
        if (i) {
            score = alpha + 1;
            int reduce = reduction(s, may_reduce, danger, m, i, depth, alpha, beta);
            if (reduce)
                score = -negamax(s, &child, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1, 0);
            if (score > alpha)
                score = -negamax(s, &child, depth - 1, -alpha - 1, -alpha, ply + 1, 0);
            if (alpha < score && score < beta)
                score = -negamax(s, &child, depth - 1, -beta, -alpha, ply + 1, 0);
        } else {
            score = -negamax(s, &child, depth - 1, -beta, -alpha, ply + 1, 0);
        }
        if (score > best) {
            best = score;
            chosen = m;
        }
        if (score > alpha)
            alpha = score;
        if (alpha >= beta) {
            int *killers = s->killers[ply];
            if (m != killers[0] && m != killers[1]) {
                killers[1] = killers[0];
                killers[0] = m;
            }
            s->history[m] += depth * depth;
            break;
        }
    }
    if (again)
        s->path_len--;
    int flag = best <= original_alpha ? UPPER : best >= beta ? LOWER : EXACT;
    table_put(s->table, key, depth, to_table(best, ply), flag, chosen);
    return best;
}

/* Search.root: every root move to depth; the best move fully searched so far in root_best. */
static int root(Search *s, const Node *n, const int *moves, int count, int depth, int *best_move)
{
    int alpha = -WIN - 1, beta = WIN + 1, best = -WIN - 1;
    uint64_t key = node_key(s->r, n);
    int again = repeatable(n);
    *best_move = moves[0];
    s->has_root_best = 0;
    if (again)
        s->path[s->path_len++] = key;
    for (int i = 0; i < count; i++) {
        Node child = play(n, moves[i]);
        int score;
        if (i) {
            score = -negamax(s, &child, depth - 1, -alpha - 1, -alpha, 1, 0);
            if (score > alpha)
                score = -negamax(s, &child, depth - 1, -beta, -alpha, 1, 0);
        } else {
            score = -negamax(s, &child, depth - 1, -beta, -alpha, 1, 0);
        }
        if (score > best) {
            best = score;
            *best_move = moves[i];
            if (score > alpha)
                alpha = score;
        }
        s->root_best_move = *best_move;
        s->root_best_score = best;
        s->has_root_best = 1;
    }
    if (again)
        s->path_len--;
    return best;
}

typedef struct {
    int move, score, depth;
} Found;

/* games.ai.search._deepen (with principal_variation): the result of the deepest iteration. */
static Found deepen(Search *s, const Node *n, int *moves, int count, double start, double budget,
                    int max_depth, int quiescence, int extensions)
{
    Found best;
    /* The one-ply pass runs to its end (the Python search gives it the whole budget). */
    s->deadline = 1e300;
    s->quiescence = 0;
    best.score = root(s, n, moves, count, 1, &best.move);
    best.depth = 1;
    s->quiescence = quiescence;
    s->extensions_left = extensions;
    s->deadline = start + budget * (1 - s->r->safety);
    int rechecked = 0;
    for (volatile int depth = quiescence ? 1 : 2; depth <= max_depth; depth++) {
        int at = 0;
        while (moves[at] != best.move)
            at++;
        memmove(moves + 1, moves, at * sizeof(int));
        moves[0] = best.move;
        if (count == 1)
            break;
        if (abs(best.score) >= WON) {
            if (rechecked || !s->reductions)
                break;
            rechecked = 1;
        }
        s->reductions = 0;
        s->path_len = 0;
        if (setjmp(s->timeout)) {
            if (s->has_root_best) {
                best.move = s->root_best_move;
                best.score = s->root_best_score;
                best.depth = depth;
            }
            break;
        }
        int move, score = root(s, n, moves, count, depth, &move);
        best.move = move;
        best.score = score;
        best.depth = depth;
    }
    return best;
}

/* ------------------------------------------------------------------------------------------ */
/* The Python side. */

typedef struct {
    PyObject_HEAD Rules rules;
    int ready; /* set once __init__ has checked and stored the rules */
} EngineObject;

static int int_items(PyObject *seq, int *out, int most, const char *what)
{
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL)
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > most) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: at most %d", what, most);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)n;
}

static int Engine_init(EngineObject *self, PyObject *args, PyObject *kwds)
{
    static char *names[] = {"neighbours", "mills", "flying", "draw_plies", "full_draw",
                            "weights", "room", "settings", NULL};
    PyObject *neighbours, *mills, *weights, *settings;
    int flying, draw_plies, full_draw, room;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOpipOiO", names, &neighbours, &mills, &flying,
                                     &draw_plies, &full_draw, &weights, &room, &settings))
        return -1;
    Rules *r = &self->rules;
    self->ready = 0;
    memset(r, 0, sizeof(*r));
    int items[MAX_MILLS];
    int size = int_items(neighbours, items, MAX_POINTS, "neighbours");
    if (size < 0)
        return -1;
    if (size < 3) {
        PyErr_SetString(PyExc_ValueError, "neighbours: one mask for each of 3 to 24 points");
        return -1;
    }
    r->size = size;
    r->full = (uint32_t)((1ull << size) - 1);
    for (int p = 0; p < size; p++) {
        if (items[p] < 0 || (uint32_t)items[p] & ~r->full) {
            PyErr_Format(PyExc_ValueError, "neighbours: point %d has a neighbour off the board", p);
            return -1;
        }
        r->neighbours[p] = (uint32_t)items[p];
    }
    r->n_mills = int_items(mills, items, MAX_MILLS, "mills");
    if (r->n_mills < 0)
        return -1;
    for (int p = 0; p < size; p++)
        r->mills_at[p] = 0;
    for (int i = 0; i < r->n_mills; i++) {
        if (items[i] <= 0 || (uint32_t)items[i] & ~r->full || pop((uint32_t)items[i]) != 3) {
            PyErr_Format(PyExc_ValueError, "mills: mill %d is not three points of the board", i);
            return -1;
        }
        r->mills[i] = (uint32_t)items[i];
        for (uint32_t ps = r->mills[i]; ps; ps &= ps - 1)
            r->mills_at[low_bit(ps)] |= 1u << i;
    }
    /* mills3 is mills_at as masks, for forms_mill: NEVER (no pieces fill it) where fewer. */
    for (int p = 0; p < size; p++) {
        if (pop(r->mills_at[p]) > 3) {
            PyErr_SetString(PyExc_ValueError, "mills: at most three through a point");
            return -1;
        }
        int k = 0;
        for (uint32_t ms = r->mills_at[p]; ms; ms &= ms - 1)
            r->mills3[p][k++] = r->mills[low_bit(ms)];
        while (k < 3)
            r->mills3[p][k++] = NEVER;
    }
    if (int_items(weights, r->weights, N_WEIGHTS, "weights") != N_WEIGHTS) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "weights: one for each feature");
        return -1;
    }
    PyObject *extension_plies, *reduce_from, *reduce_more_from, *check_every, *safety;
    if (!PyArg_ParseTuple(settings, "OOOOO", &extension_plies, &reduce_from, &reduce_more_from,
                          &check_every, &safety))
        return -1;
    r->extension_plies = (int)PyLong_AsLong(extension_plies);
    r->reduce_from = (int)PyLong_AsLong(reduce_from);
    r->reduce_more_from = (int)PyLong_AsLong(reduce_more_from);
    r->check_every = (int)PyLong_AsLong(check_every);
    r->safety = PyFloat_AsDouble(safety);
    if (PyErr_Occurred())
        return -1;
    if (r->extension_plies < 1 || r->extension_plies > 8) {
        PyErr_SetString(PyExc_ValueError, "settings: extension plies 1 to 8");
        return -1;
    }
    if (r->check_every <= 0) {
        PyErr_SetString(PyExc_ValueError, "settings: check_every must be positive");
        return -1;
    }
    if (draw_plies < 0) {
        PyErr_SetString(PyExc_ValueError, "draw_plies: 0 (no limit) or more");
        return -1;
    }
    r->flying = flying;
    r->draw_plies = draw_plies;
    r->full_draw = full_draw;
    r->room = room;
    self->ready = 1;
    return 0;
}

static void release_tables(Tables *t)
{
    for (int i = 0; i < 9; i++)
        if (t->present[i]) {
            PyBuffer_Release(&t->views[i]);
            t->present[i] = 0;
        }
}

static int read_tables(PyObject *found, Tables *t)
{
    memset(t, 0, sizeof(*t));
    for (int n = 0; n <= MAX_POINTS; n++) {
        uint64_t c = 1;
        for (int k = 0; k < 8; k++) {
            t->comb[n][k] = (uint32_t)(k > n ? 0 : c);
            c = c * (uint64_t)(n - k) / (uint64_t)(k + 1);
        }
    }
    if (found == Py_None)
        return 0;
    PyObject *fast = PySequence_Fast(found, "tables: nine arrays or None, by (m, n) in 3..5");
    if (fast == NULL)
        return -1;
    if (PySequence_Fast_GET_SIZE(fast) != 9) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "tables: nine arrays or None, by (m, n) in 3..5");
        return -1;
    }
    for (int i = 0; i < 9; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
        if (item == Py_None)
            continue;
        if (PyObject_GetBuffer(item, &t->views[i], PyBUF_FORMAT | PyBUF_C_CONTIGUOUS) < 0) {
            Py_DECREF(fast);
            release_tables(t);
            return -1;
        }
        t->present[i] = 1;
        if (t->views[i].itemsize != 2 || strcmp(t->views[i].format, "h") != 0) {
            Py_DECREF(fast);
            release_tables(t);
            PyErr_SetString(PyExc_ValueError, "tables: int16 arrays expected");
            return -1;
        }
        t->any = 1;
    }
    Py_DECREF(fast);
    return 0;
}

static int read_keys(PyObject *seq, uint64_t **out, Py_ssize_t *n)
{
    PyObject *fast = PySequence_Fast(seq, "history: a sequence of keys");
    if (fast == NULL)
        return -1;
    *n = PySequence_Fast_GET_SIZE(fast);
    *out = malloc((*n + 1) * sizeof(uint64_t));
    if (*out == NULL) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < *n; i++) {
        (*out)[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred()) {
            Py_DECREF(fast);
            free(*out);
            *out = NULL;
            return -1;
        }
    }
    Py_DECREF(fast);
    return 0;
}

/* True if the turn (src, dst, rem) is one of the node's turns (checked with its points in range
 * first, since the encoding holds only points of a board of at most 24). */
static int legal(const Rules *r, const Node *n, int src, int dst, int rem)
{
    if (src < -1 || src >= r->size || dst < 0 || dst >= r->size || rem < -1 || rem >= r->size)
        return 0;
    int found[MAX_MOVES];
    int count = turns(r, n->own, n->opp, n->hand_own, 0, found), m = encode(src, dst, rem);
    for (int i = 0; i < count; i++)
        if (found[i] == m)
            return 1;
    return 0;
}

static PyObject *Engine_search(EngineObject *self, PyObject *args, PyObject *kwds)
{
    static char *names[] = {"node", "moves", "history", "budget", "max_depth", "quiescence",
                            "extensions", "contempt", "table", "tables", NULL};
    PyObject *node_obj, *moves_obj, *history_obj, *found_obj;
    TableObject *table;
    double budget;
    int max_depth, quiescence, extensions, contempt;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOdiiiiO!O", names, &node_obj, &moves_obj,
                                     &history_obj, &budget, &max_depth, &quiescence, &extensions,
                                     &contempt, &TableType, &table, &found_obj))
        return NULL;
    /* The budget runs from here: a table's first use (64 MB to take and clear) is in it. */
    double start = now();
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "the engine was not initialised (Engine(...))");
        return NULL;
    }
    const Rules *r = &self->rules;
    long own, opp;
    Node n;
    if (!PyArg_ParseTuple(node_obj, "llii|iii", &own, &opp, &n.hand_own, &n.hand_opp, &n.plies,
                          &(int){0}, &(int){0}))
        return NULL;
    if (own < 0 || opp < 0 || (unsigned long)own & ~r->full || (unsigned long)opp & ~r->full ||
        own & opp) {
        PyErr_Format(PyExc_ValueError, "node: two disjoint piece masks of the board's %d points",
                     r->size);
        return NULL;
    }
    if (n.hand_own < 0 || n.hand_own > 15 || n.hand_opp < 0 || n.hand_opp > 15 || n.plies < 0) {
        PyErr_SetString(PyExc_ValueError, "node: pieces in hand 0 to 15, plies 0 or more");
        return NULL;
    }
    n.own = (uint32_t)own;
    n.opp = (uint32_t)opp;
    if (!(budget <= 1e9)) { /* NaN fails too: a deadline never reached */
        PyErr_SetString(PyExc_ValueError, "budget: at most 1e9 seconds");
        return NULL;
    }
    if (budget < 0) /* spent before the search began: the one-ply pass answers */
        budget = 0;
    if (contempt < -WIN + WON || contempt > WIN - WON) {
        PyErr_Format(PyExc_ValueError, "contempt: %d to %d", -WIN + WON, WIN - WON);
        return NULL;
    }
    /* The deepest ply a search reaches: the depth, every extension, then quiescence. */
    if (max_depth < 1 || quiescence < 0 || extensions < 0 || max_depth >= PLIES ||
        quiescence >= PLIES || extensions >= PLIES ||
        max_depth + extensions * r->extension_plies + quiescence >= PLIES) {
        PyErr_Format(PyExc_ValueError,
                     "max_depth (1 or more) + extensions x %d + quiescence: below %d",
                     r->extension_plies, PLIES);
        return NULL;
    }
    PyObject *fast = PySequence_Fast(moves_obj, "moves: a sequence of (src, dst, remove)");
    if (fast == NULL)
        return NULL;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
    if (count < 1 || count > MAX_MOVES) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "the game is over: there is no move to choose");
        return NULL;
    }
    int *moves = malloc(count * sizeof(int));
    if (moves == NULL) {
        Py_DECREF(fast);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        int src, dst, rem;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "iii", &src, &dst, &rem)) {
            Py_DECREF(fast);
            free(moves);
            return NULL;
        }
        if (!legal(r, &n, src, dst, rem)) {
            Py_DECREF(fast);
            free(moves);
            PyErr_Format(PyExc_ValueError, "moves: (%d, %d, %d) is not a legal turn here", src,
                         dst, rem);
            return NULL;
        }
        moves[i] = encode(src, dst, rem);
    }
    Py_DECREF(fast);
    Search *s = calloc(1, sizeof(Search));
    uint64_t *past = NULL;
    Tables *tables = malloc(sizeof(Tables));
    if (s == NULL || tables == NULL) {
        free(moves);
        free(s);
        free(tables);
        return PyErr_NoMemory();
    }
    if (read_tables(found_obj, tables) < 0 || read_keys(history_obj, &past, &s->n_past) < 0 ||
        !table_ready(table) || table->busy) {
        if (!PyErr_Occurred())
            PyErr_SetString(table->busy ? PyExc_RuntimeError : PyExc_MemoryError,
                            table->busy ? "the table is in use by another search"
                                        : "no memory for the transposition table");
        release_tables(tables);
        free(moves);
        free(s);
        free(tables);
        free(past);
        return NULL;
    }
    for (int p = 0; p < PLIES; p++)
        s->killers[p][0] = s->killers[p][1] = NONE;
    s->r = r;
    s->tables = tables;
    s->table = table;
    s->past = past;
    s->contempt = contempt;
    table->busy = 1;
    Found best;
    Py_BEGIN_ALLOW_THREADS;
    best = deepen(s, &n, moves, (int)count, start, budget, max_depth, quiescence, extensions);
    Py_END_ALLOW_THREADS;
    table->busy = 0;
    long long nodes = s->nodes;
    release_tables(tables);
    free(tables);
    free(past);
    free(moves);
    free(s);
    return Py_BuildValue("(iii)iiL", m_src(best.move), m_dst(best.move), m_rem(best.move),
                         best.score, best.depth, nodes);
}

static PyMethodDef Engine_methods[] = {
    {"search", (PyCFunction)(void (*)(void))Engine_search, METH_VARARGS | METH_KEYWORDS,
     "search(node, moves, history, budget, max_depth, quiescence, extensions, contempt, table, "
     "tables) -> ((src, dst, remove), score, depth, nodes)"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject EngineType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "games.ai._millsearch.Engine",
    .tp_doc = "The hard search for one plain mill variant with its options.",
    .tp_basicsize = sizeof(EngineObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Engine_init,
    .tp_methods = Engine_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "games.ai._millsearch",
    .m_doc = "The mill games' hard search in C (see games/ai/millsearch.c).",
    .m_size = -1,
};

PyMODINIT_FUNC PyInit__millsearch(void)
{
    if (PyType_Ready(&TableType) < 0 || PyType_Ready(&EngineType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&TableType);
    Py_INCREF(&EngineType);
    if (PyModule_AddObject(m, "Table", (PyObject *)&TableType) < 0 ||
        PyModule_AddObject(m, "Engine", (PyObject *)&EngineType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
