import { describe, expect, it } from 'vitest';
import AjvModule from 'ajv';
import { schemaCommand } from '../../cli/commands/schema.js';
import { EXIT_USAGE, UsageError, type CliIo } from '../../cli/io.js';

/** Runs the command in-process the way cli/main.ts does (a UsageError is exit 2 with usage). */
async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { out: (t) => void (out += t), err: (t) => void (err += t), errIsTty: false };
  try {
    return { code: await schemaCommand.run(args, io), out, err };
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    err += `cardsmith schema: ${e.message}\n\n${schemaCommand.usage}`;
    return { code: EXIT_USAGE, out, err };
  }
}

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

  it('rejects a bad kind, a missing kind and a stray argument with exit code 2', async () => {
    for (const args of [['--kind', 'rulez'], ['--kind'], ['extra']]) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toContain('Usage: cardsmith schema');
    }
    expect((await run(['--kind', 'rulez'])).err).toContain("unknown kind 'rulez'");
  });
});
