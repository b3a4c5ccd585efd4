// Share links: the rule texts (a game and its variants, as edited) carried in the URL's fragment,
// compressed with fflate's DEFLATE. The fragment reads `#share=1.LENGTH.DATA`: the format version,
// the number of characters of DATA (so a link cut short in a chat or a mail says "truncated"
// instead of failing somewhere inside the inflater), and DATA, the base64url of the deflated JSON.
// A fragment never reaches a server, so only the browsers' and the tools' limits on a link apply.
// No DOM here: the page and the Node tests use this module alike.
import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';

/** The version of the payload's layout; a link of another version is refused with a message. */
export const SHARE_FORMAT = 1;

/** The fragment's key: `#share=…`. */
export const SHARE_KEY = 'share';

/**
 * The most characters a link's fragment may have for the page to offer it: links longer than a
 * few kilobytes get cut or refused by chat apps, mail clients and issue trackers (browsers take
 * far more), so past 8,000 characters the page offers to download the files instead.
 */
export const MAX_FRAGMENT = 8_000;

/**
 * The most bytes a link may inflate to. DEFLATE can expand about 1,000 to 1, so a crafted link of
 * a few kilobytes could otherwise unpack to megabytes before anything checked it. 512 KiB is 24
 * times the largest bundled game with all its variants (Bested Another Time: 21 KB of JSON) and
 * 30 times what a link within MAX_FRAGMENT carries from real rule files (about 2.1 bytes of rules
 * per character of link: ~17 KB).
 */
export const MAX_INFLATED = 512 * 1024;

/** How many compressed bytes are inflated at a time, so the cap stops a link after little work. */
const SLICE = 256;

export interface SharedFile {
  readonly file: string;
  readonly text: string;
}

/** What a link carries. */
export interface SharePayload {
  /** The rule file first, then its variants, with their texts as edited. */
  readonly files: readonly SharedFile[];
  /** The variant files applied, by name (a subset of `files`). */
  readonly variants: readonly string[];
  /** The bundled game the files came from, when they did (the file picker shows it). */
  readonly game?: string;
  readonly seed?: string;
  readonly players?: number;
}

export type ShareProblem = 'broken' | 'truncated' | 'version' | 'oversized';

export type DecodeResult =
  | { readonly ok: true; readonly payload: SharePayload }
  | { readonly ok: false; readonly problem: ShareProblem; readonly message: string };

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The fragment (without `#`) for these files: `share=1.LENGTH.DATA`. */
export function shareFragment(payload: SharePayload): string {
  return fragmentOfJson(JSON.stringify({ v: SHARE_FORMAT, ...payload }));
}

/** The fragment for any JSON text, in this format (the tests make oversized and odd links with it). */
export function fragmentOfJson(json: string, version = SHARE_FORMAT): string {
  const data = toBase64Url(deflateSync(strToU8(json), { level: 9 }));
  return `${SHARE_KEY}=${version}.${data.length}.${data}`;
}

