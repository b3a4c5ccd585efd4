// Shared by the bot tests: the seed games' rules, and a short random game to a given move.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../../grammar/compile.js';
import { applyMove, legalMoves, prepareRules, type GameState, type Rules } from '../../../runtime/index.js';
import { newGame } from '../new-game.js';
import { nextInt, seedRng } from '../../../runtime/rng.js';

const root = fileURLToPath(new URL('../../../rules/', import.meta.url));

export function seedGame(game: string, variants: string[] = []): Rules {
  const src = (rel: string) => ({ file: rel, text: readFileSync(root + rel, 'utf8') });
  const r = compileRules(src(`${game}/game.yaml`), variants.map((v) => src(`${game}/variants/${v}.yaml`)));
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

/** A game played at random for `moves` moves (or until `stop` holds). */
export function playedTo(rules: Rules, players: number, seed: string, moves: number, stop: (s: GameState) => boolean = () => false): GameState {
  let s = newGame(rules, { players, seed });
  const rng = seedRng(`test:${seed}`);
  for (let i = 0; i < moves && s.phase !== 'over' && !stop(s); i++) {
    const all = legalMoves(rules, s);
    const seat = all[0]?.seat;
    const mine = all.filter((m) => m.seat === seat);
    const r = applyMove(rules, s, mine[nextInt(rng, mine.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}
