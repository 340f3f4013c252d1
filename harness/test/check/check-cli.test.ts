// `designhooks check` as a user runs it: the real CLI against an SDK receiver over real HTTPS
// (self-signed, --ca), every report format read back (the JUnit XML by a JUnit-reading XML
// parser from npm), exit codes, and the refusals that must cost no request.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReceiver } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';
import { checkCatalogue, type CheckReport } from '@designhooks/testing';
import express from 'express';
import { serveZoo, type ZooServer } from '../helpers/check-zoo.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import { binPath, hasStackTrace, headerPairs, runCli, tempDir } from '../helpers/run-cli.ts';
import {
  closedLoopbackPort,
  closeServer,
  fixedAnswerServer,
  listenOnLoopback,
  quietLogger,
} from '@designhooks/test-support';
import { startTestListener } from '../helpers/test-listener.ts';

const SECRET = 'check-cli-key';
let receiver: TestReceiver;
let closedUrl = '';
const stateDir = join(tempDir('designhooks-check-'), 'state');

beforeAll(async () => {
  receiver = await startReceiver({ secret: SECRET });
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedUrl = `https://127.0.0.1:${(probe.address() as AddressInfo).port}/webhooks`;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => receiver.close());

const check = (args: string[]) => runCli(['check', ...args], { stateDir });
const counts = (report: CheckReport) => ({
  tests: report.cases.length,
  failures: report.cases.filter((c) => c.verdict === 'fail').length,
  skipped: report.cases.filter((c) => c.verdict === 'skip').length,
});

describe('designhooks check against an SDK receiver over HTTPS', () => {
  let run: Awaited<ReturnType<typeof check>>;
  let requests: TestReceiver['requests'];
  beforeAll(async () => {
    const before = receiver.requests.length;
    run = await check([receiver.url, '--secret', SECRET, '--ca', receiver.caFile]);
    requests = receiver.requests.slice(before);
  });

  it('passes every case, one line each, and exits 0', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`designhooks check ${receiver.url}`);
    for (const [index, entry] of checkCatalogue.entries())
      expect(lines[index + 1]).toMatch(
        new RegExp(`^pass +${entry.severity} +${entry.id.replace(/\./g, '\\.')} `),
      );
    expect(lines.at(-1)).toMatch(
      /^37 cases: 37 passed, 0 failed \(0 must\), 0 skipped in [\d.]+ m?s: PASSED$/,
    );
    expect(run.stdout).toMatch(
      /^pass +must +load\.burst +200 .* p50 [\d.]+ ms, p95 [\d.]+ ms, max [\d.]+ ms$/m,
    );
    expect(run.stdout).not.toContain(SECRET);
  });

  it('sends exactly what send sends, bounded, and writes nothing to the store', () => {
    // 10 canonical + 35 variants + 1 + 2 utf8 + 1 split + 1 + 1 + 5 signatures + 2 + 6 + 1 late + 1 + 1 + 50
    expect(requests.length).toBe(117);
    const { port } = new URL(receiver.url);
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(116);
    for (const request of posts) {
      const sent = headerPairs(request.rawHeaders);
      const withoutSignature = sent.filter(([name]) => name !== 'Abstract-Webhooks-Signature');
      expect(withoutSignature).toEqual([
        ['Host', `127.0.0.1:${port}`],
        ['User-Agent', 'Abstract-Webhooks'],
        ['Content-Length', String(request.body.length)],
        ['Connection', 'close'],
        ['Content-Type', 'application/json'],
        ['Accept-Encoding', 'gzip'],
      ]);
      if (sent.length === 7) expect(sent[3]![0]).toBe('Abstract-Webhooks-Signature');
    }
    // the signature is missing on exactly one request: signature.missing
    expect(posts.filter((r) => headerPairs(r.rawHeaders).length === 6)).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    // only delivery.duplicate repeats bytes
    const bodies = posts.map((r) => r.body.toString('latin1'));
    expect(new Set(bodies).size).toBe(bodies.length - 1);
    expect(existsSync(stateDir)).toBe(false);
  });
});

