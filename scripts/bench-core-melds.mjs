// ns per climbing listing: the integer core's (runtime/core/melds) against the runtime's, on the
// same decisions.
//
// In game (the figure to read): live random games are played by the runtime; at every climbing
// decision both listings are timed alone with hrtime, in alternating order, less an empty timing,
// the slowest 0.5% of each left out (a collection of the game's garbage falling into a timing).
// The core's hands are kept in sync from the state between decisions, untimed. Six rounds of a
// tenth of the games each: the first shows the core cold (the runtime is warm by then), the last
// is split by kind of decision.
//   runtime: indexedClimbList (what the engine lists per turn, turn-move-list.ts), released; where
//            it does not take the hand (special cards), climbingMoves (the general meld engine);
//   core:    listPlays into a reused PlayBuffer.
// Then over kept decisions (a copy of what the runtime's listing reads; the core's hands brought
// from decision to decision by the recorded inserts and removals), in rounds, medians:
//   runtime compact (indexedClimbList), runtime moves (climbingMoves: the plays as Move objects),
//   the core's hand operations alone, with listPlays, and with every play decoded to a Move.
// Usage: npm run build && node scripts/bench-core-melds.mjs [game] [players] [games] [rounds] [variant…]
//   e.g. node scripts/bench-core-melds.mjs of-whats-left 4 100 9
//        node scripts/bench-core-melds.mjs bested-another-time 3 60 9 zeros gaps
import { readFileSync } from 'node:fs';
import { compileRules } from '../dist/grammar/compile.js';
import { applyInPlace, createGame, prepareRules } from '../dist/runtime/index.js';
import { legalCount, legalPick } from '../dist/runtime/legal.js';
import { climbingMoves, handKey, targetMeld } from '../dist/runtime/climbing.js';
import { indexedClimbList } from '../dist/runtime/climb-listing.js';
import { nextInt, seedRng } from '../dist/runtime/rng.js';
import { compileMelds, decodePlay, LEAD, listPlays, meldType, PlayBuffer, RankHand } from '../dist/runtime/core/melds/index.js';

const [game = 'of-whats-left', playersArg = '4', gamesArg = '200', roundsArg = '7', ...variants] = process.argv.slice(2);
const players = Number(playersArg);
const root = new URL('../rules/', import.meta.url);
const src = (rel) => ({ file: rel, text: readFileSync(new URL(rel, root), 'utf8') });
const compiled = compileRules(src(`${game}/game.yaml`), variants.map((v) => src(`${game}/variants/${v}.yaml`)));
if (compiled.def === undefined) throw new Error(compiled.diagnostics.map((d) => d.message).join('\n'));
const rules = prepareRules(compiled.def);
const cm = compileMelds(rules, players);
if (!cm.ok) throw new Error(cm.reason);
const m = cm.melds;
const play = rules.def.round.play;

