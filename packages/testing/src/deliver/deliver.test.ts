import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { sign } from '@designhooks/receiver';
import { closeServer, listenOnLoopback } from '@designhooks/test-support';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { deliver } from './deliver.ts';
import { ANSWER_BODY_LIMIT_BYTES } from './read-answer-body.ts';
import { DeliverTimeoutError, HandlerThrewError, UnsupportedTargetError } from '../errors.ts';
import { fixture } from '../fixtures/fixture.ts';
import { serializeDelivery } from '../requests/serialize-delivery.ts';

/** Answers with what it received, so tests can see the exact request. */
async function echo(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  res.writeHead(200, { 'content-type': 'application/json', 'x-seen': 'yes' });
  res.end(
    JSON.stringify({
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    }),
  );
}

const delivery = fixture('branch.statusUpdated');
const body = serializeDelivery(delivery);

describe('deliver to a node handler (in-process, no port)', () => {
  it('sends the platform request: method, path, every header, signed body', async () => {
    const result = await deliver(echo, delivery, { secret: 'k', path: '/hooks?x=1' });
    expect(result.status).toBe(200);
    expect(result.headers['x-seen']).toBe('yes');
    const seen = JSON.parse(result.body);
    expect(seen).toMatchObject({ method: 'POST', url: '/hooks?x=1', body });
    expect(seen.headers).toEqual({
      'accept-encoding': 'gzip',
      connection: 'close',
      'content-length': String(Buffer.byteLength(body)),
      'content-type': 'application/json',
      'user-agent': 'Abstract-Webhooks',
      'abstract-webhooks-signature': sign(body, 'k'),
      host: 'localhost',
    });
  });

  it('writes a delivery object as the platform does (<, >, &, U+2028 escaped) and signs those bytes', async () => {
    const html = fixture('comment.created', {
      data: { object: { body: '<b>bold</b> & co\u2028' } },
    });
    const result = await deliver(echo, html, { secret: 'k' });
    const seen = JSON.parse(result.body);
    expect(seen.body).toContain('"body":"\\u003cb\\u003ebold\\u003c/b\\u003e \\u0026 co\\u2028"');
    expect(seen.headers['abstract-webhooks-signature']).toBe(sign(seen.body, 'k'));
    expect(seen.headers['abstract-webhooks-signature']).not.toBe(
      sign(JSON.stringify(JSON.parse(seen.body)), 'k'),
    );
    const plain = JSON.parse((await deliver(echo, html, { secret: 'k', escapeHtml: false })).body);
    expect(plain.body).toBe(JSON.stringify(html));
  });

  it('replaces or removes headers and changes the method for negative tests', async () => {
    const result = await deliver(echo, delivery, {
      secret: 'k',
      method: 'get',
      headers: { 'content-type': 'text/plain', 'Abstract-Webhooks-Signature': null },
    });
    const seen = JSON.parse(result.body);
    expect(seen.method).toBe('GET');
    expect(seen.body).toBe('');
    expect(seen.headers['content-type']).toBe('text/plain');
    expect(seen.headers).not.toHaveProperty('abstract-webhooks-signature');
  });

  it('runs an express app with its own body parsing and routing', async () => {
    const app = express();
    app.post('/webhooks', express.json(), (req, res) => {
      res.status(202).json({ event: req.body.event, ip: req.ip });
    });
    const accepted = await deliver(app, delivery, { secret: 'k', path: '/webhooks' });
    expect(accepted.status).toBe(202);
    expect(JSON.parse(accepted.body)).toEqual({ event: 'branch.statusUpdated', ip: '127.0.0.1' });
    expect((await deliver(app, delivery, { secret: 'k', path: '/elsewhere' })).status).toBe(404);
  });

  it('decodes a gzip answer, as the platform asked for one', async () => {
    const gzip = (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end(gzipSync('compressed ok'));
    };
    expect((await deliver(gzip, delivery, { secret: 'k' })).body).toBe('compressed ok');
  });

  it('keeps the first MiB of an answer that never ends, or of a gzip bomb, and says it cut it', async () => {
    const megabyte = Buffer.alloc(1 << 20, 'a');
    const endless = (req: IncomingMessage, res: ServerResponse) => {
      req.resume();
      res.writeHead(200);
      const pump = (): void => {
        while (!res.destroyed && res.write(megabyte));
      };
      res.on('drain', pump);
      pump();
    };
    const bomb = (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end(gzipSync(Buffer.alloc(256 << 20))); // 256 MiB of zeros, about 256 KiB sent
    };
    for (const handler of [endless, bomb]) {
      const result = await deliver(handler, delivery, { secret: 'k', timeout: 5_000 });
      expect([result.status, result.body.length, result.bodyTruncated]).toEqual([
        200,
        ANSWER_BODY_LIMIT_BYTES,
        true,
      ]);
    }
    const server = createServer(endless);
    const url = `http://127.0.0.1:${await listenOnLoopback(server)}/hooks`;
    try {
      const overHttp = await deliver(url, delivery, { secret: 'k', timeout: 5_000 });
      expect([overHttp.body.length, overHttp.bodyTruncated]).toEqual([
        ANSWER_BODY_LIMIT_BYTES,
        true,
      ]);
    } finally {
      server.closeAllConnections();
      await closeServer(server);
    }
    const whole = await deliver(echo, delivery, { secret: 'k' });
    expect(whole.bodyTruncated).toBeUndefined();
  });

  it('keeps what decoded of a corrupt gzip answer, without an uncaught error', async () => {
    const corrupt = (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(502, { 'content-encoding': 'gzip' });
      res.end(Buffer.concat([gzipSync('bad gateway'), Buffer.from('trailing junk')]).subarray(3));
    };
    const result = await deliver(corrupt, delivery, { secret: 'k' });
    expect([result.status, result.body]).toEqual([502, '']);
  });

  it('fails with HandlerThrewError when the handler throws or rejects', async () => {
    const throws = (_req: IncomingMessage, _res: ServerResponse) => {
      throw new Error('boom');
    };
    const rejects = async (_req: IncomingMessage, _res: ServerResponse) => {
      throw new Error('async boom');
    };
    await expect(deliver(throws, delivery, { secret: 'k' })).rejects.toThrow(HandlerThrewError);
    await expect(deliver(rejects, delivery, { secret: 'k' })).rejects.toThrow(
      'the handler threw: async boom',
    );
  });

  it('fails with DeliverTimeoutError when the handler never answers', async () => {
    const silent = (_req: IncomingMessage, _res: ServerResponse) => {};
    await expect(deliver(silent, delivery, { secret: 'k', timeout: 50 })).rejects.toThrow(
      /no response within 50 ms/,
    );
    // the name before `timeout`, still accepted
    await expect(deliver(silent, delivery, { secret: 'k', timeoutMs: 60 })).rejects.toThrow(
      DeliverTimeoutError,
    );
  });
});

