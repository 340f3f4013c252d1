import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTls } from '../../src/delivery/load-tls.ts';
import { defaultRetryPolicy, type RetryPolicy } from '../../src/delivery/retry-policy.ts';
import { startServeServer, type RunningServeServer } from '../../src/serve/start-serve-server.ts';
import { openStore, type Store } from '../../src/store/open-store.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { expectMethodNotAllowed } from '../helpers/expect-method-not-allowed.ts';

const KEY = 'api-signing-key-never-returned';
const ORG = '6d1e5b8a-2f1c-4c7e-9a53-0b6a1f2d3c4e';
const OTHER_ORG = '0f0e0d0c-0b0a-4909-8807-060504030201';
let receiver: TestReceiver;
const started: Array<{ server: RunningServeServer; store: Store }> = [];
const answers: string[] = []; // every response body, to prove the key is in none

beforeAll(async () => {
  receiver = await startReceiver({ secret: KEY });
});
afterEach(async () => {
  for (const { server, store } of started.splice(0)) {
    await server.close();
    store.close();
  }
});
afterAll(async () => {
  await receiver?.close();
});

async function serve(
  policy: Partial<RetryPolicy> = {},
  encoding?: 'go' | 'js',
): Promise<RunningServeServer> {
  const store = openStore(tempDir('designhooks-serve-api-'));
  const server = await startServeServer({
    store,
    port: 0,
    host: '127.0.0.1',
    encoding,
    settings: {
      policy: { ...defaultRetryPolicy, retries: 0, ...policy },
      tls: loadTls({ ca: receiver.caFile }),
    },
  });
  started.push({ server, store });
  return server;
}

