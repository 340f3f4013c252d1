import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { userEnv } from './run-command.ts';

/** A running `designhooks listen --json` of the installed CLI: its JSON lines as they come. */
export interface InstalledListen {
  /** Every JSON line printed so far. */
  readonly lines: Array<Record<string, any>>;
  /** The first line (already printed or to come, within 30 s) that passes `test`. */
  waitFor(test: (line: Record<string, any>) => boolean): Promise<Record<string, any>>;
  /** SIGKILL: the test is over (its state folder is thrown away). */
  kill(): void;
}

/**
 * Starts `<app>/node_modules/.bin/designhooks listen --json <args>` with `cwd` as its working
 * folder (where it looks for designhooks.config.json), in a user's environment.
 *
 * @example
 * ```ts
 * const listen = startInstalledListen(app, app, ['--port', '0', '--state-dir', stateDir]);
 * const { webhookUrl } = await listen.waitFor((line) => line.type === 'listening');
 * ```
 */
export function startInstalledListen(app: string, cwd: string, args: string[]): InstalledListen {
  const child = spawn(
    process.execPath,
    [join(app, 'node_modules', '.bin', 'designhooks'), 'listen', '--json', ...args],
    { cwd, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: Array<Record<string, any>> = [];
  let stderr = '';
  let partial = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part));
  });
  return {
    lines,
    async waitFor(test) {
      for (let waited = 0; waited < 30_000; waited += 50) {
        const found = lines.find(test);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`listen exited ${child.exitCode}: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no such line from listen; got ${JSON.stringify(lines)} ${stderr}`);
    },
    kill: () => void child.kill('SIGKILL'),
  };
}
