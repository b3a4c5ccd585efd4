// A view's log lines are written once per event and form and reused (runtime/view-events.ts): they
// must be what the formatter writes for the events the view gives, whole or with their secret
// part taken out, and follow the players' names and the rules when those differ.
import { describe, expect, it } from 'vitest';
import { applyInPlace, designerView, eventText, legalMoves, view, type GameState } from '../../runtime/index.js';
import { compileConfig } from '../../bench/replays.js';
import { newGame } from './new-game.js';

const config = { game: 'bested-another-time', variant: null, options: {}, players: 4 };
const rules = compileConfig(config);

function played(moves: number): GameState {
  const s = newGame(rules, { players: 4, seed: 5, names: ['Ann', 'Bob', 'Cy', 'Dee'] });
  for (let i = 0; i < moves && s.phase !== 'over'; i++) applyInPlace(rules, s, legalMoves(rules, s)[i % 3] ?? legalMoves(rules, s)[0]!);
  return s;
}

describe('view log', () => {
  it('is the formatter\'s line of each event as the viewer sees it, for every viewer, again and again', () => {
    const s = played(40);
    for (let round = 0; round < 2; round++) {
      for (const v of [view(rules, s, 0), view(rules, s, 2), view(rules, s, null), designerView(rules, s)]) {
        expect(v.log).toEqual(v.events.map((e) => eventText({ rules, names: s.names, you: null }, e)));
        expect(v.events.some((e) => e.secret === true)).toBe(!v.designer);
      }
    }
  });

  it('follows the names of the state it is given, though its events are the same objects', () => {
    const s = played(10);
    const before = view(rules, s, 1).log;
    const renamed: GameState = { ...s, names: ['Wu', 'Xi', 'Yo', 'Zed'] };
    const after = view(rules, renamed, 1).log;
    expect(after).toEqual(view(rules, renamed, 1).events.map((e) => eventText({ rules, names: renamed.names, you: null }, e)));
    expect(after.join('\n')).toContain('Wu');
    expect(after.join('\n')).not.toContain('Ann');
    expect(view(rules, s, 1).log).toEqual(before);
  });
});