describe('report formats: views of one report', () => {
  const only = ['--only', 'event.project.*,signature.*,request.*', '--skip', 'signature.tampered'];
  let json: CheckReport;
  beforeAll(async () => {
    const run = await check([receiver.url, '--ca', receiver.caFile, '--format', 'json', ...only]);
    expect(run.stderr).toBe('');
    json = JSON.parse(run.stdout) as CheckReport;
  });

  it('json: one document with url, passed and the cases in catalogue order', () => {
    expect(Object.keys(json)).toEqual([
      'url',
      'passed',
      'authenticityChecked',
      'commonCause',
      'cases',
    ]);
    // every delivery went unsigned to a receiver that wants a signature: one cause, said once
    expect(json.commonCause).toBe(
      "every delivery was refused (401 or 403): the receiver requires a signature; give the check the webhook's signing key",
    );
    expect(json.url).toBe(receiver.url);
    expect(json.cases.map((c) => c.id)).toEqual(checkCatalogue.map((c) => c.id));
    // no secret: the receiver refuses unsigned deliveries, and the signature cases are skipped
    expect(json.passed).toBe(false);
    expect(json.cases.find((c) => c.id === 'event.project.created')).toMatchObject({
      verdict: 'fail',
      status: 401,
      reason: expect.stringContaining("give the check the webhook's signing key"),
    });
    expect(json.cases.find((c) => c.id === 'signature.missing')).toMatchObject({
      verdict: 'skip',
      reason: 'no secret given: authenticity not checked',
    });
    for (const c of json.cases) {
      expect(['must', 'should']).toContain(c.severity);
      expect(['pass', 'fail', 'skip']).toContain(c.verdict);
    }
  });

  it('junit: read back by an XML parser, its counts match the JSON report', async () => {
    const run = await check([receiver.url, '--ca', receiver.caFile, '--format', 'junit', ...only]);
    expect(run.code).toBe(1);
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
    const xml = parser.parse(run.stdout) as {
      testsuites: {
        testsuite: { tests: string; failures: string; skipped: string; testcase: any[] };
      };
    };
    const suite = xml.testsuites.testsuite;
    const expected = counts(json);
    expect(Number(suite.tests)).toBe(expected.tests);
    expect(Number(suite.failures)).toBe(expected.failures);
    expect(Number(suite.skipped)).toBe(expected.skipped);
    expect(suite.testcase).toHaveLength(expected.tests);
    expect(suite.testcase.filter((t) => t.failure)).toHaveLength(expected.failures);
    expect(suite.testcase.filter((t) => t.skipped !== undefined)).toHaveLength(expected.skipped);
    const failed = suite.testcase.find((t) => t.name === 'event.project.created');
    expect(failed.classname).toBe('designhooks.check.must');
    expect(failed.failure.message).toBe(json.cases[0]!.reason);
    expect(failed.failure.type).toBe('must');
  });

  it('markdown: a heading with the verdict and one table row per case run, failures first', async () => {
    const run = await check([
      receiver.url,
      '--ca',
      receiver.caFile,
      '--format',
      'markdown',
      ...only,
    ]);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('## designhooks check: ❌ failed');
    const rows = lines.filter((line) => /^\| (✅|❌|⏭️) \| `/.test(line));
    // the cases --only / --skip left out are counted in the summary, not listed
    const ran = json.cases.filter((c) => c.selected !== false);
    expect(ran.length).toBeLessThan(json.cases.length);
    expect(rows).toHaveLength(ran.length);
    const expected = counts({ ...json, cases: ran });
    expect(rows.filter((r) => r.startsWith('| ❌'))).toHaveLength(expected.failures);
    expect(rows.filter((r) => r.startsWith('| ⏭️'))).toHaveLength(expected.skipped);
    expect(rows.slice(0, expected.failures).every((r) => r.startsWith('| ❌'))).toBe(true);
    for (const row of rows) expect(row.split(/(?<!\\)\|/)).toHaveLength(8);
    expect(run.stdout).toContain('> authenticity was not checked');
  });

  it('--output writes the format to the file and the text report to stdout', async () => {
    const file = join(tempDir(), 'check.xml');
    const run = await check([
      receiver.url,
      '--ca',
      receiver.caFile,
      '--secret',
      SECRET,
      '--only',
      'signature.*',
      '--format',
      'junit',
      '--output',
      file,
    ]);
    expect(run.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(
      /^<\?xml[^]*tests="37" failures="0"[^]*<\/testsuites>\n$/,
    );
    expect(run.stdout).toMatch(/^designhooks check /);
    expect(run.stdout).toMatch(/^pass +must +signature\.tampered +401/m);
  });

  it('a wrong --secret fails the burst with the refused signature named (exit 1)', async () => {
    const run = await check([
      receiver.url,
      '--ca',
      receiver.caFile,
      '--secret',
      'not-the-key',
      '--only',
      'load.burst',
      '--burst',
      '3',
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL +must +load\.burst +401 .*; 3 of 3 deliveries sent at once were not answered 2xx; the first answered 401: the signature was refused \(see the other cases' reasons\)$/m,
    );
  });
});

describe('exit codes and refusals', () => {
  it.each([
    ['--timeout', '0'],
    ['--timeout', '600001'],
    ['--max-latency', '0'],
    ['--burst', '1001'],
    ['--burst', '1e3'],
    ['--format', 'xml'],
  ])('%s %s: exit 2 with one line, no request', async (flag, value) => {
    const before = receiver.requests.length;
    const run = await check([receiver.url, '--ca', receiver.caFile, flag, value]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^error: /);
    expect(run.stdout).toBe('');
    expect(receiver.requests.length).toBe(before);
  });

  it.each([
    [['https://user:hunter2@127.0.0.1:1/webhooks'], /carries credentials/],
    [['data:text/plain,hello'], /must use https:\/\/ \(got data:\)/],
    [['http://192.0.2.10/webhooks', '--allow-http'], /http:\/\/ is allowed only for loopback/],
    [['http://127.0.0.1:1/webhooks'], /pass --allow-http/],
    [['RECEIVER', '--ca', 'CA', '--insecure'], /either --ca or --insecure/],
    [['RECEIVER', '--only', 'event.nope'], /no check case matches "event\.nope"; valid ids/],
    [
      ['RECEIVER', '--timeout', '500', '--max-latency', '600'],
      /--max-latency \(600\) must not exceed --timeout \(500\)/,
    ],
    [
      ['RECEIVER', '--ca', 'CA', '--output', '/nonexistent-folder/check.xml'],
      /^error: cannot write the report to "\/nonexistent-folder\/check\.xml" \(ENOENT\)$/m,
    ],
  ])('%j is refused with one line and exit 2', async (args, message) => {
    const before = receiver.requests.length;
    const resolved = args.map((a) =>
      a === 'RECEIVER' ? receiver.url : a === 'CA' ? receiver.caFile : a,
    );
    const run = await check(resolved);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).not.toContain('hunter2');
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(receiver.requests.length).toBe(before);
  });

  it('a closed port fails every case with the connection error in one line (exit 1)', async () => {
    const run = await check([closedUrl, '--insecure', '--secret', SECRET, '--format', 'json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as CheckReport;
    const ran = report.cases.filter((c) => c.id !== 'latency');
    for (const c of ran) {
      expect(c.verdict).toBe('fail');
      expect(c.reason).toMatch(
        /connection refused by 127\.0\.0\.1:\d+ \(is the receiver running\?\)/,
      );
    }
    expect(report.cases.at(-1)).toMatchObject({ id: 'latency', verdict: 'skip' });
    expect(run.stderr).toBe('warning: --insecure: TLS certificates are not checked\n');
  });

  it('an untrusted certificate fails with the --ca hint', async () => {
    const run = await check([receiver.url, '--secret', SECRET, '--only', 'event.project.created']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL +must +event\.project\.created +[\d.]+ ms +no answer to the canonical project\.created fixture: TLS failure talking to 127\.0\.0\.1:\d+: .*--ca <pem-file>.*$/m,
    );
  });
});

describe('an SDK receiver behind the express adapter', () => {
  let server: ZooServer;
  beforeAll(async () => {
    const sdk = createReceiver({ secret: SECRET, logger: quietLogger }).onAny(() => undefined);
    const app = express();
    app.all('/webhooks', expressMiddleware(sdk));
    server = await serveZoo(app);
  });
  afterAll(() => server.close());

  it('passes every case over loopback HTTP', async () => {
    const run = await check([server.url, '--allow-http', '--secret', SECRET]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^37 cases: 37 passed, 0 failed/m);
    expect(run.code).toBe(0);
  });
});

describe('a listener forwarding to an app that is not running', () => {
  it('names the listener, not the receiver, as what answered', async () => {
    const app = `http://127.0.0.1:${await closedLoopbackPort()}/webhooks`;
    const listener = await startTestListener({ secret: SECRET, forwardTo: app });
    try {
      const args = [listener.webhookUrl, '--allow-http', '--secret', SECRET, '--format', 'json'];
      const run = await check([...args, '--burst', '5']);
      expect(run.code).toBe(1);
      const report = JSON.parse(run.stdout) as CheckReport;
      expect(report.commonCause).toBe(
        "every answer came from the designhooks listener, which could not forward it to the app behind it, not the receiver's code; start the app at the --forward-to URL, or see the listener's line for this delivery (the app's TLS, an answer past the 10 s deadline or over 1 MiB)",
      );
      const created = report.cases.find((c) => c.id === 'event.project.created');
      expect(created).toMatchObject({ verdict: 'fail', status: 502 });
    } finally {
      await listener.close();
    }
  });
});

describe('a run as a person watches it', () => {
  // project.created is answered at once; project.updated is held until the first case's line
  // is on the CLI's stdout, then answered: a CLI that prints the report only at the end never
  // releases it, and that case fails after --timeout. project.deleted gets a status and a body
  // that never ends.
  let server: ReturnType<typeof createHttpServer>;
  let url = '';
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  beforeAll(async () => {
    server = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const { event } = JSON.parse(Buffer.concat(chunks).toString()) as { event: string };
        if (event === 'project.deleted') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"ok":');
          return;
        }
        const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        if (event === 'project.updated') void held.then(answer);
        else answer();
      });
    });
    url = `http://127.0.0.1:${await listenOnLoopback(server)}/webhooks`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return closeServer(server);
  });

  it("prints each case's line as the case ends, and names a body that never ends", async () => {
    const only = 'event.project.created,event.project.updated,event.project.deleted';
    const args = ['check', url, '--allow-http', '--secret', SECRET, '--only', only];
    const child = spawn(process.execPath, [binPath, ...args, '--timeout', '3000'], {
      env: { ...process.env, DESIGNHOOKS_HOME: stateDir },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/^pass +must +event\.project\.created /m.test(stdout)) release();
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stdout).toMatch(/^pass +must +event\.project\.updated +200 /m);
    expect(stdout).toMatch(
      /^FAIL +must +event\.project\.deleted +[\d.]+ ms +answered 200 to the canonical project\.deleted fixture, but the answer's body did not end within 3000 ms: end the response/m,
    );
  });
});

