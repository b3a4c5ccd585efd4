// Copies a GameState for `apply`, so the state it was given never changes. Only what a move can
// change is copied; append-only or replaced-whole parts (the events, plays already made,
// the fixed deal) are shared. A JSON round trip was simpler but cost most of a playout's time.
import type { Frame, GameState, MarkerState, Pending, PlayerState, TrickState } from './state.js';
import { shareZones } from './zones.js';
import { carryCosts } from './eval/answered-costs.js';
import { copyWild } from './wild-record.js';

function copyPlayer(p: PlayerState): PlayerState {
  return { ...p, vars: { ...p.vars } };
}

function copyMarkers(markers: Record<string, MarkerState>): Record<string, MarkerState> {
  const out: Record<string, MarkerState> = {};
  for (const key in markers) out[key] = { ...(markers[key] as MarkerState) };
  return out;
}

function copyTrick(t: TrickState | null): TrickState | null {
  return t === null ? null : { ...t, plays: t.plays.slice(), passed: t.passed.slice(), dropped: t.dropped.slice() };
}

function copyFrame(s: GameState, copy: GameState, f: Frame): Frame {
  const answers = f.answers.slice();
  carryCosts(s, f.answers, answers, copy);
  return { ...f, locals: { ...f.locals }, answers };
}

function copyPending(p: Pending | null): Pending | null {
  if (p === null) return null;
  if (p.kind === 'setup') return { ...p, waiting: p.waiting.slice(), decisions: { ...p.decisions } };
  return { ...p, options: p.options.slice() };
}

export function cloneState(s: GameState): GameState {
  const copy: GameState = {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    // Zones are shared and copied when first changed (zones.ts).
    zones: { ...s.zones },
    wild: copyWild(s.wild),
    players: s.players.map(copyPlayer),
    markers: copyMarkers(s.markers),
    vars: { ...s.vars },
    trick: copyTrick(s.trick),
    pending: copyPending(s.pending),
    frames: [],
    tasks: s.tasks.map((t) => ({ ...t, locals: { ...t.locals } })),
    events: s.events.slice(),
    history: s.history,
    ...(s.roundPlays !== undefined ? { roundPlays: s.roundPlays.slice() } : {}),
  };
  for (const f of s.frames) copy.frames.push(copyFrame(s, copy, f));
  shareZones(copy);
  return copy;
}
