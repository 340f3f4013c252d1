// The example receiver graded by the conformance check (docs/check.md): every case passes, in
// process (no port) and over real HTTPS on loopback with a self-signed certificate.
import { checkReceiver } from '@designhooks/testing';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { startServer, type RunningServer } from '../src/start-server.ts';

const secret = 'check-test-key';
const quiet = { post: () => {}, logger: { warn() {}, error() {} } };
let server: RunningServer;
let cert: string;

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  cert = pems.cert;
  server = await startServer({ secret, tls: { cert: pems.cert, key: pems.private }, ...quiet });
});
afterAll(() => server?.close());

describe('the example receiver passes every check case', () => {
  it('in process', async () => {
    const report = await checkReceiver({
      handler: createApp({ secret, ...quiet }),
      path: '/webhooks',
      secret,
    });
    expect(report.cases.filter((c) => c.verdict !== 'pass')).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it('over HTTPS', async () => {
    const report = await checkReceiver({ url: server.url, secret, ca: cert });
    expect(report.cases.filter((c) => c.verdict !== 'pass')).toEqual([]);
  });
});
