// The editor queries: completions and hovers inside the expression strings of a rule file, answered
// from the checker's environment at the cursor and the built-ins registry.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { completionsAt, hoverAt, type CompletionList } from '../../grammar/editor.js';

const RULES = `game: Editor Test
players: 3..4
cards:
  suits: { R: Red, G: Green }
  ranks: 1..9
  special:
    Dragon: { rank: 10 }
deck:
  all: { suits: all, special: [Dragon] }
options:
  floor: { default: 'low', values: ['low', 'high'], description: "Where the floor is" }
zones:
  dummy: {}
  left: { per-player: true, visible: owner }
vars:
  threshold: 3
player-vars:
  bid: 0
markers:
  bonus: { per-player: true, label: Bonus }
  low: { pool: tokens }
melds:
  single: { size: 1 }
  pair: { size: 2, same: rank }
round:
  play: { kind: climbing }
  end-when: "@END"
  score: "-me.hand.size"
on:
  play:
    - when: "@WHEN"
      do: "@DO"
game-end:
  after-rounds: 1
`;

/** The file with each @NAME replaced (one of them holding `|`, the cursor), and the cursor's offset. */
function file(parts: Readonly<Record<string, string>>): { text: string; offset: number } {
  const filled = RULES.replace(/@(END|WHEN|DO)/g, (_, k: string) => parts[k] ?? (k === 'DO' ? 'score(me, 1)' : 'true'));
  const offset = filled.indexOf('|');
  if (offset < 0) throw new Error('no cursor');
  return { text: filled.slice(0, offset) + filled.slice(offset + 1), offset };
}

function complete(parts: Readonly<Record<string, string>>): CompletionList {
  const { text, offset } = file(parts);
  const r = completionsAt({ file: 'game.yaml', text }, offset);
  if (r === undefined) throw new Error('no completions');
  return r;
}

const labels = (r: CompletionList, kind?: string): string[] => r.items.filter((i) => kind === undefined || i.kind === kind).map((i) => i.label);

