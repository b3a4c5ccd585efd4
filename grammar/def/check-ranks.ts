// Checks of rank labels that need the whole game: every card's name is one card's (a special card
// may not be named as a suited card is, `QH`), and a quoted label given to `rank('Q')` is one of
// `cards.ranks` (`name/unknown-rank`, with the nearest label suggested).
import type { Diagnostic } from '../diagnostics.js';
import type { Expr, Stmt } from '../expr/ast.js';
import { suggest } from '../expr/suggest.js';
import { forEachChild } from '../expr/walk.js';
import type { StringSite } from './reader.js';
import { rankLabelList, rankOfText, suitedCardId } from './rank-labels.js';
import type { GameDef } from './types.js';

function checkCardNames(def: GameDef, out: Diagnostic[]): void {
  const suited = new Map<string, string>();
  for (const s of def.cards.suits) {
    for (let r = def.cards.ranks.min; r <= def.cards.ranks.max; r++) suited.set(suitedCardId(def.cards, r, s.letter), s.letter);
  }
  for (const sp of def.cards.special) {
    const names = sp.count === 1 ? [sp.name] : Array.from({ length: sp.count }, (_, i) => `${sp.name}#${i + 1}`);
    const clash = names.find((n) => suited.has(n));
    if (clash !== undefined) {
      out.push({
        severity: 'error',
        code: 'semantic/card-name-clash',
        message: `the special card '${clash}' has the name of a suited card (a rank of cards.ranks and the suit ${suited.get(clash)}): rename one`,
        range: sp.range,
      });
    }
  }
}

function checkRankCalls(def: GameDef, strings: readonly StringSite[], out: Diagnostic[]): void {
  const labels = rankLabelList(def.cards);
  const visit = (e: Expr): void => {
    if (e.kind === 'call' && e.callee.kind === 'name' && e.callee.name === 'rank') {
      const arg = e.args[0]?.value;
      if (arg?.kind === 'string' && rankOfText(def.cards, arg.value) === undefined) {
        const near = suggest(arg.value, labels);
        const known = near !== undefined ? ` — did you mean '${near}'?` : labels.length > 0 ? ` (the ranks are ${labels.join(', ')})` : ' (cards.ranks gives no labels: ranks are numbers)';
        out.push({ severity: 'error', code: 'name/unknown-rank', message: `there is no rank '${arg.value}'${known}`, range: arg.range });
      }
    }
    forEachChild(e, visit);
  };
  const stmt = (s: Stmt): void => (s.kind === 'assign' ? (visit(s.target), visit(s.value)) : visit(s.call));
  const blocks = new Set<number>();
  for (const site of strings) {
    if ('expr' in site.target) visit(site.target.expr);
    else if (!blocks.has(site.target.block)) {
      blocks.add(site.target.block);
      for (const item of def.blocks[site.target.block]?.items ?? []) if (item.kind === 'stmt') stmt(item.stmt);
    }
  }
}

/** The diagnostics of rank labels and card names. */
export function checkRanks(def: GameDef, strings: readonly StringSite[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  checkCardNames(def, out);
  checkRankCalls(def, strings, out);
  return out;
}