/** Whether a fragment (with or without `#`) is a share link at all. */
export function isShareFragment(fragment: string): boolean {
  return fragment.replace(/^#/, '').startsWith(`${SHARE_KEY}=`);
}

const fail = (problem: ShareProblem, message: string): DecodeResult => ({ ok: false, problem, message });

/**
 * Inflates at most `cap` bytes (and about one slice's worth past it); 'oversized' past the cap,
 * null when the data is not whole DEFLATE. The fragment's length was checked before, so data
 * that ends early was damaged, not cut.
 */
function inflateCapped(data: Uint8Array, cap: number): Uint8Array | 'oversized' | null {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  const inflater = new Inflate((chunk, final) => {
    chunks.push(chunk);
    size += chunk.length;
    done ||= final;
  });
  try {
    for (let i = 0; i < data.length && size <= cap; i += SLICE) inflater.push(data.subarray(i, i + SLICE), i + SLICE >= data.length);
  } catch {
    return null;
  }
  if (size > cap) return 'oversized';
  if (!done) return null;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Why a parsed payload is not one this page can open, or null. */
function payloadProblem(x: Record<string, unknown>): string | null {
  const files = x['files'];
  if (!Array.isArray(files) || files.length === 0) return 'it carries no rule file';
  if (!files.every((f) => isObject(f) && typeof f['file'] === 'string' && f['file'] !== '' && typeof f['text'] === 'string')) return 'a file in it has no name or text';
  const names = files.map((f) => (f as { file: string }).file);
  if (new Set(names).size !== names.length) return 'it names a file twice';
  const variants = x['variants'];
  if (!Array.isArray(variants) || !variants.every((v) => typeof v === 'string' && names.includes(v))) return 'its variants are not among its files';
  if (x['game'] !== undefined && typeof x['game'] !== 'string') return "its 'game' is not a name";
  if (x['seed'] !== undefined && typeof x['seed'] !== 'string') return "its 'seed' is not a string";
  if (x['players'] !== undefined && !(Number.isInteger(x['players']) && (x['players'] as number) > 0)) return "its 'players' is not a whole number";
  return null;
}

/** Reads a share fragment (with or without `#`), or says what is wrong with it. */
export function decodeShare(fragment: string, cap = MAX_INFLATED): DecodeResult {
  const body = fragment.replace(/^#/, '');
  if (!body.startsWith(`${SHARE_KEY}=`)) return fail('broken', 'this is not a Cardsmith share link');
  const m = /^(\d+)\.(\d+)\.(.*)$/s.exec(body.slice(SHARE_KEY.length + 1));
  if (m === null) {
    const version = /^(\d+)\./.exec(body.slice(SHARE_KEY.length + 1));
    if (version !== null && Number(version[1]) !== SHARE_FORMAT) return fail('version', `the link is of format ${version[1]}; this playground reads format ${SHARE_FORMAT}`);
    return fail('broken', 'the link is damaged: its fragment does not read "share=VERSION.LENGTH.DATA"');
  }
  const [, version, length, data = ''] = m;
  if (Number(version) !== SHARE_FORMAT) return fail('version', `the link is of format ${version}; this playground reads format ${SHARE_FORMAT}`);
  if (data.length < Number(length)) return fail('truncated', `the link is truncated: it has ${data.length} of its ${length} characters (copy the whole link)`);
  if (data.length > Number(length)) return fail('broken', `the link is damaged: it has ${data.length} characters where it says ${length}`);
  const bytes = fromBase64Url(data);
  if (bytes === null) return fail('broken', 'the link is damaged: its data is not base64url');
  const inflated = inflateCapped(bytes, cap);
  if (inflated === 'oversized') return fail('oversized', `the link's rules unpack to more than ${Math.round(cap / 1024)} KiB, more than this playground opens from a link`);
  if (inflated === null) return fail('broken', 'the link is damaged: its data does not decompress');
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(inflated));
  } catch {
    return fail('broken', 'the link is damaged: its data is not JSON');
  }
  if (!isObject(parsed)) return fail('broken', 'the link is damaged: its data is not an object');
  if (parsed['v'] !== SHARE_FORMAT) return fail('version', `the link's data is of format ${String(parsed['v'])}; this playground reads format ${SHARE_FORMAT}`);
  const problem = payloadProblem(parsed);
  if (problem !== null) return fail('broken', `the link is damaged: ${problem}`);
  const p = parsed as unknown as SharePayload;
  return {
    ok: true,
    payload: {
      files: p.files.map((f) => ({ file: f.file, text: f.text })),
      variants: [...p.variants],
      ...(p.game !== undefined ? { game: p.game } : {}),
      ...(p.seed !== undefined ? { seed: p.seed } : {}),
      ...(p.players !== undefined ? { players: p.players } : {}),
    },
  };
}