describe('deliver to a fetch handler', () => {
  it('calls it with the signed Request and reads the Response', async () => {
    const handler = async (request: Request) => {
      const text = await request.text();
      const ok = request.headers.get('abstract-webhooks-signature') === sign(text, 'k');
      return new Response(ok ? 'verified' : 'bad', {
        status: ok ? 200 : 401,
        headers: { 'x-path': new URL(request.url).pathname },
      });
    };
    expect(await deliver(handler, delivery, { secret: 'k', path: '/api/hooks' })).toEqual({
      status: 200,
      body: 'verified',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-path': '/api/hooks' },
    });
    expect((await deliver({ fetch: handler }, delivery, { secret: 'wrong' })).status).toBe(401);
  });

  it('reads a Response as an answer from the network: gunzipped, cut at a MiB', async () => {
    const endless = () =>
      new Response(
        new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(1 << 16)) }),
      );
    const cut = await deliver({ fetch: endless }, delivery, { secret: 'k', timeout: 5_000 });
    expect([cut.body.length, cut.bodyTruncated]).toEqual([ANSWER_BODY_LIMIT_BYTES, true]);
    const gzipped = () =>
      new Response(gzipSync('compressed ok'), { headers: { 'content-encoding': 'gzip' } });
    expect((await deliver({ fetch: gzipped }, delivery, { secret: 'k' })).body).toBe(
      'compressed ok',
    );
  });

  it('wraps a throwing fetch handler in HandlerThrewError', async () => {
    await expect(
      deliver(
        (_r: Request) => {
          throw new Error('nope');
        },
        delivery,
        { secret: 'k' },
      ),
    ).rejects.toThrow(HandlerThrewError);
  });
});

