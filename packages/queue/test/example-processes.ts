import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** docs/examples/queue-receiver, run the way its README says: `npm run receiver` / `npm run worker`. */
export const exampleDir = join(import.meta.dirname, '../../../docs/examples/queue-receiver');

/** One example process (npm and what it runs, in a process group of their own). */
export interface ExampleProcess {
  /** For a receiver: its `http://127.0.0.1:<port>/webhooks`. */
  url: string;
  output(): string;
  /** Signals the whole group (npm, tsx, node), e.g. `SIGKILL` for a crash. */
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the group leader exited. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;

/** Starts `npm run <kind>` in the example folder with `env`, and waits until it says it is ready. */
export async function startExample(
  kind: 'receiver' | 'worker',
  env: Record<string, string>,
): Promise<ExampleProcess> {
  const child = spawn('npm', ['run', '--silent', kind], {
    cwd: exampleDir,
    // The repo's tests run the packages from their sources, as everywhere else in the repo
    // (an integrator's copy of the example gets dist/ through the plain exports).
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=designhooks-source`.trim(),
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready =
    kind === 'receiver' ? /receiving webhooks at (http:\/\/\S+\/webhooks)/ : /worker ready/;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal(child, 'SIGKILL');
      reject(new Error(`${kind} not ready within ${READY_TIMEOUT_MS} ms:\n${output.slice(-2000)}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve((match[1] ?? '').replace(/,$/, ''));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} exited with ${code} before it was ready:\n${output.slice(-2000)}`));
    });
  });
  return {
    url,
    output: () => output,
    kill: (sig) => signal(child, sig),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      signal(child, 'SIGTERM');
      const timer = setTimeout(() => signal(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function signal(child: ChildProcess, sig: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, sig);
  } catch {
    // the group is gone already
  }
}
