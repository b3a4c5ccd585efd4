// The integer core's meld listing for climbing games (docs/dev/fast-core.md, item 3).
export { compileMelds, meldType, NO_TYPE, SINGLE, SET, RUN, type CoreMelds, type Compiled } from './compile.js';
export { RankHand } from './hand.js';
export { listPlays, playAt, PlayBuffer, LEAD } from './list.js';
export { decodePlay, decodePlays } from './decode.js';
