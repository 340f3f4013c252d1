// checkReceiver in process (node handler, fetch handler, express app: no port) gives the same
// verdicts as `designhooks check` over real HTTP against the same receiver.
import { afterAll, describe, expect, it } from 'vitest';
import { createReceiver } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';
import { fetchHandler } from '@designhooks/receiver/fetch';
import { nodeHandler } from '@designhooks/receiver/node';
import { checkReceiver, type CheckReport } from '@designhooks/testing';
import express from 'express';
import { serveZoo, zooApp, type Defect, type ZooServer } from '../helpers/check-zoo.ts';
import { runCli } from '../helpers/run-cli.ts';
import { createServer as createHttpsServer } from 'node:https';
import {
  closeServer,
  listenOnLoopback,
  quietLogger,
  selfSignedCertificate,
} from '@designhooks/test-support';

const SECRET = 'in-process-key';
const servers: ZooServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const verdicts = (report: CheckReport) =>
  Object.fromEntries(report.cases.map((c) => [c.id, c.verdict]));

async function overHttp(handler: Parameters<typeof serveZoo>[0]): Promise<CheckReport> {
  const server = await serveZoo(handler);
  servers.push(server);
  const run = await runCli([
    'check',
    server.url,
    '--allow-http',
    '--secret',
    SECRET,
    '--burst',
    '10',
    '--format',
    'json',
  ]);
  return JSON.parse(run.stdout) as CheckReport;
}

const sdkReceiver = () =>
  createReceiver({ secret: SECRET, logger: quietLogger }).onAny(() => undefined);

describe('checkReceiver in process agrees with check over HTTP', () => {
  it('an SDK receiver: node handler, fetch handler and express app pass everything, as over HTTP', async () => {
    const http = await overHttp(nodeHandler(sdkReceiver()));
    const app = express();
    app.all('/webhooks', expressMiddleware(sdkReceiver()));
    const inProcess = await Promise.all([
      checkReceiver({ handler: nodeHandler(sdkReceiver()), secret: SECRET, burst: 10 }),
      checkReceiver({ handler: fetchHandler(sdkReceiver()), secret: SECRET, burst: 10 }),
      checkReceiver({ handler: app, path: '/webhooks', secret: SECRET, burst: 10 }),
    ]);
    expect(http.passed).toBe(true);
    for (const report of inProcess) {
      expect(verdicts(report)).toEqual(verdicts(http));
      expect(report.passed).toBe(true);
    }
    expect(inProcess.map((r) => r.url)).toEqual([
      'in process (node handler)',
      'in process (fetch handler)',
      'in process (node handler)',
    ]);
  });

  it.each<Defect>([
    'verifies-reserialised-body',
    'no-verification',
    'body-limit-100kb',
    'unknown-event-500',
    'duplicate-500',
    'update-before-create-500',
    'not-json-500',
  ])(
    'the %s receiver (express app): the same verdicts in process and over HTTP',
    async (defect) => {
      const http = await overHttp(zooApp(SECRET, defect));
      const inProcess = await checkReceiver({
        handler: zooApp(SECRET, defect),
        path: '/webhooks',
        secret: SECRET,
        burst: 10,
      });
      expect(verdicts(inProcess)).toEqual(verdicts(http));
      expect(Object.values(verdicts(http))).toContain('fail');
    },
  );

  it('a handler that never answers fails on the timeout in process too', async () => {
    const report = await checkReceiver({
      handler: zooApp(SECRET, 'never-answers'),
      path: '/webhooks',
      secret: SECRET,
      timeout: 200,
      burst: 5,
      only: ['event.project.created', 'signature.missing'],
    });
    expect(report.cases[0]).toMatchObject({
      id: 'event.project.created',
      verdict: 'fail',
      reason: expect.stringMatching(
        /^no answer within 200 ms to the canonical project\.created fixture \(the handler probably never sends a response/,
      ),
    });
    expect(report.cases.find((c) => c.id === 'signature.missing')).toMatchObject({
      verdict: 'pass',
      status: 401,
    });
  });

  it('checkReceiver by url grades a running receiver', async () => {
    const server = await serveZoo(zooApp(SECRET, 'accepts-missing-signature'));
    servers.push(server);
    const report = await checkReceiver({ url: server.url, secret: SECRET, burst: 5 });
    expect(report.url).toBe(server.url);
    expect(report.cases.filter((c) => c.verdict === 'fail').map((c) => c.id)).toEqual([
      'signature.missing',
    ]);
    expect(report.passed).toBe(false);
  });

  it('checkReceiver by an https url names the `ca` option when the certificate is not trusted', async () => {
    const [mine, another] = await Promise.all([selfSignedCertificate(), selfSignedCertificate()]);
    const server = createHttpsServer(mine, zooApp(SECRET, null));
    const port = await listenOnLoopback(server);
    try {
      const url = `https://127.0.0.1:${port}/webhooks`;
      const only = ['event.project.created'];
      const reasonWith = async (ca?: string) =>
        (await checkReceiver({ url, secret: SECRET, only, ...(ca ? { ca } : {}) })).cases[0];
      expect(await reasonWith()).toMatchObject({
        verdict: 'fail',
        reason:
          "no answer to the canonical project.created fixture: DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate; pass the receiver's certificate, or the CA that issued it, as the `ca` option",
      });
      expect((await reasonWith(another.cert))!.reason).toBe(
        'no answer to the canonical project.created fixture: DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate; the `ca` option given does not vouch for this certificate',
      );
      expect(await reasonWith(mine.cert)).toMatchObject({ verdict: 'pass', status: 200 });
    } finally {
      server.closeAllConnections();
      await closeServer(server);
    }
  });
});
