// What the page keeps in the browser between visits: each game's edited files (only those whose
// text differs from the bundled one) and the game in progress, as its record. The store is
// localStorage: reads are synchronous, so a reload restores the edit before the first compile and
// a save on `pagehide` lands before the page goes; the data is small (rule texts and a record, tens
// of kB). A save larger than `limit` characters is refused with a reason (localStorage holds about
// 5 M characters per origin, shared by all of a game's entries); a full or disabled store is told
// the same way. Pure: the store is handed in.
import type { GameRecord } from './runtime.js';

/** The part of the Web Storage API the page uses. */
export interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SAVE_VERSION = 1;
/** The largest entry saved, in characters (about 1 MB of the origin's ~5 M). */
export const SAVE_LIMIT = 1_000_000;
const PREFIX = 'cardsmith.playground.';

export interface SavedGame {
  /** The bundled game it was started from (its folder name). */
  readonly game: string;
  readonly record: GameRecord;
  readonly players: number;
  readonly variants: readonly string[];
  readonly botDelay: number;
}

/** A failed save's reason, or null. */
export type SaveProblem = string | null;

export class Autosave {
  constructor(private readonly store: Store | null, private readonly limit = SAVE_LIMIT) {}

  /** The edited texts of a game's files, by path (an empty object: nothing edited or saved). */
  loadFiles(game: string): Record<string, string> {
    const v = this.read(`files.${game}`);
    if (!isRecordOf(v, 'string')) return {};
    return v;
  }

  /** Saves the files whose text differs from the bundled one (and forgets those that do not). */
  saveFiles(game: string, files: readonly { readonly file: string; readonly text: string }[], bundled: Readonly<Record<string, string>>): SaveProblem {
    const edited: Record<string, string> = {};
    for (const f of files) if (bundled[f.file] !== f.text) edited[f.file] = f.text;
    return Object.keys(edited).length === 0 ? this.remove(`files.${game}`) : this.write(`files.${game}`, edited);
  }

  loadGame(): SavedGame | null {
    const v = this.read('game');
    if (typeof v !== 'object' || v === null) return null;
    const g = v as Partial<SavedGame>;
    const r = g.record as Partial<GameRecord> | undefined;
    const ok = typeof g.game === 'string' && typeof g.players === 'number' && typeof g.botDelay === 'number' && Array.isArray(g.variants)
      && typeof r === 'object' && r !== null && typeof r.rules === 'string' && typeof r.seed === 'string' && Array.isArray(r.moves) && Array.isArray(r.names);
    return ok ? (g as SavedGame) : null;
  }

  saveGame(g: SavedGame): SaveProblem {
    return this.write('game', g);
  }

  forgetGame(): void {
    this.remove('game');
  }

  /** The last game picked, or null. */
  loadLast(): string | null {
    const v = this.read('last');
    return typeof v === 'string' ? v : null;
  }

  saveLast(game: string): SaveProblem {
    return this.write('last', game);
  }

  private read(key: string): unknown {
    try {
      const text = this.store?.getItem(PREFIX + key) ?? null;
      if (text === null) return undefined;
      const v = JSON.parse(text) as { version?: unknown; data?: unknown };
      return v.version === SAVE_VERSION ? v.data : undefined;
    } catch {
      return undefined;
    }
  }

  private write(key: string, data: unknown): SaveProblem {
    if (this.store === null) return 'this browser keeps no data for the page';
    const text = JSON.stringify({ version: SAVE_VERSION, data });
    if (text.length > this.limit) return `not saved: ${Math.ceil(text.length / 1000)} k characters is more than the ${Math.round(this.limit / 1000)} k kept`;
    try {
      this.store.setItem(PREFIX + key, text);
      return null;
    } catch (e) {
      return `not saved: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  private remove(key: string): SaveProblem {
    try {
      this.store?.removeItem(PREFIX + key);
      return null;
    } catch (e) {
      return `not saved: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
}

function isRecordOf(v: unknown, type: 'string'): v is Record<string, string> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === type);
}
