// `designhooks check` against a zoo of receivers, each with exactly one production defect: the
// real CLI, over real loopback HTTP, must fail exactly the cases that defect implies and pass
// every other one; a correct receiver passes everything.
import { createNodeMiddleware, Webhooks } from '@octokit/webhooks';
import { createSecureServer, createServer } from 'node:http2';
import type { Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, selfSignedCertificate } from '@designhooks/test-support';
import { checkCatalogue, type CheckReport } from '@designhooks/testing';
import { eventNames } from '@designhooks/types';
import { serveZoo, zooApp, type Defect, type ZooServer } from '../helpers/check-zoo.ts';
import { runCli } from '../helpers/run-cli.ts';

const SECRET = 'zoo-signing-key';
const servers: ZooServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const allEventCases = eventNames.flatMap((e) => [`event.${e}`, `event.${e}.variants`]);
/** The cases whose deliveries must be answered 2xx: a receiver refusing every one fails them all. */
const wantTwoHundred = [
  ...allEventCases,
  'encoding.go-escapes',
  'encoding.utf8',
  'encoding.utf8-split',
  'size.large',
  'event.unknown',
  'delivery.duplicate',
  'delivery.out-of-order',
  'delivery.late-redelivery',
  'signature.leading-zero',
  'load.burst',
];

/** The cases whose deliveries must be refused (4xx): not graded when something in front answers. */
const wantRefusal = [
  'signature.missing',
  'signature.wrong-key',
  'signature.tampered',
  'signature.malformed',
  'request.not-json',
];

/** The signature cases whose signature is there but wrong: a receiver that fails to hash fails them. */
const forgedSignatures = ['signature.wrong-key', 'signature.tampered', 'signature.malformed'];

const readsOnlyOctetStream =
  "a project.updated as the platform writes it was refused (500) and the same delivery sent as Content-Type: application/octet-stream was accepted: the receiver reads the body's bytes only when they come as application/octet-stream, and the platform sends application/json: a raw body parser left at its default type (express.raw() and body-parser's raw() read only application/octet-stream), or a JSON parser that takes application/json bodies before it (express.json() mounted ahead of the webhook route); give the raw parser { type: 'application/json' } and mount it on the webhook route before any JSON parser, see docs/verifying-signatures.md";

