// Whether a value has the shape of a Move: what a client sends may be any JSON (or worse), and a
// move check refuses what is no move instead of throwing on it.

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The field a reference to a player, card or marker names it by, and that field's type. */
const REFS: Readonly<Record<string, readonly [string, 'integer' | 'string']>> = {
  player: ['seat', 'integer'],
  card: ['id', 'string'],
  marker: ['key', 'string'],
};

/**
 * Plain data, as a chosen value is (moves are compared by their JSON), with a reference to a
 * player, card or marker naming it by a field of the right type (a refusal's message writes it).
 */
function isData(v: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isData(x, depth + 1));
  if (!isObj(v)) return false;
  const ref = typeof v['t'] === 'string' ? REFS[v['t']] : undefined;
  if (ref !== undefined && !(ref[1] === 'integer' ? Number.isInteger(v[ref[0]]) : typeof v[ref[0]] === 'string')) return false;
  return Object.values(v).every((x) => isData(x, depth + 1));
}

function cardProblem(c: unknown): string | null {
  if (!isObj(c) || typeof c['id'] !== 'string') return 'a played card is { id } with the card\'s id';
  const as = c['as'];
  if (as !== undefined && (!isObj(as) || !Number.isInteger(as['rank']) || (as['suit'] !== null && typeof as['suit'] !== 'string'))) {
    return `the declaration of ${c['id']} is { rank, suit } with a whole rank and a suit or null`;
  }
  if (c['suit'] !== undefined && typeof c['suit'] !== 'string') return `the suit of ${c['id']} is a suit letter`;
  return null;
}

/** What is wrong with a value as a move, or null when it has a move's shape. */
export function malformation(m: unknown): string | null {
  if (!isObj(m)) return 'a move is an object with a kind and a seat';
  const seat = m['seat'];
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0) return 'its seat is a whole number from 0';
  switch (m['kind']) {
    case 'pass': return null;
    case 'play': {
      if (typeof m['meld'] !== 'string') return 'a play names its meld (or zone)';
      const cards = m['cards'];
      if (!Array.isArray(cards) || cards.length === 0) return 'a play has a non-empty list of cards';
      for (const c of cards) {
        const p = cardProblem(c);
        if (p !== null) return p;
      }
      return null;
    }
    case 'choose': return 'value' in m && isData(m['value']) ? null : 'a choice has a value';
    case 'split': return Number.isInteger(m['right']) ? null : 'a split has a whole number `right`';
    case 'action': return typeof m['name'] === 'string' ? null : 'an action has a name';
    default: return 'its kind is play, pass, choose, split or action';
  }
}
