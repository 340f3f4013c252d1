import { spawn } from 'node:child_process';
import { userEnv } from '@designhooks/test-support';

/** A running Node process that prints one JSON object per line: its lines as they come. */
export interface JsonLinesProcess {
  /** Every JSON line printed so far. */
  readonly lines: Array<Record<string, any>>;
  /** The first line (already printed or to come, within 30 s) that passes `test`. */
  waitFor(test: (line: Record<string, any>) => boolean): Promise<Record<string, any>>;
  /** SIGKILL: the test is over (its folders are thrown away). */
  kill(): void;
}

/**
 * Starts `node <args>` in `cwd` with a user's environment and collects its stdout's JSON lines:
 * the installed `designhooks listen --json`, a receiver that logs each delivery. `node` is this
 * process's unless another Node's executable is given.
 *
 * @example
 * ```ts
 * const listen = startJsonLinesProcess([join(app, 'node_modules/.bin/designhooks'), 'listen', '--json'], app);
 * const { webhookUrl } = await listen.waitFor((line) => line.type === 'listening');
 * ```
 */
export function startJsonLinesProcess(
  args: string[],
  cwd: string,
  node = process.execPath,
): JsonLinesProcess {
  const child = spawn(node, args, {
    cwd,
    env: userEnv(),
    stdio: ['pipe', 'pipe', 'pipe'], // stdin stays open: a receiver may stop when it ends
  });
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
        if (child.exitCode !== null)
          throw new Error(`${args.join(' ')} exited ${child.exitCode}: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(
        `no such line from ${args.join(' ')}; got ${JSON.stringify(lines)} ${stderr}`,
      );
    },
    kill: () => void child.kill('SIGKILL'),
  };
}
