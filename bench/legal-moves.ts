// legalMoves in the worst cases the performance issue names: a 15-card Bested Another Time hand
// with 3 wilds (leading and following) and a 14-card Of What's Left hand with 2 wilds.
import { applyMove, legalMoves, parseMove, type GameState, type Rules } from '../runtime/index.js';
import { newGame } from './new-game.js';

export interface LegalFigure {
  readonly label: string;
  readonly micros: number;
  readonly moves: number;
}

function time(label: string, rules: Rules, s: GameState, iterations: number): LegalFigure {
  // legalMoves remembers a settled state's moves; a fresh copy each call measures the real work.
  const copies = Array.from({ length: iterations }, () => JSON.parse(JSON.stringify(s)) as GameState);
  const start = performance.now();
  let moves = 0;
  for (const c of copies) moves = legalMoves(rules, c).length;
  return { label, micros: ((performance.now() - start) * 1000) / iterations, moves };
}

function play(rules: Rules, s: GameState, text: string): GameState {
  const p = parseMove(rules, s, text);
  if (!p.ok) throw new Error(`${text}: ${p.message}`);
  const r = applyMove(rules, s, p.move);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.state;
}

export function measureLegalMoves(bat: Rules, owl: Rules, iterations = 300): LegalFigure[] {
  const batHand = ['1C', '2C', '3C', '4C', '5C', '5D', '5H', '7S', '8S', '9S', '11H', '12H', '13D', '14D', '15S'];
  const names = ['Ann', 'Bob', 'Cy', 'Dee'];
  const batDeal = {
    'hand#0': batHand,
    'hand#1': ['2D', '3D', '4D', '6C', '6D', '7C', '8C', '9C', '10C', '11C', '12C', '13C', '14C', '15C', '1D'],
    'hand#2': ['1H', '2H', '3H', '4H', '6H', '7H', '8H', '9H', '10H', '13H', '14H', '15H', '1S', '2S', '3S'],
    'hand#3': ['4S', '5S', '6S', '10S', '11S', '12S', '13S', '14S', '7D', '8D', '9D', '10D', '11D', '12D', '15D'],
    deck: [],
  };
  const wild = ['5D', '9S', '13D'];
  const leading = newGame(bat, { players: 4, names, seed: 1, deal: batDeal, wild, leader: 0 });
  const bobLeads = newGame(bat, { players: 4, names, seed: 1, deal: batDeal, wild, leader: 1 });
  const following = play(bat, bobLeads, 'Bob: play 2D 3D');
  const owlHand = ['2M', '3M', '4M', '5F', '6F', '7B', '8B', '9B', '10N', '11N', '12M', '13F', '1M', 'Pheowl'];
  const owlDeal = {
    'hand#0': owlHand,
    'hand#1': ['2F', '3F', '4F', '5M', '6M', '7M', '8M', '9M', '10M', '11M', '12F', '13M', '1F', 'Dowl'],
    'hand#2': ['2B', '3B', '4B', '5B', '6B', '7F', '8F', '9F', '10F', '11F', '12B', '13B', '1B', 'Owlish'],
    'hand#3': ['2N', '3N', '4N', '5N', '6N', '7N', '8N', '9N', '10B', '11B', '12N', '13N', '1N', 'Dragowl'],
    deck: [],
  };
  const owlLeading = newGame(owl, { players: 4, names, seed: 1, deal: owlDeal, wild: ['1M', '1F', '1B', '1N'], leader: 0 });
  const owlBob = newGame(owl, { players: 4, names, seed: 1, deal: owlDeal, wild: ['1M', '1F', '1B', '1N'], leader: 1 });
  const owlFollowing = play(owl, owlBob, 'Bob: play 2F 3F');
  return [
    time('Bested Another Time, 15 cards, 3 wilds, leading', bat, leading, iterations),
    time('Bested Another Time, 15 cards, 3 wilds, following a pair', bat, following, iterations),
    time("Of What's Left, 14 cards, 2 wilds, leading", owl, owlLeading, iterations),
    time("Of What's Left, 14 cards, 2 wilds, following a run", owl, owlFollowing, iterations),
  ];
}
