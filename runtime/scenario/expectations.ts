// Compares a scenario's `expect:` block with the game state, naming the first differences.
import type { GameState } from '../state.js';
import { zoneKey, type Rules } from '../rules.js';
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

function zoneCheck(label: string, actual: readonly string[], want: PlainValue | undefined, out: string[]): void {
  if (typeof want === 'number') {
    if (actual.length !== want) out.push(`${label}: expected ${want} cards, found ${actual.length} (${actual.join(' ') || 'none'})`);
  } else if (Array.isArray(want)) {
    const ids = want.map(String);
    if (!sameMultiset(actual, ids)) out.push(`${label}: expected [${ids.join(' ')}], found [${actual.join(' ')}]`);
  }
}

function leaderNow(s: GameState): number | null {
  if (s.trick !== null) return s.trick.leader;
  return s.nextLeader;
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
        for (const [name, w] of Object.entries(want as Expect)) {
          const [owner, zoneName] = name.includes('.') ? name.split('.') : [null, name];
          const seat = owner ? player(owner) : null;
          if (owner && seat === null) continue;
          zoneCheck(`zone ${name}`, s.zones[zoneKey(zoneName ?? name, seat)] ?? [], w, out);
        }
        break;
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
              if (key === 'legal') out.push(`${name}: '${text}' should be legal but does not parse: ${parsed.message}`);
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
