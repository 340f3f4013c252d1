// The example receiver over real HTTPS on loopback (self-signed certificate, ephemeral port),
// delivered to with @designhooks/testing exactly as the platform would.
import { fixture, deliver } from '@designhooks/testing';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/start-server.ts';

const secret = 'https-test-key';
const messages: string[] = [];
let server: RunningServer;
let cert: string;

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  cert = pems.cert;
  server = await startServer({
    secret,
    tls: { cert: pems.cert, key: pems.private },
    post: (m) => messages.push(m),
    logger: { warn() {}, error() {} },
  });
});

afterAll(() => server?.close());

describe('example receiver over HTTPS', () => {
  it('listens on an ephemeral loopback port', () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/webhooks$/);
  });

  it('accepts a signed delivery sent over TLS and posts its message', async () => {
    const answer = await deliver(
      server.url,
      fixture('branch.created', { data: { object: { name: 'tls-branch' } } }),
      { secret, ca: cert },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(messages.at(-1)).toMatch(/started the branch “tls-branch”$/);
  });

  it('refuses the same delivery signed with another key', async () => {
    const before = messages.length;
    const answer = await deliver(server.url, fixture('branch.created'), {
      secret: 'other',
      ca: cert,
    });
    expect(answer.status).toBe(401);
    expect(messages).toHaveLength(before);
  });

  it('is not trusted without the certificate: the TLS error surfaces', async () => {
    await expect(deliver(server.url, fixture('branch.created'), { secret })).rejects.toThrow(
      /self[- ]signed/i,
    );
  });
});
