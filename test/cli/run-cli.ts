// Runs the CLI in-process and captures what it writes.
import { main } from '../../cli/main.js';
import type { CliIo } from '../../cli/io.js';

export async function runCli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { out: (t) => void (out += t), err: (t) => void (err += t), errIsTty: false };
  const code = await main(args, io);
  return { code, out, err };
}
