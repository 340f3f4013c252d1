// docs/examples/github-actions/check.yml: its `designhooks check` command, exactly as written
// (the workflow's variables filled in), grades the example express receiver and writes the JUnit
// report the workflow publishes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServer,
  type RunningServer,
} from '../docs/examples/express-receiver/src/start-server.ts';
import { quietLogger } from '@designhooks/test-support';

const root = join(import.meta.dirname, '..');
const workflow = readFileSync(join(root, 'docs/examples/github-actions/check.yml'), 'utf8');
const SIGNING_KEY = /SIGNING_KEY: (\S+)/.exec(workflow)![1]!;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    secret: SIGNING_KEY,
    port: 0,
    post: () => {},
    logger: quietLogger,
  });
});
afterAll(() => server?.close());

describe('the GitHub Actions example', () => {
  it('runs a check whose JUnit report shows every case passing', async () => {
    const step = /run: \|\n\s+npx designhooks check ([^\n]+)\\\n\s+([^\n]+)/.exec(workflow);
    expect(step).not.toBeNull();
    const cwd = mkdtempSync(join(tmpdir(), 'designhooks-workflow-'));
    const args = `${step![1]} ${step![2]}`
      .trim()
      .split(/\s+/)
      .map((word) =>
        word.replace('"$RECEIVER_URL"', server.url).replace('"$SIGNING_KEY"', SIGNING_KEY),
      );
    expect(args).toContain('--format');
    const result = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        [join(root, 'harness/scripts/dev-cli.mjs'), 'check', ...args],
        { cwd, timeout: 60_000 },
        (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
      );
    });
    expect(result.stdout).toMatch(/^37 cases: 37 passed, 0 failed/m);
    expect(result.code).toBe(0);
    const junit = readFileSync(join(cwd, 'designhooks-check.xml'), 'utf8');
    expect(junit).toMatch(
      /<testsuites name="designhooks check" tests="37" failures="0" errors="0" skipped="0"/,
    );
  });
});
