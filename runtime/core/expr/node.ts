// The compiler's nodes: a closure over the integer state and what it returns (its representation).
// A node's representation is decided when it is compiled, from the checker's resolutions and the
// node's shape, so a closure never asks what kind of value it holds:
//
// - bool, num: a boolean, a number (never null);
// - seat, card: a seat, a card-table index; -1 for null (`nullable` says whether -1 may come);
// - suit: a suit index of the card table (-1: null; OTHER_LED: the trick's led suit as its text);
// - zone: a zone instance of the layout (-1: the zone of no player, whose members are null);
// - seats, cards: lists of seats, of card indices (never null, never changed once made);
// - value: a runtime Value (values.ts), for everything else.
import type { CoreState } from '../state.js';
import type { CoreEnv } from './env.js';
import type { Value } from '../../values.js';

export type Rep = 'bool' | 'num' | 'seat' | 'card' | 'suit' | 'zone' | 'seats' | 'cards' | 'value';

export type Fn<T> = (st: CoreState, env: CoreEnv) => T;

export type Node =
  | { readonly rep: 'bool'; readonly f: Fn<boolean>; readonly suitMatch?: SuitMatch }
  | { readonly rep: 'num'; readonly f: Fn<number> }
  | { readonly rep: 'seat'; readonly nullable: boolean; readonly f: Fn<number>; readonly from?: From }
  | { readonly rep: 'card'; readonly nullable: boolean; readonly f: Fn<number>; readonly from?: From }
  | {
      readonly rep: 'suit';
      readonly nullable: boolean;
      readonly f: Fn<number>;
      /** `c.suit` of the card in this lambda slot. */
      readonly slotSuit?: number;
      /** Reads the state only: spends nothing, cannot fail, the same value until the state changes (`trick.led_suit`). */
      readonly steady?: true;
    }
  | {
      readonly rep: 'zone';
      readonly nullable: boolean;
      readonly f: Fn<number>;
      /** A player's zone whose seat is a slot's or `me`: its instance is table[base + seat]. */
      readonly instance?: { readonly table: Int32Array; readonly base: number; readonly from: From };
      /**
       * A player's zone whose owner may be null: the owner's closure. The runtime evaluates the owner
       * a second time when it is no player (`X.zone.size`, `X.zone.any(…)`), paying its steps again.
       */
      readonly owner?: Fn<number>;
    }
  | { readonly rep: 'seats'; readonly f: Fn<readonly number[]>; readonly everyone?: true }
  | { readonly rep: 'cards'; readonly f: Fn<readonly number[]> }
  | { readonly rep: 'value'; readonly f: Fn<Value> };

/**
 * Where a seat or card comes from, when a reader may take it without calling a closure: a lambda
 * parameter's slot, or `me` (the environment's seat, never -1 in the bound variant).
 */
export type From = { readonly slot: number } | { readonly me: true };

/**
 * A test `c.suit == S` (or `!=`) of the card in a lambda's slot against a steady suit S: a loop over
 * a zone may read S once and compare the cards' printed suits with it (methods.ts quickTest).
 */
export interface SuitMatch {
  readonly slot: number;
  readonly other: Fn<number>;
  readonly negate: boolean;
}

export type IntNode = Extract<Node, { rep: 'seat' | 'card' | 'suit' | 'zone' }>;
export type ListNode = Extract<Node, { rep: 'seats' | 'cards' }>;

export const boolNode = (f: Fn<boolean>): Node => ({ rep: 'bool', f });
export const numNode = (f: Fn<number>): Node => ({ rep: 'num', f });
export const valueNode = (f: Fn<Value>): Node => ({ rep: 'value', f });
export const intNode = (rep: IntNode['rep'], nullable: boolean, f: Fn<number>): Node => ({ rep, nullable, f }) as IntNode;
export const listNode = (rep: ListNode['rep'], f: Fn<readonly number[]>): Node => ({ rep, f }) as ListNode;

/** A construct the core compiler does not support (yet): refused when compiled, with the reason. */
export class Unsupported extends Error {
  constructor(readonly reason: string, readonly at?: { file: string; line: number; column: number }) {
    super(`the core's expression compiler does not support ${reason}`);
    this.name = 'Unsupported';
  }
}

/** Where an expression is, for a refusal's message. */
export function at(e: { readonly range: { readonly file: string; readonly start: { readonly line: number; readonly column: number } } }): { file: string; line: number; column: number } {
  return { file: e.range.file, line: e.range.start.line, column: e.range.start.column };
}
