import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemasDir } from '@designhooks/schemas';
import { eventNames } from '@designhooks/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTls } from '../../src/delivery/load-tls.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import { startServeServer, type RunningServeServer } from '../../src/serve/start-serve-server.ts';
import { openStore, type Store } from '../../src/store/open-store.ts';
import { importPeer } from '../../../test/peers/install-peers.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import { openApiValidator } from '../helpers/openapi-validator.ts';
import { headerPairs, runCli, tempDir } from '../helpers/run-cli.ts';

// abstract-sdk comes from test/peers (installed on first use). ValidationError exists at run
// time but is missing from its type declarations.
type Sdk = typeof import('abstract-sdk');
const sdk = await importPeer<Sdk & { ValidationError: new () => Error }>('abstract-sdk');
const { Client, NotFoundError, UnauthorizedError, ValidationError } = sdk;

const KEY = 'sdk-signing-key';
const ORG = '6d1e5b8a-2f1c-4c7e-9a53-0b6a1f2d3c4e';
const OTHER_ORG = '0f0e0d0c-0b0a-4909-8807-060504030201';
const stateDir = tempDir('designhooks-serve-');
const conforms = openApiValidator();
let store: Store;
let server: RunningServeServer;
let receiver: TestReceiver;
let client: InstanceType<Sdk['Client']>;

beforeAll(async () => {
  receiver = await startReceiver({ secret: KEY });
  store = openStore(stateDir);
  server = await startServeServer({
    store,
    port: 0,
    host: '127.0.0.1',
    settings: {
      policy: { ...defaultRetryPolicy, retries: 0 },
      tls: loadTls({ ca: receiver.caFile }),
    },
  });
  client = new Client({ accessToken: server.token, apiUrl: server.url, transportMode: ['api'] });
});
afterAll(async () => {
  await server?.close();
  store?.close();
  await receiver?.close();
});

const until = async (check: () => boolean): Promise<void> => {
  await expect.poll(check, { timeout: 10_000 }).toBe(true);
};

