// Runs the CLI in-process and captures what it writes. Interactive commands read `input`: a list of
// lines, or a function that picks the next line from what has been printed so far.
import { main } from '../../cli/main.js';
import type { CliIo } from '../../cli/io.js';

export type ScriptedInput = readonly string[] | ((out: string) => string | undefined);

export async function runCli(args: string[], input: ScriptedInput = []): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const queue = typeof input === 'function' ? undefined : [...input];
  const nextLine = (): string | undefined => (queue === undefined ? (input as (o: string) => string | undefined)(out) : queue.shift());
  const io: CliIo = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    errIsTty: false,
    lines: () => ({
      next: async () => {
        const line = nextLine();
        return line === undefined ? { done: true, value: undefined } : { done: false, value: line };
      },
    }),
  };
  const code = await main(args, io);
  return { code, out, err };
}
