// A simulation job as workers receive it: the rule files and the games to play. The command
// compiles the rules once; workers get the compiled GameDef and only play (play-game.ts).
import type { OptionChoices } from '../../grammar/compile.js';
import type { BotKind, BotSettings } from '../../runtime/index.js';

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

export { playGame } from './play-game.js';
