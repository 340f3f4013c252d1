import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from '@designhooks/receiver';
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
