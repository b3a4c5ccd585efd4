// The record of a state's wild cards (GameState.wild: card id → true), kept in V8's dictionary
// mode. Its keys are whichever cards a round made wild, in whatever order: as an ordinary object,
// every new order of keys is a new hidden class, and after some games every write and every read of
// it (the meld engine reads it per card) went through thousands of them. Dictionary mode is what a
// record keyed by data should be; its JSON, its keys and their order are those of any object.

/** The records made here, known to be in dictionary mode. */
const made = new WeakSet<object>();

/**
 * How many records were made or handed out to be written (wildToWrite): while it stays, no record
 * was written to, so a reader that kept what it read of one (list-indexed.ts) may trust it.
 */
let handedOut = 0;

export function wildWrites(): number {
  return handedOut;
}

/** An empty wild record (an object whose properties were deleted stays in dictionary mode). */
export function emptyWild(): Record<string, true> {
  const w: Record<string, true> = { a: true, b: true };
  delete w['a'];
  delete w['b'];
  made.add(w);
  handedOut++;
  return w;
}

/**
 * The state's wild record, to add cards to: one made elsewhere (a state read from JSON, a search's
 * sample) is first replaced by its copy in dictionary mode.
 */
export function wildToWrite(s: { wild: Record<string, true> }): Record<string, true> {
  if (!made.has(s.wild)) s.wild = copyWild(s.wild);
  handedOut++;
  return s.wild;
}

/** A copy of a wild record, in the same order, in dictionary mode too. */
export function copyWild(from: Readonly<Record<string, true>>): Record<string, true> {
  const w = emptyWild();
  for (const id in from) w[id] = true;
  return w;
}
