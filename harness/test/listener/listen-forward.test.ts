import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningListener } from '../../src/listener/start-listener.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { startTestListener } from '../helpers/test-listener.ts';
import {
  listenOnLoopback,
  closeServer,
  closedLoopbackPort,
  sha256,
  post,
  selfSignedCertificate,
} from '@designhooks/test-support';

const SECRET = 'forward-key';

/** The integrator's app: records raw bytes and headers, answers as told. */
interface Captured {
  rawHeaders: string[];
  body: Buffer;
}
let app: Server;
let appUrl: string;
const captured: Captured[] = [];
let answer = { status: 202, body: '{"app":"took it"}', delayMs: 0 };

beforeAll(async () => {
  app = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      captured.push({ rawHeaders: req.rawHeaders, body: Buffer.concat(chunks) });
      setTimeout(
        () =>
          res
            .writeHead(answer.status, { 'content-type': 'application/json', 'x-app': 'yes' })
            .end(answer.body),
        answer.delayMs,
      );
    });
  });
  appUrl = `http://127.0.0.1:${await listenOnLoopback(app)}/hooks/in?src=listener`;
});
afterAll(() => closeServer(app));

let listener: RunningListener | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
  captured.length = 0;
  answer = { status: 202, body: '{"app":"took it"}', delayMs: 0 };
});

async function start(
  options: { forwardTo?: string; events?: string[] } = {},
): Promise<RunningListener> {
  const dir = tempDir('designhooks-forward-');
  listener = await startTestListener(
    { secret: SECRET, forwardTo: options.forwardTo ?? appUrl, events: options.events ?? null },
    dir,
  );
  return listener;
}

function platformHeaders(body: Buffer, secret = SECRET): string[] {
  return [
    'User-Agent',
    'Abstract-Webhooks',
    'Content-Length',
    String(body.length),
    'Abstract-Webhooks-Signature',
    sign(body, secret),
    'Connection',
    'close',
    'Content-Type',
    'application/json',
    'Accept-Encoding',
    'gzip',
  ];
}

