// Share links: the rule texts survive the trip through the fragment, and every way a link goes
// wrong (cut short, damaged, another format, a "zip bomb") is named instead of thrown.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeShare, fragmentOfJson, MAX_FRAGMENT, MAX_INFLATED, shareFragment, type SharePayload } from '../../playground/src/share-link.js';

const read = (p: string): string => readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8');

const owls: SharePayload = {
  game: 'of-whats-left',
  files: [
    { file: 'rules/of-whats-left/game.yaml', text: read('rules/of-whats-left/game.yaml') },
    { file: 'rules/of-whats-left/variants/special-owls.yaml', text: read('rules/of-whats-left/variants/special-owls.yaml') },
  ],
  variants: ['rules/of-whats-left/variants/special-owls.yaml'],
  seed: '7',
  players: 4,
};

describe('share links', () => {
  it('carry the files, variants, game, seed and players exactly, within the link length', () => {
    const fragment = shareFragment(owls);
    expect(fragment).toMatch(/^share=1\.\d+\.[A-Za-z0-9_-]+$/);
    expect(fragment.length).toBeLessThan(MAX_FRAGMENT);
    const r = decodeShare(`#${fragment}`);
    expect(r).toEqual({ ok: true, payload: owls });
  });

  it('keep any text: quotes, HTML, non-Latin letters, emoji', () => {
    const text = 'game: "<b>x</b>" — Ω 😀 \' & </script>\n';
    const r = decodeShare(shareFragment({ files: [{ file: 'g.yaml', text }], variants: [] }));
    expect(r.ok && r.payload.files[0]?.text).toBe(text);
  });

  it('say a cut link is truncated, wherever it is cut', () => {
    const fragment = shareFragment(owls);
    for (const keep of [0.2, 0.5, 0.9, 0.999]) {
      const r = decodeShare(fragment.slice(0, Math.floor(fragment.length * keep)));
      expect(r.ok ? 'ok' : r.problem).toBe('truncated');
    }
  });

  it('say a damaged link is broken', () => {
    const fragment = shareFragment(owls);
    const [head, data = ''] = [fragment.slice(0, fragment.lastIndexOf('.') + 1), fragment.slice(fragment.lastIndexOf('.') + 1)];
    const flipped = `${head}${data.slice(0, 40)}${data[40] === 'A' ? 'B' : 'A'}${data.slice(41)}`;
    for (const bad of ['share=', 'share=1', 'share=1.x.y', `${head}${data.replace(/[A-Z]/, '*')}`, flipped, 'share=1.4.AAAA', 'rules=abc', `${fragment}xx`]) {
      const r = decodeShare(bad);
      expect(r.ok ? 'ok' : r.problem, bad.slice(0, 30)).toBe('broken');
    }
    // Valid DEFLATE, but not a payload.
    for (const json of ['[1]', '{"v":1}', '{"v":1,"files":[{"file":"a","text":1}],"variants":[]}', '{"v":1,"files":[{"file":"a","text":""}],"variants":["b"]}', 'not json']) {
      const r = decodeShare(fragmentOfJson(json));
      expect(r.ok ? 'ok' : r.problem, json).toBe('broken');
    }
  });

  it('refuse another format version, in the fragment or in the data', () => {
    const other = decodeShare(fragmentOfJson(JSON.stringify({ ...owls, v: 2 }), 2));
    expect(other.ok ? 'ok' : other.problem).toBe('version');
    const inside = decodeShare(fragmentOfJson(JSON.stringify({ ...owls, v: 2 })));
    expect(inside.ok ? 'ok' : inside.problem).toBe('version');
    expect(decodeShare('share=3.').ok).toBe(false);
  });

  it('refuse a link that unpacks past the cap', () => {
    const huge = JSON.stringify({ v: 1, files: [{ file: 'g.yaml', text: 'x'.repeat(2 * MAX_INFLATED) }], variants: [] });
    const fragment = fragmentOfJson(huge);
    expect(fragment.length).toBeLessThan(MAX_FRAGMENT); // small link, a megabyte inside
    const r = decodeShare(fragment);
    expect(r.ok ? 'ok' : r.problem).toBe('oversized');
    const justUnder = JSON.stringify({ v: 1, files: [{ file: 'g.yaml', text: 'x'.repeat(MAX_INFLATED - 100) }], variants: [] });
    expect(decodeShare(fragmentOfJson(justUnder)).ok).toBe(true);
  });
});