/** Each defect, the flags its run needs, and the cases it must fail (all others must pass). */
const ZOO: Array<{
  defect: Defect | null;
  flags?: string[];
  fails: string[];
  skips?: string[];
  cause?: string;
}> = [
  { defect: null, fails: [] },
  {
    // the stored fixtures with Go escapes (a project name, a comment body) fail too
    defect: 'verifies-reserialised-body',
    fails: [
      'event.project.updated.variants',
      'event.comment.created.variants',
      'encoding.go-escapes',
    ],
  },
  {
    defect: 'no-verification',
    fails: [
      'signature.missing',
      'signature.wrong-key',
      'signature.tampered',
      'signature.malformed',
    ],
  },
  { defect: 'body-limit-100kb', fails: ['size.large'] },
  { defect: 'unknown-event-500', fails: ['event.unknown'] },
  {
    defect: 'never-answers',
    flags: ['--timeout', '300'],
    cause: 'no delivery was answered within 300 ms: the handler probably never sends a response',
    fails: [...wantTwoHundred, 'latency'],
  },
  {
    // answers a failed signature (500) and a large push (413) at once, and nothing else
    defect: 'platform-snippet',
    flags: ['--timeout', '300'],
    cause:
      "no delivery was accepted: the receiver answers some at once (500, 413) but never answers the others (27 of 29 got no answer within 300 ms), so it probably answers only when something fails (or only after slow work); send a 2xx as soon as a delivery is verified and stored (the platform's own snippet never sends one)",
    fails: [
      ...wantTwoHundred,
      'signature.missing',
      'signature.wrong-key',
      'signature.tampered',
      'signature.malformed',
      'latency',
    ],
  },
  {
    defect: 'upper-case-hex',
    cause:
      "a project.updated as the platform writes it was refused (401) and the same delivery with its signature in upper-case hex was accepted: the receiver compares the header with its HMAC in upper-case hex (.NET's Convert.ToHexString and BitConverter.ToString, Java's %02X write it so); the platform sends lower-case hex: lower-case the digest before comparing, see docs/verifying-signatures.md",
    fails: wantTwoHundred,
  },
  { defect: 'compare-throws-on-length', fails: ['signature.missing', 'signature.malformed'] },
  { defect: 'compares-given-digits', fails: ['signature.malformed'] },
  {
    defect: 'reads-header-capitalised',
    cause:
      'a delivery signed with the given key was refused as if it had no signature (401; its answer: "{"error":"Missing signature header"}"): the receiver does not find the header the platform sends, <Service>-Webhooks-Signature; it reads it under another name (Node lowercases header names: req.headers[\'abstract-webhooks-signature\'], not req.headers[\'Abstract-Webhooks-Signature\']), or something in front of it drops the header',
    fails: wantTwoHundred,
  },
  { defect: 'decodes-chunks', fails: ['encoding.utf8-split'] },
  // a 200 carrying the TypeError of a commenter's absent e-mail: every case with a comment
  {
    defect: 'swallows-errors',
    fails: [
      ...allEventCases.filter((id) => id.startsWith('event.comment.')),
      'encoding.go-escapes',
      'encoding.utf8',
      'encoding.utf8-split',
      'delivery.out-of-order',
    ],
  },
  // createHmac(...).update(req.body) throws on the body a raw parser never read: 500 to every
  // delivery, and to every forged signature; the same delivery as application/octet-stream is read
  {
    defect: 'raw-parser-default-type',
    cause: readsOnlyOctetStream,
    fails: [...wantTwoHundred, ...forgedSignatures, 'request.not-json'],
  },
  // the JSON parser answers bytes that are not JSON with its own 400
  {
    defect: 'json-parser-first',
    cause: readsOnlyOctetStream,
    fails: [...wantTwoHundred, ...forgedSignatures],
  },
  { defect: 'duplicate-500', fails: ['delivery.duplicate'] },
  { defect: 'duplicate-409', fails: ['delivery.duplicate'] },
  { defect: 'update-before-create-500', fails: ['delivery.out-of-order'] },
  // update-or-fail answering "not found": the change is refused for good, not retried
  { defect: 'update-before-create-404', fails: ['delivery.out-of-order'] },
  { defect: 'slow', flags: ['--max-latency', '100'], fails: ['latency'] },
  { defect: 'not-json-500', fails: ['request.not-json'] },
  { defect: 'not-json-closes', fails: ['request.not-json'] },
  { defect: 'accepts-missing-signature', fails: ['signature.missing'] },
  // a replay window judges age only: the out-of-order sequence, sent as it happens, passes
  { defect: 'replay-window-5min', fails: ['delivery.late-redelivery'] },
  // every request answered 200 with the app's index.html: nothing was handled, and the
  // refusals the signature and request cases want are not graded
  {
    defect: 'spa-fallback',
    cause:
      "every answer came from a catch-all route answering any request with the same HTML page (an app's index.html fallback, a static host), not the receiver's code; route POSTs to the webhook's path to the receiver ahead of the catch-all, or check the receiver's own path: a delivery the page answers 2xx is acknowledged and lost (if your code did run, answer the delivery itself, and bytes that are not one with 400, instead of the page)",
    fails: wantTwoHundred,
    skips: [...wantRefusal, 'request.wrong-method', 'latency'],
  },
  // every POST refused before the receiver's code: the refusals it wants are not graded
  {
    defect: 'csrf-protection',
    cause:
      'every answer came from the framework\'s CSRF protection, not the receiver\'s code; a delivery carries no CSRF token: exempt the webhook route (the signature authenticates it), see docs/check.md "CSRF protection"',
    fails: wantTwoHundred,
    skips: [...wantRefusal, 'latency'],
  },
];

/**
 * `designhooks check --only <only>` (and `flags`) against the zoo receiver with `defect`, or any
 * request handler, over the real CLI.
 */