describe('listen --forward-to', () => {
  const bodies = {
    'escapes and non-ASCII (comment.created.html-characters)': readFixture(
      'comment.created.html-characters',
    ),
    'unicode project (project.updated.unicode)': readFixture('project.updated.unicode'),
    'pretty-printed with odd spacing and key order': Buffer.from(
      '{ "event" : "project.updated",\n  "data":{"object":{"name":"\\u003cb\\u003e Café ☕"}},"createdAt":"2024-05-01T10:00:00Z" }\n',
    ),
  };

  it.each(Object.entries(bodies))(
    'forwards %s byte-exact, signature untouched, and passes the app status back',
    async (_name, body) => {
      const running = await start();
      expect(body.toString('utf8')).toMatch(/\\u003c/);
      const headers = platformHeaders(body);
      const response = await post(running.webhookUrl, body, headers);
      expect(response.status).toBe(202);
      expect(response.body).toBe('{"app":"took it"}');

      expect(captured).toHaveLength(1);
      const got = captured[0]!;
      expect(sha256(got.body)).toBe(sha256(body));
      // Same header pairs in the same order and case; only Host names the app.
      const sentPairs = [['Host', new URL(running.webhookUrl).host], ...chunk(headers)];
      const expected = sentPairs.map(([name, value]) =>
        name === 'Host' ? ['Host', new URL(appUrl).host] : [name, value],
      );
      expect(chunk(got.rawHeaders)).toEqual(expected);

      const record = running.store.list()[0]!;
      expect(record.forward).toMatchObject({
        url: appUrl,
        status: 202,
        body: '{"app":"took it"}',
        error: null,
      });
      expect(record.forward!.headers).toContainEqual(['x-app', 'yes']);
      expect(record.status).toBe(202);
      expect(record.bodySha256).toBe(sha256(body));
    },
  );

  it('passes an app error status back and still records its own verdict', async () => {
    const running = await start();
    answer = { status: 500, body: 'boom', delayMs: 0 };
    const body = readFixture('project.updated');
    const response = await post(running.webhookUrl, body, platformHeaders(body, 'wrong-key'));
    expect(response.status).toBe(500);
    expect(response.body).toBe('boom');
    const record = running.store.list()[0]!;
    expect(record.verdict).toMatchObject({ status: 401, code: 'signature_mismatch' });
    expect(record.signature.status).toBe('failed');
    expect(record.forward?.status).toBe(500);
    // The app got the original (wrong) signature: the listener never re-signs.
    expect(chunk(captured[0]!.rawHeaders)).toContainEqual([
      'Abstract-Webhooks-Signature',
      sign(body, 'wrong-key'),
    ]);
  });

  it('answers 502 when the app is down, and records why', async () => {
    const deadUrl = `http://127.0.0.1:${await closedLoopbackPort()}/hooks`;
    const running = await start({ forwardTo: deadUrl });
    const body = readFixture('project.updated');
    const response = await post(running.webhookUrl, body, platformHeaders(body));
    expect(response.status).toBe(502);
    expect(JSON.parse(response.body).error.code).toBe('forward_failed');
    expect(running.store.list()[0]!.forward).toMatchObject({
      status: null,
      error: expect.stringContaining('connection refused'),
    });
  });

  it("says why a forward to an https:// app failed, as send would, with listen's flags only", async () => {
    const body = readFixture('project.updated');
    const { port } = new URL(appUrl);
    // the app speaks plain HTTP on that port: an http:// --forward-to is the fix
    const plain = await start({ forwardTo: `https://127.0.0.1:${port}/hooks` });
    expect((await post(plain.webhookUrl, body, platformHeaders(body))).status).toBe(502);
    expect(plain.store.list()[0]!.forward!.error).toMatch(
      new RegExp(
        `^TLS failure talking to 127\\.0\\.0\\.1:${port}: it answered in plain HTTP, not TLS \\(.*wrong version number\\); use an http:// URL or the receiver's HTTPS port$`,
      ),
    );
    await listener!.close();
    // a self-signed app: --ca is listen's flag; it has no --insecure to offer
    const certificate = await selfSignedCertificate();
    const tls = createHttpsServer(certificate, (req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200).end());
    });
    const tlsPort = await listenOnLoopback(tls);
    try {
      const selfSigned = await start({ forwardTo: `https://127.0.0.1:${tlsPort}/hooks` });
      expect((await post(selfSigned.webhookUrl, body, platformHeaders(body))).status).toBe(502);
      expect(selfSigned.store.list()[0]!.forward!.error).toBe(
        `TLS failure talking to 127.0.0.1:${tlsPort}: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT); trust the receiver's certificate with --ca <pem-file>`,
      );
    } finally {
      await closeServer(tls);
    }
  });

  it('with --events, forwards only the listed events and acknowledges the others', async () => {
    const running = await start({ events: ['branch.created'] });
    const skipped = readFixture('project.updated');
    const kept = readFixture('branch.created');
    expect((await post(running.webhookUrl, skipped, platformHeaders(skipped))).status).toBe(200);
    expect((await post(running.webhookUrl, kept, platformHeaders(kept))).status).toBe(202);
    expect(captured.map((c) => sha256(c.body))).toEqual([sha256(kept)]);
    const [second, first] = running.store.list();
    expect(first).toMatchObject({
      event: 'project.updated',
      ignored: true,
      forward: null,
      status: 200,
    });
    expect(second).toMatchObject({ event: 'branch.created', ignored: false, status: 202 });
  });

  it('replays every body the app missed, once each, through the API, after it is fixed', async () => {
    const running = await start();
    const missed = readFixture('project.updated');
    const other = readFixture('comment.created');
    const taken = readFixture('branch.created');
    answer = { status: 500, body: 'down', delayMs: 0 };
    // the sender retries the same bytes: three records, two bodies
    for (const body of [missed, missed, other])
      expect((await post(running.webhookUrl, body, platformHeaders(body))).status).toBe(500);
    answer = { status: 200, body: 'ok', delayMs: 0 };
    expect((await post(running.webhookUrl, taken, platformHeaders(taken))).status).toBe(200);
    const count = async () =>
      (
        (await (await fetch(`${running.inspectorUrl}/api/replay-failed`)).json()) as {
          count: number;
        }
      ).count;
    expect(await count()).toBe(2);
    captured.length = 0;
    const replayed = await fetch(`${running.inspectorUrl}/api/replay-failed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(replayed.status).toBe(201);
    expect(await replayed.json()).toMatchObject({
      delivered: 2,
      failed: 0,
      replayed: [
        { via: 'replay', forward: { status: 200 } },
        { via: 'replay', forward: { status: 200 } },
      ],
    });
    expect(captured.map((c) => sha256(c.body))).toEqual([sha256(missed), sha256(other)]);
    expect(await count()).toBe(0);
  });

  it('replays what the app missed once, when two tabs ask at the same time', async () => {
    const running = await start();
    answer = { status: 500, body: 'down', delayMs: 0 };
    for (const event of ['project.created', 'project.updated']) {
      const body = readFixture(event);
      expect((await post(running.webhookUrl, body, platformHeaders(body))).status).toBe(500);
    }
    // the app is back, and slow enough that the second click comes while the first replays
    answer = { status: 200, body: 'ok', delayMs: 300 };
    captured.length = 0;
    const click = () =>
      fetch(`${running.inspectorUrl}/api/replay-failed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    const first = click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await click();
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      error: { code: 'replay_running', message: expect.stringMatching(/already running/) },
    });
    expect(await (await first).json()).toMatchObject({ delivered: 2 });
    expect(captured).toHaveLength(2); // each missed body once
    const again = await click(); // done: nothing left, and no longer refused
    expect([again.status, await again.json()]).toEqual([
      201,
      { replayed: [], delivered: 0, failed: 0, notSent: 0 },
    ]);
  });

  it('does not replay the rest to an app that does not answer the first', async () => {
    const down = `http://127.0.0.1:${await closedLoopbackPort()}/app`;
    const running = await start({ forwardTo: down });
    for (const event of ['project.created', 'project.updated', 'project.deleted']) {
      const body = readFixture(event);
      expect((await post(running.webhookUrl, body, platformHeaders(body))).status).toBe(502);
    }
    const replayed = await fetch(`${running.inspectorUrl}/api/replay-failed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await replayed.json()).toMatchObject({ delivered: 0, failed: 1, notSent: 2 });
  });

  it('replays a recorded delivery to the app byte-exact through the API', async () => {
    const running = await start();
    const body = readFixture('comment.created.html-characters');
    await post(running.webhookUrl, body, platformHeaders(body));
    const original = running.store.list()[0]!;
    answer = { status: 200, body: 'again', delayMs: 0 };
    const response = await fetch(`${running.inspectorUrl}/api/deliveries/${original.id}/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'forward' }),
    });
    expect(response.status).toBe(201);
    const { delivery } = (await response.json()) as {
      delivery: { replayOf: string; forward: { status: number }; via: string };
    };
    expect(delivery).toMatchObject({
      replayOf: original.id,
      via: 'replay',
      forward: { status: 200 },
    });
    expect(captured.map((c) => sha256(c.body))).toEqual([sha256(body), sha256(body)]);
    expect(chunk(captured[1]!.rawHeaders)).toEqual(chunk(captured[0]!.rawHeaders));
  });
});

function chunk(raw: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < raw.length; i += 2) out.push([raw[i]!, raw[i + 1]!]);
  return out;
}
