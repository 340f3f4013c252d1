import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { createReceiver } from '../core/receiver.ts';
import type { Receiver } from '../core/types.ts';
import { sign } from '../crypto/sign.ts';
import { fetchHandler } from './web/fetch-handler.ts';
import { nodeHandler, sendNodeAnswer } from './node/node-handler.ts';
import { readWebBody } from './web/read-web-body.ts';
import { toHttpAnswer } from './to-http-answer.ts';
import { expressMiddleware } from './express/express-middleware.ts';
import { quietLogger, listenOnLoopback } from '@designhooks/test-support';

// The answers the adapters send, header by header, and the node adapter's failure paths
// (found by mutation testing, `npm run mutate`). Real HTTP on loopback.

const SECRET = 'answer-secret';
const project = readFixture('project.updated');
const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serveNode(receiver: Receiver): Promise<string> {
  const server = createServer(nodeHandler(receiver));
  const port = await listenOnLoopback(server);
  servers.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  return `http://127.0.0.1:${port}/`;
}

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      let text = '';
      res
        .setEncoding('utf8')
        .on('data', (chunk) => (text += chunk))
        .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const signed = (body: Buffer | string) => ({
  'content-type': 'application/json',
  'abstract-webhooks-signature': sign(body, SECRET),
});

describe('node adapter answers', () => {
  it('200 {"ok":true} with exact content-type and content-length', async () => {
    const url = await serveNode(createReceiver({ secret: SECRET, logger: quietLogger }));
    const answer = await send(url, 'POST', signed(project), project);
    expect(answer).toMatchObject({ status: 200, body: '{"ok":true}' });
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['content-length']).toBe('11');
  });

  it('405 says Allow: POST and reads no body; 415 does not either', async () => {
    const url = await serveNode(createReceiver({ secret: SECRET, logger: quietLogger }));
    const get = await send(url, 'GET', {});
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(JSON.parse(get.body)).toMatchObject({
      ok: false,
      error: { code: 'method_not_allowed' },
    });
    const text = await send(url, 'POST', { 'content-type': 'text/plain' }, 'hello');
    expect(text.status).toBe(415);
    expect(text.headers.allow).toBeUndefined();
    expect(Number(text.headers['content-length'])).toBe(Buffer.byteLength(text.body));
  });

  it('413 closes the connection, by Content-Length and by a body streamed past the limit; exactly the limit is fine', async () => {
    const receiver = createReceiver({
      secret: SECRET,
      logger: quietLogger,
      maxBodyBytes: project.length,
    });
    const url = await serveNode(receiver);
    expect((await send(url, 'POST', signed(project), project)).status).toBe(200);
    const bigger = Buffer.concat([project, Buffer.from(' ')]);
    const declared = await send(url, 'POST', signed(bigger), bigger);
    expect(declared.status).toBe(413);
    expect(declared.headers.connection).toBe('close');
    const chunked = await send(
      url,
      'POST',
      { ...signed(bigger), 'transfer-encoding': 'chunked' },
      bigger,
    );
    expect(chunked.status).toBe(413);
    expect(chunked.headers.connection).toBe('close');
    expect(
      (await send(url, 'POST', { ...signed(project), 'transfer-encoding': 'chunked' }, project))
        .status,
    ).toBe(200);
  });

  it('413 for a body read whole already (a framework parsed it first) still says Connection: close over HTTP/1.1', async () => {
    const receiver = createReceiver({ secret: SECRET, logger: quietLogger, maxBodyBytes: 10 });
    // the whole request read before the receiver runs, as express.raw() does: node itself would
    // keep the connection open
    const app = express();
    app.post('/', express.raw({ type: '*/*' }), expressMiddleware(receiver));
    const server = createServer(app);
    const port = await listenOnLoopback(server);
    servers.push({ close: () => (server.closeAllConnections(), server.close()) });
    // a client that keeps connections alive (send()'s agent: false asks node to close each one)
    const agent = new Agent({ keepAlive: true });
    try {
      const answer = await new Promise<{ status: number; connection: string | undefined }>(
        (resolve, reject) => {
          const req = httpRequest(
            `http://127.0.0.1:${port}/`,
            { method: 'POST', headers: signed(project), agent },
            (res) =>
              res
                .resume()
                .on('end', () =>
                  resolve({ status: res.statusCode!, connection: res.headers.connection }),
                ),
          );
          req.on('error', reject).end(project);
        },
      );
      expect(answer).toEqual({ status: 413, connection: 'close' });
    } finally {
      agent.destroy();
    }
  });

  it('405 and 415 are answered before the body arrives (a client that sends only headers is not waited for)', async () => {
    const url = new URL(await serveNode(createReceiver({ secret: SECRET, logger: quietLogger })));
    for (const [method, type, status] of [
      ['PUT', 'application/json', 405],
      ['POST', 'text/plain', 415],
    ] as const) {
      const answer = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          url,
          { method, headers: { 'content-type': type, 'content-length': '1000' }, agent: false },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
            req.destroy();
          },
        );
        req.on('error', () => {});
        req.flushHeaders(); // headers only: the 1000-byte body never comes
        setTimeout(() => reject(new Error('no answer without the body')), 2_000).unref();
      });
      expect(answer).toBe(status);
    }
  });

  it('401 and 422 answers carry the error as JSON with the right length', async () => {
    const url = await serveNode(createReceiver({ secret: SECRET, logger: quietLogger }));
    const wrong = await send(
      url,
      'POST',
      { 'content-type': 'application/json', 'abstract-webhooks-signature': '0'.repeat(64) },
      project,
    );
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body)).toMatchObject({
      ok: false,
      error: { code: 'signature_mismatch' },
    });
    expect(wrong.headers['content-length']).toBe(String(Buffer.byteLength(wrong.body)));
  });

  it('a receiver that throws or rejects (not made by createReceiver) gets a 500 without details', async () => {
    const throwing = {
      maxBodyBytes: 1024,
      receive: () => {
        throw new Error('internal secret');
      },
    } as unknown as Receiver;
    const rejecting = {
      maxBodyBytes: 1024,
      receive: () => Promise.reject(new Error('internal secret')),
    } as unknown as Receiver;
    for (const receiver of [throwing, rejecting]) {
      const answer = await send(await serveNode(receiver), 'POST', signed(project), project);
      expect(answer.status).toBe(500);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(JSON.parse(answer.body)).toEqual({
        ok: false,
        error: { code: 'internal_error', message: 'the receiver failed unexpectedly' },
      });
    }
  });

  it('an async pipeline (async handler) is answered when it settles', async () => {
    const receiver = createReceiver({ secret: SECRET, logger: quietLogger });
    receiver.on('project.updated', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('handler broke');
    });
    const answer = await send(await serveNode(receiver), 'POST', signed(project), project);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body).error.code).toBe('handler_failed');
  });
});