describe('deliver target checks', () => {
  it('asks for a wrapper when a function declares no parameters', async () => {
    await expect(
      deliver((() => new Response('')) as never, delivery, { secret: 'k' }),
    ).rejects.toThrow(/pass \{ node: fn \} or \{ fetch: fn \}/);
    expect(
      (
        await deliver(
          { node: (...args: [IncomingMessage, ServerResponse]) => echo(...args) },
          delivery,
          { secret: 'k' },
        )
      ).status,
    ).toBe(200);
  });

  it('a Fastify instance: says which handler to pass, and that handler works', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    app.post('/webhooks', async (request) => ({ ok: true, body: typeof request.body }));
    await expect(deliver(app as never, delivery, { secret: 'k' })).rejects.toThrow(
      'deliver: a Fastify instance is not a handler: await app.ready(), then pass app.server',
    );
    await app.ready();
    const answer = await deliver(app.server, delivery, { secret: 'k', path: '/webhooks' });
    expect(answer).toMatchObject({ status: 200, body: '{"ok":true,"body":"object"}' });
    expect(app.server.listening).toBe(false); // no port was opened
    await app.close();
    const koaLike = { use: () => undefined, callback: () => () => undefined };
    await expect(deliver(koaLike as never, delivery, { secret: 'k' })).rejects.toThrow(
      'deliver: a Koa application is not a handler: pass app.callback()',
    );
  });

  it('a node server, listening or not (http or https): its request handlers answer, no port opened', async () => {
    const { createServer } = await import('node:http');
    const { createServer: createHttpsServer } = await import('node:https');
    for (const server of [createServer(echo), createHttpsServer({}, echo)]) {
      const answer = await deliver(server, delivery, { secret: 'k', path: '/hooks' });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ method: 'POST', url: '/hooks' });
      expect(server.listening).toBe(false);
    }
    await expect(deliver(createServer(), delivery, { secret: 'k' })).rejects.toThrow(
      'deliver: the server has no request handler: create it with your app, as in http.createServer(app)',
    );
    // a NestJS application (its shape): says which server to pass
    const nestLike = { init: async () => undefined, getHttpServer: () => createServer(echo) };
    await expect(deliver(nestLike as never, delivery, { secret: 'k' })).rejects.toThrow(
      'deliver: a NestJS application is not a handler: await app.init(), then pass app.getHttpServer()',
    );
  });

  it('refuses a string that is not an http(s) URL', async () => {
    await expect(deliver('not a url', delivery, { secret: 'k' })).rejects.toThrow(
      UnsupportedTargetError,
    );
    await expect(deliver('ftp://127.0.0.1/x', delivery, { secret: 'k' })).rejects.toThrow(
      'URL must be http: or https:',
    );
  });
});