async function checkOnly(
  receiver: Defect | Parameters<typeof serveZoo>[0],
  only: string,
  ...flags: string[]
) {
  const server = await serveZoo(typeof receiver === 'string' ? zooApp(SECRET, receiver) : receiver);
  servers.push(server);
  return runCli([
    'check',
    server.url,
    '--allow-http',
    '--secret',
    SECRET,
    '--only',
    only,
    ...flags,
  ]);
}

describe('designhooks check grades the zoo of broken receivers', () => {
  it.each(ZOO.map((entry) => [entry.defect ?? 'no defect', entry] as const))(
    '%s',
    async (_name, { defect, flags = [], fails, skips = [], cause }) => {
      const server = await serveZoo(zooApp(SECRET, defect));
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
        ...flags,
      ]);
      expect(run.stderr).toBe('');
      const report = JSON.parse(run.stdout) as CheckReport;
      const failed = report.cases.filter((c) => c.verdict === 'fail').map((c) => c.id);
      expect(failed.sort()).toEqual([...fails].sort());
      expect(report.cases.map((c) => c.id)).toEqual(checkCatalogue.map((c) => c.id));
      expect(report.cases.filter((c) => c.verdict === 'skip').map((c) => c.id)).toEqual(skips);
      // one cause behind every failure only where there is one
      expect(report.commonCause).toBe(cause);
      // every failure says what the receiver did, on one line
      for (const c of report.cases.filter((c) => c.verdict === 'fail'))
        expect(c.reason).toMatch(/^(answered \d{3}|no answer|p95 answer time|\d+ of \d+)[^\n]+$/);
      const mustFailed = report.cases.some((c) => c.verdict === 'fail' && c.severity === 'must');
      expect(report.passed).toBe(!mustFailed);
      expect(run.code).toBe(mustFailed ? 1 : 0);
      await server.close();
    },
    60_000,
  );

  it('names the likely cause of the re-serialised verification', async () => {
    const run = await checkOnly(
      'verifies-reserialised-body',
      'event.project.created,encoding.go-escapes,size.large',
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL +must +encoding\.go-escapes +401 .*answered 401 to a Go-escaped comment .* the receiver probably verifies a re-serialised body, see docs\/verifying-signatures\.md(?: \(its signature starts with 0: .+? refuses it too\))?; its answer: "\{"error":"bad signature"\}"$/m,
    );
    // the cases --only left out get no line, only a count: the run is the three asked for
    expect(run.stdout).not.toMatch(/signature\.missing|not selected \(/);
    expect(
      run.stdout.split('\n').filter((line) => /^(pass|FAIL|fail|skip) /.test(line)),
    ).toHaveLength(3);
    expect(run.stdout).toMatch(
      /^3\d cases: 2 passed, 1 failed \(1 must\), (\d+) skipped \(\1 not selected\) in [\d.]+ m?s: FAILED$/m,
    );
  });

  it('says a duplicate refused with a 4xx is recorded as a failed delivery', async () => {
    const run = await checkOnly('duplicate-409', 'delivery.duplicate');
    expect(run.stdout).toMatch(
      /^FAIL +must +delivery\.duplicate +409 .* answered 409 to the second copy of the same bytes: a retry after a timeout sends the same bytes again, and a 4xx records it as a failed delivery; answer 2xx to a delivery already seen; its answer: "\{"error":"delivery already processed"\}"$/m,
    );
  });

  it('says that a receiver closing the connection on bytes that are not JSON failed on them', async () => {
    const run = await checkOnly('not-json-closes', 'request.not-json');
    expect(run.stdout).toMatch(
      /^fail +should +request\.not-json +[\d.]+ ms +no answer to signed bytes that are not JSON: connection closed by 127\.0\.0\.1:\d+ before a response \((ECONNRESET|socket hang up)\); a server closes the connection so when the code handling the request fails \(an uncaught error\); catch the parse error and answer 400$/m,
    );
  });

  it("names a comparison that throws on a header of another length (crypto.timingSafeEqual's RangeError)", async () => {
    const run = await checkOnly('compare-throws-on-length', 'signature.*');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL +must +signature\.missing +500 .* answered 500 to a delivery without the signature header: the code probably compares the absent header, which throws \(Node's Buffer\.from\(undefined\), or crypto\.timingSafeEqual of an empty string and 64 digits; Python's hmac\.compare_digest\(None, …\), PHP's hash_equals\(null, …\)\), since a wrong signature of the right length is refused; answer 401 when the header is missing \(a 5xx makes the platform retry a delivery that never verifies\); its answer: /m,
    );
    expect(run.stdout).toMatch(
      /^FAIL +must +signature\.malformed +500 .* answered 500 to a delivery whose signature is the first 40 of its 64 hex digits: the comparison probably throws on a header of another length than its HMAC \(Node's crypto\.timingSafeEqual throws RangeError on unequal lengths, and a plain node:http server exits on it\), since a wrong signature of the right length is refused; check the length, then compare, and answer 401 \(anyone can send one, and every one is then a server error\); its answer: /m,
    );
    // the platform's own snippet answers 500 to every signature that does not match: no throw named
    const snippet = await checkOnly('platform-snippet', 'signature.malformed');
    expect(snippet.stdout).toMatch(
      /^FAIL +must +signature\.malformed +500 .* answered 500 to a delivery whose signature is the first 40 of its 64 hex digits: refuse it with 401 \(anyone can send one, and every one is then a server error\); its answer: "Webhook signature mismatch"$/m,
    );
  });

  it('names a comparison of only the digits the header gives', async () => {
    const run = await checkOnly('compares-given-digits', 'signature.*');
    expect(run.stdout).toMatch(
      /^FAIL +must +signature\.malformed +200 .* answered 200 to a delivery whose signature is the first 40 of its 64 hex digits: the receiver compares only as many digits as the header gives \(a forger needs fewer, or none\); compare all 64; answer 401/m,
    );
    expect(run.stdout).toMatch(/^pass +must +signature\.wrong-key +401 /m);
    // a receiver that verifies nothing accepts the cut signature too: that is what it is told
    const none = await checkOnly('no-verification', 'signature.malformed');
    expect(none.stdout).toMatch(
      /^FAIL +must +signature\.malformed +200 .* answered 200 to a delivery whose signature is the first 40 of its 64 hex digits: the receiver does not verify signatures; answer 401/m,
    );
  });

  it("names another platform's webhook library by the header its answer says is missing", async () => {
    // @octokit/webhooks' own middleware, given the signing key: it wants GitHub's headers
    const github = createNodeMiddleware(new Webhooks({ secret: SECRET }), { path: '/webhooks' });
    const only = 'event.project.created,event.project.updated';
    const run = await checkOnly((req, res) => void github(req, res), only);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL +must +event\.project\.created +400 .*; its answer: "\{"error":"Required headers missing: x-github-event, /m,
    );
    expect(run.stdout).toContain(
      "\none cause behind the failures: no delivery was accepted, and the receiver's answer names x-github-event, one of GitHub's webhook headers, which the platform never sends: it signs with one header, <Service>-Webhooks-Signature (the HMAC-SHA256 of the body in hex; no id, no timestamp); verify that one instead of using another platform's webhook library, see docs/verifying-signatures.md\n",
    );
  });

  it('names a Node HTTP/2 server without allowHTTP1, which refuses an HTTP/1.1 delivery with 403', async () => {
    const { cert, key, caFile } = await selfSignedCertificate();
    const h2 = createSecureServer({ cert, key }, (_req, res) => res.end('ok'));
    const sockets = new Set<Socket>();
    h2.on('connection', (socket: Socket) => sockets.add(socket));
    const port = await listenOnLoopback(h2);
    try {
      const url = `https://127.0.0.1:${port}/webhooks`;
      const run = await runCli(['check', url, '--ca', caFile, '--secret', SECRET, '--burst', '3']);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        "\none cause behind the failures: every answer came from Node's HTTP/2 server, which speaks only HTTP/2 (http2.createSecureServer without allowHTTP1), not the receiver's code; create it with { allowHTTP1: true }: the platform's documented delivery is an HTTP/1.1 request (Connection: close), and a sender that does not negotiate HTTP/2 gets this 403\n",
      );
      expect(run.stdout).toMatch(/^skip +must +signature\.missing +403 .*not graded: /m);
    } finally {
      // the sockets it answered 403 on stay open: close would wait for their timeout
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => h2.close(resolve));
    }
  });

  it('names a cleartext HTTP/2-only server (h2c), which answers an HTTP/1.1 request in HTTP/2 frames', async () => {
    const h2c = createServer((_req, res) => res.end('ok'));
    const port = await listenOnLoopback(h2c);
    try {
      const run = await runCli([
        'check',
        `http://127.0.0.1:${port}/webhooks`,
        '--allow-http',
        '--secret',
        SECRET,
        '--burst',
        '3',
      ]);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        `\none cause behind the failures: no delivery was answered: 127.0.0.1:${port} answered in HTTP/2 frames, not HTTP/1.1: a cleartext HTTP/2-only server (h2c, such as node:http2's createServer); the platform's sender speaks HTTP/1.1 without TLS and negotiates HTTP/2 only over TLS: serve HTTPS (http2.createSecureServer with allowHTTP1: true) or HTTP/1.1\n`,
      );
    } finally {
      await new Promise((resolve) => h2c.close(resolve));
    }
  });

  it('names a receiver that reads the body until the connection ends, over HTTPS', async () => {
    // what Python's self.rfile.read() with no size does: it answers only once the sender closes
    // its side, and the platform keeps the connection open while it waits for the answer
    const { cert, key, caFile } = await selfSignedCertificate();
    const answers = (status: string) =>
      createTlsServer({ cert, key, allowHalfOpen: true }, (socket) => {
        socket.on('error', () => {});
        socket.resume(); // every byte read, none looked at
        socket.on('end', () =>
          socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
        );
      });
    const check = async (server: ReturnType<typeof createTlsServer>) => {
      const port = await listenOnLoopback(server);
      try {
        const url = `https://127.0.0.1:${port}/webhooks`;
        const only = ['--only', 'event.project.*,signature.missing', '--timeout', '300'];
        return await runCli(['check', url, '--ca', caFile, '--secret', SECRET, ...only]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    };
    const run = await check(answers('200 OK'));
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL +must +event\.project\.created +[\d.]+ ms +no answer within 300 ms /m,
    );
    expect(run.stdout).toContain(
      "\none cause behind the failures: no delivery was answered within 300 ms, but a project.updated as the platform writes it was answered 200 once the request's side of the connection was closed after its body, which the platform never does: the receiver probably reads the body until the connection ends (Python's self.rfile.read() with no size, a socket read to its end) instead of its Content-Length bytes, and the platform keeps the connection open while it waits for the answer: read exactly Content-Length bytes (self.rfile.read(int(self.headers['Content-Length']))); a Go handler that waits until its request's context is cancelled answers then too\n",
    );
    // an error answered then (Go cancels a request's context on a half-close) is not this cause
    const failing = await check(answers('500 Internal Server Error'));
    expect(failing.stdout).toContain(
      '\none cause behind the failures: no delivery was answered within 300 ms: the handler probably never sends a response\n',
    );
  });

  it('says a receiver was starting when only its first delivery went unanswered', async () => {
    // the correct receiver, its first request held 1.5 s as an app starting on demand holds it
    const app = zooApp(SECRET, null);
    let first = true;
    const starting: Parameters<typeof serveZoo>[0] = (req, res) => {
      if (!first) return void app(req, res);
      first = false;
      setTimeout(() => app(req, res), 1_500);
    };
    const run = await checkOnly(starting, 'event.project.*,encoding.*', '--timeout', '1000');
    expect(run.stdout).toMatch(
      /^FAIL +must +event\.project\.created +[\d.]+ ms +no answer within 1000 ms /m,
    );
    expect(run.stdout).toMatch(
      /\none cause behind the failures: the first delivery got no answer within 1000 ms and every later one was answered 2xx \(p50 [\d.]+ ms\): the receiver was probably starting when the check began /,
    );
  });

  it('says why a large push failed and how to fix it', async () => {
    const run = await checkOnly('body-limit-100kb', 'size.large');
    expect(run.stdout).toMatch(
      /answered 413 to a commits\.created push of 1000 commits \(\d+ KiB\): the body limit is too low \(express\.json's default is 100 KB\)/,
    );
  });
});