describe('designhooks serve driven by abstract-sdk 8.1.5', () => {
  it('serves the committed OpenAPI document at /openapi.json, without a token', async () => {
    const answer = await fetch(`${server.url}/openapi.json`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(readFileSync(join(schemasDir, 'openapi.json'), 'utf8'));
  });

  it('creates, lists, updates, pings, redelivers and deletes a webhook; deliveries reach a real HTTPS receiver, signed', async () => {
    const created = await client.webhooks.create(
      { organizationId: ORG },
      {
        organizationId: ORG,
        url: receiver.url,
        events: ['project.updated', 'branch.created'],
        active: true,
        key: KEY,
      },
    );
    expect(created).toMatchObject({
      organizationId: ORG,
      url: receiver.url,
      events: ['project.updated', 'branch.created'],
      active: true,
    });
    expect(created.id).toMatch(/^wh_/);
    expect(JSON.stringify(created)).not.toContain(KEY);
    expect(conforms('Webhook', created)).toEqual([]);
    const descriptor = { organizationId: ORG, webhookId: created.id };

    expect(
      (await client.webhooks.list({ organizationId: ORG })).map((hook: { id: string }) => hook.id),
    ).toEqual([created.id]);
    expect(await client.webhooks.list({ organizationId: OTHER_ORG })).toEqual([]);
    expect(await client.webhooks.info(descriptor)).toMatchObject({
      id: created.id,
      url: receiver.url,
    });
    await expect(
      client.webhooks.info({ organizationId: OTHER_ORG, webhookId: created.id }),
    ).rejects.toBeInstanceOf(NotFoundError);

    const events = await client.webhooks.events({ organizationId: ORG });
    expect(events).toHaveLength(10);
    for (const event of events) expect(conforms('WebhookEvent', event)).toEqual([]);
    expect(events.find((event: { name: string }) => event.name === 'branch.statusUpdated')).toEqual(
      {
        id: 'branch.statusUpdated',
        name: 'branch.statusUpdated',
        group: { id: 'branch', name: 'Branches' },
      },
    );

    // update without `key` keeps the key: the ping below is still signed with KEY
    const updated = await client.webhooks.update(
      { organizationId: ORG },
      { ...created, events: ['project.updated'] },
    );
    expect(updated).toMatchObject({ id: created.id, events: ['project.updated'] });

    await client.webhooks.ping(descriptor);
    await until(() => receiver.requests.length === 1 && receiver.requests[0]?.sdk !== undefined);
    const ping = receiver.requests[0]!;
    expect(ping.sdk).toEqual({ status: 200, verified: true });
    expect(headerPairs(ping.rawHeaders).map(([name]) => name)).toEqual([
      'Host',
      'User-Agent',
      'Content-Length',
      'Abstract-Webhooks-Signature',
      'Connection',
      'Content-Type',
      'Accept-Encoding',
    ]);
    expect(JSON.parse(ping.body.toString()).event).toBe('project.updated');

    const [delivery, ...others] = await client.webhooks.deliveries(descriptor);
    expect(others).toEqual([]);
    expect(delivery).toMatchObject({
      webhookId: created.id,
      error: false,
      event: { id: 'project.updated', name: 'project.updated', group: { id: 'project' } },
      response: { code: 200 },
      request: { headers: { 'User-Agent': 'Abstract-Webhooks' } },
    });
    expect(delivery!.request.body).toEqual(JSON.parse(ping.body.toString()));
    expect(conforms('WebhookDelivery', delivery)).toEqual([]);
    expect(conforms('Webhook', await client.webhooks.info(descriptor))).toEqual([]); // with lastPushedAt now
    expect(Date.parse(delivery!.pushedAt)).not.toBeNaN();

    await client.webhooks.redeliver({ ...descriptor, deliveryId: delivery!.id });
    await until(() => receiver.requests.length === 2 && receiver.requests[1]?.sdk !== undefined);
    expect(receiver.requests[1]!.body.equals(ping.body)).toBe(true); // the recorded bytes, again
    expect(receiver.requests[1]!.sdk).toEqual({ status: 200, verified: true });
    const after = await client.webhooks.deliveries(descriptor);
    expect(after.map((d: { id: string }) => d.id)).toEqual([
      expect.stringMatching(/^dl_/),
      delivery!.id,
    ]); // newest first
    await expect(
      client.webhooks.redeliver({ ...descriptor, deliveryId: 'dl_nope' }),
    ).rejects.toBeInstanceOf(NotFoundError);

    // the same store as the CLI: the webhook and its deliveries show in `designhooks webhooks list` / `deliveries list`
    const listed = await runCli(['webhooks', 'list', '--json'], { stateDir });
    expect(JSON.parse(listed.stdout).map((hook: { id: string }) => hook.id)).toContain(created.id);
    const recorded = await runCli(['deliveries', 'list', '--webhook', created.id, '--json'], {
      stateDir,
    });
    expect(JSON.parse(recorded.stdout)).toHaveLength(2);

    await client.webhooks.delete(descriptor);
    await expect(client.webhooks.info(descriptor)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.webhooks.delete(descriptor)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a wrong token (UnauthorizedError) and an http:// URL or no events (ValidationError naming the field)', async () => {
    const wrong = new Client({
      accessToken: 'not-the-token',
      apiUrl: server.url,
      transportMode: ['api'],
    });
    await expect(wrong.webhooks.list({ organizationId: ORG })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const hook = {
      organizationId: ORG,
      url: 'http://example.test/hooks',
      events: ['project.updated'],
      active: true,
      key: '',
    };
    await expect(client.webhooks.create({ organizationId: ORG }, hook)).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(
      client.webhooks.create({ organizationId: ORG }, { ...hook, url: receiver.url, events: [] }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      client.webhooks.create(
        { organizationId: ORG },
        { ...hook, url: receiver.url, organizationId: OTHER_ORG },
      ),
    ).rejects.toBeInstanceOf(ValidationError);

    const answer = await fetch(`${server.url}/organizations/${ORG}/webhooks/subscribe`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subscription: hook }),
    });
    expect(answer.status).toBe(422);
    const refused = await answer.json();
    expect(refused.error).toMatchObject({ code: 'validation_failed', field: 'url' });
    expect(conforms('Error', refused)).toEqual([]);
    const missing = await fetch(`${server.url}/organizations/${ORG}/webhooks`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('triggers an event: one delivery per active subscribed webhook of that organization, none to others (202 with ids)', async () => {
    const subscribe = (organizationId: string, active = true) =>
      client.webhooks.create(
        { organizationId },
        {
          organizationId,
          url: receiver.url,
          events: ['comment.created'],
          active,
          key: KEY,
        },
      );
    const target = await subscribe(ORG);
    await subscribe(ORG, false);
    await subscribe(OTHER_ORG);
    const before = receiver.requests.length;
    const answer = await fetch(`${server.url}/_local/organizations/${ORG}/trigger`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'comment.created',
        set: { 'data.object.body': 'from the trigger route' },
      }),
    });
    expect(answer.status).toBe(202);
    const started = (await answer.json()) as { deliveries: { id: string; webhookId: string }[] };
    expect(conforms('TriggerResult', started)).toEqual([]);
    expect(started.deliveries).toEqual([
      { id: expect.stringMatching(/^dl_/), webhookId: target.id },
    ]);
    await until(
      () => receiver.requests.length === before + 1 && receiver.requests.at(-1)?.sdk !== undefined,
    );
    const body = JSON.parse(receiver.requests.at(-1)!.body.toString());
    expect(body.data.object.body).toBe('from the trigger route');
    expect(receiver.requests.at(-1)!.sdk).toEqual({ status: 200, verified: true });

    const bad = await fetch(`${server.url}/_local/organizations/${ORG}/trigger`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'comment.created', fixture: '/etc/passwd' }),
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.field).toBe('fixture');
  });
});

