// Where imported rule files go in the page: files named relative to their game's folder (a
// record's `game.yaml`, a zip's `variants/x.yaml`) are placed in the bundled game of the same
// title (`rules/of-whats-left/…`), so the file picker, the variants and the editor's tabs read as
// for that game (a record keeps only the variants it used: the game's others are added back);
// files of another game keep their names.
import { BUNDLED_GAMES, titleOf } from './bundled-games.js';
import type { RuleFile } from './export-import.js';

export interface Placed {
  /** The bundled game they belong to, or null. */
  readonly game: string | null;
  readonly files: readonly RuleFile[];
  /** Old name → placed name. */
  readonly names: ReadonlyMap<string, string>;
}

export function placeFiles(files: readonly RuleFile[], addBundled = true): Placed {
  const [main] = files;
  const title = main === undefined ? undefined : titleOf(main.text);
  const game = BUNDLED_GAMES.find((g) => g.title === title);
  const names = new Map<string, string>();
  const placed = files.map((f, i) => {
    let name = f.file;
    if (game !== undefined && !f.file.startsWith('rules/')) {
      const rel = i === 0 ? 'game.yaml' : f.file.includes('/') ? f.file.replace(/^.*?variants\//, 'variants/') : `variants/${f.file}`;
      name = `rules/${game.id}/${rel}`;
    }
    names.set(f.file, name);
    return { file: name, text: f.text };
  });
  const have = new Set(placed.map((f) => f.file));
  const others = addBundled && game !== undefined ? game.variants.filter((v) => !have.has(v.file)) : [];
  return { game: game?.id ?? null, files: [...placed, ...others], names };
}
