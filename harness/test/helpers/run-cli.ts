import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `designhooks` as the repo's tests run it: the CLI bundled from the current sources
 * (scripts/dev-cli.mjs; the published bin runs the prebuilt bundle, checked by test/packaging).
 */
export const binPath = fileURLToPath(new URL('../../scripts/dev-cli.mjs', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `designhooks <args>` as a real process, with a state dir. */
export function runCli(
  args: string[],
  options: { stateDir?: string; input?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  const stateArgs = options.stateDir ? ['--state-dir', options.stateDir] : [];
  const env = { ...process.env, ...options.env };
  // A developer's own variables would change what the tests see (a key signs every send).
  if (!options.env?.DESIGNHOOKS_HOME) delete env.DESIGNHOOKS_HOME;
  if (options.env?.DESIGNHOOKS_SECRET === undefined) delete env.DESIGNHOOKS_SECRET;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [binPath, ...args, ...stateArgs],
      {
        env,
        timeout: 60_000,
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    // a command that refuses its input exits before reading it all: the rest is not written (EPIPE)
    child.stdin?.on('error', () => {});
    child.stdin?.end(options.input ?? '');
  });
}

// The harness's tests take tempDir from here with the CLI runner; its one home is test-support.
export { tempDir } from '@designhooks/test-support';

/** Header pairs from a `rawHeaders` array. */
export function headerPairs(rawHeaders: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2)
    pairs.push([rawHeaders[i] as string, rawHeaders[i + 1] as string]);
  return pairs;
}

/** Asserts-friendly view: the error output has no stack trace lines. */
export function hasStackTrace(text: string): boolean {
  return /^\s+at .+\(.+:\d+:\d+\)$/m.test(text) || /^\s+at file:/m.test(text);
}
