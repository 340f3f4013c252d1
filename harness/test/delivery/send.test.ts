import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createServer as createHttp2Server } from 'node:http2';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDelivery, verifySignature } from '@designhooks/receiver';
import { eventNames } from '@designhooks/types';
import { headerPairs, runCli, tempDir } from '../helpers/run-cli.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import {
  certificateChain,
  closedLoopbackPort,
  closeServer,
  fixedAnswerServer,
  listenOnLoopback,
  selfSignedCertificate,
} from '@designhooks/test-support';

const SECRET = 'e2e-signing-key';
let receiver: TestReceiver;
const stateDir = tempDir();

/** `designhooks send <event>` to the test receiver, signed with SECRET, trusting its certificate. */
const sendSigned = (event: string, ...flags: string[]) =>
  runCli(
    ['send', event, '--url', receiver.url, '--secret', SECRET, '--ca', receiver.caFile, ...flags],
    {
      stateDir,
    },
  );

beforeAll(async () => {
  receiver = await startReceiver({ secret: SECRET });
});
afterAll(() => receiver.close());

describe('designhooks send to a real HTTPS receiver (self-signed, --ca)', () => {
  it.each(eventNames.map((event) => [event]))(
    '%s arrives with exactly the spec headers, valid and signed',
    async (event) => {
      const before = receiver.requests.length;
      const result = await runCli(
        ['send', event, '--url', receiver.url, '--secret', SECRET, '--ca', receiver.caFile],
        { stateDir },
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/attempt 1: 200 in [\d.]+ ms \| \{"ok":true\}/);
      const request = receiver.requests[before];
      if (!request) throw new Error('no request arrived');
      const { port } = new URL(receiver.url);
      expect(headerPairs(request.rawHeaders)).toEqual([
        ['Host', `127.0.0.1:${port}`],
        ['User-Agent', 'Abstract-Webhooks'],
        ['Content-Length', String(request.body.length)],
        ['Abstract-Webhooks-Signature', expect.stringMatching(/^[0-9a-f]{64}$/)],
        ['Connection', 'close'],
        ['Content-Type', 'application/json'],
        ['Accept-Encoding', 'gzip'],
      ]);
      expect(request.method).toBe('POST');
      const signature = headerPairs(request.rawHeaders).find(
        ([name]) => name === 'Abstract-Webhooks-Signature',
      )?.[1];
      expect(verifySignature(request.body, signature, SECRET)).toBe(true);
      expect(request.sdk).toEqual({ status: 200, verified: true });
      const body = JSON.parse(request.body.toString('utf8'));
      expect(Object.keys(body).slice(0, 3)).toEqual(['createdAt', 'event', 'data']);
      expect(body.event).toBe(event);
      expect(body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Math.abs(Date.parse(body.createdAt) - Date.now())).toBeLessThan(60_000);
      expect(request.body.toString('utf8')).toBe(JSON.stringify(body));
      expect((await validateDelivery(body)).ok).toBe(true);
    },
  );

  it('sends no signature header without --secret, and honours --service', async () => {
    const open = await startReceiver();
    try {
      const result = await runCli(
        ['send', 'project.created', '--url', open.url, '--ca', open.caFile, '--service', 'Acme'],
        { stateDir },
      );
      expect(result.code).toBe(0);
      const names = headerPairs(open.requests[0]?.rawHeaders ?? []).map(([name]) => name);
      expect(names).toEqual([
        'Host',
        'User-Agent',
        'Content-Length',
        'Connection',
        'Content-Type',
        'Accept-Encoding',
      ]);
      expect(headerPairs(open.requests[0]?.rawHeaders ?? [])[1]).toEqual([
        'User-Agent',
        'Acme-Webhooks',
      ]);
    } finally {
      await open.close();
    }
  });

  it('applies --set overrides and --fixture, and keeps createdAt with --keep-created-at', async () => {
    const before = receiver.requests.length;
    const result = await sendSigned(
      'branch.statusUpdated',
      '--fixture',
      'branch.statusUpdated.archived',
      '--keep-created-at',
      '--set',
      'data.object.name=Renamed branch',
      '--set',
      'data.changes={"status":["wip","review"]}',
    );
    expect(result.code).toBe(0);
    const body = JSON.parse(receiver.requests[before]?.body.toString('utf8') ?? '{}');
    expect(body.data.object.name).toBe('Renamed branch');
    expect(body.data.changes).toEqual({ status: ['wip', 'review'] });
    const { readFixture } = await import('@designhooks/schemas');
    expect(body.createdAt).toBe(
      JSON.parse(readFixture('branch.statusUpdated.archived').toString()).createdAt,
    );
  });

  it('notes what --set values made of the body: a field no schema names (a typo), an invalid body', async () => {
    const typo = await sendSigned('project.updated', '--set', 'data.object.nme=Renamed');
    expect(typo.code).toBe(0); // sent all the same: drift is what a receiver must survive
    expect(typo.stderr).toBe(
      'note: with these --set values the body carries fields the contract does not know: data.object.nme (did you mean data.object.name?)\n',
    );
    // a known field in a shape real deliveries have not shown is not a typo
    const unseen = await sendSigned('project.updated', '--set', 'data.object.createdByUser.email=');
    expect(unseen.stderr).toBe(
      'note: with these --set values the body carries values not seen in real deliveries: data.object.createdByUser.email = "" (accepted, reported as drift)\n',
    );
    const invalid = await sendSigned('project.updated', '--set', 'data.object.id=not-a-uuid');
    expect(invalid.stderr).toMatch(
      /^note: with these --set values the body is not a valid project\.updated \(\/data\/object\/id: must match format "uuid"\): the platform would not send it\nerror: delivery failed after 1 attempt: 422/,
    );
    expect(invalid.stdout).toMatch(/^ {2}attempt 1: 422 /m); // the SDK receiver refuses it
    const fine = await sendSigned('project.updated', '--set', 'data.object.name=Renamed');
    expect(fine.stderr).toBe('');
  });

  it('sends the fixture bytes untouched with --keep-created-at and no --set', async () => {
    const before = receiver.requests.length;
    const result = await sendSigned(
      'comment.created',
      '--fixture',
      'comment.created.html-characters',
      '--keep-created-at',
    );
    expect(result.code).toBe(0);
    const { readFixture } = await import('@designhooks/schemas');
    expect(
      receiver.requests[before]?.body.equals(readFixture('comment.created.html-characters')),
    ).toBe(true);
  });

  it('prints a machine-readable result with --json, recorded in the store', async () => {
    const result = await sendSigned('project.deleted', '--json');
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json).toMatchObject({
      ok: true,
      event: 'project.deleted',
      status: 200,
      url: receiver.url,
    });
    expect(json.attempts).toHaveLength(1);
    const shown = await runCli(['deliveries', 'show', json.attempts[0].id, '--json'], { stateDir });
    const record = JSON.parse(shown.stdout);
    expect(record).toMatchObject({
      id: json.attempts[0].id,
      event: 'project.deleted',
      attempt: 1,
      verdict: 'succeeded',
      source: 'send',
    });
    expect(record.response.status).toBe(200);
    expect(record.request.headers.map(([name]: [string]) => name)).toContain(
      'Abstract-Webhooks-Signature',
    );
  });

  it('replays --count deliveries with --concurrency and prints a summary', async () => {
    const before = receiver.requests.length;
    const result = await sendSigned(
      'project.updated',
      '--count',
      '20',
      '--concurrency',
      '5',
      '--json',
    );
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ count: 20, succeeded: 20, failed: 0, successRate: 1 });
    expect(summary.p95Ms).toBeGreaterThanOrEqual(summary.p50Ms);
    expect(summary.perSecond).toBeGreaterThan(0);
    expect(receiver.requests.length - before).toBe(20);
    const text = await sendSigned('project.updated', '--count', '3');
    expect(text.stdout).toMatch(
      /^3 deliveries to .*: 100\.0% succeeded \(3\/3\), p50 [\d.]+ ms, p95 [\d.]+ ms, [\d.]+ deliveries\/s\n$/,
    );
  });

  it('--count: says why deliveries failed, most frequent first', async () => {
    // every third request answered 503 (sent once: --retries 0), the rest through the SDK
    receiver.behave((index) =>
      index % 3 === 0 ? { kind: 'respond', status: 503 } : { kind: 'sdk' },
    );
    try {
      const result = await sendSigned(
        'project.updated',
        '--count',
        '6',
        '--concurrency',
        '1',
        '--retries',
        '0',
      );
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/: 66\.7% succeeded \(4\/6\)/);
      expect(result.stdout).toContain('\n  failed: 2 x status 503\n');
      expect(result.stdout).not.toContain('stopped');
      // the same reasons for a script reading --json
      const json = await sendSigned(
        'project.updated',
        ...['--count', '6', '--concurrency', '1', '--retries', '0', '--json'],
      );
      expect(JSON.parse(json.stdout)).toMatchObject({
        succeeded: 4,
        failures: [{ reason: 'status 503', count: 2 }],
        slow: false,
      });
    } finally {
      receiver.behave(() => ({ kind: 'sdk' }));
    }
  });

  it('--count to a receiver whose listen backlog overflows: says why p95 is seconds over a quick median', async () => {
    // a backlog of 1 and 5 ms of blocking work per request: SYNs beyond it are dropped, and the
    // client sends them again a second (then 3, 7 s) later
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const until = Date.now() + 5;
        while (Date.now() < until);
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) =>
      server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, resolve),
    );
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/hooks`;
      const args = ['--url', url, '--allow-http', '--count', '60', '--concurrency', '30'];
      const sent = await runCli(['send', 'project.updated', ...args], { stateDir });
      expect(sent.stdout).toMatch(
        new RegExp(
          `\\n {2}slow: p95 [\\d.]+ ms while p50 is [\\d.]+ ms: some deliveries waited a second or more, as when the receiver's listen backlog is full .*; designhooks check http://127\\.0\\.0\\.1:${port}/hooks tells which\\n`,
        ),
      );
      const json = await runCli(['send', 'project.updated', ...args, '--json'], { stateDir });
      expect(JSON.parse(json.stdout)).toMatchObject({ succeeded: 60, slow: true });
    } finally {
      await closeServer(server);
    }
  }, 60_000);

  it('--count to a port nothing listens on: stops after the first delivery, and says why', async () => {
    const url = `http://127.0.0.1:${await closedLoopbackPort()}/hooks`;
    const args = ['send', 'project.updated', '--url', url, '--allow-http', '--count', '500'];
    const result = await runCli([...args, '--retries', '0', '--concurrency', '1'], { stateDir });
    expect(result.code).toBe(1);
    const refused = `connection refused by ${new URL(url).host} (is the receiver running?)`;
    expect(result.stdout).toContain(`\n  failed: 1 x ${refused}\n`);
    expect(result.stdout).toContain(
      `\n  stopped: no delivery got an HTTP answer: ${refused}; 499 not sent\n`,
    );
    expect(result.stdout).not.toContain('stopped answering'); // it never answered: not a crash
    const json = await runCli([...args, '--retries', '0', '--concurrency', '1', '--json'], {
      stateDir,
    });
    expect(JSON.parse(json.stdout)).toMatchObject({
      count: 500,
      succeeded: 0,
      failed: 1,
      notSent: 499,
      stopped: refused,
    });
  });

  it('--count to a receiver that crashes on its fifth delivery: says it stopped answering, not that it never ran', async () => {
    // a hand-written receiver whose handler throws outside any try: its process exits
    const source = `
      import { createServer } from 'node:http';
      let handled = 0;
      const server = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          if (++handled === 5) throw new Error('cannot handle this one');
          res.end('ok');
        });
      });
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
    const sendTo = async (...flags: string[]) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', source]);
      try {
        const port = await new Promise<string>((resolve) =>
          child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
        );
        const url = `http://127.0.0.1:${port}/hooks`;
        const args = ['send', 'project.updated', '--url', url, '--allow-http', '--count', '20'];
        return await runCli([...args, '--retries', '0', '--concurrency', '1', ...flags], {
          stateDir,
        });
      } finally {
        child.kill();
      }
    };
    const text = await sendTo();
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(
      "\n  stopped answering: the receiver answered, then took a delivery's connection and answered nothing from it on (16 requests), its port closed: handling one probably crashed it (an uncaught error); catch what a handler can throw and answer it, and restart the receiver when it exits\n",
    );
    const json = await sendTo('--json');
    expect(JSON.parse(json.stdout)).toMatchObject({
      succeeded: 4,
      failed: 16,
      stoppedAnswering: { unanswered: 16 },
    });
  });

  it('to a cleartext HTTP/2-only server (h2c): names it, not "is that the receiver\'s port?"', async () => {
    const h2c = createHttp2Server((_req, res) => res.end('ok'));
    const port = await listenOnLoopback(h2c);
    try {
      const url = `http://127.0.0.1:${port}/hooks`;
      const run = await runCli(
        ['send', 'project.updated', '--url', url, '--allow-http', '--retries', '0'],
        { stateDir },
      );
      expect(run.code).toBe(1);
      expect(run.stdout + run.stderr).toContain(
        `127.0.0.1:${port} answered in HTTP/2 frames, not HTTP/1.1: a cleartext HTTP/2-only server (h2c, such as node:http2's createServer); the platform's sender speaks HTTP/1.1 without TLS and negotiates HTTP/2 only over TLS: serve HTTPS (http2.createSecureServer with allowHTTP1: true) or HTTP/1.1`,
      );
    } finally {
      await closeServer(h2c);
    }
  });

  it('--count to a port that does not speak HTTP (an SSH server): says so, and stops', async () => {
    const ssh = createNetServer((socket) => {
      socket.on('error', () => undefined);
      socket.end('SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n');
    });
    const port = await listenOnLoopback(ssh);
    try {
      const url = `http://127.0.0.1:${port}/hooks`;
      const args = ['send', 'project.updated', '--url', url, '--allow-http', '--retries', '0'];
      const notHttp = new RegExp(
        `127\\.0\\.0\\.1:${port} did not answer in valid HTTP \\(Parse Error: .*\\(HPE_[A-Z_]+\\)\\); is that the receiver's port\\?`,
      );
      const one = await runCli([...args, '--count', '40', '--concurrency', '1'], { stateDir });
      expect(one.code).toBe(1);
      expect(one.stdout).toMatch(new RegExp(`\\n  failed: 1 x ${notHttp.source}\\n`));
      expect(one.stdout).toMatch(
        new RegExp(
          `\\n  stopped: no delivery got an HTTP answer: ${notHttp.source}; 39 not sent\\n`,
        ),
      );
      // All three in flight at once: every one failed and none was held back, so no "stopped".
      const all = await runCli([...args, '--count', '3', '--concurrency', '3'], { stateDir });
      expect(all.code).toBe(1);
      expect(all.stdout).toMatch(new RegExp(`\\n  failed: 3 x ${notHttp.source}\\n`));
      expect(all.stdout).not.toContain('stopped');
      const json = await runCli([...args, '--count', '3', '--concurrency', '3', '--json'], {
        stateDir,
      });
      expect(JSON.parse(json.stdout)).toMatchObject({ failed: 3, notSent: 0 });
      expect(JSON.parse(json.stdout)).not.toHaveProperty('stopped');
    } finally {
      ssh.close();
    }
  });

  it('trusts nothing by default but sends with --insecure after a warning', async () => {
    const result = await runCli(
      ['send', 'project.updated', '--url', receiver.url, '--secret', SECRET, '--insecure'],
      { stateDir },
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('warning: --insecure: TLS certificates are not checked\n');
  });

  it('--ca with another certificate says that file does not vouch for the receiver', async () => {
    const other = await selfSignedCertificate();
    const url = receiver.url;
    const result = await runCli(['send', 'project.updated', '--url', url, '--ca', other.caFile], {
      stateDir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd()).toMatch(
      /^error: delivery failed after 1 attempt: TLS failure talking to 127\.0\.0\.1:\d+: self-signed certificate \(DEPTH_ZERO_SELF_SIGNED_CERT\); \S+cert\.pem does not vouch for this certificate: pass the receiver's own certificate, or the CA that issued it, with --ca, or skip the check with --insecure \(record dl_\w+\)$/,
    );
  });

  it('names a receiver that leaves out its intermediate certificate, and sends once it serves the full chain', async () => {
    const chain = await certificateChain();
    for (const [cert, code] of [
      [chain.leaf, 1],
      [chain.fullChain, 0],
    ] as const) {
      const server = createHttpsServer({ key: chain.key, cert }, (req, res) => {
        req.resume();
        req.on('end', () => res.writeHead(200).end());
      });
      const port = await listenOnLoopback(server);
      try {
        const url = `https://127.0.0.1:${port}/hooks`;
        const args = ['send', 'project.updated', '--url', url, '--ca', chain.rootFile];
        const sent = await runCli([...args, '--retries', '0'], { stateDir });
        expect(sent.code).toBe(code);
        if (code === 1)
          expect(sent.stderr).toMatch(
            /unable to verify the first certificate \(UNABLE_TO_VERIFY_LEAF_SIGNATURE\); the receiver sent its certificate without the intermediate certificate that links it to a trusted root \(\S+root\.pem is not its issuer\): serve the full chain/,
          );
      } finally {
        await closeServer(server);
      }
    }
  });

  it.each([
    [
      'speaks only TLS 1.1 or older',
      { maxVersion: 'TLSv1.1', minVersion: 'TLSv1', ciphers: 'DEFAULT@SECLEVEL=0' },
      /: it speaks only TLS versions older than 1\.2 \(.*alert protocol version.*\); the platform's Go sender, as this one, offers TLS 1\.2 and 1\.3 only: enable TLS 1\.2 or 1\.3 on the receiver \(record/,
    ],
    [
      'asks for a client certificate (TLS 1.3)',
      { requestCert: true, rejectUnauthorized: true },
      /: it asks for a client certificate \(mutual TLS\) \(.*certificate required.*\); the platform sends none: accept deliveries without one on the webhook's route, their signature authenticates them \(record/,
    ],
    [
      'asks for a client certificate (TLS 1.2)',
      { requestCert: true, rejectUnauthorized: true, maxVersion: 'TLSv1.2' },
      /: it refused the handshake \(.*alert handshake failure.*\); it has no cipher suite in common with this sender \(nor, then, with the platform's Go one\), or it asks for a client certificate, which the platform never sends \(record/,
    ],
  ] as const)(
    'names a receiver whose TLS refuses the handshake: it %s',
    async (_name, tls, said) => {
      const certificate = await selfSignedCertificate();
      const { cert, key } = certificate;
      const server = createHttpsServer({ cert, key, ...tls }, (req, res) => {
        req.resume();
        req.on('end', () => res.writeHead(200).end());
      });
      server.on('tlsClientError', () => {}); // the refusal is the point
      const port = await listenOnLoopback(server);
      try {
        const url = `https://127.0.0.1:${port}/hooks`;
        const sent = await runCli(
          ['send', 'project.updated', '--url', url, '--ca', certificate.caFile],
          {
            stateDir,
          },
        );
        expect(sent.code).toBe(1);
        expect(sent.stderr).toMatch(said);
        expect(sent.stderr).not.toMatch(/--ca|--insecure/); // no certificate flag changes these
      } finally {
        await closeServer(server);
      }
    },
  );

  it("says a 2xx carries the handler's own error: delivered, and lost", async () => {
    const swallowing = await fixedAnswerServer(
      200,
      { 'content-type': 'application/json' },
      '{"error":"Cannot read properties of undefined (reading \'email\')"}',
    );
    try {
      const args = ['project.updated', '--url', swallowing.url('/webhooks'), '--allow-http'];
      const sent = await runCli(['send', ...args], { stateDir });
      expect(sent.code).toBe(0);
      expect(sent.stdout).toMatch(
        /^delivered: 200 after 1 attempt \(record dl_\w+\); its answer carries an error \("Cannot read properties of undefined \(reading 'email'\)"\): the handler failed and answered 2xx anyway, so the platform records the delivery as delivered and never retries it; /m,
      );
      const json = await runCli(['send', ...args, '--json'], { stateDir });
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: true,
        note: expect.stringMatching(/^its answer carries an error /),
      });
      // and deliveries show, on the recorded attempt
      const id = /\(record (dl_\w+)\)/.exec(sent.stdout)![1]!;
      const shown = await runCli(['deliveries', 'show', id], { stateDir });
      expect(shown.stdout).toContain(
        `\n  note:      its answer carries an error ("Cannot read properties of undefined (reading 'email')"): the handler failed and answered 2xx anyway`,
      );
    } finally {
      await swallowing.close();
    }
  });

  it('points at designhooks check when no answer came in time, in the line and the --json note', async () => {
    // reads the body until the connection ends, as Python's self.rfile.read() with no size
    const silent = createNetServer({ allowHalfOpen: true }, (socket) => {
      socket.on('error', () => {});
      socket.resume();
      socket.on('end', () => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'));
    });
    const port = await listenOnLoopback(silent);
    try {
      // a secret in the URL's query (a hosting platform's bypass token) is not printed
      const url = `http://127.0.0.1:${port}/webhooks?token=`;
      const args = ['project.updated', '--url', `${url}s3cr3t`, '--allow-http', '--timeout', '300'];
      const sent = await runCli(['send', ...args, '--retries', '0'], { stateDir });
      expect(sent.code).toBe(1);
      expect(sent.stderr).toMatch(
        new RegExp(
          `^error: delivery failed after 1 attempt: no complete response within 300 ms; designhooks check ${url.replace(/[.?]/g, '\\$&')}\\*\\*\\* names the likely cause \\(a handler that never answers or never ends its answer, one that reads the body until the connection ends, an app still starting\\) \\(record dl_\\w+\\)$`,
          'm',
        ),
      );
      const json = await runCli(['send', ...args, '--retries', '0', '--json'], { stateDir });
      expect(sent.stderr + json.stdout).not.toContain('s3cr3t');
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: false,
        note: `designhooks check ${url}*** names the likely cause (a handler that never answers or never ends its answer, one that reads the body until the connection ends, an app still starting)`,
      });
    } finally {
      await closeServer(silent);
    }
    // another error (nothing listens) has its own words and no such note
    const closed = `http://127.0.0.1:${port}/webhooks`;
    const refused = await runCli(
      ['send', 'project.updated', '--url', closed, '--allow-http', '--retries', '0'],
      { stateDir },
    );
    expect(refused.stderr).not.toContain('designhooks check');
  });

  it('says API Gateway refused it, by the x-amzn-ErrorType header of its 403 (an API key required)', async () => {
    const gateway = await fixedAnswerServer(
      403,
      { 'content-type': 'application/json', 'x-amzn-ErrorType': 'ForbiddenException' },
      '{"message":"Forbidden"}',
    );
    try {
      const args = ['project.updated', '--url', gateway.url('/prod/webhooks'), '--allow-http'];
      const sent = await runCli(['send', ...args, '--retries', '0'], { stateDir });
      expect(sent.code).toBe(1);
      expect(sent.stderr).toContain(
        "; it came from AWS API Gateway, which requires an API key (x-api-key) on this method or whose WAF blocked the request (ForbiddenException): the platform sends no x-api-key: turn off API Key Required on the webhook's method (the Serverless Framework's `private: true`)",
      );
      const check = await runCli([
        'check',
        gateway.url('/prod/webhooks'),
        '--allow-http',
        '--secret',
        'k',
        '--burst',
        '2',
      ]);
      expect(check.code).toBe(1);
      expect(check.stdout).toContain(
        "\none cause behind the failures: every answer came from AWS API Gateway, which requires an API key (x-api-key) on this method or whose WAF blocked the request (ForbiddenException), not the receiver's code; ",
      );
    } finally {
      await gateway.close();
    }
  });

  it("says what answered in front of the receiver, by check's rules (a hosting sign-in wall)", async () => {
    const wall =
      '<!doctype html><html><head><title>Authentication Required</title></head><body><a href="https://vercel.com/sso-api?url=x">Log in</a></body></html>';
    const vercel = await fixedAnswerServer(401, { 'content-type': 'text/html' }, wall);
    try {
      const url = vercel.url('/api/webhooks');
      const sent = await runCli(
        ['send', 'project.updated', '--url', url, '--allow-http', '--retries', '0'],
        { stateDir },
      );
      expect(sent.code).toBe(1);
      expect(sent.stderr).toMatch(
        /^error: delivery failed after 1 attempt: 401, status 401 stops; it came from Vercel's Deployment Protection \(its sign-in wall\): the platform cannot sign in to Vercel: turn Deployment Protection off for this deployment, or create a Protection Bypass for Automation secret and register the URL with \?x-vercel-protection-bypass=<secret> \(record dl_\w+\)$/m,
      );
      // and for a script: --json's note
      const json = await runCli(
        ['send', 'project.updated', '--url', url, '--allow-http', '--retries', '0', '--json'],
        { stateDir },
      );
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: false,
        status: 401,
        note: expect.stringMatching(
          /^it came from Vercel's Deployment Protection \(its sign-in wall\): the platform cannot sign in to Vercel: /,
        ),
      });
      // and in the recorded attempt
      const [last] = JSON.parse(
        (await runCli(['deliveries', 'list', '--json', '--limit', '1'], { stateDir })).stdout,
      ) as Array<{ id: string }>;
      const shown = await runCli(['deliveries', 'show', last!.id], { stateDir });
      expect(shown.stdout).toContain(
        "\n  answered:  by Vercel's Deployment Protection (its sign-in wall); the platform cannot sign in to Vercel",
      );
      // and where many are sent: send --count's summary, scenario run's lines
      const many = await runCli(
        ['send', 'project.updated', '--url', url, '--allow-http', '--retries', '0', '--count', '2'],
        { stateDir },
      );
      expect(many.stdout).toContain(
        "\n  failed: 2 x status 401 from Vercel's Deployment Protection (its sign-in wall)\n",
      );
      const scenario = await runCli(
        ['scenario', 'run', 'project-lifecycle', '--url', url, '--allow-http', '--retries', '0'],
        { stateDir },
      );
      expect(scenario.stdout).toMatch(
        /^\[1\/8\] #1 project\.created -> 401 \([\d.]+ ms\) \| from Vercel's Deployment Protection \(its sign-in wall\)$/m,
      );
    } finally {
      await vercel.close();
    }
  });

  it("notes a 2xx that is an HTML page: a catch-all route's (an app's index.html), not a receiver's", async () => {
    const page =
      '<!doctype html><html><head><title>Acme</title></head><body><div id="root"></div></body></html>';
    const spa = await fixedAnswerServer(200, { 'content-type': 'text/html' }, page);
    const api = await fixedAnswerServer(200, { 'content-type': 'application/json' }, '{"ok":true}');
    try {
      const send = (url: string) =>
        runCli(['send', 'project.updated', '--url', url, '--allow-http'], { stateDir });
      const sent = await send(spa.url('/webhooks'));
      expect(sent.code).toBe(0);
      expect(sent.stdout).toMatch(
        /\ndelivered: 200 after 1 attempt \(record dl_\w+\); the answer is an HTML page: if a catch-all route \(an app's index\.html fallback\) gave it, the receiver never ran; designhooks check <url> tells\n$/,
      );
      // and in the recorded attempt
      const [last] = JSON.parse(
        (await runCli(['deliveries', 'list', '--json', '--limit', '1'], { stateDir })).stdout,
      ) as Array<{ id: string }>;
      expect((await runCli(['deliveries', 'show', last!.id], { stateDir })).stdout).toContain(
        "\n  note:      the answer is an HTML page: if a catch-all route (an app's index.html fallback) gave it, the receiver never ran\n",
      );
      expect((await send(api.url('/webhooks'))).stdout).toMatch(
        /\ndelivered: 200 after 1 attempt \(record dl_\w+\)\n$/,
      );
      // --json carries the same note, and none for the JSON answer
      const json = (url: string) =>
        runCli(['send', 'project.updated', '--url', url, '--allow-http', '--json'], { stateDir });
      expect(JSON.parse((await json(spa.url('/webhooks'))).stdout)).toMatchObject({
        ok: true,
        note: "the answer is an HTML page: if a catch-all route (an app's index.html fallback) gave it, the receiver never ran; designhooks check <url> tells",
      });
      expect(JSON.parse((await json(api.url('/webhooks'))).stdout)).toMatchObject({
        ok: true,
        note: null,
      });
    } finally {
      await spa.close();
      await api.close();
    }
  });

  it("shows an HTML error page's words, not its markup (a proxy in front of a receiver that is down)", async () => {
    const page =
      '<html>\r\n<head><title>502 Bad Gateway</title><style>body{}</style></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n';
    const proxy = await fixedAnswerServer(502, { 'content-type': 'text/html' }, page);
    try {
      const url = proxy.url('/hooks');
      const sent = await runCli(
        ['send', 'project.updated', '--url', url, '--allow-http', '--retries', '0'],
        { stateDir },
      );
      expect(sent.code).toBe(1);
      expect(sent.stdout).toMatch(
        /\n {2}attempt 1: 502 in [\d.]+ ms \([^)]+\) \| 502 Bad Gateway 502 Bad Gateway nginx\/1\.22\.1\n/,
      );
    } finally {
      await proxy.close();
    }
  });

  it('sends to a loopback http:// receiver only with --allow-http', async () => {
    const plain = await startReceiver({ plain: true });
    try {
      const refused = await runCli(['send', 'project.updated', '--url', plain.url], { stateDir });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/--allow-http/);
      const sent = await runCli(['send', 'project.updated', '--url', plain.url, '--allow-http'], {
        stateDir,
      });
      expect(sent.code).toBe(0);
      expect(plain.requests).toHaveLength(1);
    } finally {
      await plain.close();
    }
  });
});

