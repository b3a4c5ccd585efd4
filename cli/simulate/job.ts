// A simulation job as workers receive it: the rule files and the games to play. The main thread
// compiles the rules (jobRules); workers get the compiled GameDef and only play (play-game.ts).
import { compileFiles, isError } from '../files.js';
import type { OptionChoices } from '../../grammar/compile.js';
import { prepareRules, type Rules } from '../../runtime/index.js';
import type { BotKind, BotSettings } from '../../runtime/bots/index.js';

export interface SimJob {
  readonly file: string;
  readonly variants: readonly string[];
  readonly players: number;
  readonly seed: string;
  readonly bots: readonly BotKind[];
  readonly settings?: BotSettings;
  /** `--option` values: the rules are compiled with them and every game is created with them. */
  readonly options?: OptionChoices;
}

/** Compiles the job's rules (the command has checked them already: failing here is a bug). */
export function jobRules(job: SimJob): Rules {
  const r = compileFiles(job.file, job.variants, { options: job.options ?? {} });
  if (isError(r)) throw new Error(r.error);
  if (r.def === undefined) throw new Error(`${job.file} has errors`);
  return prepareRules(r.def);
}

export { playGame } from './play-game.js';
