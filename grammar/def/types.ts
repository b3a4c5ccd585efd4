// GameDef: the checked, read-only form of a rule file that the runtime plays. Every part that came
// from the file keeps its source range, so runtime errors can point back into the rule file.
import type { SourceRange } from '../diagnostics.js';
import type { Expr, Stmt } from '../expr/ast.js';
import type { Resolutions } from '../expr/resolution.js';
import type { Type } from '../expr/types.js';

/** An inclusive range of whole numbers; `max` may be Infinity. */
export interface IntRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The colours a suit may be printed in: a closed set, so every client (a terminal's palette, a
 * page's CSS) can map each one to something it can show.
 */
export const SUIT_COLOURS = ['black', 'grey', 'red', 'orange', 'gold', 'green', 'blue', 'purple', 'pink', 'brown'] as const;
export type SuitColour = (typeof SUIT_COLOURS)[number];

/** The most characters (Unicode code points) a suit's symbol may have: it stands beside a rank. */
export const SUIT_SYMBOL_MAX = 4;

export interface SuitDef {
  readonly letter: string;
  readonly name: string;
  /** A short mark shown beside ranks (`♣`); absent: none given. */
  readonly symbol?: string;
  readonly colour?: SuitColour;
}

export interface SpecialCardDef {
  readonly name: string;
  readonly rank: number | null;
  /** null: no suit of its own (also when `anySuit`). */
  readonly suit: string | null;
  /** `suit: any`: not a wild, but in a meld of one suit it takes that meld's suit, declared when played. */
  readonly anySuit: boolean;
  readonly wild: boolean;
  /** Meld names the card may be played in; undefined: any. */
  readonly only?: readonly string[];
  /** (climbing) Played alone, it beats any meld of these names, whatever their size or height. */
  readonly beats?: readonly string[];
  /** Where each name in `beats` is written. */
  readonly names?: NameRanges;
  readonly value: number | null;
  readonly count: number;
  readonly range: SourceRange;
}

/** A rank's label (`Q`) and its number: its place in the rank order (rank-labels.ts). */
export interface RankLabel {
  readonly rank: number;
  readonly label: string;
}

export interface CardsDef {
  readonly suits: readonly SuitDef[];
  /** The ranks' numbers, lowest to highest: the rank order. */
  readonly ranks: IntRange;
  /** With `ranks:` written as a list, each rank's label, in rank order; absent: ranks are written as numbers. */
  readonly rankLabels?: readonly RankLabel[];
  readonly special: readonly SpecialCardDef[];
}

/** Where each name written in an entry (a zone, a suit letter, a special card) is, for diagnostics. */
export type NameRanges = Readonly<Record<string, SourceRange>>;

/** Which cards make up the deck at some player counts. */
export interface DeckDef {
  readonly players: IntRange;
  readonly suits: readonly string[];
  readonly ranks: IntRange;
  readonly special: readonly string[];
  /** The ranks a wild may be declared as at these counts (`wild-ranks`), instead of `wilds.ranks`. */
  readonly wildRanks?: IntRange;
  readonly range: SourceRange;
  readonly names?: NameRanges;
}

export type Visibility = 'all' | 'owner' | 'count' | 'none';

export interface ZoneDef {
  readonly name: string;
  /** What players call it (`label:`), shown instead of the name. */
  readonly label?: string;
  readonly perPlayer: boolean;
  readonly visible: Visibility;
  readonly builtin: boolean;
  /** Where a declared zone's name is in the rule file (built-in zones have none). */
  readonly range?: SourceRange;
}

export interface WildsDef {
  readonly ranks: IntRange;
  readonly suits: readonly string[];
  readonly value: number;
}

export interface MeldDef {
  readonly name: string;
  readonly size: IntRange;
  readonly same?: 'rank' | 'suit';
  readonly step?: number;
  readonly wrap: boolean;
  readonly lead: boolean;
  /** With `step`: N cards of each of consecutive ranks (`group: 2`: `5 5 6 6`). */
  readonly group?: number;
  /** The most wilds the meld may hold (`wilds: 0`: none); absent: any number. */
  readonly maxWilds?: number;
  /** The fewest natural (not wild) cards it must hold; absent: none needed. */
  readonly minNaturals?: number;
  /** (climbing) Meld names this meld beats at the same size, whatever their strength. */
  readonly beats?: readonly string[];
  /** (climbing) Beats any meld that is no bomb; bombs beat each other by size, then strength. */
  readonly bomb: boolean;
  /** (climbing) The meld's strength (`played`: its cards); default its height. */
  readonly strength?: Expr;
  /** Where each name in `beats` is written. */
  readonly names?: NameRanges;
  readonly range: SourceRange;
}

/** A literal from YAML, or an expression evaluated at game start. */
export type VarInit = { readonly kind: 'literal'; readonly value: LiteralValue } | { readonly kind: 'expr'; readonly expr: Expr };
export type LiteralValue = number | boolean | string | null | readonly LiteralValue[];

export interface VarDef {
  readonly name: string;
  readonly init: VarInit;
  /** Player vars only: kept across rounds instead of reset. */
  readonly keep: boolean;
  /** `log: false`: setting it leaves no event in the game's log (default: logged). */
  readonly log?: boolean;
  /** What players call it (`label:`), shown instead of the name. */
  readonly label?: string;
  readonly range: SourceRange;
}

export type EffectItem =
  | { readonly kind: 'stmt'; readonly stmt: Stmt }
  | { readonly kind: 'if'; readonly test: Expr; readonly then: Effects; readonly else: Effects; readonly range: SourceRange }
  /**
   * `{ each-in-turn: PLAYERS, do: EFFECTS }`: `do` runs for each player of the list in order, with
   * `me` that player, each run finished (its choices answered) before the next begins.
   */
  | { readonly kind: 'in-turn'; readonly players: Expr; readonly do: Effects; readonly range: SourceRange }
  /**
   * `{ while: COND, do: EFFECTS }`: while the condition holds, `do` runs to its end (its choices
   * answered) and the condition is asked again. `do` shares the block's locals, as an `if` does.
   */
  | { readonly kind: 'while'; readonly test: Expr; readonly do: Effects; readonly range: SourceRange };

/** A block of effects. `id` indexes GameDef.blocks, so a suspended effect can be saved as data. */
export interface Effects {
  readonly id: number;
  readonly items: readonly EffectItem[];
}

export interface DefineParam {
  readonly name: string;
  readonly type: Type;
  readonly range: SourceRange;
}

/** A named definition (`define:`): a value with parameters, or a constant (no parameters). */
export interface DefineDef {
  readonly name: string;
  readonly params: readonly DefineParam[];
  readonly value: Expr;
  readonly range: SourceRange;
}

export interface MarkerDef {
  readonly name: string;
  readonly label: string;
  readonly perPlayer: boolean;
  readonly pool?: string;
  readonly players: IntRange;
  readonly priority: number;
  readonly onResolve?: Effects;
  readonly range: SourceRange;
}

/** How many cards: a number, `all`, or an expression evaluated when the step runs. */
export type Count = number | 'all' | Expr;

export type SetupStep = (
  | { readonly kind: 'shuffle'; readonly zone: string; readonly range: SourceRange }
  | { readonly kind: 'give'; readonly cards: Expr; readonly each: Count; readonly to: string; readonly wild: boolean; readonly range: SourceRange }
  | { readonly kind: 'deal'; readonly count: Count; readonly from: string; readonly to: string; readonly range: SourceRange }
  | { readonly kind: 'move'; readonly count: Count; readonly from: string; readonly to: string; readonly range: SourceRange }
  | {
      readonly kind: 'choose';
      readonly zone: string;
      readonly count: Count;
      readonly prompt: string;
      readonly then?: Effects;
      readonly range: SourceRange;
    }
  | {
      readonly kind: 'split';
      readonly zone: string;
      readonly into: readonly [string, string];
      readonly right: IntRange;
      readonly then?: Effects;
      readonly range: SourceRange;
    }
  | { readonly kind: 'do'; readonly effects: Effects; readonly range: SourceRange }
) & {
  readonly names?: NameRanges;
  /** `when:` a condition (no `me`) checked when the step is reached; false skips the step. */
  readonly when?: Expr;
};

export interface ClimbingPlay {
  readonly kind: 'climbing';
  readonly pass: 'soft' | 'hard';
  readonly allPassed: 'clear' | 'continue';
  readonly leaderMayPass: boolean;
  readonly reset?: { readonly rank: number };
  /** What beats what: `ascending` (default), `descending`, or an expression giving one of them. */
  readonly order?: 'ascending' | 'descending' | Expr;
  /** Suits from weakest to strongest: the tie-break between melds of equal strength. */
  readonly suitOrder?: readonly string[];
  /** Where `suit-order` is written. */
  readonly suitOrderRange?: SourceRange;
  /** Whether another player may make a play (`played`, `meld`) out of turn, right after a play (an interrupt window); absent: nobody may. */
  readonly interrupt?: Expr;
  readonly names?: NameRanges;
  readonly range: SourceRange;
}

export interface FollowSource {
  readonly from: string;
  readonly when?: Expr;
  readonly followSuit: boolean;
}

/** Who wins a must-follow trick: the highest or lowest strength (trumps first, else the led suit), or an expression's player. */
export type TrickWinnerRule = 'highest' | 'lowest' | Expr;

export interface MustFollowPlay {
  readonly kind: 'must-follow';
  /** A fixed trump suit's letter. */
  readonly trump?: string;
  /** The trump suit as an expression (a suit letter or null), when it is not a fixed letter. */
  readonly trumpExpr?: Expr;
  /** The suit a card (`card`) counts as; default its printed suit. */
  readonly effectiveSuit?: Expr;
  /** A card's (`card`) strength in the trick; default its rank. */
  readonly strength?: Expr;
  readonly winner: TrickWinnerRule;
  readonly leadFrom: readonly string[];
  readonly follow: readonly FollowSource[];
  readonly tricks?: number;
  readonly range: SourceRange;
  readonly names?: NameRanges;
}

/**
 * The shedding procedure: each turn a player plays one card onto the table that the `match` rule
 * allows, or passes (when `pass` holds), or draws when nothing is open; `next` may say who moves
 * after each move (else the next player in the direction of play). The trick (the pile) lasts
 * until `next` gives nobody or an effect clears it.
 */
export interface SheddingPlay {
  readonly kind: 'shedding';
  /** The zones cards are played from (default `[hand]`). */
  readonly from: readonly string[];
  /** Whether `card` may go onto the table now (`top`: the table's last card, or null); absent: any card. */
  readonly match?: Expr;
  /** When the player may pass instead of playing; absent: never. */
  readonly pass?: Expr;
  /** Whether another player may play `card` out of turn, right after a play (an interrupt window); absent: nobody may. */
  readonly interrupt?: Expr;
  /** A player with no move open draws from `drawFrom`: until able to move, or once (then passes). */
  readonly draw?: 'until-able' | 'once';
  readonly drawFrom: string;
  /** Who moves after a play or a pass (`me`: who moved, `played`: the cards, `[]` after a pass); null ends the trick. */
  readonly next?: Expr;
  readonly range: SourceRange;
  readonly names?: NameRanges;
}

export type PlayDef = ClimbingPlay | MustFollowPlay | SheddingPlay;

export interface RoundDef {
  readonly leader?: Expr;
  readonly setup: readonly SetupStep[];
  readonly play: PlayDef;
  readonly endWhen?: Expr;
  readonly score?: Expr;
}

export interface GameEndDef {
  readonly afterRounds?: Expr;
  readonly when?: Expr;
  readonly winner: 'highest' | 'lowest';
  readonly tieBreakers: readonly Expr[];
  readonly winners?: Expr;
}

export const EVENT_NAMES = ['round-start', 'turn-start', 'play', 'pass', 'trick-end', 'shed-out', 'round-end', 'move'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export interface Handler {
  readonly each: boolean;
  readonly when?: Expr;
  readonly do: Effects;
  readonly range: SourceRange;
}

export interface ObligationDef {
  readonly name: string;
  readonly when: Expr;
  readonly must: Expr;
  readonly range: SourceRange;
}

export interface ActionDef {
  readonly name: string;
  readonly label: string;
  /** Taking the action is the player's move for the turn. */
  readonly endsTurn: boolean;
  readonly when?: Expr;
  readonly do: Effects;
  readonly range: SourceRange;
}

export interface OptionDef {
  readonly name: string;
  readonly default: LiteralValue;
  readonly values?: readonly LiteralValue[];
  readonly description?: string;
}

/** Partnerships: seat s plays in team s % count; a team shares one score. */
export interface TeamsDef {
  readonly count: number;
  /** One name per team, in team order (defaults filled in). */
  readonly names: readonly string[];
  readonly range: SourceRange;
}

export interface GameDef {
  readonly title: string;
  /** The main rule file's name, and the variants applied, in order. */
  readonly file: string;
  readonly variants: readonly string[];
  readonly players: IntRange;
  readonly teams?: TeamsDef;
  readonly options: readonly OptionDef[];
  /**
   * For each option with a `patch:`, the value (as its patch key: `true`, `hand`, `3`) these rules
   * were compiled with; a game must be created with the same values (createGame checks).
   */
  readonly patchedWith?: Readonly<Record<string, string>>;
  readonly cards: CardsDef;
  readonly decks: readonly DeckDef[];
  readonly zones: readonly ZoneDef[];
  readonly wilds?: WildsDef;
  readonly melds: readonly MeldDef[];
  readonly vars: readonly VarDef[];
  /** Named definitions and constants (`define:`), usable in every expression. */
  readonly defines?: readonly DefineDef[];
  readonly playerVars: readonly VarDef[];
  readonly markers: readonly MarkerDef[];
  readonly round: RoundDef;
  readonly gameEnd: GameEndDef;
  readonly on: Readonly<Partial<Record<EventName, readonly Handler[]>>>;
  readonly obligations: readonly ObligationDef[];
  readonly actions: readonly ActionDef[];
  /** Every effect block by id (see Effects.id). */
  readonly blocks: readonly Effects[];
  /**
   * What each name and member of the expressions refers to, as the checker decided (resolution.ts);
   * the runtime compiles from it. Empty until the def is checked.
   */
  readonly resolved: Resolutions;
}
