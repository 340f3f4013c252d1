import { spawn } from 'node:child_process';
import { readFileSync, truncateSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openStore, STORE_FILE_NAME } from '../../src/store/open-store.ts';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';

const writerScript = fileURLToPath(new URL('../helpers/append-records.ts', import.meta.url));
const EXPECTED_BODY_LENGTH = readExpectedBodyLength();

function readExpectedBodyLength(): number {
  return Buffer.from(
    JSON.stringify({
      createdAt: '2024-01-01T00:00:00Z',
      event: 'project.updated',
      data: { object: { objectType: 'project', name: 'x'.repeat(1000) } },
    }),
  ).length;
}

function startWriter(stateDir: string, name: string, count: string, waitForGo: boolean) {
  const child = spawn(
    process.execPath,
    [
      '--conditions=designhooks-source',
      '--import',
      'tsx',
      writerScript,
      stateDir,
      name,
      count,
      waitForGo ? '1' : '0',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }))); // after the output was read
  // A writer that dies before it is ready fails the test with its stderr, instead of a timeout.
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => stdout.includes('ready') && resolve());
    child.on('exit', (code, signal) =>
      reject(new Error(`writer ${name} exited (${code ?? signal}) before it was ready: ${stderr}`)),
    );
  });
  ready.catch(() => {}); // observed through Promise.all where it is awaited
  return { child, exited, ready, output: () => stdout, go: () => child.stdin.end('go\n') };
}

describe('store: embedded, atomic, safe with several processes', () => {
  it('loses no record when two processes append 200 records each at the same time', async () => {
    const stateDir = tempDir();
    const writers = [
      startWriter(stateDir, 'a', '200', true),
      startWriter(stateDir, 'b', '200', true),
    ];
    await Promise.all(writers.map((writer) => writer.ready)); // both have the store open
    for (const writer of writers) writer.go();
    const results = await Promise.all(writers.map((writer) => writer.exited));
    for (const result of results) expect(result).toMatchObject({ code: 0, stderr: '' });
    const [a, b] = results.map(
      (result) =>
        JSON.parse(result.stdout.replace('ready\n', '')) as { first: number; last: number },
    );
    // the two writers really overlapped in time
    expect(a!.first).toBeLessThan(b!.last);
    expect(b!.first).toBeLessThan(a!.last);
    const store = openStore(stateDir);
    try {
      const records = store.deliveries.list();
      expect(records).toHaveLength(400);
      expect(new Set(records.map((record) => record.id)).size).toBe(400);
      for (const writer of ['a', 'b']) {
        const urls = records
          .filter((record) => record.url.includes(`/${writer}/`))
          .map((record) => record.url);
        expect(new Set(urls).size).toBe(200);
      }
    } finally {
      store.close();
    }
  });

  it('stays readable, with only whole records, after a writer is killed mid-write', async () => {
    const stateDir = tempDir();
    const writer = startWriter(stateDir, 'k', 'forever', false);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`writer did not start: ${writer.output()}`)),
        20_000,
      );
      writer.child.stdout.on('data', () => {
        if (writer.output().includes('writing')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    writer.child.kill('SIGKILL');
    expect((await writer.exited).signal).toBe('SIGKILL');
    const store = openStore(stateDir);
    try {
      const records = store.deliveries.list();
      expect(records.length).toBeGreaterThan(20);
      for (const record of records) {
        expect(record.request.body.length).toBe(EXPECTED_BODY_LENGTH);
        expect(record.response).toEqual({
          status: 200,
          headers: { 'content-type': 'text/plain' },
          body: 'ok',
          bodyTruncated: false,
        });
        expect(record.verdict).toBe('succeeded');
      }
      // still writable after the crash
      expect(
        store.webhooks.create({
          organizationId: store.defaultOrganizationId(),
          url: 'https://example.test/',
          events: ['project.created'],
        }).id,
      ).toMatch(/^wh_/);
    } finally {
      store.close();
    }
    const listed = await runCli(['deliveries', 'list', '--limit', '5'], { stateDir });
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim().split('\n')).toHaveLength(5);
  });

  it('reports a corrupt store file in one line naming the file, without a stack trace', async () => {
    const stateDir = tempDir();
    const file = join(stateDir, STORE_FILE_NAME);
    writeFileSync(
      file,
      'this is not a database, just some text that was written over it '.repeat(100),
    );
    for (const args of [
      ['webhooks', 'list'],
      ['deliveries', 'list'],
      ['trigger', 'project.updated'],
    ]) {
      const result = await runCli(args, { stateDir });
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(
        `error: store ${file} is unreadable: file is not a database (SQLITE_NOTADB); move the file away or use another --state-dir\n`,
      );
      expect(hasStackTrace(result.stderr)).toBe(false);
    }
    expect(readFileSync(file, 'utf8')).toMatch(/^this is not a database/); // left untouched
  });

  it('reports a truncated store file as unreadable', async () => {
    const stateDir = tempDir();
    const store = openStore(stateDir);
    for (let i = 0; i < 300; i += 1)
      store.webhooks.create({
        organizationId: store.defaultOrganizationId(),
        url: `https://example.test/${'x'.repeat(200)}/${i}`,
        events: ['project.created'],
      });
    store.close(); // checkpoints the WAL into the main file
    const file = join(stateDir, STORE_FILE_NAME);
    for (const extra of ['-wal', '-shm']) if (existsSync(file + extra)) rmSync(file + extra);
    truncateSync(file, 4096 * 3);
    const result = await runCli(['webhooks', 'list'], { stateDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^error: store ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is unreadable: .+; move the file away or use another --state-dir\\n$`,
      ),
    );
  });

  it('reports a state dir that cannot be created', async () => {
    const parent = tempDir();
    const blocked = join(parent, 'file');
    writeFileSync(blocked, 'x');
    const result = await runCli(['webhooks', 'list', '--state-dir', join(blocked, 'state')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: cannot create state dir .*file\/state: ENOTDIR/);
  });
});
