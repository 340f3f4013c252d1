import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sign } from '@designhooks/receiver';
import { readFixture, listInvalidBodies } from '@designhooks/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningListener } from '../../src/listener/start-listener.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { startTestListener } from '../helpers/test-listener.ts';
import { expectMethodNotAllowed } from '../helpers/expect-method-not-allowed.ts';

const SECRET = 'inspector-key';
const dir = tempDir('designhooks-inspector-api-');
let listener: RunningListener;
let base: string;
const sent: unknown[] = [{ id: 'dl_1', event: 'project.updated', status: 200 }];

beforeAll(async () => {
  listener = await startTestListener(
    { secret: SECRET, sent: (limit) => sent.slice(0, limit) },
    dir,
  );
  base = listener.inspectorUrl!;
});
afterAll(() => listener.close());

async function deliver(body: Buffer, secret = SECRET): Promise<number> {
  const response = await fetch(listener.webhookUrl, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Abstract-Webhooks',
      'abstract-webhooks-signature': sign(body, secret),
    },
  });
  await response.arrayBuffer();
  return response.status;
}
const getJson = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as any };
};
const postJson = async (path: string, value: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    body: JSON.stringify(value),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: response.status, body: (await response.json()) as any };
};

describe('inspector API', () => {
  it('streams each delivery live over server-sent events', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/stream`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    const body = readFixture('project.updated');
    expect(await deliver(body)).toBe(200);
    let text = '';
    while (!text.includes('event: delivery'))
      text += new TextDecoder().decode((await reader.read()).value);
    while (!text.includes('\n\n', text.indexOf('event: delivery')))
      text += new TextDecoder().decode((await reader.read()).value);
    const data = JSON.parse(/data: (.*)\n/.exec(text.slice(text.indexOf('event: delivery')))![1]!);
    expect(data).toMatchObject({
      event: 'project.updated',
      status: 200,
      signature: { status: 'verified' },
    });
    expect(data).not.toHaveProperty('bodyBase64');
    controller.abort();
  });

  it('lists newest first, filters by event and status, and gets one with body and commands', async () => {
    const invalid = listInvalidBodies().find((b) => b.name.startsWith('color-without-hash'))!.bytes;
    expect(await deliver(invalid)).toBe(422);
    expect(await deliver(readFixture('branch.created'), 'wrong')).toBe(401);

    const all = await getJson('/api/deliveries');
    expect(all.body.deliveries.map((d: any) => d.status)).toEqual([401, 422, 200]);
    expect((await getJson('/api/deliveries?status=4xx')).body.deliveries).toHaveLength(2);
    expect(
      (await getJson('/api/deliveries?status=invalid')).body.deliveries.map((d: any) => d.status),
    ).toEqual([422]);
    expect(
      (await getJson('/api/deliveries?status=unverified')).body.deliveries.map((d: any) => d.event),
    ).toEqual(['branch.created']);
    expect((await getJson('/api/deliveries?event=project.updated')).body.deliveries).toHaveLength(
      2,
    );
    expect((await getJson('/api/deliveries?limit=1')).body.deliveries).toHaveLength(1);
    expect((await getJson('/api/deliveries?limit=zero')).status).toBe(400);

    const id = all.body.deliveries[1].id;
    const one = await getJson(`/api/deliveries/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.body).toBe(invalid.toString('utf8'));
    expect(one.body.validation.issues).toContainEqual(
      expect.objectContaining({ path: '/data/object/color' }),
    );
    expect(one.body.commands.curl).toContain(`--data-binary '`);
    expect(one.body.commands.send).toContain('designhooks send project.updated');
    const raw = await fetch(`${base}/api/deliveries/${id}/body`);
    expect(Buffer.from(await raw.arrayBuffer()).equals(invalid)).toBe(true);
    expect((await getJson('/api/deliveries/nope')).status).toBe(404);
  });

  it('replays a delivery through the listener as a new, linked record', async () => {
    const original = (await getJson('/api/deliveries?event=project.updated&status=2xx')).body
      .deliveries[0];
    const replayed = await postJson(`/api/deliveries/${original.id}/replay`, {
      target: 'listener',
    });
    expect(replayed.status).toBe(201);
    expect(replayed.body.delivery).toMatchObject({
      replayOf: original.id,
      via: 'replay',
      status: 200,
      bodySha256: original.bodySha256,
      signature: { status: 'verified' },
    });
    expect(
      (await postJson(`/api/deliveries/${original.id}/replay`, { target: 'forward' })).status,
    ).toBe(400);
    expect(
      (await postJson(`/api/deliveries/${original.id}/replay`, { target: 'mars' })).status,
    ).toBe(400);
  });

  it('saves a body as a fixture file, byte-exact, without overwriting', async () => {
    const record = (await getJson('/api/deliveries?status=invalid')).body.deliveries[0];
    const saved = await postJson(`/api/deliveries/${record.id}/fixture`, { name: 'bad-color' });
    expect(saved.status).toBe(201);
    expect(saved.body.path).toBe(join(dir, 'fixtures', 'bad-color.json'));
    const original = Buffer.from(listener.store.get(record.id)!.bodyBase64, 'base64');
    expect(readFileSync(saved.body.path).equals(original)).toBe(true);
    expect(
      (await postJson(`/api/deliveries/${record.id}/fixture`, { name: 'bad-color' })).status,
    ).toBe(409);
    expect(
      (
        await postJson(`/api/deliveries/${record.id}/fixture`, {
          name: 'bad-color',
          overwrite: true,
        })
      ).status,
    ).toBe(201);
    expect(
      (await postJson(`/api/deliveries/${record.id}/fixture`, { name: '../escape' })).status,
    ).toBe(400);
    expect(existsSync(join(dir, 'escape.json'))).toBe(false);
    // an action's body over 16 KiB is a 413, not a bad request
    expect(
      await postJson(`/api/deliveries/${record.id}/fixture`, { name: 'x'.repeat(17 * 1024) }),
    ).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } });
  });

  it('serves info, the sent deliveries, and the page', async () => {
    const info = await getJson('/api/info');
    expect(info.body).toMatchObject({
      webhookUrl: listener.webhookUrl,
      secretSet: true,
      forwardTo: null,
    });
    expect(info.body.knownEvents).toHaveLength(10);
    expect(info.body.sendCommand).toBe(
      `DESIGNHOOKS_SECRET="$SIGNING_KEY" designhooks send project.updated --url ${listener.webhookUrl} --allow-http`,
    );
    expect(JSON.stringify(info.body)).not.toContain(SECRET);
    expect((await getJson('/api/sent')).body).toEqual({ available: true, deliveries: sent });
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/inspector.js">');
    expect(html).not.toMatch(/https?:\/\//);
    const assets = [
      ...readdirSync(fileURLToPath(new URL('../../src/listener/inspector/', import.meta.url))),
      ...readdirSync(
        fileURLToPath(new URL('../../src/local-server/page-assets/', import.meta.url)),
      ),
    ].filter((f) => f !== 'index.html' && !f.endsWith('.test.ts'));
    // the page's unit tests sit beside it but are not served
    expect((await fetch(`${base}/json-diff.test.ts`)).status).toBe(404);
    expect(assets).toEqual(
      expect.arrayContaining(['inspector.js', 'inspector.css', 'json-tree.js', 'dom.js']),
    );
    for (const asset of assets.map((file) => `/${file}`)) {
      const served = await fetch(`${base}${asset}`);
      expect(served.status, asset).toBe(200);
      const text = await served.text();
      expect(text, asset).not.toMatch(/(src|href|url)\s*[=(]\s*["']?https?:/);
      expect(text, asset).not.toMatch(/@import|fonts\.googleapis|cdn\./);
    }
    expect((await getJson('/api/nothing')).status).toBe(404);
    expect((await fetch(`${base}/anything-else`)).status).toBe(404);
  });

  it('refuses a body over 5 MiB with 413, stops reading it, and records the refusal', async () => {
    const huge = Buffer.alloc(6 * 1024 * 1024, 0x20);
    const status = await new Promise<number | null>((resolve) => {
      const req = httpRequest(
        listener.webhookUrl,
        { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? null);
        },
      );
      req.on('error', () => resolve(null)); // the listener may close before the upload ends
      req.end(huge);
    });
    expect([413, null]).toContain(status);
    await expect.poll(() => listener.store.list({ limit: 1 })[0]?.status).toBe(413);
    const refused = listener.store.list({ limit: 1 })[0]!;
    expect(refused).toMatchObject({ bodyTruncated: true, verdict: { code: 'payload_too_large' } });
    expect(refused.bodyBytes).toBeGreaterThan(5 * 1024 * 1024);
    // of a rejected body only the first 64 KiB are kept, marked, and it cannot be replayed (issue #14)
    expect(Buffer.from(listener.store.get(refused.id)!.bodyBase64, 'base64')).toHaveLength(
      64 * 1024,
    );
    expect((await postJson(`/api/deliveries/${refused.id}/replay`, {})).status).toBe(400);
  });

  it('answers a route asked with another method 405, naming the methods it takes', async () => {
    const id = (await getJson('/api/deliveries?limit=1')).body.deliveries[0].id;
    for (const [method, path, allow] of [
      ['POST', '/api/info', 'GET'],
      ['GET', '/api/check', 'POST'],
      ['DELETE', '/api/deliveries', 'GET'],
      ['DELETE', `/api/deliveries/${id}`, 'GET'],
      ['GET', `/api/deliveries/${id}/replay`, 'POST'],
    ] as const)
      await expectMethodNotAllowed(`${base}${path}`, method, allow);
    expect((await getJson('/api/nothing')).status).toBe(404);
  });

  it('refuses cross-site actions, foreign Host headers and non-JSON posts', async () => {
    const id = (await getJson('/api/deliveries?limit=1&status=2xx')).body.deliveries[0].id;
    expect(
      (await postJson(`/api/deliveries/${id}/replay`, {}, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect(
      (await postJson(`/api/deliveries/${id}/replay`, {}, { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    // the origin is scheme + host + port: an https page on the same host and port is another origin (issue #14)
    const port = new URL(base).port;
    for (const origin of [
      `https://127.0.0.1:${port}`,
      'http://127.0.0.1',
      `http://127.0.0.1:${Number(port) + 1}`,
      'null',
      `http://127.0.0.1:${port}/x`,
    ]) {
      expect(
        (await postJson(`/api/deliveries/${id}/fixture`, { name: 'origin-check' }, { origin }))
          .status,
        origin,
      ).toBe(403);
    }
    expect(existsSync(join(dir, 'fixtures', 'origin-check.json'))).toBe(false);
    expect(
      (
        await postJson(
          `/api/deliveries/${id}/replay`,
          { target: 'listener' },
          { origin: `http://127.0.0.1:${port}` },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await postJson(
          `/api/deliveries/${id}/replay`,
          { target: 'listener' },
          { origin: `http://LOCALHOST:${port}` },
        )
      ).status,
    ).toBe(201);
    const form = await fetch(`${base}/api/deliveries/${id}/fixture`, {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(403);
    const rebinding = await rawGet(`${base}/api/deliveries`, 'attacker.example:80');
    expect(rebinding).toBe(403);
    expect(await rawGet(`${base}/`, 'attacker.example')).toBe(403);
    expect(await rawGet(`${base}/api/deliveries`, `localhost:${new URL(base).port}`)).toBe(200);
  });
});

function rawGet(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host }, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end();
  });
}
