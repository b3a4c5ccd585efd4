// What a seat can infer from the public plays of the round: in a must-follow game, a player who
// plays a card of another suit from a source that must follow suit has no card of the led suit left
// in that zone ("void"). Zones that never gain cards during play keep their voids for the round.
import type { Rules } from '../rules.js';
import type { SeatKnowledge } from '../knowledge.js';

/** Zone key (`left#2`) → suits it cannot hold. */
export type Voids = ReadonlyMap<string, ReadonlySet<string>>;

export function inferVoids(rules: Rules, v: SeatKnowledge): Voids {
  const play = rules.def.round.play;
  const out = new Map<string, Set<string>>();
  if (play.kind !== 'must-follow') return out;
  const followSuit = new Set(play.follow.filter((f) => f.followSuit).map((f) => f.from));
  let trick = -1;
  let led: string | null = null;
  for (const p of v.plays) {
    const id = p.cards[0]?.id;
    if (id === undefined) continue;
    const suit = rules.cards.get(id)?.suit ?? null;
    if (p.trick !== trick) {
      trick = p.trick;
      led = suit;
      continue;
    }
    if (led === null || suit === led || !followSuit.has(p.meld)) continue;
    const key = `${p.meld}#${p.seat}`;
    let set = out.get(key);
    if (set === undefined) out.set(key, (set = new Set()));
    set.add(led);
  }
  return out;
}
