import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { createReceiver, sign } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';
import { nodeHandler } from '@designhooks/receiver/node';
import { closeServer, listenOnLoopback, quietLogger } from '@designhooks/test-support';
import { eventNames } from '@designhooks/types';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from './check-catalogue.ts';
import { selectCases } from './select-cases.ts';
import { checkReceiver } from './check-receiver.ts';
import type { CheckAnswer, CheckReport, CheckRequest, CheckTransport } from './check-types.ts';
import { runCheck } from './run-check.ts';
import { CheckOptionsError, UnknownCheckCaseError } from '../errors.ts';

describe('the check catalogue', () => {
  it('has unique ids: each event and its variants, then the fixed cases, in order', () => {
    const ids = checkCatalogue.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 20)).toEqual(
      eventNames.flatMap((e) => [`event.${e}`, `event.${e}.variants`]),
    );
    expect(ids.slice(20)).toEqual([
      'encoding.go-escapes',
      'encoding.utf8',
      'encoding.utf8-split',
      'size.large',
      'event.unknown',
      'signature.missing',
      'signature.wrong-key',
      'signature.tampered',
      'signature.malformed',
      'signature.leading-zero',
      'delivery.duplicate',
      'delivery.out-of-order',
      'delivery.late-redelivery',
      'request.not-json',
      'request.wrong-method',
      'load.burst',
      'latency',
    ]);
  });

  it('gives every case a severity, a rule, a source and a fix', () => {
    for (const c of checkCatalogue) {
      expect(['must', 'should']).toContain(c.severity);
      expect(['spec', 'platform-facts', 'failure-mode']).toContain(c.source);
      expect(c.rule).toMatch(/\.$/);
      expect(c.fix.length).toBeGreaterThan(10);
    }
    const should = checkCatalogue.filter((c) => c.severity === 'should').map((c) => c.id);
    expect(should).toEqual([
      'event.unknown',
      'delivery.out-of-order',
      'delivery.late-redelivery',
      'request.not-json',
      'request.wrong-method',
      'latency',
    ]);
  });
});

describe('selectCases', () => {
  it('takes ids and prefixes ending in *, less the skipped ones', () => {
    expect([...selectCases(['signature.*'], ['signature.tampered'])]).toEqual([
      'signature.missing',
      'signature.wrong-key',
      'signature.malformed',
      'signature.leading-zero',
    ]);
    expect(selectCases().size).toBe(checkCatalogue.length);
    // a prefix is literal: event.* is the ten events, their variants and event.unknown
    expect([...selectCases(['event.*'])]).toEqual([
      ...eventNames.flatMap((e) => [`event.${e}`, `event.${e}.variants`]),
      'event.unknown',
    ]);
    expect(selectCases(['event.*'], ['event.unknown']).size).toBe(20);
    expect(selectCases([], ['load.burst']).has('load.burst')).toBe(false);
  });

  it('refuses a pattern that matches nothing, listing the ids', () => {
    expect(() => selectCases(['event.nope'])).toThrow(UnknownCheckCaseError);
    expect(() => selectCases([], ['lod.burst'])).toThrow(
      /no check case matches "lod\.burst" \(did you mean load\.burst\?\); valid ids .*load\.burst/,
    );
  });

  it.each([
    ['signature.wrong', 'signature.wrong-key'], // the start of one id
    ['event.project', 'event.project*'], // the start of several
    ['signatures.*', 'signature.*'], // a pattern: the ids' prefixes
    ['event.projects.*', 'event.project.*'],
    ['latncy', 'latency'],
  ])('names what %s probably meant', (typed, meant) => {
    expect(() => selectCases([typed])).toThrow(
      `no check case matches "${typed}" (did you mean ${meant}?); `,
    );
  });

  it('suggests nothing far from every id', () => {
    expect(() => selectCases(['xyz'])).toThrow(/^no check case matches "xyz"; valid ids/);
  });
});