// ---- the decisions ----
// Per decision: what the runtime's listing reads of the state (copied), and the operations that
// bring the core's hands (one RankHand per seat, as the core keeps them) from the last decision to
// this one, as the moves between them changed the hands: [code, seat, card] with code 0 remove,
// 1 insert, 2 the card's wild flag set to 1, 3 set to 0 (then wildChanged for its holder, seat),
// 4 every hand emptied and every flag cleared (a new game).
const decisions = [];
let lastWildJson = '';
let lastWild = {};
let ops = [];
const size = rules.cardTable.size;
const ids = rules.cardTable.ids;
const index = rules.cardTable.index;
const rng = seedRng('bench-core-melds');
for (let g = 1; g <= Number(gamesArg); g++) {
  const created = createGame(rules, { players, seed: g });
  const s = created.state;
  // The hands and flags as last synced (the recording's own copy).
  const held = Array.from({ length: players }, () => new Set());
  const flags = new Uint8Array(size);
  ops.push(4, 0, 0);
  const sync = () => {
    const now = held.map((_, seat) => (s.zones[handKey(seat)] ?? []).map((id) => index.get(id)));
    held.forEach((h, seat) => {
      const inHand = new Set(now[seat]);
      for (const k of [...h]) if (!inHand.has(k)) { h.delete(k); ops.push(0, seat, k); }
    });
    for (let k = 0; k < size; k++) {
      const f = s.wild[ids[k]] === true ? 1 : 0;
      if (flags[k] === f) continue;
      flags[k] = f;
      const seat = held.findIndex((h) => h.has(k));
      ops.push(f === 1 ? 2 : 3, seat, k);
    }
    held.forEach((h, seat) => {
      for (const k of now[seat]) if (!h.has(k)) { h.add(k); ops.push(1, seat, k); }
    });
  };
  sync();
  for (let n = 0; s.phase !== 'over' && n < 5000; n++) {
    const seat = s.turn;
    if (s.phase === 'play' && seat !== null && (s.pending === null || (s.pending.kind !== 'choice' && s.pending.kind !== 'setup'))) {
      // What a listing reads of the state, copied: the hand, the wild record (one object while it
      // stays the same, as in a game), the player count and the trick's last play.
      const wj = JSON.stringify(s.wild);
      if (wj !== lastWildJson) {
        lastWildJson = wj;
        lastWild = structuredClone(s.wild);
      }
      const last = s.trick?.plays[s.trick.plays.length - 1];
      const copy = {
        players: s.players, wild: lastWild, zones: { [handKey(seat)]: (s.zones[handKey(seat)] ?? []).slice() },
        trick: s.trick === null ? null : { plays: last === undefined ? [] : [structuredClone(last)], passed: [], dropped: [] },
      };
      const t = targetMeld(s);
      decisions.push({
        s: copy, seat, target: t, ops: Int32Array.from(ops),
        type: t === null ? LEAD : meldType(m, t.type), size: t?.cards.length ?? 0, height: t?.height ?? 0, low: t?.low ?? 0,
      });
      ops = [];
    }
    const count = legalCount(rules, s);
    if (count === 0) break;
    applyInPlace(rules, s, legalPick(nextInt(rng, count)));
    sync();
  }
}

const wild = new Uint8Array(size);
const hands = Array.from({ length: players }, () => new RankHand(m, wild));
function apply(o) {
  for (let i = 0; i < o.length; i += 3) {
    const code = o[i];
    const seat = o[i + 1];
    const k = o[i + 2];
    if (code === 0) hands[seat].remove(k);
    else if (code === 1) hands[seat].insert(k);
    else if (code === 4) {
      for (const h of hands) h.clear();
      wild.fill(0);
    } else {
      wild[k] = code === 2 ? 1 : 0;
      if (seat >= 0) hands[seat].wildChanged(k);
    }
  }
}

let sink = 0;

