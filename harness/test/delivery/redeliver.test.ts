import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from '@designhooks/receiver';
import { closedLoopbackPort } from '@designhooks/test-support';
import { headerPairs, runCli, tempDir } from '../helpers/run-cli.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';

// A delivery of no webhook (send, scenario run) keeps no key in the store: redelivering one that
// was sent signed needs its key again, and goes out with the header names it was sent with.
let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver({ secret: 'unused' });
  receiver.behave(() => ({ kind: 'respond', status: 200, body: 'ok' }));
});
afterAll(() => receiver.close());

const header = (index: number, name: string) =>
  headerPairs(receiver.requests[index]!.rawHeaders).find(([key]) => key === name)?.[1];

// The receiver refuses everything with `status` while `work` runs (an outage), then answers 200.
async function whileRefusing(status: number, work: () => Promise<unknown>): Promise<void> {
  receiver.behave(() => ({ kind: 'respond', status }));
  try {
    await work();
  } finally {
    receiver.behave(() => ({ kind: 'respond', status: 200, body: 'ok' }));
  }
}

const sendOnce = (stateDir: string, event: string, env: NodeJS.ProcessEnv = {}) =>
  runCli(['send', event, '--url', receiver.url, '--ca', receiver.caFile, '--retries', '0'], {
    stateDir,
    env,
  });

async function sent(stateDir: string, env: NodeJS.ProcessEnv, ...flags: string[]) {
  const result = await runCli(
    ['send', 'comment.created', '--url', receiver.url, '--ca', receiver.caFile, '--json', ...flags],
    { stateDir, env },
  );
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { attempts: { id: string }[] }).attempts[0]!.id;
}

describe('deliveries redeliver of a delivery made by send', () => {
  it('never sends a signed delivery again unsigned: without its key it is a usage error', async () => {
    const stateDir = tempDir();
    const id = await sent(stateDir, { DESIGNHOOKS_SECRET: 'exported-key' });
    const before = receiver.requests.length;
    const again = await runCli(['deliveries', 'redeliver', id, '--ca', receiver.caFile], {
      stateDir,
    });
    expect([again.code, again.stderr]).toEqual([
      2,
      `error: delivery ${id} was sent signed, and the store keeps no key of a delivery that belongs to no webhook (send, scenario run): pass it with --secret-file <path> or $DESIGNHOOKS_SECRET\n`,
    ]);
    expect(receiver.requests.length).toBe(before);
  });

  it('signs it with $DESIGNHOOKS_SECRET and the header names it was sent with', async () => {
    const stateDir = tempDir();
    const env = { DESIGNHOOKS_SECRET: 'exported-key' };
    const id = await sent(stateDir, env, '--service', 'Acme');
    const first = receiver.requests.length - 1;
    const again = await runCli(['deliveries', 'redeliver', id, '--ca', receiver.caFile], {
      stateDir,
      env,
    });
    expect([again.code, again.stderr]).toEqual([0, '']);
    const redelivered = receiver.requests.length - 1;
    expect(receiver.requests[redelivered]!.body.equals(receiver.requests[first]!.body)).toBe(true);
    expect(header(redelivered, 'User-Agent')).toBe('Acme-Webhooks');
    expect(header(redelivered, 'Acme-Webhooks-Signature')).toBe(
      header(first, 'Acme-Webhooks-Signature'),
    );
    expect(header(redelivered, 'Abstract-Webhooks-Signature')).toBeUndefined();
  });

  it('says so when the key given is not the one it was sent with', async () => {
    const stateDir = tempDir();
    const id = await sent(stateDir, { DESIGNHOOKS_SECRET: 'exported-key' });
    const again = await runCli(
      ['deliveries', 'redeliver', id, '--ca', receiver.caFile, '--secret', 'another-key'],
      { stateDir },
    );
    expect(again.code).toBe(0);
    expect(again.stderr).toBe(
      `note: this key does not give the signature delivery ${id} was sent with (another key?): a receiver that checks the original key refuses the redelivery\n`,
    );
    const last = receiver.requests.length - 1;
    expect(header(last, 'Abstract-Webhooks-Signature')).toBe(
      sign(receiver.requests[last]!.body, 'another-key'),
    );
  });

  it('sends an unsigned delivery again unsigned, whatever key is exported', async () => {
    const stateDir = tempDir();
    const id = await sent(stateDir, {});
    const again = await runCli(['deliveries', 'redeliver', id, '--ca', receiver.caFile], {
      stateDir,
      env: { DESIGNHOOKS_SECRET: 'exported-key' },
    });
    expect([again.code, again.stderr]).toEqual([0, '']);
    expect(header(receiver.requests.length - 1, 'Abstract-Webhooks-Signature')).toBeUndefined();
    expect(header(receiver.requests.length - 1, 'User-Agent')).toBe('Abstract-Webhooks');
  });
});

