import { describe, expect, it } from 'vitest';
import AjvModule from 'ajv';
import { runCli } from './run-cli.js';

/** Runs `cardsmith schema ARGS` in-process, through cli/main.ts. */
const run = (args: string[]): Promise<{ code: number; out: string; err: string }> => runCli(['schema', ...args]);

function compiles(json: string): boolean {
  const ajv = new AjvModule.default({ strict: true, strictRequired: false, allowUnionTypes: true });
  return typeof ajv.compile(JSON.parse(json) as object) === 'function';
}

describe('cardsmith schema', () => {
  it('prints the rule-file schema by default, as pretty JSON that ajv compiles', async () => {
    const r = await run([]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^\{\n {2}"\$schema": "http:\/\/json-schema.org\/draft-07\/schema#",\n/);
    expect(JSON.parse(r.out)).toMatchObject({ title: 'Cardsmith rule file', required: expect.arrayContaining(['game']) });
    expect(compiles(r.out)).toBe(true);
  });

  it('prints each kind with --kind KIND and --kind=KIND', async () => {
    for (const [args, title] of [
      [['--kind', 'rules'], 'Cardsmith rule file'],
      [['--kind', 'variant'], 'Cardsmith variant file'],
      [['--kind=scenario'], 'Cardsmith scenario file'],
    ] as const) {
      const r = await run([...args]);
      expect(r.code).toBe(0);
      expect((JSON.parse(r.out) as { title: string }).title).toBe(title);
      expect(compiles(r.out)).toBe(true);
    }
  });

  it('rejects a bad kind, a missing kind and a stray argument with one line and exit code 2', async () => {
    for (const [args, line] of [
      [['--kind', 'rulez'], "--kind must be one of rules, variant, scenario, got 'rulez' — did you mean 'rules'?"],
      [['--kind'], '--kind needs a value'],
      [['extra'], "unexpected argument 'extra'"],
    ] as const) {
      const r = await run([...args]);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toBe(`cardsmith schema: ${line} (see cardsmith help schema)\n`);
    }
  });
});