async function call(
  server: RunningServeServer,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  answers.push(text);
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const subscription = (extra: Record<string, unknown> = {}) => ({
  subscription: { url: receiver.url, events: ['project.updated'], key: KEY, ...extra },
});

describe('serve: bad input gets one precise answer, and nothing is written', () => {
  it('answers 400 / 404 / 405 / 413 / 422 with the field named, and never returns the key', async () => {
    const server = await serve();
    const base = `/organizations/${ORG}/webhooks`;
    const hook = (await call(server, 'POST', `${base}/subscribe`, subscription())).json as {
      id: string;
    };
    const other = (
      await call(server, 'POST', `/organizations/${OTHER_ORG}/webhooks/subscribe`, subscription())
    ).json as { id: string };

    expect(await call(server, 'POST', `${base}/subscribe`, '{not json')).toMatchObject({
      status: 400,
      json: { error: { code: 'bad_request' } },
    });
    expect(await call(server, 'POST', `${base}/subscribe`, '[1]')).toMatchObject({
      status: 400,
      json: { error: { message: 'request body must be a JSON object' } },
    });
    expect(
      await call(server, 'POST', `${base}/subscribe`, {
        subscription: { url: receiver.url, events: ['project.updated'], key: 'x'.repeat(20_000) },
      }),
    ).toMatchObject({
      status: 413,
      json: {
        error: { code: 'payload_too_large', message: 'request body is larger than 16384 bytes' },
      },
    });
    expect((await call(server, 'GET', '/organizations/not-a-uuid/webhooks')).status).toBe(404);
    expect((await call(server, 'GET', `${base}/wh_nope`)).status).toBe(404);
    expect((await call(server, 'GET', `${base}/${other.id}`)).status).toBe(404); // another organization's: no leak
    expect((await call(server, 'GET', `${base}/${other.id}/deliveries`)).status).toBe(404);
    expect((await call(server, 'POST', `${base}/${other.id}/ping`)).status).toBe(404);
    expect((await call(server, 'GET', `${base}/${hook.id}/nothing`)).status).toBe(404);
    for (const limit of ['abc', '0', '-3', '1.5'])
      expect(
        await call(server, 'GET', `${base}/${hook.id}/deliveries?limit=${limit}`),
      ).toMatchObject({
        status: 400,
        json: { error: { code: 'bad_request', message: 'limit must be a positive integer' } },
      });
    // a route asked with a method it does not take: 405 and the methods it does take
    for (const [method, path, allow] of [
      ['POST', base, 'GET'],
      ['PUT', `${base}/${hook.id}`, 'GET'],
      ['GET', `${base}/subscribe`, 'POST'],
      ['POST', `${base}/unsubscribe`, 'DELETE'],
      ['DELETE', `${base}/events`, 'GET'],
      ['GET', `/_local/organizations/${ORG}/trigger`, 'POST'],
    ] as const)
      await expectMethodNotAllowed(`${server.url}${path}`, method, allow, {
        authorization: `Bearer ${server.token}`,
      });

    const refused: Array<[Record<string, unknown>, string, RegExp]> = [
      [subscription({ events: [] }), 'events', /select at least one event/],
      [subscription({ events: ['project.renamed'] }), 'events', /unknown event "project\.renamed"/],
      // the CLI's `project.*` is not the API's: the platform's takes event names only
      [subscription({ events: ['project.*'] }), 'events', /unknown event "project\.\*"/],
      [subscription({ events: 'project.updated' }), 'events', /events must be an array/],
      [subscription({ url: 'ftp://example.test/' }), 'url', /must use https:\/\//],
      [subscription({ url: 42 }), 'url', /url must be a string/],
      [subscription({ active: 'yes' }), 'active', /active must be true or false/],
      [subscription({ organizationId: OTHER_ORG }), 'organizationId', /one organization/],
      [{ subscription: { url: receiver.url } }, 'events', /events is required/],
      [{ subscription: 'x' }, 'subscription', /\{"subscription": \{\.\.\.\}\}/],
      [{ subscription: { id: hook.id, key: '' } }, 'key', /leave it out to keep the current key/],
    ];
    for (const [body, field, message] of refused) {
      const answer = await call(server, 'POST', `${base}/subscribe`, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.error.field, JSON.stringify(body)).toBe(field);
      expect(answer.json.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(
      (
        await call(server, 'POST', `${base}/subscribe`, {
          subscription: { id: other.id, active: false },
        })
      ).status,
    ).toBe(404);
    const list = (await call(server, 'GET', base)).json as Array<{ id: string; active: boolean }>;
    expect(list).toEqual([expect.objectContaining({ id: hook.id, active: true })]); // nothing changed

    const trigger = `/_local/organizations/${ORG}/trigger`;
    expect(
      (await call(server, 'POST', trigger, { event: 'project.renamed' })).json.error,
    ).toMatchObject({ field: 'event' });
    expect((await call(server, 'POST', trigger, {})).json.error).toMatchObject({ field: 'event' });
    expect(
      (await call(server, 'POST', trigger, { event: 'project.updated', set: { 'data..name': 1 } }))
        .json.error,
    ).toMatchObject({ field: 'set' });
    expect(
      (await call(server, 'POST', trigger, { event: 'project.updated', set: 'x' })).json.error,
    ).toMatchObject({ field: 'set' });
    expect(
      (
        await call(server, 'POST', trigger, {
          event: 'project.updated',
          fixture: 'comment.created',
        })
      ).json.error.message,
    ).toMatch(/^unknown fixture "comment.created"; fixtures for project.updated: project\.updated/);
    expect(
      (
        await call(server, 'POST', trigger, {
          event: 'project.updated',
          fixture: 'project.updated.with-change',
        })
      ).json.error.message,
    ).toMatch(
      /^unknown fixture "project\.updated\.with-change" \(did you mean project\.updated\.with-changes\?\);/,
    );
    expect(
      (await call(server, 'POST', trigger, { event: 'project.update' })).json.error.message,
    ).toMatch(/^unknown event "project\.update" \(did you mean project\.updated\?\);/);
    expect(receiver.requests).toHaveLength(0); // no bad trigger sent anything

    expect(answers.length).toBeGreaterThan(20);
    expect(answers.join('\n')).not.toContain(KEY);
  });
});

describe('serve: deliveries after the answer', () => {
  it('sends Go-encoded bodies (< > & escaped, as the platform does) unless started with encoding js', async () => {
    for (const [encoding, expected] of [
      [undefined, '"\\u003cb\\u003e \\u0026"'],
      ['js', '"<b> &"'],
    ] as const) {
      const server = await serve({}, encoding);
      receiver.requests.length = 0;
      await call(server, 'POST', `/organizations/${ORG}/webhooks/subscribe`, subscription());
      const fired = await call(server, 'POST', `/_local/organizations/${ORG}/trigger`, {
        event: 'project.updated',
        set: { 'data.object.name': '<b> &' },
      });
      expect(fired.status).toBe(202);
      expect(receiver.requests[0]!.body.toString()).toContain(`"name":${expected}`);
      expect(receiver.requests[0]!.sdk).toEqual({ status: 200, verified: true });
    }
  });

  it('ping answers 204 after the first attempt; the retry follows the policy and is recorded with the same groupId', async () => {
    const server = await serve({ retries: 1, backoffMs: 50, jitter: 0 });
    receiver.requests.length = 0;
    receiver.behave((index) =>
      index === 0 ? { kind: 'respond', status: 500, body: 'try again' } : { kind: 'sdk' },
    );
    const base = `/organizations/${ORG}/webhooks`;
    const hook = (await call(server, 'POST', `${base}/subscribe`, subscription())).json as {
      id: string;
    };
    expect((await call(server, 'POST', `${base}/${hook.id}/ping`)).status).toBe(204);
    const first = (await call(server, 'GET', `${base}/${hook.id}/deliveries`)).json as Array<
      Record<string, any>
    >;
    expect(first[0]).toMatchObject({
      attempt: 1,
      error: true,
      response: { code: 500, body: 'try again' },
      failure: { kind: 'status' },
    });
    // The retry's row appears when it starts (failure kind `pending`); wait for its answer.
    await expect
      .poll(
        async () =>
          (await call(server, 'GET', `${base}/${hook.id}/deliveries`)).json.map(
            (delivery: Record<string, any>) => delivery.failure?.kind ?? 'succeeded',
          ),
        { timeout: 5_000 },
      )
      .toEqual(['succeeded', 'status']);
    const [retry, attempt] = (await call(server, 'GET', `${base}/${hook.id}/deliveries`))
      .json as Array<Record<string, any>>;
    expect(retry).toMatchObject({
      attempt: 2,
      error: false,
      groupId: attempt!.id,
      response: { code: 200 },
    });
    expect(receiver.requests[1]!.body.equals(receiver.requests[0]!.body)).toBe(true);
  });

  it('close() abandons a retry waiting for its backoff, keeping the attempts made', async () => {
    const server = await serve({ retries: 3, backoffMs: 60_000 });
    receiver.behave(() => ({ kind: 'respond', status: 503 }));
    const base = `/organizations/${ORG}/webhooks`;
    const hook = (await call(server, 'POST', `${base}/subscribe`, subscription())).json as {
      id: string;
    };
    expect((await call(server, 'POST', `${base}/${hook.id}/ping`)).status).toBe(204);
    const t0 = performance.now();
    const { store } = started.at(-1)!;
    await server.close();
    expect(performance.now() - t0).toBeLessThan(5_000); // not the 60 s backoff
    expect(
      store.deliveries.list({ webhookId: hook.id }).map((d) => [d.attempt, d.verdict]),
    ).toEqual([[1, 'retry']]);
    receiver.behave(() => ({ kind: 'sdk' }));
  });
});
