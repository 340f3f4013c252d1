import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFixtures, listInvalidBodies, readFixture } from '@designhooks/schemas';
import { sign } from '@designhooks/receiver';
import { createDeliveryCheck } from '../../src/listener/receive/create-delivery-check.ts';
import { processDelivery } from '../../src/listener/receive/process-delivery.ts';
import { openReceivedStore } from '../../src/listener/records/open-received-store.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

const stateDir = tempDir();

function folderOf(names: string[], invalid: string[] = []): string {
  const dir = tempDir('designhooks-validate-');
  for (const name of names)
    cpSync(listFixtures().find((f) => f.name === name)!.path, join(dir, `${name}.json`));
  for (const name of invalid)
    cpSync(
      listInvalidBodies().find((b) => b.name === name)!.path,
      join(dir, `invalid-${name}.json`),
    );
  writeFileSync(join(dir, 'notes.txt'), 'not a body: ignored');
  return dir;
}

describe('designhooks validate: valid, drifted and invalid deliveries per event', () => {
  it('reports a folder: counts per event (disjoint), drifted paths with the values seen, invalid rules; exit 1 on any invalid', async () => {
    const dir = folderOf(
      [
        'project.updated',
        'project.updated.visibility-unknown',
        'branch.statusUpdated.status-unknown',
        'branch.statusUpdated',
      ],
      ['commit-sha-not-hex'],
    );
    const result = await runCli(['validate', dir], { stateDir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      [
        'event                 valid  drifted  invalid',
        'branch.statusUpdated      1        1        0',
        'commits.created           0        0        1',
        'project.updated           1        1        0',
      ].join('\n'),
    );
    expect(result.stdout).toContain('    /data/object/visibility = "public" (unknown-value)');
    expect(result.stdout).toContain('    /data/object/status = "closed" (unknown-value)');
    expect(result.stdout).toContain('    /data/object/commits/0/sha: must be a commit SHA');
    expect(result.stdout.trim().split('\n').at(-1)).toBe(
      '5 deliveries: 2 valid, 2 drifted, 1 invalid',
    );

    const json = await runCli(['validate', dir, '--json'], { stateDir });
    const report = JSON.parse(json.stdout);
    expect(json.code).toBe(1);
    expect(report).toMatchObject({
      valid: 2,
      drifted: 2,
      invalid: 1,
      byEvent: {
        'project.updated': { valid: 1, drifted: 1, invalid: 0 },
        'branch.statusUpdated': { valid: 1, drifted: 1, invalid: 0 },
        'commits.created': { valid: 0, drifted: 0, invalid: 1 },
      },
    });
    expect(report.deliveries).toHaveLength(5);
    expect(
      report.deliveries.find((d: any) =>
        d.source.endsWith('project.updated.visibility-unknown.json'),
      ),
    ).toMatchObject({
      event: 'project.updated',
      verdict: 'drifted',
      problems: [],
      drift: [{ path: '/data/object/visibility', kind: 'unknown-value', value: 'public' }],
    });
  });

  it('exits 0 when nothing is invalid, drift included; a single drifted body keeps the short form', async () => {
    const dir = folderOf(['comment.created', 'comment.created.review-status-other-case']);
    expect((await runCli(['validate', dir], { stateDir })).code).toBe(0);
    const delivery = JSON.parse(readFixture('comment.created').toString());
    delivery.data.object.reactions = ['👍'];
    const one = await runCli(['validate', '-'], { stateDir, input: JSON.stringify(delivery) });
    expect(one).toMatchObject({
      code: 0,
      stdout:
        'drifted comment.created delivery (valid, but the contract does not know):\n  /data/object/reactions = ["👍"] (unknown-field)\n',
    });
  });

  it("reads the listener's received.jsonl (records written by the listener's own pipeline), skipping non-POST records", async () => {
    const dir = tempDir('designhooks-received-');
    const file = join(dir, 'received.jsonl');
    const store = openReceivedStore(file);
    const check = createDeliveryCheck({ secret: 'k', service: 'Abstract' });
    const context = { check, store, service: 'Abstract', forwardTo: null, events: null };
    const drifted = JSON.parse(readFixture('project.updated').toString());
    drifted.data.object.starred = true;
    for (const [method, body] of [
      ['POST', readFixture('project.updated')],
      ['POST', Buffer.from(JSON.stringify(drifted))],
      ['GET', Buffer.alloc(0)],
      ['POST', readFixture('commits.created.type-unknown')],
      ['POST', listInvalidBodies().find((b) => b.name === 'pushed-at-not-a-timestamp')!.bytes],
    ] as const) {
      const headers = [
        'Content-Type',
        'application/json',
        'Abstract-Webhooks-Signature',
        sign(body, 'k'),
        'User-Agent',
        'Abstract-Webhooks',
      ];
      await processDelivery(
        context,
        {
          method,
          path: '/webhooks',
          rawHeaders: headers,
          body,
          remoteAddress: '127.0.0.1',
          via: 'local',
        },
        { forward: false },
      );
    }
    store.close();
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(5);
    const result = await runCli(['validate', file, '--json'], { stateDir });
    const report = JSON.parse(result.stdout);
    expect(result.code).toBe(1);
    expect(report).toMatchObject({ valid: 1, drifted: 2, invalid: 1 });
    expect(report.byEvent).toEqual({
      'project.updated': { valid: 1, drifted: 1, invalid: 0 },
      'commits.created': { valid: 0, drifted: 1, invalid: 0 },
      'project.created': { valid: 0, drifted: 0, invalid: 1 },
    });
    expect(report.deliveries[1]).toMatchObject({
      source: expect.stringMatching(/received\.jsonl:2 \(record \w+\)$/),
      drift: [{ path: '/data/object/starred', value: true }],
    });
    // The same lines on stdin.
    const piped = await runCli(['validate', '-', '--json'], {
      stateDir,
      input: readFileSync(file, 'utf8'),
    });
    expect(JSON.parse(piped.stdout)).toMatchObject({ valid: 1, drifted: 2, invalid: 1 });
  });

  it('escapes control characters from bodies and fails clearly on a missing path or an empty folder', async () => {
    const delivery = JSON.parse(readFixture('project.updated').toString());
    delivery.data.object['\u001b[31mred'] = '\u001b[2J';
    const escaped = await runCli(['validate', '-'], { stateDir, input: JSON.stringify(delivery) });
    expect(escaped.stdout).not.toContain('\u001b');
    expect(escaped.stdout).toContain('/data/object/\\u001b[31mred = "\\u001b[2J" (unknown-field)');
    const missing = await runCli(['validate', './no-such-folder'], { stateDir });
    expect(missing).toMatchObject({
      code: 2,
      stderr: 'error: cannot read body file "./no-such-folder": no such file\n',
    });
    const empty = tempDir('designhooks-empty-');
    mkdirSync(join(empty, 'sub'));
    const none = await runCli(['validate', empty], { stateDir });
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(`error: folder "${empty}" has no .json files\n`);
  });

  it('reports a JSON Lines line over 16 MiB as invalid without reading it (memory bounded, no stack trace)', async () => {
    const dir = tempDir('designhooks-validate-long-');
    const file = join(dir, 'log.jsonl');
    const canonical = readFixture('project.updated').toString('utf8').trim();
    writeFileSync(file, `${canonical}\n${'a'.repeat(17 * 1024 * 1024)}\n${canonical}\n`);
    const result = await runCli(['validate', file], { stateDir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `  ${file}:2  (no event)\n    line over 16 MiB: not read (a delivery is at most 5 MiB)\n`,
    );
    expect(result.stdout.trim().split('\n').at(-1)).toBe(
      '3 deliveries: 2 valid, 0 drifted, 1 invalid',
    );
  });

  it('reads JSON Lines on stdin past the 5 MiB body limit line by line, as from a .jsonl file', async () => {
    const canonical = readFixture('project.updated').toString('utf8').trim();
    const count = Math.ceil((6 * 1024 * 1024) / canonical.length); // over 5 MiB in all
    const lines = `${canonical}\n`.repeat(count);
    const many = await runCli(['validate', '-'], { stateDir, input: `${lines}{"event":1}\n` });
    expect(many.stderr).toBe('');
    expect(many.code).toBe(1);
    expect(many.stdout).toContain(`  stdin:${count + 1}  (no event)\n`);
    expect(many.stdout.trim().split('\n').at(-1)).toBe(
      `${count + 1} deliveries: ${count} valid, 0 drifted, 1 invalid`,
    );
    // one line past the line limit: that line is reported, not held
    const long = await runCli(['validate'], {
      stateDir,
      input: `${canonical}\n${'a'.repeat(17 * 1024 * 1024)}`,
    });
    expect([long.code, long.stderr]).toEqual([1, '']);
    expect(long.stdout).toContain(
      '  stdin:2  (no event)\n    line over 16 MiB: not read (a delivery is at most 5 MiB)\n',
    );
    // past the limit and not JSON Lines (one pretty-printed body, or no newline at all): refused
    for (const input of [`{\n  "event": "${'x'.repeat(6 * 1024 * 1024)}"\n}\n`, 'a'.repeat(6e6)]) {
      const refused = await runCli(['validate', '-'], { stateDir, input });
      expect([refused.code, refused.stdout, refused.stderr]).toEqual([
        2,
        '',
        "error: stdin is larger than 5 MiB, the receiver's body limit, and is not JSON Lines (one delivery per line)\n",
      ]);
    }
  });
});
