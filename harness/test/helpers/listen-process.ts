import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll } from 'vitest';
import { binPath } from './run-cli.ts';

/** tsx's loader by absolute URL, so scripts run from any working folder. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Every child still running when its test file ends is killed: a failed assertion leaves nothing behind. */
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** A `designhooks listen --json` (or a test script) running as a real child process. */
export interface ListenProcess {
  readonly child: ChildProcess;
  /** Parsed JSON lines printed so far. */
  readonly lines: Array<Record<string, any>>;
  readonly stderr: () => string;
  /** Resolves with the first line matching `test`, or rejects after `timeoutMs`. */
  waitFor(
    test: (line: Record<string, any>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, any>>;
  /** Sends `signal` (none with `null`: just wait) and resolves with the exit code and how long the exit took; SIGKILL after `timeoutMs`. */
  stop(
    signal?: NodeJS.Signals | null,
    timeoutMs?: number,
  ): Promise<{ code: number | null; ms: number }>;
}

/**
 * Starts the real CLI (`node scripts/dev-cli.mjs <args>`, see binPath), or with `script` a TypeScript
 * test script through tsx (the packages from their sources), and collects its JSON lines. The environment drops NGROK_AUTHTOKEN
 * unless `env` sets it.
 *
 * @example
 * ```ts
 * const listen = startProcess(['listen', '--port', '0', '--json', '--state-dir', dir]);
 * const { webhookUrl } = await listen.waitFor((l) => l.type === 'listening');
 * ```
 */
export function startProcess(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; script?: string } = {},
): ListenProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  if (!options.env || !('NGROK_AUTHTOKEN' in options.env)) delete env.NGROK_AUTHTOKEN;
  delete env.DESIGNHOOKS_HOME;
  const argv = options.script
    ? ['--conditions=designhooks-source', '--import', tsxLoader, options.script, ...args]
    : [binPath, ...args];
  const child = spawn(process.execPath, argv, {
    env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, any>> = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let partial = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    partial += chunk;
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      if (!line.trim()) continue;
      try {
        lines.push(JSON.parse(line));
      } catch {
        lines.push({ type: 'text', text: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  running.add(child);
  const exited = once(child, 'exit').then(([code]) => {
    running.delete(child);
    return code as number | null;
  });

  return {
    child,
    lines,
    stderr: () => stderr,
    waitFor(test, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find(test);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no matching line within ${timeoutMs} ms; stdout: ${JSON.stringify(lines)}; stderr: ${stderr}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        void exited.then(() =>
          setTimeout(() => {
            if (!waiters.has(check)) return;
            cleanup();
            reject(
              new Error(`process exited; stdout: ${JSON.stringify(lines)}; stderr: ${stderr}`),
            );
          }, 50),
        );
        waiters.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      const started = performance.now();
      if (signal && child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return { code, ms: performance.now() - started };
    },
  };
}
