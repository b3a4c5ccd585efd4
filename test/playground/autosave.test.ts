// What the playground keeps in the browser (playground/src/autosave.ts): only edited files, the game
// in progress, a size guard, and a store that is full, broken or absent told as a reason.
import { describe, expect, it } from 'vitest';
import { Autosave, type SavedGame, type Store } from '../../playground/src/autosave.js';

class MemoryStore implements Store {
  readonly data = new Map<string, string>();
  getItem(k: string): string | null {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.data.set(k, v);
  }
  removeItem(k: string): void {
    this.data.delete(k);
  }
}

const bundled = { 'rules/g/game.yaml': 'game: G\n', 'rules/g/variants/v.yaml': 'extends: ../game.yaml\n' };
const game: SavedGame = {
  game: 'g', players: 3, variants: [], botDelay: 0,
  record: { format: 2, rules: 'rules/g/game.yaml', variants: [], options: {}, seed: '7', names: ['You', 'Bot 2', 'Bot 3'], deals: {}, moves: ['You: pass'] },
};

describe('Autosave', () => {
  it('keeps the files whose text differs from the bundled one, and forgets them once they agree again', () => {
    const store = new MemoryStore();
    const a = new Autosave(store);
    expect(a.saveFiles('g', [{ file: 'rules/g/game.yaml', text: 'game: H\n' }, { file: 'rules/g/variants/v.yaml', text: bundled['rules/g/variants/v.yaml'] }], bundled)).toBeNull();
    expect(new Autosave(store).loadFiles('g')).toEqual({ 'rules/g/game.yaml': 'game: H\n' });
    expect(a.loadFiles('other')).toEqual({});
    a.saveFiles('g', [{ file: 'rules/g/game.yaml', text: bundled['rules/g/game.yaml'] }], bundled);
    expect(a.loadFiles('g')).toEqual({});
    expect(store.data.size).toBe(0);
  });

  it('keeps the game in progress and the last game picked', () => {
    const a = new Autosave(new MemoryStore());
    expect(a.loadGame()).toBeNull();
    expect(a.saveGame(game)).toBeNull();
    expect(a.loadGame()).toEqual(game);
    a.saveLast('g');
    expect(a.loadLast()).toBe('g');
    a.forgetGame();
    expect(a.loadGame()).toBeNull();
  });

  it('refuses an entry over the size limit with a reason, and keeps the last one saved', () => {
    const a = new Autosave(new MemoryStore(), 2000);
    expect(a.saveFiles('g', [{ file: 'rules/g/game.yaml', text: 'x: 1\n' }], bundled)).toBeNull();
    expect(a.saveFiles('g', [{ file: 'rules/g/game.yaml', text: 'x'.repeat(5000) }], bundled)).toMatch(/^not saved: \d+ k characters is more than the 2 k kept$/);
    expect(a.loadFiles('g')).toEqual({ 'rules/g/game.yaml': 'x: 1\n' });
  });

  it('tells a full store, and reads nothing from a missing store or a malformed entry', () => {
    const full: Store = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
    expect(new Autosave(full).saveGame(game)).toBe('not saved: QuotaExceededError');
    expect(new Autosave(null).saveGame(game)).toMatch(/keeps no data/);
    expect(new Autosave(null).loadGame()).toBeNull();
    const store = new MemoryStore();
    store.setItem('cardsmith.playground.game', '{not json');
    store.setItem('cardsmith.playground.files.g', JSON.stringify({ version: 1, data: { a: 3 } }));
    expect(new Autosave(store).loadGame()).toBeNull();
    expect(new Autosave(store).loadFiles('g')).toEqual({});
    store.setItem('cardsmith.playground.game', JSON.stringify({ version: 1, data: { ...game, record: { ...game.record, moves: 'x' } } }));
    expect(new Autosave(store).loadGame()).toBeNull();
    store.setItem('cardsmith.playground.game', JSON.stringify({ version: 99, data: game }));
    expect(new Autosave(store).loadGame()).toBeNull();
  });
});
