// What must hold of every settled state of a game (as createGame and applyMove leave it), shared by
// the runtime's command property test and the soak (bench/soak/): each returns the problems found,
// as text, so a caller can assert on them or save them.
import { decidingSeats, legalMoves, type GameState, type Rules } from '../../runtime/index.js';

/** Every card of the box is in exactly one zone (trick, discard, hands, deck...). */
export function conservationProblems(rules: Rules, s: GameState): string[] {
  const counts = new Map<string, number>();
  for (const ids of Object.values(s.zones)) for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const out: string[] = [];
  for (const id of rules.boxOrder) {
    const n = counts.get(id) ?? 0;
    if (n !== 1) out.push(`card ${id} is in ${n} zones`);
    counts.delete(id);
  }
  for (const id of counts.keys()) out.push(`card ${id} is in a zone but not in the box`);
  return out;
}

/** The seats a score event scores for: its seat, or with teams every member of its team (seat s plays in team s % count). */
export function scoredSeats(rules: Rules, players: number, e: Extract<GameState['events'][number], { kind: 'score' }>): number[] {
  const teams = rules.def.teams?.count;
  if (e.team === undefined || teams === undefined) return [e.seat];
  return Array.from({ length: players }, (_, seat) => seat).filter((seat) => seat % teams === e.team);
}

/** Each seat's score is the sum of the score events about it: its own, or with teams its team's. */
export function scoreProblems(rules: Rules, s: GameState): string[] {
  const sums = s.players.map(() => 0);
  for (const e of s.events) {
    if (e.kind !== 'score') continue;
    for (const seat of scoredSeats(rules, s.players.length, e)) sums[seat] = (sums[seat] ?? 0) + e.amount;
  }
  return s.players.flatMap((p, seat) => (p.score === sums[seat] ? [] : [`seat ${seat} has ${p.score} points, its score events sum to ${sums[seat]}`]));
}

/**
 * Until the game ends someone can move: the seats the game waits on each have a legal move, every
 * legal move is one of theirs, and in play with nothing pending that is the seat whose turn it is.
 * Once over, no move is legal and the winners are known.
 */
export function turnProblems(rules: Rules, s: GameState): string[] {
  const moves = legalMoves(rules, s);
  if (s.phase === 'over') {
    const out: string[] = [];
    if (moves.length > 0) out.push(`the game is over but ${moves.length} moves are legal`);
    if (s.winners === null) out.push('the game is over with no winners');
    return out;
  }
  const seats = decidingSeats(rules, s);
  const out: string[] = [];
  if (moves.length === 0) out.push(`phase ${s.phase}: no legal move in a game not over`);
  for (const seat of seats) if (!moves.some((m) => m.seat === seat)) out.push(`seat ${seat} is deciding but has no legal move`);
  for (const m of moves) if (!seats.includes(m.seat)) out.push(`seat ${m.seat} has a legal move but the game waits on ${seats.join(', ')}`);
  if (s.phase === 'play' && s.pending === null && (s.turn === null || seats.join() !== String(s.turn))) {
    out.push(`in play with nothing pending, the turn is ${s.turn} but the game waits on [${seats.join(', ')}]`);
  }
  return out;
}

export function invariantProblems(rules: Rules, s: GameState): string[] {
  return [...conservationProblems(rules, s), ...scoreProblems(rules, s), ...turnProblems(rules, s)];
}