describe('designhooks send --dry-run: the exact request, sent nowhere', () => {
  it('prints the headers, the signature and the Go-encoded body, and records nothing', async () => {
    const dir = tempDir();
    const url = 'http://127.0.0.1:9/hooks';
    const args = ['send', 'comment.created', '--url', url, '--allow-http', '--dry-run'];
    const sets = ['--set', 'data.object.body=<b>&'];
    const text = await runCli([...args, ...sets, '--secret', SECRET], { stateDir: dir });
    expect([text.code, text.stderr]).toEqual([0, '']);
    const [head, body] = text.stdout.split('\n\n') as [string, string];
    const headers = head.split('\n');
    expect(headers[0]).toBe(`POST ${url}`);
    expect(headers.slice(1).map((line) => line.split(': ')[0])).toEqual([
      'Host',
      'User-Agent',
      'Content-Length',
      'Abstract-Webhooks-Signature',
      'Connection',
      'Content-Type',
      'Accept-Encoding',
    ]);
    expect(body).toContain('"body":"\\u003cb\\u003e\\u0026"');
    const signature = headers.find((line) => line.startsWith('Abstract-Webhooks-Signature: '))!;
    expect(verifySignature(Buffer.from(body.trimEnd()), signature.split(': ')[1], SECRET)).toBe(
      true,
    );

    const json = await runCli([...args, '--json'], {
      stateDir: dir,
      env: { DESIGNHOOKS_SECRET: SECRET },
    });
    const request = JSON.parse(json.stdout) as {
      url: string;
      headers: [string, string][];
      body: string;
    };
    const sent = new Map(request.headers);
    expect(Number(sent.get('Content-Length'))).toBe(Buffer.byteLength(request.body));
    expect(
      verifySignature(Buffer.from(request.body), sent.get('Abstract-Webhooks-Signature'), SECRET),
    ).toBe(true);

    const count = await runCli([...args, '--count', '2'], { stateDir: dir });
    expect([count.code, count.stderr]).toEqual([
      2,
      'error: --dry-run sends nothing: leave out --count\n',
    ]);
    expect(await runCli(['deliveries', 'list'], { stateDir: dir })).toMatchObject({
      stdout: 'no deliveries recorded\n',
    });
  });
});
