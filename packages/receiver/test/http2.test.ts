// nodeHandler behind node:http2: the platform's Go sender negotiates HTTP/2 with a receiver that
// offers it, and node:http2's compatibility API hands the handler requests that read as
// node:http's. Real servers and a real HTTP/2 client on loopback.
import {
  connect,
  createSecureServer,
  createServer,
  type ClientHttp2Session,
  type Http2Server,
  type Http2SecureServer,
} from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { listenOnLoopback, selfSignedCertificate } from '@designhooks/test-support';
import { createReceiver, sign } from '../src/index.ts';
import { nodeHandler } from '../src/node.ts';

const SECRET = 'http2-secret';
const LIMIT = 4096;
const handled: string[] = [];
const warnings: string[] = [];
const onWarning = (warning: Error) => void warnings.push(`${warning.name}: ${warning.message}`);

const receiver = createReceiver({ secret: SECRET, maxBodyBytes: LIMIT });
receiver.on('project.updated', (delivery) => void handled.push(delivery.data.object.name));

let secure: Http2SecureServer;
let plain: Http2Server;
let ca: string;
const origins: Record<'secure' | 'plain', string> = { secure: '', plain: '' };

beforeAll(async () => {
  const certificate = await selfSignedCertificate();
  ca = certificate.cert;
  // the types take nodeHandler as it is: no cast
  secure = createSecureServer({ ...certificate, allowHTTP1: true }, nodeHandler(receiver));
  plain = createServer(nodeHandler(receiver));
  origins.secure = `https://127.0.0.1:${await listenOnLoopback(secure)}`;
  origins.plain = `http://127.0.0.1:${await listenOnLoopback(plain)}`;
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await Promise.all(
    [secure, plain].map((server) => new Promise((resolve) => server?.close(resolve))),
  );
});

/** One POST over an HTTP/2 session: its status and body. */
async function post(
  session: ClientHttp2Session,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const stream = session.request({ ':method': 'POST', ':path': '/webhooks', ...headers });
  stream.end(body);
  let status = 0;
  let text = '';
  stream.on('response', (response) => (status = Number(response[':status'])));
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  await new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
  return { status, body: text };
}

describe.each(['secure', 'plain'] as const)('nodeHandler on an HTTP/2 server (%s)', (kind) => {
  it('handles a signed delivery, refuses a wrong signature, and answers 413 without a warning', async () => {
    const session = connect(origins[kind], { ca });
    try {
      const body = readFixture('project.updated');
      const json = { 'content-type': 'application/json', 'user-agent': 'Abstract-Webhooks' };
      const before = handled.length;
      const accepted = await post(session, body, {
        ...json,
        'abstract-webhooks-signature': sign(body, SECRET),
      });
      expect(accepted).toEqual({ status: 200, body: '{"ok":true}' });
      expect(handled.slice(before)).toEqual([JSON.parse(body.toString()).data.object.name]);

      const forged = await post(session, body, {
        ...json,
        'abstract-webhooks-signature': sign(body, 'another key'),
      });
      expect(forged.status).toBe(401);
      expect(JSON.parse(forged.body).error.code).toBe('signature_mismatch');

      // HTTP/2 has no Connection header: the 413 must not carry one (node:http2 would drop
      // it with an UnsupportedWarning on the integrator's stderr)
      const large = Buffer.alloc(LIMIT + 1, 'a');
      const lengths: Array<Record<string, string>> = [
        { 'content-length': String(large.length) },
        {},
      ];
      for (const length of lengths) {
        const tooLarge = await post(session, large, { ...json, ...length });
        expect(tooLarge.status).toBe(413);
        expect(JSON.parse(tooLarge.body).error.code).toBe('payload_too_large');
      }
      expect(warnings).toEqual([]);
    } finally {
      session.close();
    }
  });
});
