// The climbing listing over the card table (climb-listing.ts) against the meld engine's plays made
// into moves as climbing.ts made them before it: through whole random games of the climbing games
// (their variants too, some of whose cards the table listing leaves to the engine), the moves of
// every turn must be equal, in the same order; and so must choose_meld's options from a hand.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, legalMoves, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { climbingMoves, targetMeld } from '../../runtime/climbing.js';
import { enumeratePlays, type PlayedCard } from '../../runtime/melds/index.js';
import { handCards, meldRules } from '../../runtime/meld-rules.js';
import { naturalCard } from '../../runtime/moves.js';
import { zoneKey } from '../../runtime/rules.js';
import { makeCtx } from '../../runtime/effects.js';
import { meldChoices } from '../../runtime/meld-choices.js';
import { cardRef } from '../../runtime/values.js';
import { nextInt, seedRng } from '../../runtime/rng.js';
import { readFileSync } from 'node:fs';
import { compileRules } from '../../grammar/compile.js';
import { prepareRules } from '../../runtime/index.js';

const source = (rel: string): { file: string; text: string } => ({ file: rel, text: readFileSync(new URL(`../../rules/${rel}`, import.meta.url), 'utf8') });

function loadGame(game: string, variants: readonly string[]): Rules {
  const r = compileRules(source(`${game}/game.yaml`), variants.map((v) => source(`${game}/variants/${v}.yaml`)));
  if (r.def === undefined) throw new Error(`${game} does not compile`);
  return prepareRules(r.def);
}

/** The moves as the engine lists them (no rule-file order, no interrupt in these games). */
function reference(rules: Rules, s: GameState, seat: number): Move[] {
  const hand = s.zones[zoneKey('hand', seat)] ?? [];
  const target = targetMeld(s);
  const out: Move[] = enumeratePlays(handCards(rules, s, hand), meldRules(rules, s.players.length), target).map((p) => ({
    kind: 'play', seat, meld: p.type,
    cards: p.cards.map((c: PlayedCard) => (c.wild ? { id: c.id, as: { rank: c.rank ?? 0, suit: c.suit } } : c.anySuit && c.suit !== null ? { id: c.id, suit: c.suit } : naturalCard(c.id))),
  }));
  const play = rules.def.round.play;
  if (target !== null || (play.kind === 'climbing' && play.leaderMayPass)) out.push({ kind: 'pass', seat });
  return out;
}

/** choose_meld's options as the engine lists them: every lead of any type, each set of cards once. */
function meldOptions(rules: Rules, s: GameState, hand: readonly string[]): string[][] {
  const mr = meldRules(rules, s.players.length);
  const all = { ...mr, types: mr.types.map((t) => ({ ...t, lead: true })) };
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const p of enumeratePlays(handCards(rules, s, hand), all, null)) {
    const key = p.cards.map((c) => c.id).sort().join(' ');
    if (!seen.has(key)) out.push(p.cards.map((c) => c.id));
    seen.add(key);
  }
  return out;
}

function check(game: string, variants: string[], players: number, games: number): number {
  const rules = loadGame(game, variants);
  const play = rules.def.round.play;
  if (play.kind !== 'climbing') throw new Error(`${game} is no climbing game`);
  let compared = 0;
  for (let g = 0; g < games; g++) {
    const created = createGame(rules, { players, seed: g });
    if (!created.ok) throw new Error('no game');
    const s = created.state;
    const rng = seedRng(`listing:${g}`);
    while (s.phase !== 'over') {
      const moves = legalMoves(rules, s);
      const m = moves[nextInt(rng, moves.length)];
      if (m === undefined) break;
      if (s.turn !== null && s.pending === null && (m.kind === 'play' || m.kind === 'pass')) {
        expect(climbingMoves(rules, play, s, s.turn)).toEqual(reference(rules, s, s.turn));
        compared++;
        if (compared % 25 === 0) {
          const hand = (s.zones[zoneKey('hand', s.turn)] ?? []).slice(0, 9);
          const options = meldChoices(makeCtx(rules, s, s.turn, {}), hand.map(cardRef));
          expect(options).toEqual(meldOptions(rules, s, hand).map((ids) => ids.map(cardRef)));
        }
      }
      expect(applyInPlace(rules, s, m)).toBeNull();
    }
  }
  return compared;
}

describe('the climbing listing over the card table', () => {
  it("lists Of What's Left's moves as the engine does", () => {
    expect(check('of-whats-left', [], 4, 6)).toBeGreaterThan(500);
    expect(check('of-whats-left', ['special-owls'], 3, 6)).toBeGreaterThan(300);
  });

  it('lists Bested Another Time\'s moves as the engine does, with its variants', () => {
    expect(check('bested-another-time', [], 4, 3)).toBeGreaterThan(500);
    expect(check('bested-another-time', ['gaps', 'zeros'], 5, 3)).toBeGreaterThan(500);
  });
});
