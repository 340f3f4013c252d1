import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, type ListenProcess } from '../helpers/listen-process.ts';
import { rawExchange, statusOf } from '../helpers/raw-exchange.ts';
import { tempDir } from '../helpers/run-cli.ts';

// Issue 23, item 1 and its property test: `listen` and `serve` are real processes; whatever
// bytes arrive on one connection, both stay up and answer the next well-formed request.

let listen: ListenProcess;
let serve: ListenProcess;
const ports = { listen: 0, serve: 0 };

beforeAll(async () => {
  listen = startProcess(['listen', '--port', '0', '--json', '--state-dir', tempDir()]);
  serve = startProcess(['serve', '--port', '0', '--json', '--state-dir', tempDir()]);
  const [listening, serving] = await Promise.all([
    listen.waitFor((line) => line.type === 'listening'),
    serve.waitFor((line) => line.type === 'serving'),
  ]);
  ports.listen = Number(new URL(listening.webhookUrl).port);
  ports.serve = Number(new URL(serving.url).port);
});
afterAll(async () => {
  await Promise.all([listen?.stop(), serve?.stop()]);
});

/** Both processes are running and answer a plain `GET /` (their pages) with 200. */
async function expectBothUp() {
  for (const [name, process] of [
    ['listen', listen],
    ['serve', serve],
  ] as const) {
    expect(process.child.exitCode, `${name} exited: ${process.stderr()}`).toBeNull();
    const port = ports[name];
    const answer = await rawExchange(
      port,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer), `${name}: ${answer.slice(0, 200)}`).toBe(200);
  }
}

describe('a request target node:http accepts and WHATWG URL rejects (issue 23, item 1)', () => {
  it.each([
    ['GET http://a:b/ HTTP/1.1', 'an absolute form with a port that is not a number'],
    ['GET http://a:b/api/info HTTP/1.1', 'the same, towards the inspector API'],
    ['POST http://[::1/organizations/x/webhooks HTTP/1.1', 'an unclosed IPv6 literal'],
    ['GET http://a:99999999/ HTTP/1.1', 'a port out of range'],
  ])('%s (%s): answered, both processes stay up', async (line) => {
    for (const port of [ports.listen, ports.serve]) {
      const answer = await rawExchange(port, `${line}\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      expect(statusOf(answer), answer.slice(0, 200)).not.toBe(500);
    }
    await expectBothUp();
  });

  it('a target that is not a path (asterisk form) is answered 400 with one JSON error', async () => {
    for (const port of [ports.listen, ports.serve]) {
      const answer = await rawExchange(
        port,
        `OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
      );
      expect(statusOf(answer)).toBe(400);
      expect(answer).toContain('"code":"bad_request"');
    }
    await expectBothUp();
  });
});

/** Bytes a hostile or broken client may send as one request. */
const token = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{0,12}$/);
const authority = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([h, p]) => `${h}:${p}`),
  fc.constantFrom('a:b', '[::1', '[zz]:1', 'user:pw@', '%', '127.0.0.1:0', '::'),
);
const target = fc.oneof(
  fc
    .tuple(fc.constantFrom('http', 'https', 'ws', 'x'), authority, fc.string({ maxLength: 16 }))
    .map(([scheme, host, rest]) => `${scheme}://${host}/${rest}`),
  authority, // authority form
  fc.string({ maxLength: 40 }).map((path) => `/${path}`),
  fc.constantFrom('*', '/api/deliveries?limit=%zz', '/organizations/%E0%A4%A/webhooks', '//'),
  fc.string({ maxLength: 40 }),
);
const requestLine = fc
  .tuple(fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'CONNECT', 'PUT'), token, target)
  .map(([method, other, path]) => `${other.length % 3 === 0 ? other : method} ${path} HTTP/1.1`);
const header = fc
  .tuple(token, fc.string({ maxLength: 40 }))
  .map(([name, value]) => `${name}: ${value}`);
const request = fc.oneof(
  fc
    .tuple(requestLine, fc.array(header, { maxLength: 8 }), fc.boolean())
    .map(([line, headers, host]) =>
      Buffer.from(`${line}\r\n${host ? 'Host: 127.0.0.1\r\n' : ''}${headers.join('\r\n')}\r\n\r\n`),
    ),
  // header flood: thousands of headers
  fc
    .tuple(requestLine, fc.integer({ min: 100, max: 3_000 }))
    .map(([line, count]) => Buffer.from(`${line}\r\n${'X-Flood: 1\r\n'.repeat(count)}\r\n`)),
  // invalid encodings: raw bytes, alone or inside a request line
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc
    .tuple(fc.uint8Array({ minLength: 1, maxLength: 40 }), requestLine)
    .map(([bytes, line]) =>
      Buffer.concat([
        Buffer.from(`${line.split(' ')[0]} /`),
        bytes,
        Buffer.from(' HTTP/1.1\r\n\r\n'),
      ]),
    ),
);

describe('arbitrary bytes over raw sockets (issue 23, property test)', () => {
  it('every process stays up and answers the next well-formed request', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (bytes) => {
        await Promise.all([rawExchange(ports.listen, bytes), rawExchange(ports.serve, bytes)]);
        await expectBothUp();
      }),
      { numRuns: 150, interruptAfterTimeLimit: 20_000 },
    );
  }, 60_000);
});