describe('deliver with splitAt: the body in two pieces, as TCP may deliver it', () => {
  const pieces = (req: IncomingMessage, res: ServerResponse) => {
    const sizes: number[] = [];
    req.on('data', (chunk: Buffer) => sizes.push(chunk.length));
    req.on('end', () => res.end(JSON.stringify(sizes)));
  };

  it('writes the first bytes, then the rest a moment later, to a node handler and over HTTP', async () => {
    const split = await deliver(pieces, delivery, { secret: 'k', splitAt: 10 });
    expect(JSON.parse(split.body)).toEqual([10, Buffer.byteLength(body) - 10]);
    const whole = await deliver(pieces, delivery, { secret: 'k' });
    expect(JSON.parse(whole.body)).toEqual([Buffer.byteLength(body)]);
    const server = createServer(pieces);
    const port = await listenOnLoopback(server);
    try {
      const url = `http://127.0.0.1:${port}/`;
      const over = await deliver(url, delivery, { secret: 'k', splitAt: 10 });
      expect(JSON.parse(over.body)).toEqual([10, Buffer.byteLength(body) - 10]);
    } finally {
      await closeServer(server);
    }
  });

  it('hands a fetch handler a stream of two chunks, the same bytes in all', async () => {
    const sizes: number[] = [];
    const handler = async (request: Request) => {
      const reader = request.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read())
        sizes.push(read.value.length);
      return new Response(null, { status: 204 });
    };
    const { status } = await deliver({ fetch: handler }, delivery, { secret: 'k', splitAt: 3 });
    expect(status).toBe(204);
    expect(sizes).toEqual([3, Buffer.byteLength(body) - 3]);
  });

  it('lets a handler answer before reading, or cancel the body: the rest is dropped', async () => {
    const cancelling = async (request: Request) => {
      await request.body!.cancel();
      return new Response(null, { status: 401 });
    };
    const answer = await deliver({ fetch: cancelling }, delivery, { secret: 'k', splitAt: 3 });
    expect(answer.status).toBe(401);
    const unread = () => new Response(null, { status: 415 });
    expect((await deliver({ fetch: unread }, delivery, { secret: 'k', splitAt: 3 })).status).toBe(
      415,
    );
    // a node handler, in process and over HTTP, that answers before the rest comes
    const early = (_req: IncomingMessage, res: ServerResponse) => void res.writeHead(401).end();
    expect((await deliver(early, delivery, { secret: 'k', splitAt: 3 })).status).toBe(401);
    const server = createServer(early);
    const port = await listenOnLoopback(server);
    try {
      const url = `http://127.0.0.1:${port}/`;
      expect((await deliver(url, delivery, { secret: 'k', splitAt: 3 })).status).toBe(401);
    } finally {
      await closeServer(server);
    }
    await new Promise((resolve) => setTimeout(resolve, 50)); // past the pause: no uncaught error
  });

  it.each([0, -1, 1.5, Number.NaN, Buffer.byteLength(body)])(
    'refuses splitAt %s before sending anything',
    async (splitAt) => {
      let called = false;
      const handler = () => ((called = true), new Response());
      await expect(deliver({ fetch: handler }, delivery, { secret: 'k', splitAt })).rejects.toThrow(
        `deliver: splitAt must be a whole number of bytes inside the body, 1 to ${Buffer.byteLength(body) - 1}; got ${splitAt}`,
      );
      expect(called).toBe(false);
    },
  );
});

describe('deliver with halfClose: the connection closed for writing after the body', () => {
  // what Python's self.rfile.read() with no size does: read until the sender's side closes
  const readsToEnd = () =>
    createNetServer({ allowHalfOpen: true }, (socket) => {
      let bytes = 0;
      socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
      socket.on('end', () =>
        socket.end(`HTTP/1.1 200 OK\r\nContent-Length: ${String(bytes).length}\r\n\r\n${bytes}`),
      );
    });

  it('over HTTP and to a node handler (split too): the answer still comes back', async () => {
    const server = readsToEnd();
    const port = await listenOnLoopback(server);
    try {
      const url = `http://127.0.0.1:${port}/`;
      const timeout = 300;
      const closed = await deliver(url, delivery, { secret: 'k', halfClose: true, timeout });
      expect(closed.status).toBe(200);
      expect(Number(closed.body)).toBeGreaterThan(Buffer.byteLength(body)); // headers and body
      const split = { secret: 'k', halfClose: true, splitAt: 10, timeout };
      expect((await deliver(url, delivery, split)).body).toBe(closed.body);
      // the platform's way: the connection stays open, and no answer comes
      await expect(deliver(url, delivery, { secret: 'k', timeout })).rejects.toThrow(
        DeliverTimeoutError,
      );
    } finally {
      await closeServer(server);
    }
    const echo = (req: IncomingMessage, res: ServerResponse) => req.pipe(res);
    const inProcess = await deliver(echo, delivery, { secret: 'k', halfClose: true });
    expect(inProcess).toMatchObject({ status: 200, body });
  });
});
