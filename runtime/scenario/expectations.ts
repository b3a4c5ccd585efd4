// Compares a scenario's `expect:` block with the game state, naming the first differences.
import type { GameState } from '../state.js';
import { markerKey, zoneKey, type Rules } from '../rules.js';
import { legalMoves } from '../legal.js';
import { moveKey } from '../move-key.js';
import { parseMove } from '../notation.js';
import type { Value } from '../values.js';
import type { PlainValue } from '../../grammar/yaml/load.js';

type Expect = { [key: string]: PlainValue };

/** The seat that must act now: a pending choice's chooser, a lone setup decider, or the turn. */
export function actingSeat(s: GameState): number | null {
  if (s.pending?.kind === 'choice') return s.pending.seat;
  if (s.pending?.kind === 'setup') return s.pending.waiting.length === 1 ? (s.pending.waiting[0] ?? null) : null;
  return s.phase === 'play' ? s.turn : null;
}

/** A runtime value as a scenario writes it: players by name, cards by id, lists of those. */
export function plainOf(v: Value, s: GameState): PlainValue {
  if (Array.isArray(v)) return v.map((x) => plainOf(x, s));
  if (typeof v === 'object' && v !== null) {
    switch (v.t) {
      case 'player': return s.names[v.seat] ?? null;
      case 'card': return v.id;
      case 'marker': return v.key;
      default: return v.t;
    }
  }
  return v;
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');
}

function show(v: PlainValue | undefined): string {
  return v === undefined ? 'nothing' : JSON.stringify(v);
}

function seatOf(s: GameState, name: string): number {
  return s.names.findIndex((n) => n.toLowerCase() === name.toLowerCase());
}

/** The ids as a scenario wrote them: a copy of a special card (`Joker#2`) as its name when `wanted` names it so. */
function asWritten(actual: readonly string[], wanted: readonly string[]): string[] {
  const names = new Set(wanted);
  return actual.map((id) => {
    const hash = id.indexOf('#');
    return hash > 0 && !names.has(id) && names.has(id.slice(0, hash)) ? id.slice(0, hash) : id;
  });
}

function zoneCheck(label: string, actual: readonly string[], want: PlainValue | undefined, out: string[], ordered = false): void {
  if (typeof want === 'number') {
    if (actual.length !== want) out.push(`${label}: expected ${want} cards, found ${actual.length} (${actual.join(' ') || 'none'})`);
  } else if (Array.isArray(want)) {
    const ids = want.map(String);
    const written = asWritten(actual, ids);
    const same = ordered ? written.join(' ') === ids.join(' ') && written.length === ids.length : sameMultiset(written, ids);
    if (!same) out.push(`${label}: expected [${ids.join(' ')}]${ordered ? ' in this order' : ''}, found [${actual.join(' ')}]`);
  }
}

/** The zone key of `discard` or `Ann.left` (null: no such player, reported). */
function zoneKeyOf(name: string, player: (name: string) => number | null): string | null {
  const [owner, zoneName] = name.includes('.') ? name.split('.') : [null, name];
  if (!owner) return zoneKey(zoneName ?? name, null);
  const seat = player(owner);
  return seat === null ? null : zoneKey(zoneName ?? name, seat);
}

/** The last round-end event's scores, by seat. */
function lastRoundScores(s: GameState): ReadonlyMap<number, number> | undefined {
  for (let i = s.events.length - 1; i >= 0; i--) {
    const e = s.events[i];
    if (e?.kind === 'round-end') return new Map(e.scores.map((x) => [x.seat, x.round]));
  }
  return undefined;
}

function leaderNow(s: GameState): number | null {
  if (s.trick !== null) return s.trick.leader;
  return s.nextLeader;
}

/** ` (the game has: a, b)`, or ` (the game has none)`. */
function known(names: readonly string[]): string {
  return names.length === 0 ? ' (the game has none)' : ` (the game has: ${names.join(', ')})`;
}