describe('another format on stdout, a terminal on stderr', () => {
  it('shows the text lines on the terminal while the JSON document goes to stdout', async () => {
    // `script` (util-linux, in every Debian) gives the CLI a terminal; stdout goes to a file
    const out = join(tempDir('designhooks-check-tty-'), 'report.json');
    const command = [process.execPath, binPath, 'check', receiver.url, '--ca', receiver.caFile]
      .concat(['--secret', SECRET, '--only', 'event.project.created', '--format', 'json'])
      .map((word) => `'${word}'`)
      .join(' ');
    // asynchronously: the receiver answering the check runs in this process
    const child = spawn('script', ['-qec', `${command} > '${out}'`, '/dev/null']);
    let terminal = '';
    child.stdout.on('data', (chunk: Buffer) => (terminal += chunk.toString()));
    expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
    expect(terminal).toMatch(/^pass +must +event\.project\.created +200 /m);
    expect(terminal).toMatch(/^37 cases: 1 passed, 0 failed \(0 must\), 36 skipped/m);
    const report = JSON.parse(readFileSync(out, 'utf8')) as CheckReport;
    expect(report.cases.find((c) => c.id === 'event.project.created')?.verdict).toBe('pass');
  });
});

describe("a refusal's reason", () => {
  it('names authentication that guards the route (a 401 with WWW-Authenticate), not the key', async () => {
    const server = await fixedAnswerServer(
      401,
      { 'www-authenticate': 'Basic realm="webhooks"' },
      'Unauthorized',
    );
    const url = server.url('/webhooks');
    try {
      const run = await check([url, '--allow-http', '--secret', SECRET, '--burst', '2']);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        "one cause behind the failures: every answer came from HTTP authentication guarding the route (WWW-Authenticate: Basic): a proxy's or the framework's auth middleware, not the receiver's code; the platform sends no credentials: exempt the webhook route from that authentication (its signature authenticates each delivery)\n",
      );
      expect(run.stdout).toMatch(/^skip +must +signature\.wrong-key .*not graded/m);
    } finally {
      await server.close();
    }
  });

  it("ends with the receiver's own words: an HTML page's text, not its markup", async () => {
    const page =
      '<!DOCTYPE html><html><head><title>Bad Request</title><style>p{}</style></head><body><h1>Bad Request</h1><p>data.object.about: expected a string</p></body></html>';
    const server = await fixedAnswerServer(400, { 'content-type': 'text/html' }, page);
    const url = server.url('/webhooks');
    try {
      const run = await check([url, '--allow-http', '--only', 'event.project.created']);
      expect(run.stdout).toMatch(
        /^FAIL +must +event\.project\.created +400 .*or values\); its answer: "Bad Request Bad Request data\.object\.about: expected a string"$/m,
      );
    } finally {
      await server.close();
    }
  });
});