/**
 * The platform's Zapier integration (goabstract/abstract-zapier 1.1.0) as it calls the API:
 * API version 17, its own subscribe body (no `active`, no `key`), an unsubscribe with the id in
 * a JSON body, and every answer parsed as JSON (`response.json`).
 */
async function zapier(
  method: 'POST' | 'DELETE',
  path: string,
  body: unknown,
): Promise<{ status: number; json: any }> {
  const answer = await fetch(`${server.url}/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${server.token}`,
      'Abstract-Api-Version': '17',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, json: JSON.parse(text) }; // throws on an empty body, as the client would
}

describe('the Zapier integration and abstract-sdk side by side on one store', () => {
  const ZAP_ORG = '3b7c9e2a-1d4f-4a6b-8c0d-2e4f6a8b0c1d';
  let hook: TestReceiver;
  beforeAll(async () => {
    hook = await startReceiver(); // a zap's REST hook: no signing key
  });
  afterAll(() => hook?.close());

  it("subscribes a zap (active, unsigned), the SDK sees it, a trigger reaches it without a signature, and Zapier's unsubscribe answers JSON", async () => {
    const sdkHook = await client.webhooks.create(
      { organizationId: ZAP_ORG },
      {
        organizationId: ZAP_ORG,
        url: receiver.url,
        events: ['comment.created'],
        active: true,
        key: KEY,
      },
    );
    const subscribed = await zapier('POST', `organizations/${ZAP_ORG}/webhooks/subscribe`, {
      subscription: { events: ['comment.created'], organizationId: ZAP_ORG, url: hook.url },
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.json).toMatchObject({
      organizationId: ZAP_ORG,
      url: hook.url,
      events: ['comment.created'],
      active: true,
    });
    expect(subscribed.json).not.toHaveProperty('key');
    expect(conforms('Webhook', subscribed.json)).toEqual([]);
    const zapId = subscribed.json.id as string;

    const listed = await client.webhooks.list({ organizationId: ZAP_ORG });
    expect(listed.map((webhook: { id: string }) => webhook.id).sort()).toEqual(
      [sdkHook.id, zapId].sort(),
    );

    const before = hook.requests.length;
    const triggered = await fetch(`${server.url}/_local/organizations/${ZAP_ORG}/trigger`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'comment.created' }),
    });
    expect(triggered.status).toBe(202);
    await until(() => hook.requests.length > before);
    const names = headerPairs(hook.requests[before]!.rawHeaders).map(([name]) => name);
    expect(names).not.toContain('Abstract-Webhooks-Signature');
    expect(names).toContain('User-Agent');
    // what the zap gets: data.object of the delivery
    const object = JSON.parse(hook.requests[before]!.body.toString('utf8')).data.object;
    expect(object.objectType).toBe('comment');

    const unsubscribed = await zapier('DELETE', `organizations/${ZAP_ORG}/webhooks/unsubscribe`, {
      id: zapId,
      organizationId: ZAP_ORG,
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.json).toMatchObject({ id: zapId, url: hook.url });
    expect(conforms('Webhook', unsubscribed.json)).toEqual([]);
    expect(
      (await client.webhooks.list({ organizationId: ZAP_ORG })).map((w: { id: string }) => w.id),
    ).toEqual([sdkHook.id]);

    const again = await zapier('DELETE', `organizations/${ZAP_ORG}/webhooks/unsubscribe`, {
      id: zapId,
      organizationId: ZAP_ORG,
    });
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe('not_found');
    const noId = await zapier('DELETE', `organizations/${ZAP_ORG}/webhooks/unsubscribe`, {
      organizationId: ZAP_ORG,
    });
    expect(noId.status).toBe(422);
    expect(noId.json.error).toMatchObject({ code: 'validation_failed', field: 'id' });
    const otherOrg = await zapier('DELETE', `organizations/${ZAP_ORG}/webhooks/unsubscribe`, {
      id: sdkHook.id,
      organizationId: OTHER_ORG,
    });
    expect(otherOrg.status).toBe(422);
    expect(otherOrg.json.error.field).toBe('organizationId');

    // the SDK's own delete still answers 204 beside it
    await expect(
      client.webhooks.delete({ organizationId: ZAP_ORG, webhookId: sdkHook.id }),
    ).resolves.toBeUndefined();
  });

  it('runs a built-in scenario through every subscribed webhook: 202, each gets its events in order, SDK signed, zap unsigned', async () => {
    const SCENARIO_ORG = '7a1b2c3d-4e5f-4a6b-9c8d-0e1f2a3b4c5d';
    const sdkHook = await client.webhooks.create(
      { organizationId: SCENARIO_ORG },
      {
        organizationId: SCENARIO_ORG,
        url: receiver.url,
        events: [...eventNames],
        active: true,
        key: KEY,
      },
    );
    const zap = await zapier('POST', `organizations/${SCENARIO_ORG}/webhooks/subscribe`, {
      subscription: { events: ['comment.created'], organizationId: SCENARIO_ORG, url: hook.url },
    });
    const fromSdk = receiver.requests.length;
    const fromZap = hook.requests.length;
    const answer = await fetch(`${server.url}/_local/organizations/${SCENARIO_ORG}/scenarios`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'comment-thread', seed: 4, start: '2026-01-05T09:00:00Z' }),
    });
    expect(answer.status).toBe(202);
    const started = await answer.json();
    expect(conforms('ScenarioStarted', started)).toEqual([]);
    expect(started).toMatchObject({
      scenario: 'comment-thread',
      seed: 4,
      organizationId: SCENARIO_ORG,
    });
    const perHook = Object.fromEntries(
      started.webhooks.map((w: { id: string; deliveries: number }) => [w.id, w.deliveries]),
    );
    expect(perHook[sdkHook.id]).toBe(9);
    expect(perHook[zap.json.id]).toBe(4); // the thread's comment.created deliveries, the redelivery included
    expect(started.deliveries).toBe(13);

    await until(
      () =>
        receiver.requests.length >= fromSdk + 9 &&
        receiver.requests.slice(fromSdk).every((r) => r.sdk !== undefined) &&
        hook.requests.length >= fromZap + 4,
    );
    const sdkBodies = receiver.requests.slice(fromSdk).map((r) => JSON.parse(r.body.toString()));
    expect(sdkBodies.map((b) => b.event)).toEqual([
      'project.created',
      'branch.created',
      'commits.created',
      'comment.created',
      'comment.created',
      'comment.created',
      'comment.updated',
      'comment.created',
      'comment.deleted',
    ]);
    expect(sdkBodies[0].data.object.organizationId).toBe(SCENARIO_ORG);
    expect(receiver.requests.slice(fromSdk).every((r) => r.sdk?.verified === true)).toBe(true);
    const zapRequests = hook.requests.slice(fromZap);
    expect(
      zapRequests.every((r) => JSON.parse(r.body.toString()).event === 'comment.created'),
    ).toBe(true);
    expect(
      zapRequests.every(
        (r) => !headerPairs(r.rawHeaders).some(([name]) => name === 'Abstract-Webhooks-Signature'),
      ),
    ).toBe(true);
    await expect
      .poll(
        async () =>
          (
            await client.webhooks.deliveries({
              organizationId: SCENARIO_ORG,
              webhookId: sdkHook.id,
            })
          ).length,
        { timeout: 10_000 },
      )
      .toBe(9);

    const bad = await fetch(`${server.url}/_local/organizations/${SCENARIO_ORG}/scenarios`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: '../../etc/passwd' }),
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error).toMatchObject({ field: 'scenario' });
    const badSeed = await fetch(`${server.url}/_local/organizations/${SCENARIO_ORG}/scenarios`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'busy-day', seed: -1 }),
    });
    expect(badSeed.status).toBe(422);
    expect((await badSeed.json()).error).toMatchObject({ field: 'seed' });
  });
});
