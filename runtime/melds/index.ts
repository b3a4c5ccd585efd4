// The generic meld engine: which melds cards form, what beats what, and every play a hand can make.
export type {
  FormsMeldResult, HandCard, Meld, MeldRejection, MeldRules, MeldType, Play, PlayedCard, RankRange,
} from './types.js';
export { classify } from './classify.js';
export { beats } from './beats.js';
export { enumeratePlays } from './enumerate.js';
export { formsMeld } from './forms.js';
export { canonicalize } from './canonical.js';
export { compareCards, playKey } from './order.js';
