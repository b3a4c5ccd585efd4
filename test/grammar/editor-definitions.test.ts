// The editor queries pick up what a rule file defines: constants and pooled markers as names,
// definitions with parameters as calls (with their signatures), and a definition's parameters
// inside its own body; hovers say what each is.
import { describe, expect, it } from 'vitest';
import { completionsAt, hoverAt, type CompletionList } from '../../grammar/editor.js';

const RULES = `game: Editor Definitions
players: 3..4
cards:
  suits: { R: Red, G: Green }
  ranks: 1..9
deck:
  all: { suits: all }
melds:
  single: { size: 1 }
markers:
  gold: { pool: tokens, label: Gold }
define:
  limit: 25
  points:
    params: { p: player, n: number }
    value: "@BODY"
round:
  play: { kind: climbing }
  end-when: "@END"
  score: "-me.hand.size"
game-end:
  after-rounds: 1
`;

function at(parts: Readonly<Record<string, string>>): { text: string; offset: number } {
  const filled = RULES.replace(/@(END|BODY)/g, (_, k: string) => parts[k] ?? (k === 'BODY' ? 'p.hand.size + n' : 'true'));
  const offset = filled.indexOf('|');
  if (offset < 0) throw new Error('no cursor');
  return { text: filled.slice(0, offset) + filled.slice(offset + 1), offset };
}

function complete(parts: Readonly<Record<string, string>>): CompletionList {
  const { text, offset } = at(parts);
  const r = completionsAt({ file: 'game.yaml', text }, offset);
  if (r === undefined) throw new Error('no completions');
  return r;
}

const labels = (r: CompletionList, kind: string): string[] => r.items.filter((i) => i.kind === kind).map((i) => i.label);

describe('editor: definitions, constants and markers', () => {
  it('offers constants and pooled markers as names, definitions with parameters as calls with their signature', () => {
    const r = complete({ END: '|' });
    expect(labels(r, 'define')).toEqual(['limit', 'points']);
    expect(r.items.find((i) => i.label === 'limit')?.detail).toBe('number');
    expect(r.items.find((i) => i.label === 'points')?.detail).toBe('points(p: player, n: number)');
    expect(labels(r, 'marker')).toEqual(['gold']);
  });

  it("inside a definition's body: its parameters, typed", () => {
    expect(labels(complete({ BODY: '|' }), 'param').sort()).toEqual(['n', 'p']);
    expect(labels(complete({ BODY: 'p.|' }), 'member')).toContain('seat');
  });

  it('hovers say what a definition, a constant and a marker are', () => {
    const { text } = at({ END: 'points(me, limit) > 3 and gold.flipped|' });
    const hover = (word: string): string | undefined => hoverAt({ file: 'game.yaml', text }, text.indexOf(word) + 1)?.markdown;
    expect(hover('points(me')).toContain('points(p: player, n: number)');
    expect(hover('limit)')).toContain('a constant');
    expect(hover('gold.')).toContain('marker of the pool `tokens`');
  });
});

describe('editor: let', () => {
  it("offers a let's name in its body, typed by its value", () => {
    const r = complete({ END: 'let top = trick.plays[-1] in |' });
    expect(labels(r, 'param')).toEqual(['top']);
    expect(r.items.find((i) => i.label === 'top')?.detail).toBe('play');
    expect(labels(complete({ END: 'let top = trick.plays[-1] in top.|' }), 'member')).toContain('player');
    expect(labels(complete({ END: 'let n = me.hand.size in players.any(p => |' }), 'param').sort()).toEqual(['n', 'p']);
  });
});
