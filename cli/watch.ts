// Watching for `cardsmith validate --watch`: calls back when a YAML file under the watched folders,
// or one of the watched files, changes; and waits for the designer to stop it (q or Ctrl-C).
import { watch, type FSWatcher } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { processIo, type CliIo } from './io.js';

export interface WatchTargets {
  /** Folders watched with everything beneath (a file added, removed or changed). */
  readonly folders: readonly string[];
  /** Single files, watched through their folder, since editors often save by writing a new file and renaming it. */
  readonly files: readonly string[];
}

/**
 * Starts watching; `onChange(path)` runs once per burst of changes (an editor's save is often two
 * or three events), `delayMs` after the last one. Returns the function that stops watching.
 */
export function watchTargets(targets: WatchTargets, onChange: (path: string) => void, delayMs = 120): () => void {
  let timer: NodeJS.Timeout | undefined;
  let changed = '';
  const schedule = (path: string): void => {
    changed = path;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      onChange(changed);
    }, delayMs);
  };
  const watchers: FSWatcher[] = [];
  for (const folder of targets.folders) {
    watchers.push(watch(folder, { recursive: true }, (_event, name) => {
      if (name !== null && /\.ya?ml$/.test(name)) schedule(join(folder, name));
    }));
  }
  const byFolder = new Map<string, Set<string>>();
  for (const f of targets.files.map((x) => resolve(x))) {
    const set = byFolder.get(dirname(f)) ?? new Set<string>();
    set.add(f);
    byFolder.set(dirname(f), set);
  }
  for (const [folder, files] of byFolder) {
    watchers.push(watch(folder, (_event, name) => {
      const p = name === null ? undefined : join(folder, name);
      if (p !== undefined && files.has(p)) schedule(p);
    }));
  }
  for (const w of watchers) w.on('error', () => undefined); // a folder removed while watched: nothing more to hear from it
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}

/**
 * Resolves when the designer stops the watch: `q` (a key on a terminal, else a line `q` read from
 * io.lines) or Ctrl-C / SIGTERM. The returned promise's `release` undoes the terminal's raw mode and
 * the signal handlers.
 */
export function untilStopped(io: CliIo): { stopped: Promise<void>; release: () => void } {
  let release = (): void => undefined;
  const stopped = new Promise<void>((done) => {
    const cleanups: (() => void)[] = [];
    release = () => {
      for (const c of cleanups.splice(0)) c();
    };
    const stop = (): void => {
      release();
      done();
    };
    const stdin = process.stdin;
    if (io === processIo) {
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      cleanups.push(() => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
      });
    }
    if (io === processIo && stdin.isTTY) {
      // One key, no Enter: raw mode. Ctrl-C then arrives as a character, not as SIGINT.
      stdin.setRawMode(true);
      const onData = (chunk: Buffer): void => {
        const s = chunk.toString('utf8');
        if (s.includes('q') || s.includes('Q') || s.includes('\u0003')) stop();
      };
      stdin.on('data', onData);
      stdin.resume();
      cleanups.push(() => {
        stdin.off('data', onData);
        stdin.setRawMode(false);
        stdin.pause();
      });
      return;
    }
    const lines = io.lines?.();
    if (lines === undefined) return;
    let open = true;
    cleanups.push(() => {
      open = false;
      void lines.return?.();
    });
    void (async () => {
      // The end of the input does not stop the watch (it may run with no input at all).
      for (let r = await lines.next(); open && r.done !== true; r = await lines.next()) {
        if (r.value.trim().toLowerCase() === 'q') {
          stop();
          return;
        }
      }
    })();
  });
  return { stopped, release: () => release() };
}