describe('a receiver that crashes', () => {
  // a hand-written node:http receiver whose handling throws outside any try: the process exits
  const receiverSource = (compare: string) => `
      import { createServer } from 'node:http';
      import { createHmac, timingSafeEqual } from 'node:crypto';
      const server = createServer((req, res) => {
        const chunks = [];
        req.on('data', (chunk) => chunks.push(chunk));
        req.on('end', () => {
          const body = Buffer.concat(chunks);
          const expected = createHmac('sha256', process.env.KEY).update(body).digest('hex');
          const given = String(req.headers['abstract-webhooks-signature'] ?? '');
          if (${compare}) return res.writeHead(401).end();
          const delivery = JSON.parse(body.toString('utf8'));
          res.end(delivery.event);
        });
      });
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

  /** Runs `check` against the receiver; resolves with its output and the receiver's stderr. */
  async function checkCrashing(compare: string) {
    const child = spawn(process.execPath, ['--input-type=module', '-e', receiverSource(compare)], {
      env: { ...process.env, KEY: SECRET },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      const port = await new Promise<string>((resolve) =>
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
      );
      const url = `http://127.0.0.1:${port}/webhooks`;
      const run = await check([url, '--allow-http', '--secret', SECRET, '--burst', '3']);
      return { run, exitCode: await exited, stderr };
    } finally {
      child.kill();
    }
  }

  it('names the request at which it stopped answering: a body that does not parse, thrown out of an event callback', async () => {
    const { run, exitCode, stderr } = await checkCrashing(
      'given.length !== 64 || !timingSafeEqual(Buffer.from(expected), Buffer.from(given))',
    );
    expect(run.code).toBe(1);
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/SyntaxError: Unexpected token/);
    expect(run.stdout).toMatch(
      /^fail +should +request\.not-json +[\d.]+ ms +no answer to signed bytes that are not JSON: /m,
    );
    expect(run.stdout).toContain(
      'one cause behind the failures: the receiver stopped answering at a body that is not JSON (request.not-json): neither it nor the 4 requests after it got an answer, and its port closed, so that request probably crashed it (an uncaught error); catch what handling a request can throw and answer it (400 for a body that does not parse), and restart the receiver when it exits\n',
    );
  });

  it("names crypto.timingSafeEqual's RangeError when a missing signature header crashed it", async () => {
    // the length check left out, as many receivers leave it: an absent header is '' here
    const { run, exitCode, stderr } = await checkCrashing(
      '!timingSafeEqual(Buffer.from(expected), Buffer.from(given))',
    );
    expect(run.code).toBe(1);
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/RangeError.*Input buffers must have the same byte length/);
    expect(run.stdout).toMatch(
      /^FAIL +must +signature\.missing +[\d.]+ ms +no answer to a delivery without the signature header: /m,
    );
    expect(run.stdout).toMatch(
      /^one cause behind the failures: the receiver stopped answering at a delivery without the signature header \(signature\.missing\): neither it nor the \d+ requests after it got an answer, and its port closed, so that request probably crashed it \(an uncaught error\); catch what handling a request can throw and answer 401 when the signature header is missing \(Node's Buffer\.from\(undefined\) and crypto\.timingSafeEqual of an empty string and 64 digits throw\), and restart the receiver when it exits$/m,
    );
  });
});