// ---- in game: both listings timed at each decision of live games (the state and hand hot) ----
// At every climbing decision of further games (seeds after the kept ones), each listing is timed
// alone with hrtime, in alternating order, less an empty timing's cost; the core's hands are kept
// in sync from the state between decisions (untimed: the core would move its cards itself).
{
  const wildIn = new Uint8Array(size);
  const kept = Array.from({ length: players }, () => new RankHand(m, wildIn));
  const syncKept = (s) => {
    const now = kept.map((_, seat) => (s.zones[handKey(seat)] ?? []).map((id) => index.get(id)));
    kept.forEach((h, seat) => { const inHand = new Set(now[seat]); for (let k = 0; k < size; k++) if (h.held[k] !== 0 && !inHand.has(k)) h.remove(k); });
    for (let k = 0; k < size; k++) {
      const f = s.wild[ids[k]] === true ? 1 : 0;
      if (wildIn[k] === f) continue;
      wildIn[k] = f;
      for (const h of kept) h.wildChanged(k);
    }
    kept.forEach((h, seat) => { for (const k of now[seat]) if (h.held[k] === 0) h.insert(k); });
  };
  const outIn = new PlayBuffer();
  let n = 0, plays = 0;
  const rngIn = seedRng('bench-core-melds:in-game');
  // Rounds of a tenth of the games each (at least 10): the first shows the core cold.
  const games = Math.max(10, Math.round(Number(gamesArg) / 10));
  for (let round = 0; round < 6; round++) {
    n = plays = 0;
    const rt = [];
    const ct = [];
    const et = [];
    const kinds = [];
    for (let g = 1; g <= games; g++) {
      const s = createGame(rules, { players, seed: 100000 + round * games + g }).state;
      for (const h of kept) h.clear();
      wildIn.fill(0);
      syncKept(s);
      for (let moves = 0; s.phase !== 'over' && moves < 5000; moves++) {
        const seat = s.turn;
        if (s.phase === 'play' && seat !== null && (s.pending === null || (s.pending.kind !== 'choice' && s.pending.kind !== 'setup'))) {
          const t = targetMeld(s);
          const hand = s.zones[handKey(seat)] ?? [];
          const pass = t !== null || play.leaderMayPass;
          const type = t === null ? LEAD : meldType(m, t.type);
          const h = kept[seat];
          const runtime = () => {
            const a = process.hrtime.bigint();
            const list = indexedClimbList(rules, s, hand, seat, t, pass);
            if (list === null) sink += climbingMoves(rules, play, s, seat).length;
            else { sink += list.length; list.release(); }
            rt.push(Number(process.hrtime.bigint() - a));
          };
          const core = () => {
            const a = process.hrtime.bigint();
            plays += listPlays(m, h, type, t?.cards.length ?? 0, t?.height ?? 0, t?.low ?? 0, outIn);
            ct.push(Number(process.hrtime.bigint() - a));
          };
          if ((n & 1) === 0) { runtime(); core(); } else { core(); runtime(); }
          kinds.push(type);
          const a = process.hrtime.bigint();
          et.push(Number(process.hrtime.bigint() - a));
          n++;
        }
        const count = legalCount(rules, s);
        if (count === 0) break;
        applyInPlace(rules, s, legalPick(nextInt(rngIn, count)));
        syncKept(s);
      }
    }
    // The mean of each, less the empty timing's median, leaving out the slowest 0.5% of decisions
    // of each (a timing that a collection of the games' garbage fell into).
    const med = (a) => a.slice().sort((x, y) => x - y)[a.length >> 1];
    const trimmed = (a) => {
      const b = a.slice().sort((x, y) => x - y).slice(0, Math.floor(a.length * 0.995));
      return b.reduce((x, y) => x + y, 0) / b.length;
    };
    const e0 = med(et);
    if (round === 5) {
      for (let t = -1; t < m.names.length; t++) {
        const pick = (a) => a.filter((_, i) => kinds[i] === t);
        const r = pick(rt);
        if (r.length === 0) continue;
        console.log(`  in game, ${(t < 0 ? 'leads' : m.names[t] + ' follows').padEnd(14)} ${String(r.length).padStart(6)}: runtime ${(trimmed(r) - e0).toFixed(0).padStart(5)} ns, core ${(trimmed(pick(ct)) - e0).toFixed(0).padStart(5)} ns`);
      }
    }
    console.log(`in game, round ${round + 1}: ${n} decisions, ${(plays / n).toFixed(1)} plays each; runtime ${(trimmed(rt) - e0).toFixed(0)} ns/listing (median ${(med(rt) - e0).toFixed(0)}), core ${(trimmed(ct) - e0).toFixed(0)} ns/listing (median ${(med(ct) - e0).toFixed(0)}); empty timing ${e0} ns, taken off`);
  }
}

