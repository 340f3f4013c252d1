import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '@designhooks/receiver';
import { binPath, headerPairs, runCli, tempDir } from '../helpers/run-cli.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import { loadTls } from '../../src/delivery/load-tls.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import { triggerEvent } from '../../src/delivery/trigger-event.ts';
import { openStore } from '../../src/store/open-store.ts';

let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const signatureOf = (index: number): string | undefined =>
  headerPairs(receiver.requests[index]?.rawHeaders ?? []).find(
    ([name]) => name === 'Abstract-Webhooks-Signature',
  )?.[1];

describe('webhooks: records with the spec rules, key shown once', () => {
  it('creates, lists, shows, updates, tests and deletes; the key appears only in the create output', async () => {
    const stateDir = tempDir();
    const outputs: string[] = [];
    const cli = async (...args: string[]) => {
      const result = await runCli(args, { stateDir });
      outputs.push(result.stdout, result.stderr);
      return result;
    };
    const created = await runCli(
      [
        'webhooks',
        'create',
        '--url',
        receiver.url,
        '--events',
        'project.updated,branch.created',
        '--generate-signing-key',
        '--json',
      ],
      { stateDir },
    );
    expect(created.code).toBe(0);
    const { webhook, signingKey } = JSON.parse(created.stdout);
    expect(signingKey).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({
      url: receiver.url,
      events: ['project.updated', 'branch.created'],
      active: true,
      hasSigningKey: true,
      errorCount: 0,
    });
    expect(JSON.stringify(webhook)).not.toContain(signingKey);

    const list = await cli('webhooks', 'list');
    expect(list.stdout).toContain(webhook.id);
    expect(list.stdout).toContain('key');
    expect(JSON.parse((await cli('webhooks', 'list', '--json')).stdout)).toHaveLength(1);
    const shown = await cli('webhooks', 'show', webhook.id);
    expect(shown.stdout).toContain('signing key:  set (never shown again)');
    expect(
      JSON.parse((await cli('webhooks', 'show', webhook.id, '--json')).stdout).hasSigningKey,
    ).toBe(true);

    const tested = await cli('webhooks', 'test', webhook.id, '--ca', receiver.caFile);
    expect(tested.code).toBe(0);
    expect(tested.stdout).toMatch(/test project\.updated to .*: delivered: 200 after 1 attempt/);
    expect(
      verifySignature(
        receiver.requests.at(-1)!.body,
        signatureOf(receiver.requests.length - 1),
        signingKey,
      ),
    ).toBe(true);
    expect(JSON.parse(receiver.requests.at(-1)!.body.toString()).event).toBe('project.updated');
    const testedBranch = await cli(
      'webhooks',
      'test',
      webhook.id,
      '--ca',
      receiver.caFile,
      '--event',
      'branch.created',
      '--json',
    );
    expect(JSON.parse(testedBranch.stdout)).toMatchObject({ ok: true, event: 'branch.created' });
    const notSubscribed = await cli(
      'webhooks',
      'test',
      webhook.id,
      '--ca',
      receiver.caFile,
      '--event',
      'comment.created',
    );
    expect(notSubscribed.code).toBe(2);
    expect(notSubscribed.stderr).toMatch(/does not subscribe to "comment.created"/);

    const deliveries = await cli('deliveries', 'list', '--webhook', webhook.id, '--json');
    const recorded = JSON.parse(deliveries.stdout);
    expect(recorded.map((d: { source: string; event: string }) => [d.source, d.event])).toEqual([
      ['test', 'project.updated'],
      ['test', 'branch.created'],
    ]);
    await cli('deliveries', 'show', recorded[0].id);
    await cli('deliveries', 'show', recorded[0].id, '--json');

    const updated = await cli(
      'webhooks',
      'update',
      webhook.id,
      '--active',
      'false',
      '--events',
      'comment.created',
      '--signing-key',
      'rotated-key',
      '--json',
    );
    expect(JSON.parse(updated.stdout).webhook).toMatchObject({
      active: false,
      events: ['comment.created'],
      hasSigningKey: true,
    });
    expect(updated.stdout).not.toContain('rotated-key');
    const badActive = await cli('webhooks', 'update', webhook.id, '--active', 'maybe');
    expect(badActive.stderr).toBe('error: --active must be true or false, got "maybe"\n');
    const missing = await cli('webhooks', 'show', 'wh_missing');
    expect(missing.code).toBe(2);

    expect((await cli('webhooks', 'delete', webhook.id)).stdout).toBe(
      `deleted webhook ${webhook.id}\n`,
    );
    expect(JSON.parse((await cli('webhooks', 'list', '--json')).stdout)).toEqual([]);

    for (const output of outputs) {
      expect(output).not.toContain(signingKey);
      expect(output).not.toContain('rotated-key');
    }
  });

  it('never prints a given --signing-key (its owner has it): the record says only that one is set', async () => {
    const stateDir = tempDir();
    const create = [
      'webhooks',
      'create',
      '--url',
      receiver.url,
      '--events',
      'project.created',
      '--signing-key',
      'given-key-123',
    ];
    const created = await runCli(create, { stateDir });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/signing key: {2}set \(never shown again\)/);
    expect(created.stdout).not.toContain('shown this once');
    expect(created.stdout).not.toContain('given-key-123');
    const id = /webhook (wh_\w+)/.exec(created.stdout)?.[1] ?? '';
    for (const args of [
      [...create, '--json'],
      ['webhooks', 'list'],
      ['webhooks', 'list', '--json'],
      ['webhooks', 'show', id],
      ['webhooks', 'show', id, '--json'],
      ['webhooks', 'update', id, '--url', 'http://example.com/'],
      ['webhooks', 'update', id, '--events', 'nope'],
    ]) {
      const result = await runCli(args, { stateDir });
      expect(result.stdout + result.stderr).not.toContain('given-key-123');
    }
  });

  it('takes resource.* and * in --events, stored as the event names they stand for', async () => {
    const stateDir = tempDir();
    const created = await runCli(
      [
        'webhooks',
        'create',
        '--url',
        receiver.url,
        '--events',
        'comment.*, project.deleted',
        '--json',
      ],
      { stateDir },
    );
    const { webhook } = JSON.parse(created.stdout);
    expect(webhook.events).toEqual([
      'comment.created',
      'comment.updated',
      'comment.deleted',
      'project.deleted',
    ]);
    const updated = await runCli(['webhooks', 'update', webhook.id, '--events', '*', '--json'], {
      stateDir,
    });
    expect(JSON.parse(updated.stdout).webhook.events).toHaveLength(10);
    const nothing = await runCli(['webhooks', 'update', webhook.id, '--events', 'projects.*'], {
      stateDir,
    });
    expect([nothing.code, nothing.stderr]).toEqual([
      2,
      expect.stringMatching(
        /^error: unknown event "projects\.\*" \(did you mean project\.\*\?\); valid events: /,
      ),
    ]);
  });

  it('rejects http URLs, missing schemes, empty or unknown events, two organizations', async () => {
    const stateDir = tempDir();
    const create = (...args: string[]) => runCli(['webhooks', 'create', ...args], { stateDir });
    const http = await create('--url', 'http://example.com/hooks', '--events', 'project.created');
    expect(http).toMatchObject({ code: 2, stdout: '' });
    expect(http.stderr).toBe(
      'error: URL "http://example.com/hooks" must use https://; http:// is allowed only for loopback hosts with --allow-http\n',
    );
    const loopback = await create(
      '--url',
      'http://127.0.0.1:9/hooks',
      '--events',
      'project.created',
    );
    expect(loopback.stderr).toMatch(/pass --allow-http/);
    const noScheme = await create('--url', 'example.com/hooks', '--events', 'project.created');
    expect(noScheme.stderr).toBe(
      'error: URL "example.com/hooks" has no scheme; webhook URLs must start with https://\n',
    );
    const empty = await create('--url', 'https://example.com/hooks', '--events', ' , ');
    expect(empty.stderr).toBe('error: select at least one event (--events e1,e2,...)\n');
    const unknown = await create(
      '--url',
      'https://example.com/hooks',
      '--events',
      'project.created,project.renamed',
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'error: unknown event "project.renamed"; valid events: project.created, project.updated, project.deleted, ' +
        'branch.created, branch.updated, branch.statusUpdated, commits.created, comment.created, comment.updated, comment.deleted\n',
    );
    const twoOrgs = await create(
      '--url',
      'https://example.com/hooks',
      '--events',
      'project.created',
      '--org',
      '6d1e5b8a-2f1c-4c7e-9a53-0b6a1f2d3c4e,7d1e5b8a-2f1c-4c7e-9a53-0b6a1f2d3c4e',
    );
    expect(twoOrgs.stderr).toMatch(/^error: a webhook belongs to one organization/);
    const bothKeys = await create(
      '--url',
      'https://example.com/hooks',
      '--events',
      'project.created',
      '--signing-key',
      'k',
      '--generate-signing-key',
    );
    expect(bothKeys.stderr).toBe(
      'error: use either --signing-key or --generate-signing-key, not both\n',
    );
    expect(JSON.parse((await runCli(['webhooks', 'list', '--json'], { stateDir })).stdout)).toEqual(
      [],
    );
  });
});

