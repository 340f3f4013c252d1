// The SDK receiver of the harness benchmarks (https-receiver-process.ts) in a process of its own,
// driven over stdin/stdout: shared by harness-send.bench.ts and scenario.bench.ts.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const receiverScript = fileURLToPath(new URL('./https-receiver-process.ts', import.meta.url));

export interface Receiver {
  url: string;
  caFile: string;
  /** Deliveries handled and CPU milliseconds used by the receiver process so far. */
  counters(): Promise<{ received: number; cpuMs: number }>;
  stop(): void;
}

/** Starts the receiver process; it verifies with `secret`. */
export function startReceiver(secret: string): Promise<Receiver> {
  const child = spawn(
    process.execPath,
    ['--conditions=designhooks-source', '--import', 'tsx', receiverScript, secret],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`receiver exited with ${code}`)));
    void next().then((line) => {
      const { port, caFile } = JSON.parse(line) as { port: number; caFile: string };
      resolve({
        url: `https://127.0.0.1:${port}/hooks`,
        caFile,
        counters: async () => {
          const answer = next();
          child.stdin.write('\n');
          return JSON.parse(await answer) as { received: number; cpuMs: number };
        },
        stop: () => child.stdin.end(),
      });
    });
  });
}
