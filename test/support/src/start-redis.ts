import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { closedLoopbackPort } from './loopback-server.ts';

/** A redis-server of the test's own, on a free loopback port, with its data in a temporary dir. */
export interface TestRedis {
  port: number;
  url: string;
  dir: string;
  process: ChildProcess;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s); the dir stays for `restart`. */
  stop(): Promise<void>;
  /** Starts a server again on the same port and dir (after `stop`). */
  restart(): Promise<void>;
  /** Stops the server for good and removes its dir. */
  close(): Promise<void>;
}

/** Extra server flags, e.g. `['--appendonly', 'yes']` for a test that restarts Redis. */
export interface StartRedisOptions {
  args?: string[];
}

const START_TIMEOUT_MS = 10_000;

/** Whether an executable `redis-server` is on PATH (Debian's `apt-get install -y redis-server`). */
export const hasRedisServer = (process.env.PATH ?? '').split(delimiter).some((dir) => {
  try {
    accessSync(join(dir, 'redis-server'), constants.X_OK);
    return true;
  } catch {
    return false;
  }
});

/**
 * Starts `redis-server` (Debian's, from PATH) bound to 127.0.0.1 on a free port, never the
 * system service: `--save ''` and `--appendonly no` unless `args` say otherwise.
 *
 * @example
 * ```ts
 * const redis = await startRedis();
 * afterAll(() => redis.close());
 * ```
 */
export async function startRedis(options: StartRedisOptions = {}): Promise<TestRedis> {
  const dir = await mkdtemp(join(tmpdir(), 'designhooks-redis-'));
  const port = await closedLoopbackPort();
  let child = await spawnRedis(port, dir, options.args ?? []);
  const redis: TestRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    dir,
    get process() {
      return child;
    },
    stop: () => stopProcess(child),
    async restart() {
      child = await spawnRedis(port, dir, options.args ?? []);
    },
    async close() {
      await stopProcess(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
  return redis;
}

async function spawnRedis(port: number, dir: string, args: string[]): Promise<ChildProcess> {
  const flags = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
    ...args,
  ];
  const child = spawn('redis-server', flags, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `redis-server did not start within ${START_TIMEOUT_MS} ms: ${output.slice(-500)}`,
        ),
      );
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `redis-server could not be started (is Debian's redis-server installed?): ${error.message}`,
        ),
      );
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