describe('trigger: one POST per subscribed, active webhook of the organization', () => {
  it('fans out to exactly the subscribed active webhooks, signed with each key, all recorded', async () => {
    const stateDir = tempDir();
    const base = receiver.url.replace(/\/hooks$/, '');
    const orgB = '7a7b7c7d-1111-4222-8333-944455556666';
    const make = async (path: string, events: string, extra: string[] = []) => {
      const result = await runCli(
        ['webhooks', 'create', '--url', `${base}${path}`, '--events', events, '--json', ...extra],
        { stateDir },
      );
      return JSON.parse(result.stdout) as { webhook: { id: string }; signingKey: string | null };
    };
    const a = await make('/a', 'project.updated,project.created', ['--signing-key', 'key-a']);
    const b = await make('/b', 'project.updated', ['--signing-key', 'key-b']);
    await make('/not-subscribed', 'project.created');
    const inactive = await make('/inactive', 'project.updated');
    await runCli(['webhooks', 'update', inactive.webhook.id, '--active', 'false'], { stateDir });
    await make('/other-org', 'project.updated', ['--org', orgB]);

    const before = receiver.requests.length;
    const result = await runCli(
      [
        'trigger',
        'project.updated',
        '--ca',
        receiver.caFile,
        '--json',
        '--set',
        'data.object.name=Fan out',
      ],
      { stateDir },
    );
    expect(result.code).toBe(0);
    const arrived = receiver.requests.slice(before);
    expect(arrived.map((r) => r.path).sort()).toEqual(['/a', '/b']);
    for (const request of arrived) {
      const key = request.path === '/a' ? 'key-a' : 'key-b';
      const signature = headerPairs(request.rawHeaders).find(
        ([name]) => name === 'Abstract-Webhooks-Signature',
      )?.[1];
      expect(verifySignature(request.body, signature, key)).toBe(true);
      expect(JSON.parse(request.body.toString()).data.object.name).toBe('Fan out');
    }
    const json = JSON.parse(result.stdout);
    expect(json.deliveries.map((d: { webhookId: string }) => d.webhookId).sort()).toEqual(
      [a.webhook.id, b.webhook.id].sort(),
    );
    const recorded = JSON.parse(
      (await runCli(['deliveries', 'list', '--json'], { stateDir })).stdout,
    );
    expect(
      recorded.map((d: { webhookId: string; source: string }) => [d.webhookId, d.source]).sort(),
    ).toEqual(
      [
        [a.webhook.id, 'trigger'],
        [b.webhook.id, 'trigger'],
      ].sort(),
    );
    const shownA = JSON.parse(
      (await runCli(['webhooks', 'show', a.webhook.id, '--json'], { stateDir })).stdout,
    );
    expect(shownA.lastPushedAt).not.toBeNull();

    const otherOrg = await runCli(
      ['trigger', 'project.updated', '--ca', receiver.caFile, '--org', orgB],
      { stateDir },
    );
    expect(otherOrg.code).toBe(0);
    expect(receiver.requests.slice(before + 2).map((r) => r.path)).toEqual(['/other-org']);
    const none = await runCli(['trigger', 'comment.deleted', '--ca', receiver.caFile], {
      stateDir,
    });
    expect(none.stdout).toMatch(
      /^no active webhook of organization .* subscribes to comment.deleted; nothing sent: its 4 webhooks subscribe to other events \(designhooks webhooks update <id> --events adds it\)\n$/,
    );
    // what --set made of the body is noted before anything is sent (stderr, in every format)
    const typo = await runCli(
      ['trigger', 'project.updated', '--ca', receiver.caFile, '--set', 'data.object.nme=X'],
      { stateDir },
    );
    expect(typo.code).toBe(0);
    expect(typo.stderr).toBe(
      'note: with these --set values the body carries fields the contract does not know: data.object.nme (did you mean data.object.name?)\n',
    );
    const typoJson = await runCli(
      [
        'trigger',
        'project.updated',
        '--ca',
        receiver.caFile,
        '--set',
        'data.object.nme=X',
        '--json',
      ],
      { stateDir },
    );
    expect(typoJson.stderr).toContain('data.object.nme (did you mean data.object.name?)');
    expect(JSON.parse(typoJson.stdout).deliveries).toHaveLength(2);
  });

  it('says why nothing was sent: no webhook yet, or the one subscribed is paused', async () => {
    const stateDir = tempDir();
    const trigger = async () =>
      (await runCli(['trigger', 'comment.created'], { stateDir })).stdout.split('; ')[1];
    expect(await trigger()).toBe(
      'nothing sent: it has no webhook yet (designhooks webhooks create --url <https-url> --events comment.created)\n',
    );
    const created = await runCli(
      ['webhooks', 'create', '--url', receiver.url, '--events', 'comment.created', '--json'],
      { stateDir },
    );
    const { id } = JSON.parse(created.stdout).webhook;
    await runCli(['webhooks', 'update', id, '--active', 'false'], { stateDir });
    expect(await trigger()).toBe(
      `nothing sent: ${id} subscribes to it but is paused (designhooks webhooks update ${id} --active true)\n`,
    );
  });

  it('waits for onTargets, which gets the body, before any POST', async () => {
    const stateDir = tempDir();
    await runCli(
      ['webhooks', 'create', '--url', receiver.url, '--events', 'project.updated', '--json'],
      { stateDir },
    );
    const store = openStore(stateDir);
    try {
      const before = receiver.requests.length;
      let seen: { requests: number; event: unknown } | undefined;
      const { deliveries } = await triggerEvent(
        store,
        {
          event: 'project.updated',
          onTargets: async (_targets, body) => {
            await sleep(200); // a POST started alongside would arrive meanwhile
            seen = {
              requests: receiver.requests.length - before,
              event: JSON.parse(String(body)).event,
            };
          },
        },
        { policy: { ...defaultRetryPolicy, retries: 0 }, tls: loadTls({ ca: receiver.caFile }) },
      );
      expect(seen).toEqual({ requests: 0, event: 'project.updated' });
      expect(deliveries.map((d) => d.result.ok)).toEqual([true]);
    } finally {
      store.close();
    }
  });

  it("prints each webhook's attempts and closing line as they end, not when the last is done", async () => {
    // /slow is answered only once /fast's closing line is on trigger's stdout: a trigger that
    // prints at the end never releases it, and its delivery times out.
    const stateDir = tempDir();
    const base = receiver.url.replace(/\/hooks$/, '');
    const ids: Record<string, string> = {};
    for (const path of ['/slow', '/fast']) {
      const created = await runCli(
        ['webhooks', 'create', '--url', `${base}${path}`, '--events', 'project.updated', '--json'],
        { stateDir },
      );
      ids[path] = (JSON.parse(created.stdout) as { webhook: { id: string } }).webhook.id;
    }
    let release: () => void = () => {};
    const fastDone = new Promise<void>((resolve) => (release = resolve));
    receiver.behave((_index, request) =>
      request.path === '/slow'
        ? { kind: 'held', until: fastDone, status: 200 }
        : { kind: 'respond', status: 200 },
    );
    try {
      const args = ['trigger', 'project.updated', '--ca', receiver.caFile, '--timeout', '5000'];
      const child = spawn(process.execPath, [binPath, ...args, '--retries', '0'], {
        env: { ...process.env, DESIGNHOOKS_HOME: stateDir },
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes(`${ids['/fast']}: delivered: 200`)) release();
      });
      expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
      const lines = stdout.trimEnd().split('\n');
      expect(lines.slice(0, 2).sort()).toEqual(
        [`${ids['/slow']} ${base}/slow`, `${ids['/fast']} ${base}/fast`].sort(),
      );
      expect(lines.slice(2).map((line) => line.replace(/\d+(\.\d+)? ms/, 'N ms'))).toEqual([
        `  ${ids['/fast']} attempt 1: 200 in N ms | (empty body)`,
        `${ids['/fast']}: delivered: 200 after 1 attempt (record ${lines[3]!.split('record ')[1]}`,
        `  ${ids['/slow']} attempt 1: 200 in N ms | (empty body)`,
        `${ids['/slow']}: delivered: 200 after 1 attempt (record ${lines[5]!.split('record ')[1]}`,
      ]);
    } finally {
      receiver.behave(() => ({ kind: 'sdk' }));
    }
  });

  it('redelivers a recorded body byte-exact, re-signed with the current key, linked to the original', async () => {
    const stateDir = tempDir();
    const created = JSON.parse(
      (
        await runCli(
          [
            'webhooks',
            'create',
            '--url',
            receiver.url,
            '--events',
            'commits.created',
            '--signing-key',
            'old-key',
            '--json',
          ],
          { stateDir },
        )
      ).stdout,
    );
    receiver.behave(() => ({ kind: 'respond', status: 500 }));
    const before = receiver.requests.length;
    const failed = await runCli(
      ['trigger', 'commits.created', '--ca', receiver.caFile, '--retries', '0'],
      { stateDir },
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/delivery failed after 1 attempt: 500/);
    const failedList = JSON.parse(
      (await runCli(['deliveries', 'list', '--failed', '--json'], { stateDir })).stdout,
    );
    expect(failedList).toHaveLength(1);
    expect(
      JSON.parse(
        (await runCli(['webhooks', 'show', created.webhook.id, '--json'], { stateDir })).stdout,
      ).errorCount,
    ).toBe(1);
    await runCli(['webhooks', 'update', created.webhook.id, '--signing-key', 'new-key'], {
      stateDir,
    });
    receiver.behave(() => ({ kind: 'respond', status: 200, body: 'ok' }));
    const again = await runCli(
      ['deliveries', 'redeliver', failedList[0].id, '--ca', receiver.caFile, '--json'],
      // a key exported for send and check is not this webhook's: redeliver does not read it
      { stateDir, env: { DESIGNHOOKS_SECRET: 'exported-for-send' } },
    );
    expect(again.code).toBe(0);
    const [original, redelivered] = receiver.requests.slice(before);
    expect(redelivered?.body.equals(original!.body)).toBe(true);
    const signature = headerPairs(redelivered!.rawHeaders).find(
      ([name]) => name === 'Abstract-Webhooks-Signature',
    )?.[1];
    expect(verifySignature(redelivered!.body, signature, 'new-key')).toBe(true);
    const newRecord = JSON.parse(
      (
        await runCli(['deliveries', 'show', JSON.parse(again.stdout).attempts[0].id, '--json'], {
          stateDir,
        })
      ).stdout,
    );
    expect(newRecord).toMatchObject({
      redeliveryOf: failedList[0].id,
      source: 'redeliver',
      webhookId: created.webhook.id,
      verdict: 'succeeded',
    });
    const succeeded = JSON.parse(
      (await runCli(['deliveries', 'list', '--succeeded', '--json'], { stateDir })).stdout,
    );
    expect(succeeded.map((d: { id: string }) => d.id)).toEqual([newRecord.id]);
    receiver.behave(() => ({ kind: 'sdk' }));
  });
});