describe('sendNodeAnswer', () => {
  it('does nothing once headers are sent', () => {
    const calls: unknown[] = [];
    const res = {
      headersSent: true,
      writeHead: (...args: unknown[]) => (calls.push(args), res),
      end: () => calls.push('end'),
    } as unknown as ServerResponse;
    sendNodeAnswer(res, undefined);
    expect(calls).toEqual([]);
  });
});

describe('toHttpAnswer and the fetch adapter', () => {
  it('sets Allow only on 405 and Connection: close only on 413', async () => {
    const receiver = createReceiver({ secret: SECRET, logger: quietLogger, maxBodyBytes: 10 });
    const handler = fetchHandler(receiver);
    const get = await handler(new Request('http://127.0.0.1/', { method: 'GET' }));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.headers.get('connection')).toBeNull();
    const big = await handler(
      new Request('http://127.0.0.1/', {
        method: 'POST',
        body: new Uint8Array(project),
        headers: signed(project),
      }),
    );
    expect(big.status).toBe(413);
    expect(big.headers.get('connection')).toBe('close');
    expect(big.headers.get('allow')).toBeNull();
    const ok = toHttpAnswer(
      await createReceiver({ logger: quietLogger }).receive({ body: project, headers: {} }),
    );
    expect(ok).toMatchObject({
      status: 200,
      body: '{"ok":true}',
      headers: { 'content-type': 'application/json', 'content-length': '11' },
    });
    expect(ok.headers).not.toHaveProperty('allow');
    expect(ok.headers).not.toHaveProperty('connection');
  });

  it('readWebBody: exactly the limit is read (declared and streamed), one more byte is not', async () => {
    const request = (body: BodyInit, headers: Record<string, string> = {}) =>
      new Request('http://127.0.0.1/', {
        method: 'POST',
        body,
        headers,
        duplex: 'half',
      } as RequestInit);
    expect((await readWebBody(request('x'.repeat(10)), 10)).byteLength).toBe(10);
    const stream = (parts: string[]) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
          controller.close();
        },
      });
    expect(
      new TextDecoder().decode(await readWebBody(request(stream(['xxxxx', 'yyyyy'])), 10)),
    ).toBe('xxxxxyyyyy');
    await expect(readWebBody(request(stream(['xxxxx', 'yyyyyz'])), 10)).rejects.toMatchObject({
      code: 'payload_too_large',
    });
    await expect(readWebBody(request('x'.repeat(11)), 10)).rejects.toMatchObject({
      code: 'payload_too_large',
    });
  });

  it('readWebBody: a declared Content-Length over the limit fails before reading, even without a body; exactly the limit reads', async () => {
    let pulled = 0;
    let cancelled = false;
    const trickle = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1));
      },
      cancel() {
        cancelled = true;
      },
    });
    const declared = new Request('http://127.0.0.1/', {
      method: 'POST',
      body: trickle,
      headers: { 'content-length': '101' },
      duplex: 'half',
    } as RequestInit);
    await expect(readWebBody(declared, 100)).rejects.toMatchObject({ code: 'payload_too_large' });
    expect(pulled).toBeLessThanOrEqual(2); // not the 101 one-byte chunks a read to the limit would take
    expect(cancelled).toBe(true);
    const empty = new Request('http://127.0.0.1/', {
      method: 'POST',
      headers: { 'content-length': '101' },
    });
    await expect(readWebBody(empty, 100)).rejects.toMatchObject({ code: 'payload_too_large' });
    const exact = new Request('http://127.0.0.1/', {
      method: 'POST',
      body: 'x'.repeat(100),
      headers: { 'content-length': '100' },
    });
    expect((await readWebBody(exact, 100)).byteLength).toBe(100);
    // one chunk comes back as it is, not copied
    const chunk = new TextEncoder().encode('{"a":1}');
    const single = new ReadableStream<Uint8Array>({
      start: (controller) => (controller.enqueue(chunk), controller.close()),
    });
    expect(
      await readWebBody(
        new Request('http://127.0.0.1/', {
          method: 'POST',
          body: single,
          duplex: 'half',
        } as RequestInit),
        100,
      ),
    ).toBe(chunk);
  });
});
