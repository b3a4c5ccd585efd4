// One hand-written reference beside the runtime on its configuration, in a process of its own:
// `node dist/bench/reference-compare.js GAME SECONDS` prints both games/s as JSON. Alone because
// the runtime's speed depends on what the process ran before: after the other games of the
// playouts table its shared code has met every rule file's shapes and runs slower for each (Of
// What's Left measured 1,012 games/s first in the table and 830 when timed again after all the
// others). A designer's `cardsmith simulate` plays one game per process, as this does. Both are
// timed for SECONDS after as long again of warm-up: what is compared is the code, not V8
// compiling it (the small reference is at speed within milliseconds, the runtime after a few
// thousand games).
import { pathToFileURL } from 'node:url';
import { REFERENCES } from './reference/index.js';
import { loadGame } from './games.js';
import { measurePlayouts } from './playouts.js';

export interface ReferenceRun {
  readonly reference: number;
  readonly runtime: number;
}

export function compareAlone(game: string, seconds: number): ReferenceRun {
  const r = REFERENCES.find((x) => x.game === game);
  if (r === undefined) throw new Error(`no reference for ${game}`);
  const rules = loadGame(game);
  measurePlayouts(rules, r.players, seconds, Number.POSITIVE_INFINITY); // warm-up
  const runtime = measurePlayouts(rules, r.players, seconds, Number.POSITIVE_INFINITY).perSecond;
  r.measure(seconds); // warm-up
  const reference = r.measure(seconds);
  return { reference, runtime };
}

const [game, seconds] = process.argv.slice(2);
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && game !== undefined && seconds !== undefined) {
  console.log(JSON.stringify(compareAlone(game, Number(seconds))));
}
