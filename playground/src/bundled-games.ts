// The games of rules/ bundled into the page as text (Vite's ?raw imports): each game's rule file and
// its variants, named by their paths in the repository so diagnostics and editor tabs read the same
// as the CLI's (`rules/of-whats-left/game.yaml`).
import type { SourceFile } from '../../grammar/compile.js';

const gameTexts = import.meta.glob<string>('../../rules/*/game.yaml', { query: '?raw', import: 'default', eager: true });
const variantTexts = import.meta.glob<string>('../../rules/*/variants/*.yaml', { query: '?raw', import: 'default', eager: true });

export interface BundledGame {
  /** The game's folder name: `of-whats-left`. */
  readonly id: string;
  /** The rule file's `game:` title, read from the text (the file may not compile). */
  readonly title: string;
  readonly file: SourceFile;
  readonly variants: readonly SourceFile[];
}

const repoPath = (globKey: string): string => globKey.replace(/^(\.\.\/)+/, '');

/** The `game:` line of a rule file, or undefined. */
export function titleOf(text: string): string | undefined {
  const m = /^game:\s*(.+?)\s*$/m.exec(text);
  return m?.[1]?.replace(/^(['"])(.*)\1$/, '$2');
}

function load(): BundledGame[] {
  const games: BundledGame[] = [];
  for (const [key, text] of Object.entries(gameTexts)) {
    const file = repoPath(key);
    const id = file.split('/')[1] ?? file;
    const variants = Object.entries(variantTexts)
      .filter(([k]) => repoPath(k).startsWith(`rules/${id}/variants/`))
      .map(([k, t]) => ({ file: repoPath(k), text: t }))
      .sort((a, b) => a.file.localeCompare(b.file));
    games.push({ id, title: titleOf(text) ?? id, file: { file, text }, variants });
  }
  return games.sort((a, b) => a.title.localeCompare(b.title));
}

export const BUNDLED_GAMES: readonly BundledGame[] = load();

export function bundledGame(id: string): BundledGame | undefined {
  return BUNDLED_GAMES.find((g) => g.id === id);
}

/** A variant's short name: `rules/of-whats-left/variants/special-owls.yaml` → `special-owls`. */
export function variantName(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
}
