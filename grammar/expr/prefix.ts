// What the text of an expression string before the cursor says about the cursor, for completion:
// the word being typed, whether it follows a `.` (and the object before it), whether the cursor is
// in a quoted string, the lambdas whose body it is in, and whether an effect statement starts there.
// Works on unfinished text, token by token, without the parser.
import { tokenMatcher, type IToken } from 'chevrotain';
import { AnyName, Arrow, Assign, Comma, Dot, In, LBracket, LParen, Let, MinusAssign, PlusAssign, RBracket, RParen, Semicolon, UnclosedString, lex } from './lexer.js';

/** A lambda around the cursor: its parameter, and what its list is (the text of an expression). */
export interface OpenLambda {
  readonly param: string;
  /** The list the lambda runs over: a method's receiver, or the first argument of `each`. */
  readonly listText: string | undefined;
  /** `each(list, x => …)`: its body is an effect. */
  readonly effectBody: boolean;
  /** `let x = VALUE in …`: the text of the value, whose type the name has (then listText is unset). */
  readonly letValue?: string;
}

export interface Prefix {
  /** Where the word being typed starts (a text offset), and the word so far (maybe empty). */
  readonly wordStart: number;
  readonly word: string;
  /** The expression before `.` when the word is a member (`me.hand.` → `me.hand`). */
  readonly objectText?: string;
  /** The cursor is in a string literal (`move.meld == 'pa`). */
  readonly inString: boolean;
  readonly lambdas: readonly OpenLambda[];
  /** In effects: the word starts a statement (or the effect body of `each`). */
  readonly statementStart: boolean;
}

const isName = (t: IToken | undefined): boolean => t !== undefined && tokenMatcher(t, AnyName);
const is = (t: IToken | undefined, type: unknown): boolean => t !== undefined && t.tokenType === type;
const end = (t: IToken): number => t.startOffset + t.image.length;

/** The first token of the postfix chain that ends at tokens[last] (`me.hand.filter(…)[0]`). */
function chainStart(tokens: readonly IToken[], last: number): number {
  let i = last;
  while (i >= 0) {
    const t = tokens[i] as IToken;
    if (is(t, RParen) || is(t, RBracket)) {
      const open = is(t, RParen) ? LParen : LBracket;
      let depth = 0;
      let j = i;
      for (; j >= 0; j--) {
        const u = tokens[j] as IToken;
        if (is(u, RParen) || is(u, RBracket)) depth++;
        else if (is(u, LParen) || is(u, LBracket)) depth--;
        if (depth === 0) break;
      }
      if (j < 0 || !is(tokens[j], open)) return i + 1;
      i = j - 1;
      continue;
    }
    if (isName(t)) {
      if (is(tokens[i - 1], Dot)) {
        i -= 2;
        continue;
      }
      return i;
    }
    return i + 1;
  }
  return 0;
}

interface Frame {
  readonly open: number;
  readonly lambdas: OpenLambda[];
  /** `let x =` begun in this bracket and not yet at its `in`: the name and where the value starts. */
  lets: { readonly param: string; readonly from: number }[];
}

export function analysePrefix(text: string, effects: boolean): Prefix {
  const all = lex(text).tokens;
  const lastToken = all[all.length - 1];
  if (lastToken !== undefined && is(lastToken, UnclosedString) && end(lastToken) === text.length) {
    return { wordStart: lastToken.startOffset + 1, word: text.slice(lastToken.startOffset + 1), inString: true, lambdas: [], statementStart: false };
  }
  const typing = lastToken !== undefined && isName(lastToken) && end(lastToken) === text.length;
  const tokens = typing ? all.slice(0, -1) : all;
  const wordStart = typing ? (lastToken as IToken).startOffset : text.length;

  // Brackets still open at the cursor, and the lambdas begun in each; a `;` at the top ends a statement.
  const frames: Frame[] = [{ open: -1, lambdas: [], lets: [] }];
  let statementFrom = 0;
  tokens.forEach((t, i) => {
    const frame = frames[frames.length - 1] as Frame;
    if (is(t, LParen) || is(t, LBracket)) frames.push({ open: i, lambdas: [], lets: [] });
    else if ((is(t, RParen) || is(t, RBracket)) && frames.length > 1) frames.pop();
    else if (is(t, Comma)) frame.lambdas.length = 0;
    else if (is(t, Semicolon) && frames.length === 1) statementFrom = i + 1;
    else if (is(t, Arrow) && isName(tokens[i - 1])) frame.lambdas.push(lambdaAt(text, tokens, frame.open, (tokens[i - 1] as IToken).image));
    else if (is(t, Let) && isName(tokens[i + 1]) && is(tokens[i + 2], Assign)) frame.lets.push({ param: (tokens[i + 1] as IToken).image, from: i + 3 });
    else if (is(t, In) && frame.lets.length > 0) {
      const open = frame.lets.pop() as { param: string; from: number };
      const first = tokens[open.from];
      const letValue = first === undefined || open.from >= i ? '' : text.slice(first.startOffset, t.startOffset);
      frame.lambdas.push({ param: open.param, listText: undefined, effectBody: false, letValue });
    }
  });
  const lambdas = frames.flatMap((f) => f.lambdas);

  let objectText: string | undefined;
  const before = tokens[tokens.length - 1];
  if (is(before, Dot)) {
    const start = chainStart(tokens, tokens.length - 2);
    const first = tokens[start];
    if (first !== undefined && start <= tokens.length - 2) objectText = text.slice(first.startOffset, (before as IToken).startOffset);
  }

  // A statement starts here when nothing of it is written yet, or an `each` body just began.
  const inner = lambdas[lambdas.length - 1];
  const bodyJustBegun = is(before, Arrow) && inner !== undefined && inner.effectBody;
  const statementStart = effects && objectText === undefined && (tokens.length === statementFrom || bodyJustBegun);
  const assigning = tokens.slice(statementFrom).some((t) => is(t, Assign) || is(t, PlusAssign) || is(t, MinusAssign));
  return {
    wordStart,
    word: text.slice(wordStart),
    ...(objectText !== undefined ? { objectText } : {}),
    inString: false,
    lambdas,
    statementStart: statementStart && !assigning,
  };
}

/** A lambda `param => …` written right after the bracket at tokens[open] (or after a comma in it). */
function lambdaAt(text: string, tokens: readonly IToken[], open: number, param: string): OpenLambda {
  const paren = tokens[open];
  if (paren === undefined || !is(paren, LParen)) return { param, listText: undefined, effectBody: false };
  const callee = tokens[open - 1];
  // A method: `RECEIVER.name(x => …)`.
  if (isName(callee) && is(tokens[open - 2], Dot)) {
    const start = chainStart(tokens, open - 3);
    const first = tokens[start];
    const listText = first === undefined || start > open - 3 ? undefined : text.slice(first.startOffset, (tokens[open - 2] as IToken).startOffset);
    return { param, listText, effectBody: false };
  }
  // A function with the list first: `each(LIST, x => …)`.
  let depth = 0;
  let comma = -1;
  for (let i = open + 1; i < tokens.length; i++) {
    const t = tokens[i] as IToken;
    if (is(t, LParen) || is(t, LBracket)) depth++;
    else if (is(t, RParen) || is(t, RBracket)) depth--;
    else if (is(t, Comma) && depth === 0) {
      comma = i;
      break;
    }
  }
  const from = tokens[open + 1];
  const listText = comma < 0 || from === undefined ? undefined : text.slice(from.startOffset, (tokens[comma] as IToken).startOffset);
  return { param, listText, effectBody: isName(callee) && (callee as IToken).image === 'each' };
}