describe('checkReceiver options', () => {
  it.each([
    [{}, /give exactly one of url and handler/],
    [{ url: 'http://127.0.0.1:1/', handler: { fetch: () => new Response() } }, /exactly one/],
    [{ handler: { fetch: () => new Response() }, timeout: 0 }, /timeout must be a whole number/],
    [{ handler: { fetch: () => new Response() }, burst: 1.5 }, /burst must be a whole number/],
  ])('refuses %j before any request', async (options, message) => {
    await expect(checkReceiver(options as never)).rejects.toThrow(CheckOptionsError);
    await expect(checkReceiver(options as never)).rejects.toThrow(message);
  });

  it('grades a fetch handler in process: a 2xx to everything fails exactly the cases that need a refusal', async () => {
    let calls = 0;
    const report = await checkReceiver({
      handler: {
        fetch: () => {
          calls += 1;
          return new Response('ok');
        },
      },
      secret: 'k',
      burst: 3,
    });
    const failed = report.cases.filter((c) => c.verdict === 'fail').map((c) => c.id);
    expect(failed).toEqual([
      'signature.missing',
      'signature.wrong-key',
      'signature.tampered',
      'signature.malformed',
      'request.not-json',
      'request.wrong-method',
    ]);
    expect(report.passed).toBe(false);
    expect(calls).toBe(71); // with the control that tells a cut signature accepted from no verification
  });

  it('without a secret skips the signature cases and says so', async () => {
    const report = await checkReceiver({
      handler: { fetch: () => new Response(null, { status: 204 }) },
      only: ['event.project.created', 'signature.*'],
    });
    expect(report.authenticityChecked).toBe(false);
    expect(
      report.cases
        .filter((c) => c.verdict === 'skip' && /authenticity not checked/.test(c.reason ?? ''))
        .map((c) => c.id),
    ).toEqual([
      'signature.missing',
      'signature.wrong-key',
      'signature.tampered',
      'signature.malformed',
      'signature.leading-zero',
    ]);
    expect(report.passed).toBe(true);
  });

  it('notes a burst answered in full but slowly: one request at a time, as a small backlog does', async () => {
    let queue = Promise.resolve();
    const oneAtATime = {
      fetch: () => {
        const answered = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
        queue = answered;
        return answered.then(() => new Response(null, { status: 204 }));
      },
    };
    const slow = await checkReceiver({
      handler: oneAtATime,
      only: ['load.burst'],
      burst: 20,
      maxLatency: 40,
    });
    const burst = slow.cases.find((c) => c.id === 'load.burst')!;
    expect(burst.verdict).toBe('pass');
    expect(burst.latency!.p95).toBeGreaterThan(40);
    expect(burst.reason).toBe(
      'p95 over 40 ms: the receiver takes few connections at once (a small listen backlog, one worker?)',
    );
    const fast = await checkReceiver({
      handler: { fetch: () => new Response(null, { status: 204 }) },
      only: ['load.burst'],
      burst: 20,
      maxLatency: 1000,
    });
    expect(fast.cases.find((c) => c.id === 'load.burst')!.reason).toBeUndefined();
  });

  it('names a receiver that was starting: only its first requests went unanswered, then every one quickly', async () => {
    const only = ['event.project.created', 'event.project.updated', 'encoding.utf8', 'latency'];
    // the first `cold` requests time out (the sender gave up), the rest answer after `ms`
    const starting = (cold: number, ms: number, status = 204): CheckTransport => {
      let sent = 0;
      return async () => {
        if (sent++ < cold) return { error: 'no answer within 300 ms', timedOut: true };
        await new Promise((resolve) => setTimeout(resolve, ms));
        return { status: sent === cold + 2 ? status : 204 };
      };
    };
    const check = (transport: CheckTransport) =>
      runCheck('http://127.0.0.1:9/', transport, { only, timeout: 300 });
    const woke = await check(starting(1, 1));
    // a run of four requests: one missing answer is its p95 (in a whole run, one of 110 is not)
    expect(woke.cases.filter((c) => c.verdict === 'fail').map((c) => c.id)).toEqual([
      'event.project.created',
      'latency',
    ]);
    expect(woke.commonCause).toMatch(
      /^the first delivery got no answer within 300 ms and every later one was answered 2xx \(p50 [\d.]+ ms\): the receiver was probably starting when the check began \(a host that starts an idle app on its first request: Cloud Run or Fly\.io scaled to zero, .*: keep an instance running \(Cloud Run's min-instances 1\) or make start-up quicker, and run the check again on the warm receiver$/,
    );
    expect((await check(starting(2, 1))).commonCause).toMatch(/^the first 2 deliveries got no /);
    // slow throughout (a tenth of the timeout or more), or another failure besides: not that
    expect((await check(starting(1, 40))).commonCause).toBeUndefined();
    expect((await check(starting(1, 1, 500))).commonCause).toBeUndefined();
  });

  it('blames a full listen backlog only when one-at-a-time handling cannot explain a late burst', async () => {
    const sequential = ['event.project.created', 'load.burst'];
    // one delivery alone takes no time, and 3 of the burst come a second late: the kernel's retry
    let inBurst = 0;
    const retried: CheckTransport = async (request) => {
      const late = Buffer.from(request.body).includes('Check burst') && ++inBurst <= 3;
      await new Promise((resolve) => setTimeout(resolve, late ? 1_050 : 1));
      return { status: 204 };
    };
    const backlog = await runCheck('http://127.0.0.1:9/', retried, {
      only: sequential,
      burst: 10,
      maxLatency: 900,
    });
    expect(backlog.cases.find((c) => c.id === 'load.burst')!.reason).toMatch(
      /^p95 over 900 ms: 3 took 1 s or more though one delivery alone takes [\d.]+ ms \(all 10 one after another: \d+ ms\), so their connections waited to be accepted, as when the receiver's listen backlog is full: /,
    );
    // one after another at 120 ms each: the burst's last answers are a second late by queueing
    let queue = Promise.resolve();
    const serial: CheckTransport = () => {
      const answered = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, 120)));
      queue = answered;
      return answered.then(() => ({ status: 204 }));
    };
    const queued = await runCheck('http://127.0.0.1:9/', serial, {
      only: sequential,
      burst: 10,
      maxLatency: 900,
    });
    const queuedBurst = queued.cases.find((c) => c.id === 'load.burst')!;
    expect(queuedBurst.latency!.max).toBeGreaterThan(1_000);
    expect(queuedBurst.reason).toBe(
      'p95 over 900 ms: the receiver takes few connections at once (a small listen backlog, one worker?)',
    );
  });

  it('names a body size limit answered with 503 or 400, as Go handlers around http.MaxBytesReader do', async () => {
    for (const status of [503, 400]) {
      // a 64 KiB cap, and the read error answered with `status`: not 413
      const capped = {
        fetch: async (request: Request) =>
          new Response(null, {
            status: (await request.arrayBuffer()).byteLength > 65_536 ? status : 200,
          }),
      };
      const only = ['event.project.created', 'size.large'];
      const report = await checkReceiver({ handler: capped, only });
      expect(report.cases.find((c) => c.id === 'size.large')!.reason).toMatch(
        new RegExp(
          `^answered ${status} to a commits\\.created push of 1000 commits \\(\\d+ KiB\\), and 2xx to smaller deliveries: the receiver probably limits the body's size below this one's and answers ${status} past its limit \\(Go's http\\.MaxBytesReader, a body parser's or a proxy's limit\\); allow at least 1 MiB$`,
        ),
      );
    }
  });

  it('grades a receiver that answers its deliveries with an HTML page, once bytes that are not a delivery are refused', async () => {
    const page =
      '<!doctype html><html><head><title>Thanks</title></head><body>Received.</body></html>';
    const verifying = fetchHandler(createReceiver({ secret: 'k', logger: quietLogger }));
    const withPage = async (request: Request) => {
      const answer = await verifying(request);
      if (answer.status !== 200) return answer;
      return new Response(page, { headers: { 'content-type': 'text/html' } });
    };
    let requests = 0;
    const counted = (fetch: (request: Request) => Promise<Response>) => ({
      fetch: (request: Request) => ((requests += 1), fetch(request)),
    });
    const json = await checkReceiver({ handler: counted(verifying), secret: 'k', burst: 2 });
    const sent = requests;
    requests = 0;
    const html = await checkReceiver({ handler: counted(withPage), secret: 'k', burst: 2 });
    expect(json.passed).toBe(true);
    expect(html.cases.filter((c) => c.verdict !== 'pass').map((c) => c.id)).toEqual([]);
    expect(requests).toBe(sent + 1); // the one request that told its page from a catch-all's
  });

  it('says a receiver that closes the connection on bytes that are not JSON failed on them', async () => {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          JSON.parse(Buffer.concat(chunks).toString('utf8'));
          res.writeHead(204).end();
        } catch {
          req.socket.destroy(); // as Python's http.server does when its handler raises
        }
      });
    });
    const port = await listenOnLoopback(server);
    try {
      const report = await checkReceiver({
        url: `http://127.0.0.1:${port}/`,
        only: ['request.not-json'],
      });
      expect(report.cases.find((c) => c.id === 'request.not-json')!.reason).toBe(
        'no answer to signed bytes that are not JSON: ECONNRESET: socket hang up; a server closes the connection so when the code handling the request fails (an uncaught error); catch the parse error and answer 400',
      );
    } finally {
      await closeServer(server);
    }
  });

  it('says why a receiver refused a delivery, in words for the CLI and for checkReceiver alike', async () => {
    const refuses = { fetch: () => new Response(null, { status: 401 }) };
    const only = ['event.project.created'];
    const unsigned = await checkReceiver({ handler: refuses, only });
    expect(unsigned.cases[0]!.reason).toBe(
      "answered 401 to the canonical project.created fixture, sent unsigned: the receiver requires a signature; give the check the webhook's signing key",
    );
    const signed = await checkReceiver({ handler: refuses, only, secret: 'k' });
    expect(signed.cases[0]!.reason).toBe(
      "answered 401 to the canonical project.created fixture, signed with the given key: the receiver checks another key (is it the webhook's signing key?), writes its HMAC otherwise than as lower-case hex, or verifies a re-serialised body, see docs/verifying-signatures.md",
    );
  });

  it('names the one cause behind every failure: nothing answered, or no signed delivery accepted', async () => {
    const refused: CheckTransport = () =>
      Promise.resolve({
        error: 'connection refused by 127.0.0.1:9 (is the receiver running?)',
        timedOut: false,
      });
    const down = await runCheck('http://127.0.0.1:9/', refused, { secret: 'k', burst: 2 });
    expect(down.commonCause).toBe(
      'no delivery was answered: connection refused by 127.0.0.1:9 (is the receiver running?)',
    );
    const refuses = { fetch: () => new Response(null, { status: 401 }) };
    const wrongKey = await checkReceiver({ handler: refuses, secret: 'k', burst: 2 });
    expect(wrongKey.commonCause).toBe(
      "no signed delivery was accepted (401 or 403 to every one), nor the same delivery with its signature computed as receivers get it wrong (upper case, base64, sha256=, zeros dropped, an empty body, key and body swapped, a key with a newline or quotes), or as Python, PHP and Go write a parsed body back: the receiver checks another key than the one given (is it the webhook's signing key?)",
    );
    const unsigned = await checkReceiver({ handler: refuses, burst: 2 });
    expect(unsigned.commonCause).toBe(
      "every delivery was refused (401 or 403): the receiver requires a signature; give the check the webhook's signing key",
    );
    const answering = (status: number) =>
      checkReceiver({
        handler: { fetch: () => new Response(null, { status }) },
        secret: 'k',
        burst: 2,
      });
    expect((await answering(404)).commonCause).toBe(
      'every delivery was answered 404: nothing handles POST at this URL; check its path',
    );
    expect((await answering(500)).commonCause).toBe(
      'every delivery was answered 500: the receiver fails on every delivery; its own log says why',
    );
    // the receiver's own words, when it says what failed (a development error page's first line)
    const failing = await checkReceiver({
      handler: {
        fetch: () =>
          new Response(
            'TypeError: The "data" argument must be of type string. Received undefined',
            { status: 500 },
          ),
      },
      secret: 'k',
      burst: 2,
    });
    expect(failing.commonCause).toBe(
      'every delivery was answered 500: the receiver fails on every delivery; its own log says why; its answer: "TypeError: The "data" argument must be of type string. Received undefined"',
    );
    // one delivery accepted: the 401s have other causes (the body), no common one
    let calls = 0;
    const firstOnly = {
      fetch: () => new Response(null, { status: calls++ === 0 ? 200 : 401 }),
    };
    const partly = await checkReceiver({ handler: firstOnly, secret: 'k', burst: 2 });
    expect(partly.cases.filter((c) => c.verdict === 'fail').length).toBeGreaterThan(10);
    expect(partly).not.toHaveProperty('commonCause');
    const healthy = await checkReceiver({ handler: { fetch: () => new Response('ok') }, burst: 2 });
    expect(healthy).not.toHaveProperty('commonCause');
  });

  it('tells a re-serialised body from another key: the same delivery as Python, PHP and Go write it back', async () => {
    // PHP's json_encode(json_decode($body)): the HMAC over the body with every / written \/
    const bodies: string[] = [];
    const php = {
      fetch: async (request: Request) => {
        const text = await request.text();
        bodies.push(text);
        const rewritten = JSON.stringify(JSON.parse(text)).replaceAll('/', '\\/');
        const expected = sign(Buffer.from(rewritten), 'k');
        const given = request.headers.get('abstract-webhooks-signature');
        return new Response(null, { status: given === expected ? 200 : 500 });
      },
    };
    const only = ['event.project.created'];
    const report = await checkReceiver({ handler: php, secret: 'k', only });
    expect(report.commonCause).toBe(
      'a project.updated as the platform writes it was refused (500) and the same delivery as PHP\'s json_encode writes it ("/" written "\\/") was accepted: the receiver verifies the HMAC over a parsed and re-serialised body; compute it over the raw request bytes, before parsing them, and answer 401, not 500, to a signature that does not match, see docs/verifying-signatures.md',
    );
    // the case, then the platform's bytes, the same bytes as application/octet-stream and with
    // the signature computed 13 other ways (refused), then Python's form (refused), then PHP's
    expect(bodies).toHaveLength(18);
    expect(bodies.slice(2, 16)).toEqual(Array(14).fill(bodies[1]));
    expect(bodies[16]).toMatch(/^\{"createdAt": "\S+Z", "event": "project\.updated", "data": \{/);
    expect(bodies[17]).toContain('"avatarUrl":"https:\\/\\/avatars.example.com\\/');
    expect(bodies.slice(16).map((body) => JSON.parse(body))).toEqual(
      Array(2).fill(JSON.parse(bodies[1]!)),
    );

    // a receiver that verifies the raw bytes and fails one handler: the platform's bytes are
    // accepted, so nothing is rewritten and no cause is named
    const sent: string[] = [];
    const receiver = createReceiver({ secret: 'k', logger: quietLogger });
    receiver.on('comment.deleted', () => {
      throw new Error('db down');
    });
    const failing = fetchHandler(receiver);
    const handler = {
      fetch: async (request: Request) => (
        sent.push(await request.clone().text()),
        failing(request)
      ),
    };
    const partly = await checkReceiver({ handler, secret: 'k', only: ['event.comment.*'] });
    expect(partly.cases.filter((c) => c.verdict === 'fail').map((c) => c.id)).toEqual([
      'event.comment.deleted',
      'event.comment.deleted.variants',
    ]);
    expect(partly).not.toHaveProperty('commonCause');
    expect(sent.at(-1)).toMatch(/"name":"Check re-serialised body"/);
    expect(sent.filter((body) => /Check re-serialised body/.test(body))).toHaveLength(1);
  });

  it.each([
    ['upper-case hex', (mac: Buffer) => mac.toString('hex').toUpperCase(), 'in upper-case hex'],
    ['base64', (mac: Buffer) => mac.toString('base64'), 'in base64'],
    ['sha256=<hex>', (mac: Buffer) => `sha256=${mac.toString('hex')}`, 'written sha256=<hex>'],
    // Java's new BigInteger(1, mac).toString(16)
    [
      'a number in hex',
      (mac: Buffer) => BigInt(`0x${mac.toString('hex')}`).toString(16),
      'with the leading zeros of its signature left out',
    ],
    // Java's Integer.toHexString(b & 0xff), byte by byte
    [
      'each byte unpadded',
      (mac: Buffer) => [...mac].map((byte) => byte.toString(16)).join(''),
      'with each byte of its signature under 0x10 written as one digit',
    ],
  ] as const)(
    'names a receiver that writes its HMAC as %s, where another key was blamed',
    async (_name, write, as) => {
      const handler = {
        fetch: async (request: Request) => {
          const mac = createHmac('sha256', 'k')
            .update(Buffer.from(await request.arrayBuffer()))
            .digest();
          const given = request.headers.get('abstract-webhooks-signature');
          return new Response(null, { status: given === write(mac) ? 200 : 401 });
        },
      };
      const only = ['event.project.created', 'signature.leading-zero'];
      const report = await checkReceiver({ handler, secret: 'k', only });
      expect(report.commonCause).toMatch(
        /^a project\.updated as the platform writes it was refused \(401\) and the same delivery /,
      );
      expect(report.commonCause).toContain(` ${as} was accepted: the receiver `);
      // its signature starts with 0: refused by every such receiver, whatever the luck of the rest
      const zero = report.cases.find((c) => c.id === 'signature.leading-zero');
      expect(zero).toMatchObject({ verdict: 'fail', status: 401 });
      expect(report.passed).toBe(false);
    },
  );

  it('names a Lambda that hashes the base64 body API Gateway hands it, where another key was blamed', async () => {
    // API Gateway (a REST API whose binary media types include */*) in front of a Lambda that
    // hashes event.body as it is, not Buffer.from(event.body, 'base64')
    const handler = {
      fetch: async (request: Request) => {
        const event = {
          isBase64Encoded: true,
          body: Buffer.from(await request.arrayBuffer()).toString('base64'),
        };
        const mac = createHmac('sha256', 'k').update(event.body).digest('hex');
        const given = request.headers.get('abstract-webhooks-signature');
        return new Response(null, { status: given === mac ? 200 : 401 });
      },
    };
    const report = await checkReceiver({ handler, secret: 'k', only: ['event.project.created'] });
    expect(report.commonCause).toBe(
      "a project.updated as the platform writes it was refused (401) and the same delivery signed over the base64 of its body was accepted: the receiver hashes the body's base64 text: API Gateway hands a Lambda the body in base64, with isBase64Encoded true, when the REST API's binary media types include application/json or */*; hash Buffer.from(event.body, 'base64') when event.isBase64Encoded is true, see docs/verifying-signatures.md",
    );
  });

  it.each([
    ['with a newline', 'k\n', 'followed by a newline', 'ends with a newline'],
    ['with CRLF', 'k\r\n', 'followed by CRLF', 'ends with CRLF'],
    ['in quotes', '"k"', 'in double quotes', 'keeps the quotes around it'],
  ])(
    'names a receiver whose key was read %s, where another key was blamed',
    async (_name, key, as, cause) => {
      // the SDK's own receiver, given the key as a file or docker's --env-file gives it
      const receiver = createReceiver({ secret: key, logger: quietLogger });
      const handler = fetchHandler(receiver);
      const only = ['event.project.created'];
      const report = await checkReceiver({ handler, secret: 'k', only });
      expect(report.commonCause).toMatch(
        new RegExp(
          `^a project\\.updated as the platform writes it was refused \\(401\\) and the same delivery signed with the key ${as} was accepted: the receiver's key ${cause} `,
        ),
      );
    },
  );

  it('encoding.utf8-split: a node receiver that decodes each chunk on its own fails it, and only it', async () => {
    const chunks: number[] = [];
    // body += chunk: each Buffer decoded on its own, as countless hand-written receivers do
    const concatenating = (req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      let count = 0;
      req.on('data', (chunk: Buffer) => ((body += chunk), (count += 1)));
      req.on('end', () => {
        chunks.push(count);
        if (req.method !== 'POST') return void res.writeHead(405).end();
        const expected = createHmac('sha256', 'k').update(body).digest('hex');
        if (req.headers['abstract-webhooks-signature'] !== expected)
          return void res.writeHead(401).end();
        res.writeHead(200).end();
      });
    };
    const report = await checkReceiver({ handler: concatenating, secret: 'k', burst: 2 });
    expect(report.cases.filter((c) => c.verdict === 'fail').map((c) => c.id)).toEqual([
      'encoding.utf8-split',
      'request.not-json', // it hashes and answers 200 without parsing: another matter
    ]);
    const split = report.cases.find((c) => c.id === 'encoding.utf8-split');
    expect(split).toMatchObject({ status: 401 });
    expect(split!.reason).toBe(
      'answered 401 to a comment.created with emoji and CJK, its body sent in two pieces split inside an emoji, and 2xx to the same bytes sent whole: the receiver decodes each piece of the body on its own (body += chunk, or a TextDecoder without { stream: true }), which breaks the character split between them; collect the pieces as bytes (Buffer.concat) and decode or hash the whole body',
    );
    expect(Math.max(...chunks)).toBe(2); // the one split body came in two pieces
    const only = ['encoding.*'];

    // refused whole as well: the split is not why, and the reason does not say it is
    const noEmoji = async (request: Request) =>
      new Response(null, { status: (await request.text()).includes('🚀') ? 401 : 200 });
    const refusing = await checkReceiver({ handler: { fetch: noEmoji }, secret: 'k', only });
    const refused = refusing.cases.find((c) => c.id === 'encoding.utf8-split');
    expect(refused).toMatchObject({ verdict: 'fail', status: 401 });
    expect(refused!.reason).toMatch(
      / whose signature verifies over its raw bytes: the receiver probably verifies a re-encoded body/,
    );

    // a fetch handler reading the stream with a TextDecoder per chunk, without { stream: true }
    const decoding = async (request: Request) => {
      let body = '';
      const reader = request.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read())
        body += new TextDecoder().decode(read.value);
      const expected = createHmac('sha256', 'k').update(body).digest('hex');
      const given = request.headers.get('abstract-webhooks-signature');
      return new Response(null, { status: given === expected ? 200 : 401 });
    };
    const web = await checkReceiver({ handler: { fetch: decoding }, secret: 'k', only });
    expect(web.cases.filter((c) => c.verdict === 'fail').map((c) => c.id)).toEqual([
      'encoding.utf8-split',
    ]);
    // the SDK's receivers read the bytes whole: node and fetch both pass
    const receiver = createReceiver({ secret: 'k', logger: quietLogger });
    for (const handler of [nodeHandler(receiver), { fetch: fetchHandler(receiver) }]) {
      const sdk = await checkReceiver({ handler, secret: 'k', only });
      expect(sdk.cases.filter((c) => c.verdict === 'fail')).toEqual([]);
    }
  });

  it('signature.leading-zero: names the zeros when other deliveries were accepted', async () => {
    const signatures = new Map<string, string>();
    const handler = {
      fetch: async (request: Request) => {
        const bytes = Buffer.from(await request.arrayBuffer());
        const given = request.headers.get('abstract-webhooks-signature') ?? '';
        signatures.set(bytes.toString('utf8'), given);
        const number = BigInt(`0x${createHmac('sha256', 'k').update(bytes).digest('hex')}`);
        return new Response(null, { status: given === number.toString(16) ? 200 : 401 });
      },
    };
    // one delivery in 16 is refused: the event cases' others are accepted
    const only = ['event.*', 'signature.*'];
    const report = await checkReceiver({ handler, secret: 'k', only });
    const [sent] = [...signatures].filter(([body]) => body.includes('"Check leading zero"'));
    expect(sent![1]).toMatch(/^0[1-9a-f][0-9a-f]{62}$/);
    const zero = report.cases.find((c) => c.id === 'signature.leading-zero');
    expect(zero).toMatchObject({ verdict: 'fail', status: 401 });
    expect(zero!.reason).toBe(
      "answered 401 to a project.updated whose signature starts with 0 (Check leading zero), and 2xx to deliveries whose signature does not: the receiver probably drops leading zeros when it writes its HMAC in hex (Java's new BigInteger(1, hmac).toString(16), or Integer.toHexString per byte); compare all 64 hex digits, see docs/verifying-signatures.md",
    );
    // a refused event case whose signature starts with 0 says so (one in 16 is: a few runs make
    // one sure); the receiver accepts its first delivery, so the key is known to be right
    let answered = 0;
    const zeros = {
      fetch: (request: Request) => {
        const given = request.headers.get('abstract-webhooks-signature') ?? '';
        return new Response(null, { status: answered++ > 0 && given.startsWith('0') ? 401 : 200 });
      },
    };
    const refusedEvents = [];
    for (let run = 0; run < 8 && refusedEvents.length === 0; run += 1) {
      answered = 0;
      const events = await checkReceiver({ handler: zeros, secret: 'k', only: ['event.*'] });
      refusedEvents.push(...events.cases.filter((c) => c.verdict === 'fail'));
    }
    expect(refusedEvents.length).toBeGreaterThan(0);
    for (const c of refusedEvents)
      expect(c.reason).toContain(
        "see docs/verifying-signatures.md (its signature starts with 0: a receiver that drops the leading zeros of its hex digest, as Java's new BigInteger(1, hmac).toString(16) does, refuses it too)",
      );

    // a correct receiver accepts it
    const right = await checkReceiver({
      handler: fetchHandler(createReceiver({ secret: 'k', logger: quietLogger })),
      secret: 'k',
      only: ['signature.leading-zero'],
    });
    expect(right.cases.find((c) => c.id === 'signature.leading-zero')).toMatchObject({
      verdict: 'pass',
      status: 200,
    });
  });

  it('names the request at which the receiver stopped answering, when its port closed after', async () => {
    // the body that is not JSON and the request after it reach the dying process (reset), the
    // later ones find its port closed
    let unanswered = 0;
    const crashing: CheckTransport = ({ body, method }) => {
      if (unanswered === 0 && !(method === 'POST' && body.toString().startsWith('event=')))
        return Promise.resolve({ status: 200 });
      unanswered += 1;
      return Promise.resolve(
        unanswered <= 2
          ? { error: 'reset', timedOut: false }
          : { error: 'refused', timedOut: false, refused: true },
      );
    };
    const report = await runCheck('http://127.0.0.1:9/', crashing, { secret: 'k', burst: 2 });
    expect(report.commonCause).toBe(
      'the receiver stopped answering at a body that is not JSON (request.not-json): neither it nor the 3 requests after it got an answer, and its port closed, so that request probably crashed it (an uncaught error); catch what handling a request can throw and answer it (400 for a body that does not parse), and restart the receiver when it exits',
    );
    // a receiver back up before the end (a supervisor restarted it): no such cause
    let refusals = 0;
    const restarted: CheckTransport = ({ method }) =>
      Promise.resolve(
        method === 'GET' && refusals++ === 0
          ? { error: 'refused', timedOut: false, refused: true }
          : { status: method === 'GET' ? 405 : 200 },
      );
    const back = await runCheck('http://127.0.0.1:9/', restarted, { secret: 'k', burst: 2 });
    expect(back.cases.find((c) => c.id === 'request.wrong-method')?.verdict).toBe('fail');
    expect(back).not.toHaveProperty('commonCause');
    // never listening at all is the other cause
    const never: CheckTransport = () =>
      Promise.resolve({ error: 'connection refused', timedOut: false, refused: true });
    const none = await runCheck('http://127.0.0.1:9/', never, { secret: 'k', burst: 2 });
    expect(none.commonCause).toBe('no delivery was answered: connection refused');
  });

  it("ends a refusal's reason with the receiver's own words, on one line and cut", async () => {
    const answering = (body: string, contentType = 'application/json') =>
      checkReceiver({
        handler: {
          fetch: () =>
            new Response(body, { status: 400, headers: { 'content-type': contentType } }),
        },
        only: ['event.project.created'],
      }).then((report) => report.cases.find((c) => c.id === 'event.project.created')!.reason);
    expect(await answering('{"error":\n  "data.object.about: expected string, got null"}')).toBe(
      'answered 400 to the canonical project.created fixture: the receiver\'s validation is stricter than what the platform sends (null vs "", absent optional members, unknown fields or values); its answer: "{"error": "data.object.about: expected string, got null"}"',
    );
    expect(await answering('x'.repeat(500), 'text/plain')).toMatch(/; its answer: "x{120}…"$/);
    // from the network: no control character reaches a report (a markdown file printed later)
    expect(await answering('bad\u001b]0;owned\u0007 \u009b31m', 'text/plain')).toMatch(
      /; its answer: "bad\\u001b\]0;owned\\u0007 \\u009b31m"$/,
    );
    // markup without a transport's excerpt is left out; no body, no words
    expect(
      await answering('<!DOCTYPE html><html><head><title>Bad</title></head></html>', 'text/html'),
    ).toMatch(/or values\)$/);
    expect(await answering('')).toMatch(/or values\)$/);
    // a transport's excerpt (the CLI's: an HTML page's words) is used as given
    const report = await runCheck(
      'http://127.0.0.1:9/',
      () =>
        Promise.resolve({
          status: 400,
          body: '<p>name is required</p>',
          excerpt: 'name is required',
        }),
      { only: ['event.project.created'] },
    );
    expect(report.cases.find((c) => c.id === 'event.project.created')!.reason).toMatch(
      /; its answer: "name is required"$/,
    );
  });

  it('tells an answer whose body never ended from no answer at all', async () => {
    const unfinished: CheckTransport = () =>
      Promise.resolve({ error: 'timeout', timedOut: true, unfinishedStatus: 200 });
    const report = await runCheck('http://127.0.0.1:9/', unfinished, { secret: 'k', burst: 2 });
    expect(report.cases.find((c) => c.id === 'event.project.created')?.reason).toBe(
      "answered 200 to the canonical project.created fixture, but the answer's body did not end within 10000 ms: end the response (res.end(), or return from the handler) once its body is written",
    );
    expect(report.commonCause).toBe(
      "no answer ended within 10000 ms: the receiver sends a status and never ends the answer's body; end the response (res.end()) once it is written",
    );
    const silent: CheckTransport = () => Promise.resolve({ error: 'timeout', timedOut: true });
    const none = await runCheck('http://127.0.0.1:9/', silent, { secret: 'k', burst: 2 });
    expect(none.commonCause).toBe(
      'no delivery was answered within 10000 ms: the handler probably never sends a response',
    );
  });

  it('names a receiver that reads the body until the connection ends: it answers only a half-closed request', async () => {
    // a raw HTTP/1.1 server that reads until the sender closes its side, as Python's
    // self.rfile.read() does with no size
    const readsToEnd = createNetServer({ allowHalfOpen: true }, (socket) => {
      socket.resume();
      socket.on('end', () => socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n'));
    });
    const port = await listenOnLoopback(readsToEnd);
    try {
      const only = ['event.project.created', 'signature.missing'];
      const url = `http://127.0.0.1:${port}/`;
      const report = await checkReceiver({ url, secret: 'k', only, timeout: 300 });
      expect(report.cases[0]).toMatchObject({ verdict: 'fail' });
      expect(report.commonCause).toBe(
        "no delivery was answered within 300 ms, but a project.updated as the platform writes it was answered 204 once the request's side of the connection was closed after its body, which the platform never does: the receiver probably reads the body until the connection ends (Python's self.rfile.read() with no size, a socket read to its end) instead of its Content-Length bytes, and the platform keeps the connection open while it waits for the answer: read exactly Content-Length bytes (self.rfile.read(int(self.headers['Content-Length']))); a Go handler that waits until its request's context is cancelled answers then too",
      );
    } finally {
      await closeServer(readsToEnd);
    }

    // what the probe sends: one signed project.updated, half-closed, after every case
    const sent: CheckRequest[] = [];
    const onClose = (others: (request: CheckRequest) => CheckAnswer): CheckTransport => {
      sent.length = 0;
      return (request) => {
        sent.push(request);
        return Promise.resolve(request.halfClose ? { status: 200 } : others(request));
      };
    };
    const silent = () => ({ error: 'timeout', timedOut: true });
    await runCheck('http://127.0.0.1:9/', onClose(silent), { secret: 'k', burst: 2 });
    const [probe, ...more] = sent.filter((request) => request.halfClose);
    expect(more).toEqual([]);
    // then the same delivery the platform's way, which must go unanswered again
    expect(sent.at(-2)).toBe(probe);
    expect(sent.at(-1)).toEqual({ ...probe, halfClose: false });
    const delivery = JSON.parse(probe!.body.toString()) as { event: string };
    expect(delivery.event).toBe('project.updated');
    expect(probe!.signature).toBe(sign(probe!.body, 'k'));
    // a refusal answered at once, the rest unanswered: it takes a 2xx on the half-close
    let answered = 0;
    const refusesFirst = () => (answered++ === 0 ? { status: 500 } : silent());
    const only = ['event.project.*'];
    const some = await runCheck('http://127.0.0.1:9/', onClose(refusesFirst), {
      secret: 'k',
      only,
    });
    expect(some.commonCause).toMatch(
      /^no delivery was accepted \(5 of 6 got no answer within 10000 ms\), but a project\.updated as the platform writes it was answered 200 once /,
    );
    const refusesOnClose: CheckTransport = (request) =>
      Promise.resolve(request.halfClose ? { status: 500 } : silent());
    const error = await runCheck('http://127.0.0.1:9/', refusesOnClose, { secret: 'k', only });
    expect(error.commonCause).toBe(
      'no delivery was answered within 10000 ms: the handler probably never sends a response',
    );
    // a receiver only slow at times, which answers the half-closed delivery and the same one
    // sent the platform's way after it: not this cause
    let afterClose = false;
    const slowAtTimes: CheckTransport = (request) => {
      const answered = request.halfClose === true || afterClose;
      afterClose = request.halfClose === true;
      return Promise.resolve(answered ? { status: 200 } : silent());
    };
    const slow = await runCheck('http://127.0.0.1:9/', slowAtTimes, { secret: 'k', only });
    expect(slow.commonCause).toBe(
      'no delivery was answered within 10000 ms: the handler probably never sends a response',
    );
    // a delivery accepted: no half-close is sent
    const accepts = () => ({ status: 200 });
    await runCheck('http://127.0.0.1:9/', onClose(accepts), { secret: 'k', burst: 2 });
    expect(sent.filter((request) => request.halfClose)).toEqual([]);
    // a receiver that answers nothing at all costs one request (one --timeout) more than its
    // cases, as docs/check.md says: the half-closed one, unanswered too
    const requests: CheckRequest[] = [];
    const never: CheckTransport = (request) => (requests.push(request), Promise.resolve(silent()));
    await runCheck('http://127.0.0.1:9/', never, { secret: 'k', only: ['event.project.*'] });
    expect(requests).toHaveLength(7); // 6 cases, 1 request each, then the probe
    expect(requests.map((request) => request.halfClose === true)).toEqual([
      ...Array<boolean>(6).fill(false),
      true,
    ]);
  });

  it('hands each case to onCase as it ends, the same objects in the same order as the report', async () => {
    const seen: unknown[] = [];
    let sentBeforeLast = 0;
    let sent = 0;
    const transport: CheckTransport = () => (sent++, Promise.resolve({ status: 200 }));
    const report = await runCheck('http://127.0.0.1:9/', transport, {
      burst: 2,
      onCase: (result) => {
        seen.push(result);
        if (result.id === 'request.wrong-method') sentBeforeLast = sent;
      },
    });
    expect(seen).toEqual(report.cases);
    expect(seen.every((result, index) => result === report.cases[index])).toBe(true);
    // called as each case ends, not once the run is over: the burst was sent after this call
    expect(sentBeforeLast).toBeGreaterThan(0);
    expect(sent - sentBeforeLast).toBe(2);
  });

  it('delivery.out-of-order wants a 2xx: a 404 for a record not seen yet, or a refused signature, fails it', async () => {
    const only = ['delivery.out-of-order'];
    const outOfOrder = (report: CheckReport) => report.cases.find((c) => c.id === only[0]);
    // update-or-fail: the first delivery changes a branch that has not arrived yet
    const notFound = { fetch: () => new Response(null, { status: 404 }) };
    const refused = outOfOrder(await checkReceiver({ handler: notFound, only, secret: 'k' }));
    expect(refused).toMatchObject({ verdict: 'fail', status: 404 });
    expect(refused!.reason).toBe(
      'answered 404 to branch.updated of a branch not created yet: a 4xx is usually not retried, so that change is lost; delivery order is not promised: upsert instead of refusing a record not seen yet',
    );
    const unverified = { fetch: () => new Response(null, { status: 401 }) };
    const wrongKey = outOfOrder(await checkReceiver({ handler: unverified, only, secret: 'k' }));
    expect(wrongKey).toMatchObject({ verdict: 'fail', status: 401 });
    expect(wrongKey!.reason).toMatch(/signed with the given key: the receiver checks another key/);
    const failing = { fetch: () => new Response(null, { status: 500 }) };
    const threw = outOfOrder(await checkReceiver({ handler: failing, only, secret: 'k' }));
    expect(threw!.reason).toBe(
      'answered 500 to branch.updated of a branch not created yet: delivery order is not promised; upsert instead of failing on a record not seen yet',
    );
  });
  it('delivery.late-redelivery: a replay window fails it (and only it), and says so', async () => {
    // The SDK's own window: a day-old redelivery is refused; the out-of-order sequence, sent
    // within seconds of happening, is not (it spanned ten minutes before, and failed as "order").
    const receiver = createReceiver({ secret: 'k', replayWindowSeconds: 300, logger: quietLogger });
    const report = await checkReceiver({ handler: fetchHandler(receiver), secret: 'k', burst: 2 });
    const failed = report.cases.filter((c) => c.verdict === 'fail');
    expect(failed.map((c) => c.id)).toEqual(['delivery.late-redelivery']);
    expect(failed[0]).toMatchObject({ severity: 'should', status: 400 });
    expect(failed[0]!.reason).toMatch(
      /^answered 400 to a project\.updated first sent 24 h ago \(createdAt \S+Z\), redelivered, and 2xx to the same project\.updated sent now: the receiver refuses it for its age \(a replay window on createdAt\), so a redelivery or a retry after an outage is lost; acknowledge a body already seen \(dedupe on its digest\) instead of refusing old deliveries; its answer: "\{"ok":false,"error":\{"code":"outside_replay_window",.*"$/,
    );
    expect(report.passed).toBe(true); // a should case: reported, not failed
    // a receiver without a key, checked without one, gets the same reason
    const unsigned = createReceiver({ replayWindowSeconds: 300, logger: quietLogger });
    const late = ['delivery.late-redelivery', 'event.project.updated'];
    const plain = await checkReceiver({ handler: fetchHandler(unsigned), only: late });
    expect(plain.cases.find((c) => c.id === late[0])!.reason).toMatch(
      /, and 2xx to the same project\.updated sent now: the receiver refuses it for its age \(a replay window on createdAt\)/,
    );
    // a receiver that refuses the same delivery sent now too: its age is not the cause
    let answered = 0;
    const firstOnly = { fetch: () => new Response(null, { status: answered++ === 0 ? 200 : 400 }) };
    const refusing = await checkReceiver({ handler: firstOnly, secret: 'k', only: late });
    expect(refusing.cases.find((c) => c.id === late[0])!.reason).toMatch(
      /^answered 400 to a project\.updated first sent 24 h ago \(createdAt \S+Z\), redelivered: the receiver's validation is stricter than what the platform sends \(null vs "", absent optional members, unknown fields or values\)$/,
    );
    // without a window it passes
    const open = createReceiver({ secret: 'k', logger: quietLogger });
    const only = ['delivery.late-redelivery'];
    const passed = await checkReceiver({ handler: fetchHandler(open), secret: 'k', only });
    expect(passed.cases.find((c) => c.id === only[0])).toMatchObject({ verdict: 'pass' });
  });

  it('names nginx in front of the receiver: its 403 (an IP allowlist) and its 413 (client_max_body_size)', async () => {
    const page = (code: string) =>
      `<html>\r\n<head><title>${code}</title></head>\r\n<body>\r\n<center><h1>${code}</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n`;
    const html = { 'content-type': 'text/html' };
    const allowlist = {
      fetch: () => new Response(page('403 Forbidden'), { status: 403, headers: html }),
    };
    const refused = await checkReceiver({ handler: allowlist, secret: 'k', burst: 2 });
    expect(refused.commonCause).toBe(
      "every answer came from nginx in front of the receiver (its 403 Forbidden page: an IP allowlist or a deny rule), not the receiver's code; let requests to the webhook route through to the app (the platform does not publish the addresses it sends from); run the check from an address the rule allows",
    );
    // client_max_body_size 512k in front of a receiver that takes anything
    const limited = {
      fetch: async (request: Request) => {
        const body = await request.arrayBuffer();
        return body.byteLength > 512 * 1024
          ? new Response(page('413 Request Entity Too Large'), { status: 413, headers: html })
          : new Response('ok');
      },
    };
    const large = await checkReceiver({ handler: limited, secret: 'k', only: ['size.large'] });
    const sized = large.cases.find((c) => c.id === 'size.large');
    expect(sized).toMatchObject({ verdict: 'fail', status: 413 });
    expect(sized!.reason).toMatch(
      /^answered 413 to a commits\.created push of 1000 commits \(\d+ KiB\): the answer came from nginx in front of the receiver \(its 413 page: its own body limit\), not the receiver's code; raise client_max_body_size to at least 1m for the webhook route/,
    );
  });

  it("fails a 2xx whose answer carries the handler's own failure: the platform never retries it", async () => {
    // catch (error) { return NextResponse.json({ error: error.message }) }: a 200
    const swallowing = (failsOn: (event: string) => boolean) => ({
      fetch: async (request: Request) => {
        if (request.method !== 'POST') return new Response(null, { status: 405 });
        let event: string;
        try {
          ({ event } = JSON.parse(await request.text()) as { event: string });
        } catch {
          return new Response(null, { status: 400 });
        }
        return failsOn(event)
          ? Response.json({ error: "Cannot read properties of undefined (reading 'id')" })
          : Response.json({ ok: true });
      },
    });
    const always = await checkReceiver({ handler: swallowing(() => true), burst: 2 });
    const cause =
      'the handler failed and answered 2xx anyway, so the platform records the delivery as delivered and never retries it; answer 5xx when handling fails (NextResponse.json({ error }, { status: 500 }), res.status(500).json(...))';
    expect(always.commonCause).toBe(
      `every delivery was answered 2xx, and its answer carries an error ("Cannot read properties of undefined (reading 'id')"): ${cause}`,
    );
    expect(always.cases.find((c) => c.id === 'event.project.created')).toMatchObject({
      verdict: 'fail',
      status: 200,
      reason: `answered 200 to the canonical project.created fixture, and its answer carries an error ("Cannot read properties of undefined (reading 'id')"): ${cause}`,
    });
    expect(always.passed).toBe(false);
    // only comments fail: their cases, and no common cause
    const comments = await checkReceiver({
      handler: swallowing((event) => event.startsWith('comment.')),
      burst: 2,
    });
    const failed = comments.cases.filter((c) => c.verdict === 'fail').map((c) => c.id);
    // the comment events' cases, and those that send a comment among their deliveries
    expect(failed).toEqual([
      ...['created', 'updated', 'deleted'].flatMap((action) => [
        `event.comment.${action}`,
        `event.comment.${action}.variants`,
      ]),
      'encoding.go-escapes',
      'encoding.utf8',
      'encoding.utf8-split',
      'delivery.out-of-order',
    ]);
    expect(comments).not.toHaveProperty('commonCause');
    // only under load (a pool exhausted by deliveries at once, the error caught and answered)
    let inFlight = 0;
    const underLoad = {
      fetch: async (request: Request) => {
        inFlight += 1;
        await request.text();
        await new Promise((resolve) => setTimeout(resolve, 5));
        const crowded = inFlight > 1;
        inFlight -= 1;
        return crowded
          ? Response.json({ error: 'TypeError: Cannot read properties of null (reading query)' })
          : Response.json({ ok: true });
      },
    };
    const loaded = await checkReceiver({ handler: underLoad, only: ['load.burst'], burst: 4 });
    const burst = loaded.cases.find((c) => c.id === 'load.burst');
    expect(burst).toMatchObject({ verdict: 'fail', status: 200 });
    expect(burst!.reason).toMatch(
      /^[2-4] of 4 deliveries sent at once were answered 2xx carrying an error; the first answered 200, and its answer carries an error \("TypeError: Cannot read properties of null \(reading query\)"\): the handler failed and answered 2xx anyway, /,
    );
    // a receiver that echoes the delivery back is not blamed for the words in it
    const echo = {
      fetch: async (request: Request) => new Response(await request.text(), { status: 200 }),
    };
    const echoed = await checkReceiver({ handler: echo, only: ['event.*'], burst: 2 });
    expect(echoed.cases.filter((c) => c.verdict === 'fail')).toEqual([]);
  });

  it('names API Gateway requiring an API key, by the x-amzn-ErrorType header of its 403', async () => {
    const gateway = (errorType?: string) => ({
      fetch: () =>
        new Response('{"message":"Forbidden"}', {
          status: 403,
          headers: {
            'content-type': 'application/json',
            ...(errorType ? { 'x-amzn-ErrorType': errorType } : {}),
          },
        }),
    });
    const keyRequired = await checkReceiver({
      handler: gateway('ForbiddenException'),
      secret: 'k',
      burst: 2,
    });
    expect(keyRequired.commonCause).toBe(
      "every answer came from AWS API Gateway, which requires an API key (x-api-key) on this method or whose WAF blocked the request (ForbiddenException), not the receiver's code; the platform sends no x-api-key: turn off API Key Required on the webhook's method (the Serverless Framework's `private: true`), or let the route through the WAF; its signature authenticates each delivery",
    );
    // the signature cases' refusals came from the gateway: not graded
    expect(keyRequired.cases.find((c) => c.id === 'signature.wrong-key')).toMatchObject({
      verdict: 'skip',
    });
    // the same answer without the header is the receiver's own refusal
    const own = await checkReceiver({ handler: gateway(), secret: 'k', burst: 2 });
    expect(own.commonCause).toMatch(/^no signed delivery was accepted \(401 or 403 to every one\)/);
  });

  it("names a framework's CSRF protection, which refuses every POST before the receiver's code runs", async () => {
    // what each framework answers a POST without its token (the Django case is run for real in
    // test/language-recipes.test.ts); a pass or a refusal the case wanted proves nothing then
    const answers: Array<[string, number, string]> = [
      [
        'Django',
        403,
        '<h1>Forbidden <span>(403)</span></h1><p>CSRF verification failed. Request aborted.</p>',
      ],
      ['Laravel', 419, '<title>Page Expired</title>'],
      ['Flask-WTF', 400, '<h1>Bad Request</h1><p>The CSRF token is missing.</p>'],
      ['Rails (development)', 422, 'ActionController::InvalidAuthenticityToken'],
    ];
    for (const [, status, page] of answers) {
      const csrf = {
        fetch: (request: Request) =>
          request.method === 'POST' // the protection guards unsafe methods only
            ? new Response(page, { status, headers: { 'content-type': 'text/html' } })
            : new Response(null, { status: 405 }),
      };
      const report = await checkReceiver({ handler: csrf, secret: 'k', burst: 2 });
      expect(report.commonCause).toBe(
        'every answer came from the framework\'s CSRF protection, not the receiver\'s code; a delivery carries no CSRF token: exempt the webhook route (the signature authenticates it), see docs/check.md "CSRF protection"',
      );
      const created = report.cases.find((c) => c.id === 'event.project.created')!;
      expect(created).toMatchObject({ verdict: 'fail', status });
      expect(created.reason).toBe(
        `answered ${status} to the canonical project.created fixture: the answer came from the framework's CSRF protection, not the receiver's code; a delivery carries no CSRF token: exempt the webhook route (the signature authenticates it), see docs/check.md "CSRF protection"`,
      );
      const ungraded = report.cases.filter((c) => c.verdict === 'skip').map((c) => c.id);
      expect(ungraded).toEqual([
        'signature.missing',
        'signature.wrong-key',
        'signature.tampered',
        'signature.malformed',
        'request.not-json',
        'latency',
      ]);
      expect(report.cases.find((c) => c.id === 'signature.missing')!.reason).toBe(
        "not graded: the answer came from the framework's CSRF protection, not the receiver's code",
      );
      expect(report.cases.find((c) => c.id === 'load.burst')!.reason).toMatch(
        /the first answered \d{3}, which came from the framework's CSRF protection$/,
      );
    }
    // a 403 that says nothing (Spring Security's): the key, or CSRF protection
    const silent = { fetch: () => new Response(null, { status: 403 }) };
    const spring = await checkReceiver({ handler: silent, secret: 'k', burst: 2 });
    expect(spring.commonCause).toBe(
      "no signed delivery was accepted (401 or 403 to every one), nor the same delivery with its signature computed as receivers get it wrong (upper case, base64, sha256=, zeros dropped, an empty body, key and body swapped, a key with a newline or quotes), or as Python, PHP and Go write a parsed body back: the receiver checks another key than the one given (is it the webhook's signing key?), or CSRF protection refuses a POST without its token (Spring Security by default)",
    );
    expect(spring.cases.find((c) => c.id === 'signature.missing')!.verdict).toBe('pass');
    // a receiver's own refusal that does not mention CSRF is graded as before
    const own = { fetch: () => new Response('{"error":"bad signature"}', { status: 401 }) };
    const key = await checkReceiver({ handler: own, secret: 'k', only: ['event.project.created'] });
    expect(key.cases[0]!.reason).toMatch(/: the receiver checks another key/);
  });

  it('names a receiver that does not find the signature header only when its answer says so', async () => {
    const answering = (text: string) => ({
      fetch: () => new Response(JSON.stringify({ error: text }), { status: 401 }),
    });
    const causeFor = async (text: string) =>
      (await checkReceiver({ handler: answering(text), secret: 'k', burst: 2 })).commonCause;
    for (const text of ['No signature provided', 'Missing signature', 'signature header required'])
      expect(await causeFor(text), text).toMatch(
        /^a delivery signed with the given key was refused as if it had no signature \(401; its answer: .+\): the receiver does not find the header the platform sends/,
      );
    // one answer for every refusal, or one about the value: not the header's absence
    for (const text of ['Missing or invalid signature', 'Invalid signature', 'Unauthorized'])
      expect(await causeFor(text), text).toMatch(
        /: the receiver checks another key than the one given/,
      );
    // each case's line says it too
    const report = await checkReceiver({
      handler: answering('Missing signature'),
      secret: 'k',
      only: ['event.project.created'],
    });
    expect(report.cases[0]!.reason).toBe(
      `answered 401 to the canonical project.created fixture, signed with the given key, as if it had no signature: the receiver does not find the header the platform sends, <Service>-Webhooks-Signature; it reads it under another name (Node lowercases header names: req.headers['abstract-webhooks-signature'], not req.headers['Abstract-Webhooks-Signature']), or something in front of it drops the header; its answer: "{"error":"Missing signature"}"`,
    );
  });

  it("names a parser's error on an empty body: the receiver read the body twice", async () => {
    const answering = (status: number, text: string) => ({
      fetch: () => new Response(text, { status }),
    });
    const causeFor = async (status: number, text: string) =>
      (await checkReceiver({ handler: answering(status, text), secret: 'k', burst: 2 }))
        .commonCause;
    for (const [status, text] of [
      [400, 'EOF'], // Go's json.Decoder
      [400, 'Unexpected end of JSON input'], // JSON.parse('')
      [500, 'json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)'],
      [400, 'No content to map due to end-of-input'], // Jackson
    ] as const)
      expect(await causeFor(status, text), text).toMatch(
        /^no delivery was accepted: the receiver's JSON parser found an empty body: it reads the request body twice/,
      );
    // a validation message is not the parser's
    expect(await causeFor(400, '{"error":"EOF marker missing in data.object"}')).not.toMatch(
      /empty body/,
    );
  });

  it('names a raw body parser that reads only application/octet-stream, with a key or without', async () => {
    // express.raw() with no type: req.body unset for application/json, and hashing it throws
    const sentAs: string[] = [];
    const rawOnly = (status: number) => ({
      fetch: async (request: Request) => {
        const type = request.headers.get('content-type') ?? '';
        sentAs.push(type);
        if (type !== 'application/octet-stream') return new Response('failed', { status });
        const signature = request.headers.get('abstract-webhooks-signature');
        const body = Buffer.from(await request.arrayBuffer());
        const ok = signature === null || signature === sign(body, 'k');
        return new Response(null, { status: ok ? 200 : 401 });
      },
    });
    const cause = (status: number, secret?: string) =>
      `a project.updated as the platform writes it was refused (${status}) and the same delivery sent as Content-Type: application/octet-stream was accepted: the receiver reads the body's bytes only when they come as application/octet-stream, and the platform sends application/json: a raw body parser left at its default type (express.raw() and body-parser's raw() read only application/octet-stream), or a JSON parser that takes application/json bodies before it (express.json() mounted ahead of the webhook route); give the raw parser { type: 'application/json' } and mount it on the webhook route before any JSON parser, see docs/verifying-signatures.md${secret ?? ''}`;
    for (const status of [500, 400]) {
      const signed = await checkReceiver({ handler: rawOnly(status), secret: 'k', burst: 2 });
      expect(signed.commonCause).toBe(cause(status));
      // only the probe sent another type, once: every case's request was application/json
      expect(sentAs.filter((type) => type !== 'application/json')).toEqual([
        'application/octet-stream',
      ]);
      sentAs.length = 0;
      const unsigned = await checkReceiver({ handler: rawOnly(status), burst: 2 });
      expect(unsigned.commonCause).toBe(cause(status));
      sentAs.length = 0;
    }
    // refused as application/octet-stream too: no such cause
    const failing = await checkReceiver({
      handler: { fetch: () => new Response('failed', { status: 500 }) },
      burst: 2,
    });
    expect(failing.commonCause).toBe(
      'every delivery was answered 500: the receiver fails on every delivery; its own log says why; its answer: "failed"',
    );
  });

  it('names a rate limit (429) and load shedding (503) in a burst apart', async () => {
    const limited = (status: number) => {
      let answered = 0;
      return {
        fetch: () =>
          (answered += 1) <= 3
            ? new Response(null, { status: 204 })
            : new Response('Too many requests, please try again later.', { status }),
      };
    };
    const reasonFor = async (status: number) =>
      (
        await checkReceiver({
          handler: limited(status),
          secret: 'k',
          only: ['load.burst'],
          burst: 10,
        })
      ).cases.find((c) => c.id === 'load.burst')!.reason;
    expect(await reasonFor(429)).toMatch(
      /^7 of 10 deliveries sent at once were not answered 2xx; the first answered 429: a rate limit on the route \(express-rate-limit, a gateway's throttling\) refuses deliveries that come at once, as after a large push; exempt the webhook route or raise its limit well above a burst/,
    );
    // one at a time, past the limit: each case says so
    const sequential = await checkReceiver({
      handler: limited(429),
      secret: 'k',
      only: ['event.project.*'],
    });
    expect(sequential.cases.find((c) => c.id === 'event.project.updated')!.reason).toBe(
      'answered 429 to the canonical project.updated fixture: a rate limit on the route refused it (express-rate-limit, a gateway\'s throttling); exempt the webhook route, or set its limit well above the deliveries a busy hour brings; its answer: "Too many requests, please try again later."',
    );
    expect(await reasonFor(503)).toMatch(
      /; the first answered 503: the receiver sheds load; answer first and work later \(a queue\)$/,
    );
  });

  it('names a tunnel that cannot reach the receiver, whatever status its page has', async () => {
    // a stand-in answering as ngrok does when nothing listens where the tunnel forwards (its
    // error page; ngrok has sent it with 400 as well as 502)
    const page =
      '<html><body><h2>Failed to complete tunnel connection</h2><p>Traffic was successfully tunneled to the ngrok agent, but the agent failed to establish a connection to the upstream web service at localhost:3000.</p><p>ERR_NGROK_8012</p></body></html>';
    const tunnel = { fetch: () => new Response(page, { status: 400 }) };
    const report = await checkReceiver({ handler: tunnel, secret: 'k', burst: 2 });
    expect(report.commonCause).toBe(
      "every answer came from the ngrok tunnel, which could not reach the receiver behind it (ERR_NGROK_8012), not the receiver's code; start the receiver on the address the tunnel forwards to",
    );
    expect(report.cases.filter((c) => c.verdict === 'pass')).toEqual([]);
    expect(report.cases.filter((c) => c.verdict === 'skip').map((c) => c.id)).toEqual([
      'signature.missing',
      'signature.wrong-key',
      'signature.tampered',
      'signature.malformed',
      'request.not-json',
      'request.wrong-method',
      'latency', // the tunnel's answer times, not the receiver's
    ]);
  });

  it('says where a redirect points (a trailing slash, http to https), and that the platform does not follow it', async () => {
    const slash = {
      fetch: () => new Response(null, { status: 308, headers: { location: '/webhooks/' } }),
    };
    const report = await checkReceiver({ handler: slash, only: ['event.project.created'] });
    expect(report.cases[0]).toMatchObject({ verdict: 'fail', status: 308 });
    expect(report.cases[0]!.reason).toBe(
      'answered 308 to the canonical project.created fixture: a redirect to /webhooks/, which the platform is not known to follow; register the final URL',
    );
  });
});
