import { get } from 'node:http';
import { join } from 'node:path';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningListener } from '../../src/listener/start-listener.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { startTestListener } from '../helpers/test-listener.ts';

// Issue 27's API: edited replays (re-signed or with the original signature, linked to their
// origin), the editor's verdict, the canonical fixtures and the streamed search.

const SECRET = 'edit-api-key';
let listener: RunningListener;
let unsigned: RunningListener;
let base = '';

beforeAll(async () => {
  const dir = tempDir('designhooks-edit-api-');
  listener = await startTestListener({ secret: SECRET }, dir);
  unsigned = await startTestListener({ storeFile: join(dir, 'unsigned.jsonl') }, dir);
  base = listener.inspectorUrl!;
});
afterAll(async () => {
  await listener?.close();
  await unsigned?.close();
});

async function deliver(url: string, body: Buffer): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: {
      'content-type': 'application/json',
      'abstract-webhooks-signature': sign(body, SECRET),
    },
  });
  await response.arrayBuffer();
  return response.status;
}
const post = async (root: string, path: string, value: unknown) => {
  const response = await fetch(`${root}${path}`, {
    method: 'POST',
    body: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as any };
};

describe('inspector API: edit, verdict, fixtures, search', () => {
  it('replays an edited body re-signed, or with the original signature on purpose, linked to its origin', async () => {
    expect(await deliver(listener.webhookUrl, readFixture('project.updated'))).toBe(200);
    const origin = listener.store.list({ limit: 1 })[0]!;
    const edited = readFixture('project.updated')
      .toString('utf8')
      .replace(/"name":"[^"]*"/, '"name":"Edited"');
    const resigned = await post(base, `/api/deliveries/${origin.id}/replay`, { body: edited });
    expect(resigned.status).toBe(201);
    expect(resigned.body.delivery).toMatchObject({
      via: 'replay',
      replayOf: origin.id,
      edited: true,
      status: 200,
      signature: { status: 'verified' },
    });
    const record = listener.store.get(resigned.body.delivery.id)!;
    expect(Buffer.from(record.bodyBase64, 'base64').toString('utf8')).toBe(edited);
    const header = (name: string) => record.headers.find(([n]) => n.toLowerCase() === name)?.[1];
    expect(header('abstract-webhooks-signature')).toBe(sign(edited, SECRET));
    expect(header('content-length')).toBe(String(Buffer.byteLength(edited)));

    const kept = await post(base, `/api/deliveries/${origin.id}/replay`, {
      body: edited,
      signature: 'original',
    });
    expect(kept.body.delivery).toMatchObject({
      status: 401,
      edited: true,
      signature: { status: 'failed' },
    });
    expect((await post(base, `/api/deliveries/${origin.id}/replay`, { body: 1 })).status).toBe(400);
    expect(
      (await post(base, `/api/deliveries/${origin.id}/replay`, { body: '{}', signature: 'x' }))
        .status,
    ).toBe(400);

    // a listener without --secret cannot re-sign: one clear 400
    expect(await deliver(unsigned.webhookUrl, readFixture('project.updated'))).toBe(200);
    const other = unsigned.store.list({ limit: 1 })[0]!;
    const refused = await post(unsigned.inspectorUrl!, `/api/deliveries/${other.id}/replay`, {
      body: edited,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringContaining('no signing key to sign with') } },
    });
  });

  it("answers the schema's verdict on an edited body, and the canonical fixtures", async () => {
    const fixture = readFixture('project.updated').toString('utf8');
    expect((await post(base, '/api/check', { body: fixture })).body).toMatchObject({
      status: 200,
      event: 'project.updated',
      validation: { status: 'valid' },
    });
    const bad = await post(base, '/api/check', {
      body: fixture.replace(/"color":"#[0-9A-Fa-f]+"/, '"color":"red"'),
    });
    expect(bad.body).toMatchObject({
      status: 422,
      validation: { status: 'invalid', issues: [{ path: '/data/object/color' }] },
    });
    expect((await post(base, '/api/check', { body: '{"a":' })).body).toMatchObject({
      status: 400,
      code: 'invalid_json',
    });
    const got = await fetch(`${base}/api/fixtures/project.updated`);
    expect(await got.json()).toEqual({ event: 'project.updated', body: fixture });
    expect((await fetch(`${base}/api/fixtures/project.renamed`)).status).toBe(404);
  });

  it('streams search results as JSON lines: the query, each hit with its summary, then a summary', async () => {
    const value = JSON.parse(readFixture('project.updated').toString('utf8'));
    value.data.object.name = 'Findable zebra';
    const body = JSON.stringify(value);
    expect(await deliver(listener.webhookUrl, Buffer.from(body))).toBe(200);
    const response = await fetch(`${base}/api/search?q=${encodeURIComponent('zebra')}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ query: { kind: 'text', text: 'zebra' } });
    expect(lines.slice(1, -1)).toHaveLength(1);
    expect(lines[1]).toMatchObject({
      hit: { in: 'body', snippet: expect.stringContaining('Findable zebra') },
      delivery: { event: 'project.updated' },
    });
    expect(lines.at(-1)).toMatchObject({ done: true, matched: 1, truncated: false });
    const path = await (
      await fetch(`${base}/api/search?q=${encodeURIComponent('data.object.name=Findable zebra')}`)
    ).text();
    expect(path).toContain('"path":"/data/object/name"');
    const limited = (await (await fetch(`${base}/api/search?q=project.updated&limit=1`)).text())
      .trim()
      .split('\n');
    expect(JSON.parse(limited.at(-1)!)).toMatchObject({ matched: 1, truncated: true });
    expect((await fetch(`${base}/api/search?q=`)).status).toBe(400);
    expect((await fetch(`${base}/api/search?q=${'x'.repeat(201)}`)).status).toBe(400);
    // same-origin rules hold for the new routes too
    const foreignHost = await new Promise<number | undefined>((resolve, reject) =>
      get(`${base}/api/search?q=x`, { headers: { host: 'evil.example' }, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject),
    );
    expect(foreignHost).toBe(403);
    // last: the server stops reading an oversized body and resets that connection
    expect((await post(base, '/api/check', { body: 'x'.repeat(13 * 1024 * 1024) })).status).toBe(
      413,
    );
  });
});
