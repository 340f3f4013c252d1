// docs/verifying-signatures.md's receivers in other languages, exactly as written: each one is
// started as its page says (Go built with the toolchain, Python with python3) on a loopback port
// and graded by checkReceiver over HTTP, the run `designhooks check` makes. Every case must pass.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { closedLoopbackPort, tempDir } from '@designhooks/test-support';
import { checkReceiver, deliver, fixture } from '@designhooks/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { docBlockText } from './doc-block.ts';

const SIGNING_KEY = 'language-recipe-key';
const hasGo = spawnSync('go', ['version']).status === 0;
const hasPython = spawnSync('python3', ['--version']).status === 0;
if (!hasGo)
  console.warn('Go recipe test skipped: no go (install it with: apt-get install -y golang-go)');

let child: ChildProcess | undefined;
let output = '';
afterEach(() => void child?.kill());

/** Starts `command` with the key and the address in its environment; resolves once it accepts. */
async function start(command: string, args: string[], env: NodeJS.ProcessEnv, port: number) {
  output = '';
  child = spawn(command, args, { env: { ...process.env, SIGNING_KEY, ...env } });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000; // a first Go build compiles the standard library
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`${command} did not listen on ${port}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Grades the receiver at `url`: every case passes, and a delivery with another key gets 401. */
async function grade(url: string): Promise<void> {
  const report = await checkReceiver({ url, secret: SIGNING_KEY });
  const failed = report.cases.filter((c) => c.verdict !== 'pass');
  expect(failed.map((c) => `${c.id}: ${c.verdict} ${c.reason}`)).toEqual([]);
  expect(report.passed).toBe(true);
  const wrong = await deliver(url, fixture('project.updated'), { secret: 'another-key' });
  expect(wrong.status).toBe(401);
}

describe('receivers in other languages, as docs/verifying-signatures.md writes them', () => {
  it.skipIf(!hasGo)('Go, standard library only', { timeout: 120_000 }, async () => {
    const dir = tempDir('designhooks-go-recipe-');
    writeFileSync(join(dir, 'main.go'), docBlockText('verifying-signatures', 'go'));
    const built = spawnSync('go', ['build', '-o', join(dir, 'receiver'), 'main.go'], {
      cwd: dir,
      env: {
        ...process.env,
        GOCACHE: join(dir, 'cache'),
        GOPATH: join(dir, 'go'),
        GOPROXY: 'off',
        GO111MODULE: 'off',
      },
      encoding: 'utf8',
    });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const port = await closedLoopbackPort();
    await start(join(dir, 'receiver'), [], { ADDR: `127.0.0.1:${port}` }, port);
    await grade(`http://127.0.0.1:${port}/webhooks`);
    expect(output).toContain('renamed to "SDK Examples (edited)"'); // its project.updated branch ran
  });

  it.skipIf(!hasPython)('Python, standard library only', { timeout: 120_000 }, async () => {
    const dir = tempDir('designhooks-python-recipe-');
    writeFileSync(join(dir, 'webhooks.py'), docBlockText('verifying-signatures', 'python'));
    const port = await closedLoopbackPort();
    await start(
      'python3',
      [join(dir, 'webhooks.py')],
      { HOST: '127.0.0.1', PORT: String(port) },
      port,
    );
    await grade(`http://127.0.0.1:${port}/webhooks`);
    expect(output).toContain("renamed to 'SDK Examples (edited)'");
  });
});