// ---- the listings ----
const out = new PlayBuffer();
const ways = {
  'runtime compact (indexedClimbList)': () => {
    for (const d of decisions) {
      const list = indexedClimbList(rules, d.s, d.s.zones[handKey(d.seat)] ?? [], d.seat, d.target, d.target !== null || play.leaderMayPass);
      if (list === null) sink += climbingMoves(rules, play, d.s, d.seat).length;
      else {
        sink += list.length;
        list.release();
      }
    }
  },
  'runtime moves (climbingMoves)': () => {
    for (const d of decisions) sink += climbingMoves(rules, play, d.s, d.seat).length;
  },
  'core hands kept (the operations only)': () => {
    for (const d of decisions) {
      apply(d.ops);
      sink += hands[d.seat].n;
    }
  },
  'core hands kept + listPlays': () => {
    for (const d of decisions) {
      apply(d.ops);
      sink += listPlays(m, hands[d.seat], d.type, d.size, d.height, d.low, out);
    }
  },
  'core hands kept + listPlays + decodePlay each': () => {
    for (const d of decisions) {
      apply(d.ops);
      const n = listPlays(m, hands[d.seat], d.type, d.size, d.height, d.low, out);
      for (let i = 0; i < n; i++) sink += decodePlay(m, out, i, d.seat).kind.length;
    }
  },
};

// The core lists as many plays as the runtime at every decision (test/runtime/core/meld-listing.test.ts compares them).
let plays = 0;
for (const d of decisions) {
  apply(d.ops);
  const n = listPlays(m, hands[d.seat], d.type, d.size, d.height, d.low, out);
  const list = indexedClimbList(rules, d.s, d.s.zones[handKey(d.seat)] ?? [], d.seat, d.target, false);
  const theirs = list === null ? climbingMoves(rules, play, d.s, d.seat).filter((x) => x.kind === 'play').length : list.length;
  list?.release();
  if (n !== theirs) throw new Error(`the core listed ${n} plays, the runtime ${theirs}`);
  plays += n;
}
// Per kind of decision (a lead, or the type followed), the core's listing alone: kept hands + listPlays for those, less the operations.
const kinds = [...new Set(decisions.map((d) => (d.type === LEAD ? 'lead' : m.names[d.type])))];
for (const kind of kinds) {
  const want = kind === 'lead' ? LEAD : m.names.indexOf(kind);
  const count = decisions.filter((d) => d.type === want).length;
  let listed = 0;
  for (const d of decisions) {
    apply(d.ops);
    if (d.type === want) listed += listPlays(m, hands[d.seat], d.type, d.size, d.height, d.low, out);
  }
  const run = (listing) => {
    const t0 = process.hrtime.bigint();
    for (const d of decisions) {
      apply(d.ops);
      if (listing && d.type === want) sink += listPlays(m, hands[d.seat], d.type, d.size, d.height, d.low, out);
    }
    return Number(process.hrtime.bigint() - t0);
  };
  const a = [];
  const b = [];
  for (let r = 0; r < Number(roundsArg); r++) {
    a.push(run(true));
    b.push(run(false));
  }
  const least = (Math.min(...a) - Math.min(...b)) / count;
  console.log(`  core listPlays alone, ${kind.padEnd(8)} ${String(count).padStart(6)} decisions, ${(listed / count).toFixed(1).padStart(5)} plays each: ${least.toFixed(0).padStart(5)} ns/listing (least of ${a.length} rounds, less the operations' least)`);
}
const leads = decisions.filter((d) => d.target === null).length;
console.log(`${game}${variants.map((v) => '+' + v).join('')} ${players}p: ${decisions.length} decisions (${leads} leads) from ${gamesArg} games, ${(plays / decisions.length).toFixed(1)} plays per listing`);
const times = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
for (const f of Object.values(ways)) f(); // warm
for (let r = 0; r < Number(roundsArg); r++) {
  for (const [k, f] of Object.entries(ways)) {
    const t0 = process.hrtime.bigint();
    f();
    times[k].push(Number(process.hrtime.bigint() - t0) / decisions.length);
  }
}
const median = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [k, a] of Object.entries(times)) console.log(`  ${k.padEnd(44)} ${median(a).toFixed(0).padStart(6)} ns/listing (median of ${a.length}; min ${Math.min(...a).toFixed(0)})`);
if (sink === 0) console.log('(nothing listed)');
