// One decision on one screen: the table as the seat sees it, what is asked, and the numbered menu.
import { view, zoneLabel, type GameState, type Rules } from '../runtime/index.js';
import { renderView } from './table-text.js';
import { menuLines, type MenuEntry } from './play-menu.js';

/** A longer menu leaves out the plays with wilds (they are typed, or listed with `more`): it must fit a screen. */
export const MENU_LIMIT = 40;

/** A prompt as a heading over the menu: `Discard a card:`; one that ends in its own mark stays (`Go alone?`). */
function asked(prompt: string): string {
  return /[?:!.]$/.test(prompt) ? prompt : `${prompt}:`;
}

/** What the terminal asks for, above the menu. */
export function question(rules: Rules, s: GameState, seat: number): string {
  const p = s.pending;
  if (p?.kind === 'choice') return asked(p.prompt);
  if (p?.kind === 'setup') {
    const step = rules.def.round.setup[p.step];
    if (step?.kind === 'choose') return asked(step.prompt);
    if (step?.kind === 'split') return `Split your ${zoneLabel(rules, step.zone)}: how many cards go to your ${zoneLabel(rules, step.into[1])} (the last ones in dealt order)?`;
  }
  return s.turn === seat ? 'Your turn:' : 'Your move:';
}

/** The screen for `seat`'s decision (without the prompt itself). */
export function decisionScreen(rules: Rules, s: GameState, seat: number, menu: readonly MenuEntry[], withWilds: readonly MenuEntry[]): string {
  const dealtOrder = s.pending?.kind === 'setup' && rules.def.round.setup[s.pending.step]?.kind === 'split';
  const example = withWilds[withWilds.length - 1]?.label.split(' (')[0]?.replace(/\*/g, '');
  const more = withWilds.length === 0 ? [] : [`  … and ${withWilds.length} plays with your wilds: type the cards (\`play ${example}\`), or \`more\` to list them`];
  return [renderView(rules, view(rules, s, seat), { dealtOrder }), question(rules, s, seat), ...menuLines(menu), ...more].join('\n');
}