export function checkExpect(rules: Rules, s: GameState, e: Expect): string[] {
  const out: string[] = [];
  const player = (name: string): number | null => {
    const seat = seatOf(s, name);
    if (seat < 0) out.push(`there is no player '${name}'`);
    return seat < 0 ? null : seat;
  };
  for (const [key, want] of Object.entries(e)) {
    switch (key) {
      case 'turn': {
        const seat = actingSeat(s);
        const actual = seat === null ? null : s.names[seat];
        if (actual !== want) out.push(`turn: expected ${show(want)}, found ${show(actual ?? null)}`);
        break;
      }
      case 'phase': if (s.phase !== want) out.push(`phase: expected ${show(want)}, found ${show(s.phase)}`); break;
      case 'round': if (s.round !== want) out.push(`round: expected ${show(want)}, found ${s.round}`); break;
      case 'game-over': if ((s.phase === 'over') !== want) out.push(`game-over: expected ${show(want)}, found ${s.phase === 'over'}`); break;
      case 'winners': {
        const actual = s.winners === null ? null : s.winners.map((w) => s.names[w] ?? '?');
        if (actual === null || !Array.isArray(want) || !sameMultiset(actual, want.map(String))) out.push(`winners: expected ${show(want)}, found ${show(actual)}`);
        break;
      }
      case 'leader': {
        const seat = leaderNow(s);
        const actual = seat === null ? null : s.names[seat];
        if (actual !== want) out.push(`leader: expected ${show(want)}, found ${show(actual ?? null)}`);
        break;
      }
      case 'hand':
        for (const [name, w] of Object.entries(want as Expect)) {
          const seat = player(name);
          if (seat !== null) zoneCheck(`${name}'s hand`, s.zones[zoneKey('hand', seat)] ?? [], w, out);
        }
        break;
      case 'table': zoneCheck('table', s.zones['table'] ?? [], want, out); break;
      case 'zone':
      case 'zone-order':
        for (const [name, w] of Object.entries(want as Expect)) {
          const k = zoneKeyOf(name, player);
          if (k === null) continue;
          const cards = s.zones[k];
          if (cards === undefined) out.push(`zone ${name}: there is no such zone`);
          else zoneCheck(`zone ${name}`, cards, w, out, key === 'zone-order');
        }
        break;
      case 'flipped':
        for (const [name, w] of Object.entries(want as Expect)) {
          const [owner, markerName] = name.includes('.') ? name.split('.') : [null, name];
          const seat = owner ? player(owner) : null;
          if (owner && seat === null) continue;
          const m = s.markers[seat === null ? name : markerKey(markerName ?? name, seat)];
          if (m === undefined) out.push(`marker ${name}: not in play`);
          else if (m.flipped !== w) out.push(`marker ${name}: expected ${w === true ? 'flipped' : 'not flipped'}, found ${m.flipped ? 'flipped' : 'not flipped'}`);
        }
        break;
      case 'tricks':
        for (const [name, w] of Object.entries(want as Expect)) {
          const seat = player(name);
          const p = seat === null ? undefined : s.players[seat];
          if (p !== undefined && p.tricks !== w) out.push(`tricks of ${name}: expected ${show(w)}, found ${p.tricks}`);
        }
        break;
      case 'last-round-scores': {
        const scores = lastRoundScores(s);
        if (scores === undefined) {
          out.push('last-round-scores: no round has ended yet');
          break;
        }
        for (const [name, w] of Object.entries(want as Expect)) {
          const seat = player(name);
          if (seat !== null && scores.get(seat) !== w) out.push(`last round's score of ${name}: expected ${show(w)}, found ${scores.get(seat) ?? 'none'}`);
        }
        break;
      }
      case 'scores':
      case 'round-scores':
        for (const [name, w] of Object.entries(want as Expect)) {
          const seat = player(name);
          const p = seat === null ? undefined : s.players[seat];
          if (p === undefined) continue;
          const actual = key === 'scores' ? p.score : p.roundScore;
          if (actual !== w) out.push(`${key === 'scores' ? 'score' : 'round score'} of ${name}: expected ${show(w)}, found ${actual}`);
        }
        break;
      case 'markers':
        for (const [name, w] of Object.entries(want as Expect)) {
          const m = s.markers[name];
          if (m === undefined) { out.push(`marker ${name}: not in play`); continue; }
          const actual = m.removed ? 'removed' : m.owner === null ? null : s.names[m.owner];
          if (actual !== w) out.push(`marker ${name}: expected ${show(w)}, found ${show(actual ?? null)}`);
        }
        break;
      case 'var':
        for (const [name, w] of Object.entries(want as Expect)) {
          if (!rules.def.vars.some((v) => v.name === name)) {
            out.push(`var ${name}: there is no such game var${known(rules.def.vars.map((v) => v.name))}`);
            continue;
          }
          const actual = plainOf((s.vars[name] ?? null) as Value, s);
          if (JSON.stringify(actual) !== JSON.stringify(w)) out.push(`var ${name}: expected ${show(w)}, found ${show(actual)}`);
        }
        break;
      case 'player-var':
        for (const [name, vars] of Object.entries(want as Expect)) {
          const seat = player(name);
          const p = seat === null ? undefined : s.players[seat];
          if (p === undefined) continue;
          for (const [v, w] of Object.entries(vars as Expect)) {
            if (!rules.def.playerVars.some((pv) => pv.name === v)) {
              out.push(`${name}'s ${v}: there is no such player var${known(rules.def.playerVars.map((pv) => pv.name))}`);
              continue;
            }
            const actual = plainOf((p.vars[v] ?? null) as Value, s);
            if (JSON.stringify(actual) !== JSON.stringify(w)) out.push(`${name}'s ${v}: expected ${show(w)}, found ${show(actual)}`);
          }
        }
        break;
      case 'legal':
      case 'illegal':
        for (const [name, list] of Object.entries(want as Expect)) {
          const seat = player(name);
          if (seat === null) continue;
          const keys = new Set(legalMoves(rules, s).map(moveKey));
          for (const text of (list as PlainValue[]).map(String)) {
            const parsed = parseMove(rules, s, `${name}: ${text}`);
            if (!parsed.ok) {
              // A move that cannot be read proves nothing either way: an illegal one too is an error.
              out.push(`${name}: '${text}' should be ${key === 'legal' ? 'legal' : 'illegal'} but cannot be read: ${parsed.code}: ${parsed.message}`);
              continue;
            }
            const isLegal = keys.has(moveKey(parsed.move));
            if (key === 'legal' && !isLegal) out.push(`${name}: '${text}' should be legal but is not`);
            if (key === 'illegal' && isLegal) out.push(`${name}: '${text}' should be illegal but is legal`);
          }
        }
        break;
      default:
        out.push(`unknown expectation '${key}'`);
    }
  }
  return out;
}
