// The bundled games' scenarios (rules/GAME/tests/*.yaml), listed by path and loaded only when one is
// opened (Vite's lazy ?raw imports: each is a small chunk of the editor), and the template a new
// game starts from: the one `cardsmith init` writes (cli/templates/trick-game).
import templateRules from '../../cli/templates/trick-game/game.yaml?raw';
import templateVariant from '../../cli/templates/trick-game/variants/stars-are-trumps.yaml?raw';
import templateScenario from '../../cli/templates/trick-game/tests/first-hand.yaml?raw';
import type { SourceFile } from '../../grammar/compile.js';

const scenarioLoaders = import.meta.glob<string>('../../rules/*/tests/*.yaml', { query: '?raw', import: 'default' });
const repoPath = (globKey: string): string => globKey.replace(/^(\.\.\/)+/, '');
const loaders = new Map(Object.entries(scenarioLoaders).map(([k, load]) => [repoPath(k), load]));

/** The scenario files of a bundled game, by path, sorted. */
export function scenariosOf(gameId: string): string[] {
  return [...loaders.keys()].filter((f) => f.startsWith(`rules/${gameId}/tests/`)).sort();
}

export async function loadScenario(file: string): Promise<SourceFile | undefined> {
  const load = loaders.get(file);
  return load === undefined ? undefined : { file, text: await load() };
}

/** The folder a new game from the template lives in (its files are named as in a bundled game). */
export const TEMPLATE_GAME = 'new-game';

/** The template's files: the rule file first, then its variant; and its scenario. */
export const TEMPLATE_FILES: readonly SourceFile[] = [
  { file: `rules/${TEMPLATE_GAME}/game.yaml`, text: templateRules },
  { file: `rules/${TEMPLATE_GAME}/variants/stars-are-trumps.yaml`, text: templateVariant },
];
export const TEMPLATE_SCENARIO: SourceFile = { file: `rules/${TEMPLATE_GAME}/tests/first-hand.yaml`, text: templateScenario };