describe('deliveries redeliver --failed: what the receiver missed during an outage', () => {
  it('redelivers each delivery not delivered yet, once, signed as it was, then nothing', async () => {
    const stateDir = tempDir();
    const env = { DESIGNHOOKS_SECRET: 'exported-key' };
    const created = await runCli(
      [
        'webhooks',
        'create',
        '--url',
        receiver.url,
        '--events',
        'comment.*',
        '--signing-key',
        'hook-key',
        '--json',
      ],
      { stateDir },
    );
    const webhookId = JSON.parse(created.stdout).webhook.id as string;
    await whileRefusing(503, async () => {
      for (const event of ['comment.created', 'comment.deleted'])
        await runCli(['trigger', event, '--ca', receiver.caFile, '--retries', '0'], { stateDir });
      await sendOnce(stateDir, 'project.updated', env);
    });
    const before = receiver.requests.length;
    const onlyHook = await runCli(
      ['deliveries', 'redeliver', '--failed', '--webhook', webhookId, '--ca', receiver.caFile],
      { stateDir, env },
    );
    expect(onlyHook.code, onlyHook.stderr).toBe(0);
    expect(onlyHook.stdout.split('\n').at(-2)).toBe(
      'redelivered 2 of 2 failed deliveries: 2 delivered, 0 failed again',
    );
    const all = await runCli(
      ['deliveries', 'redeliver', '--failed', '--ca', receiver.caFile, '--json'],
      {
        stateDir,
        env,
      },
    );
    expect(all.code, all.stderr).toBe(0);
    expect(JSON.parse(all.stdout)).toMatchObject({
      failed: 1,
      delivered: 1,
      failedAgain: 0,
      redeliveries: [{ ok: true, event: 'project.updated', status: 200 }],
    });
    const sent = receiver.requests.slice(before);
    expect(sent.map((request) => JSON.parse(request.body.toString()).event)).toEqual([
      'comment.created',
      'comment.deleted',
      'project.updated',
    ]);
    const signatures = sent.map((_, index) =>
      header(before + index, 'Abstract-Webhooks-Signature'),
    );
    expect(signatures).toEqual([
      sign(sent[0]!.body, 'hook-key'),
      sign(sent[1]!.body, 'hook-key'),
      sign(sent[2]!.body, 'exported-key'),
    ]);
    const again = await runCli(['deliveries', 'redeliver', '--failed'], { stateDir, env });
    expect([again.code, again.stdout]).toEqual([0, 'no failed deliveries to redeliver\n']);
  });

  it('--events: after fixing one handler, list and redeliver only its events', async () => {
    const stateDir = tempDir();
    await whileRefusing(500, async () => {
      for (const event of ['comment.created', 'project.updated', 'comment.deleted'])
        await sendOnce(stateDir, event);
    });
    const listed = await runCli(['deliveries', 'list', '--failed', '--events', 'comment.*'], {
      stateDir,
    });
    expect(listed.code, listed.stderr).toBe(0);
    expect(
      listed.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(/\s+/)[3]),
    ).toEqual(['comment.created', 'comment.deleted']);
    const none = await runCli(['deliveries', 'list', '--failed', '--events', 'branch.*'], {
      stateDir,
    });
    expect(none.stdout).toBe('no recorded attempt matches these filters\n');
    const before = receiver.requests.length;
    const comments = await runCli(
      ['deliveries', 'redeliver', '--failed', '--events', 'comment.*', '--ca', receiver.caFile],
      { stateDir },
    );
    expect(comments.code, comments.stderr).toBe(0);
    expect(comments.stdout.split('\n').at(-2)).toBe(
      'redelivered 2 of 2 failed deliveries: 2 delivered, 0 failed again',
    );
    expect(
      receiver.requests.slice(before).map((request) => JSON.parse(request.body.toString()).event),
    ).toEqual(['comment.created', 'comment.deleted']);
    // the project delivery is still to recover, and a mistyped filter sends nothing
    const typo = await runCli(
      ['deliveries', 'redeliver', '--failed', '--events', 'project.update'],
      {
        stateDir,
      },
    );
    expect([typo.code, typo.stderr]).toEqual([
      2,
      expect.stringMatching(
        /^error: unknown event "project\.update" \(did you mean project\.updated\?\)/,
      ),
    ]);
    const withId = await runCli(['deliveries', 'redeliver', 'dl_x', '--events', 'comment.*'], {
      stateDir,
    });
    expect([withId.code, withId.stderr]).toEqual([
      2,
      'error: --events goes with --failed (a delivery id names its webhook and event)\n',
    ]);
    expect(receiver.requests).toHaveLength(before + 2);
    const rest = await runCli(
      ['deliveries', 'redeliver', '--failed', '--ca', receiver.caFile, '--json'],
      { stateDir },
    );
    expect(JSON.parse(rest.stdout)).toMatchObject({
      failed: 1,
      redeliveries: [{ event: 'project.updated', ok: true }],
    });
  });

  it('does not send the rest to a URL whose first redelivery got no HTTP answer', async () => {
    const stateDir = tempDir();
    const closed = `http://127.0.0.1:${await closedLoopbackPort()}/hooks`;
    for (const event of ['project.created', 'project.updated', 'project.deleted'])
      await runCli(['send', event, '--url', closed, '--allow-http', '--retries', '0'], {
        stateDir,
      });
    const run = await runCli(['deliveries', 'redeliver', '--failed', '--retries', '0', '--json'], {
      stateDir,
    });
    expect(run.code).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ failed: 3, delivered: 0, failedAgain: 1 });
    expect(json.redeliveries).toHaveLength(1);
    expect(json.notSent).toHaveLength(2);
    expect(json.stopped).toEqual([
      `${closed} got no HTTP answer: connection refused by 127.0.0.1:${new URL(closed).port} (is the receiver running?)`,
    ]);
  });

  it('leaves out the deliveries of a webhook deleted or paused since, and says so', async () => {
    const stateDir = tempDir();
    const create = async (events: string) =>
      JSON.parse(
        (
          await runCli(
            ['webhooks', 'create', '--url', receiver.url, '--events', events, '--json'],
            {
              stateDir,
            },
          )
        ).stdout,
      ).webhook.id as string;
    const gone = await create('project.deleted');
    const paused = await create('project.created');
    await whileRefusing(500, async () => {
      for (const event of ['project.deleted', 'project.created'])
        await runCli(['trigger', event, '--ca', receiver.caFile, '--retries', '0'], { stateDir });
    });
    await runCli(['webhooks', 'delete', gone], { stateDir });
    await runCli(['webhooks', 'update', paused, '--active', 'false'], { stateDir });
    const before = receiver.requests.length;
    const run = await runCli(['deliveries', 'redeliver', '--failed'], { stateDir });
    expect([run.code, run.stdout]).toEqual([
      0,
      `redelivered 0 of 2 failed deliveries: 0 delivered, 0 failed again, 1 left out: their webhook has been deleted, 1 left out: their webhook is paused (${paused}; webhooks update <id> --active true, then again)\n`,
    ]);
    expect(receiver.requests.length).toBe(before);
  });

  it('refuses before sending anything when a signed delivery has no key', async () => {
    const stateDir = tempDir();
    await whileRefusing(500, async () => {
      await sendOnce(stateDir, 'project.updated');
      await sendOnce(stateDir, 'project.deleted', { DESIGNHOOKS_SECRET: 'exported-key' });
    });
    const before = receiver.requests.length;
    const run = await runCli(
      ['deliveries', 'redeliver', '--failed', '--json', '--ca', receiver.caFile],
      {
        stateDir,
      },
    );
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toMatch(
      /^error: delivery dl_\w+ was sent signed, and the store keeps no key/,
    );
    expect(receiver.requests.length).toBe(before);
  });
});