describe('completionsAt', () => {
  it("after a player's `.`: the built-in members, then the file's zones, markers and vars, typed and documented", () => {
    const r = complete({ END: 'me.|' });
    expect(labels(r, 'member')).toEqual(['score', 'round_score', 'tricks', 'out', 'out_order', 'seat', 'name', 'next', 'previous', 'team', 'team_name']);
    expect(labels(r, 'player-zone').sort()).toEqual(['hand', 'left']);
    expect(labels(r, 'player-marker')).toEqual(['bonus']);
    expect(labels(r, 'player-var')).toEqual(['bid']);
    const score = r.items.find((i) => i.label === 'score');
    expect(score?.detail).toBe('number');
    expect(score?.doc).toContain('The total score so far');
    expect(r.items.find((i) => i.label === 'left')?.doc).toContain('per-player zone, visible: owner');
  });

  it('after a list: its members and the list methods with their signatures', () => {
    const r = complete({ END: 'me.hand.fi|' });
    expect(labels(r, 'member')).toEqual(['size', 'first', 'last']);
    expect(r.items.find((i) => i.label === 'first')?.detail).toBe('card');
    expect(r.items.find((i) => i.label === 'filter')?.detail).toBe('filter(f: x => bool): list<element>');
    const { offset } = file({ END: 'me.hand.fi|' });
    expect([r.from, r.to]).toEqual([offset - 2, offset]); // the word typed so far is replaced
  });

  it("a lambda's parameter has its list's element type, inside nested calls too", () => {
    expect(labels(complete({ END: 'players.any(p => p.hand.any(c => c.|' }), 'member')).toContain('rank');
    const r = complete({ END: 'players.any(p => p.hand.size > 0 and p.|' });
    expect(labels(r, 'player-var')).toEqual(['bid']);
    expect(labels(complete({ END: 'players.any(p => |' }), 'param')).toEqual(['p']);
    expect(labels(complete({ END: 'players.any(p => p.seat > 0) and |' }), 'param')).toEqual([]);
  });

  it('in a condition: names and value functions, no choices or effects, no context names of other places', () => {
    const r = complete({ END: '|' });
    expect(labels(r, 'zone')).toEqual(expect.arrayContaining(['deck', 'discard', 'dummy']));
    expect(labels(r, 'var')).toEqual(['threshold']);
    expect(labels(r, 'pool')).toEqual(['tokens']);
    expect(labels(r, 'global')).toEqual(expect.arrayContaining(['me', 'players', 'round', 'previous_leader']));
    expect(labels(r, 'function')).toEqual(['min', 'max', 'abs', 'count', 'sum', 'rank']);
    expect(labels(r, 'choice')).toEqual([]);
    expect(labels(r, 'effect')).toEqual([]);
    expect(labels(r, 'context')).toEqual([]);
    expect(labels(complete({ WHEN: 'pl|' }), 'context').sort()).toEqual(['meld', 'played']);
  });

  it('every name offered in a condition is one the checker accepts there', () => {
    const r = complete({ END: '|' });
    for (const i of r.items.filter((x) => !['function', 'choice', 'effect'].includes(x.kind))) {
      const { text } = file({ END: `${i.label} == null|` });
      const codes = compileRules({ file: 'game.yaml', text }).diagnostics.map((d) => d.code);
      expect(codes, i.label).not.toContain('name/unknown');
    }
  });

  it('in effects: effects where a statement starts (also as the body of each), choices in arguments, and earlier locals', () => {
    const start = complete({ DO: 'score(me, 1); sc|' });
    expect(labels(start, 'effect')).toContain('score');
    expect(start.items.find((i) => i.label === 'move')?.detail).toBe('move(cards: card | list<card>, zone: zone): effect');
    expect(labels(complete({ DO: 'each(players, p => |' }), 'effect')).toContain('score');
    const arg = complete({ DO: 'x = choose_card(me.hand); move(x, |' });
    expect(labels(arg, 'effect')).toEqual([]);
    expect(labels(arg, 'choice')).toContain('choose_player');
    expect(labels(arg, 'local')).toEqual(['x']);
    expect(labels(complete({ DO: 'move(x, discard); x = |' }), 'local')).toEqual([]);
  });

  it('in a quoted string: meld names, suits, special cards and move kinds', () => {
    const r = complete({ WHEN: "meld == 'pa|'" });
    expect(labels(r, 'meld')).toEqual(['single', 'pair']);
    expect(labels(r, 'suit')).toEqual(['R', 'G']);
    expect(labels(r, 'card')).toEqual(['Dragon']);
    expect(labels(r, 'move-kind')).toEqual(['play', 'pass']);
  });

  it('members of options are the declared options', () => {
    const r = complete({ END: 'options.|' });
    expect(labels(r, 'option')).toEqual(['floor']);
    expect(r.items[0]?.doc).toContain('Where the floor is');
  });

  it('gives nothing outside expression strings, and still works when other expressions are broken', () => {
    const { text } = file({ END: 'true|' });
    expect(completionsAt({ file: 'game.yaml', text }, text.indexOf('Editor Test'))).toBeUndefined();
    expect(labels(complete({ END: 'me.|', WHEN: 'nope +' }), 'player-var')).toEqual(['bid']);
  });
});

describe('hoverAt', () => {
  const hover = (parts: Readonly<Record<string, string>>): string | undefined => {
    const { text, offset } = file(parts);
    return hoverAt({ file: 'game.yaml', text }, offset)?.markdown;
  };

  it('documents built-ins: names, members, functions, methods, effects, zones', () => {
    expect(hover({ END: 'me.sc|ore > 0' })).toContain('The total score so far');
    expect(hover({ END: 'pre|vious_leader == me' })).toContain("The round's first leader");
    expect(hover({ END: 'ma|x(1, 2) > 0' })).toContain('`max(a: number, b…: number): number`');
    expect(hover({ END: 'me.hand.fil|ter(c => c.wild).size > 0' })).toContain('The elements f is true for');
    expect(hover({ DO: 'mo|ve(played, discard)' })).toContain('Moves the cards');
    expect(hover({ DO: 'move(played, dis|card)' })).toContain('Finished tricks');
    expect(hover({ WHEN: 'pla|yed.size > 1' })).toContain('The cards just played');
  });

  it("tells what the file's names are: vars, zones, pools, markers, options, locals, parameters", () => {
    expect(hover({ END: 'thres|hold > 1' })).toContain('game var, starts as `3`');
    expect(hover({ END: 'dum|my.size > 1' })).toContain('shared zone, visible: all');
    expect(hover({ END: 'tok|ens.all.size > 1' })).toContain('pool of markers: `low`');
    expect(hover({ END: 'me.bo|nus.flipped' })).toContain('per-player marker "Bonus"');
    expect(hover({ END: "options.fl|oor == 'low'" })).toContain('Where the floor is');
    expect(hover({ END: 'players.any(p => p|.bid > 0)' })).toContain('the parameter of a lambda');
    expect(hover({ DO: 'x = 1; score(me, x|)' })).toContain('a local of this effect block');
    expect(hover({ END: 'true |' })).toBeUndefined();
  });
});
