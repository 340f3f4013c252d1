import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { eventNames } from '@designhooks/types';
import { closeServer, listenOnLoopback, sha256 } from '@designhooks/test-support';

/**
 * The production defects `designhooks check` exists to catch, one per receiver of the zoo.
 * Each receiver is the same small hand-written express 5 app (raw body, HMAC-SHA256 checked in
 * constant time, JSON parsed, duplicates and out-of-order events tolerated, 2xx) with exactly
 * one of these changed.
 */
export type Defect =
  | 'verifies-reserialised-body'
  | 'no-verification'
  | 'body-limit-100kb'
  | 'unknown-event-500'
  | 'never-answers'
  | 'duplicate-500'
  | 'duplicate-409'
  | 'update-before-create-500'
  | 'update-before-create-404'
  | 'slow'
  | 'not-json-500'
  | 'not-json-closes'
  | 'spa-fallback'
  | 'accepts-missing-signature'
  | 'replay-window-5min'
  | 'csrf-protection'
  | 'platform-snippet'
  | 'upper-case-hex'
  | 'compare-throws-on-length'
  | 'compares-given-digits'
  | 'reads-header-capitalised'
  | 'decodes-chunks'
  | 'raw-parser-default-type'
  | 'json-parser-first'
  | 'swallows-errors';

/** How long the `slow` receiver takes per request (the 2 s defect, scaled down for the suite). */
export const SLOW_RECEIVER_MS = 150;

/** The `replay-window-5min` receiver's tolerance on `createdAt`, either way. */
const REPLAY_WINDOW_MS = 5 * 60_000;

const SIGNATURE = 'abstract-webhooks-signature';
const known = new Set<string>(eventNames);

/**
 * The zoo receiver with `defect` (or none: the correct hand-written receiver), as an express
 * app mounted at POST /webhooks, for a real server or `checkReceiver` in process.
 */
export function zooApp(secret: string, defect: Defect | null): Express {
  const app = express();
  const seen = new Set<string>();
  const branches = new Set<string>();
  const comments = new Set<string>();
  const hmacHex = (bytes: Buffer | string) =>
    createHmac('sha256', secret).update(bytes).digest('hex');
  const verify = (bytes: Buffer | string, header: string | undefined): boolean => {
    // the hex text compared as it is, with no length check: timingSafeEqual throws RangeError on
    // unequal lengths (an absent header read as ''), and express answers the thrown error 500
    if (defect === 'compare-throws-on-length')
      return timingSafeEqual(Buffer.from(header ?? ''), Buffer.from(hmacHex(bytes)));
    // that RangeError "fixed" by cutting the HMAC to the header's length: a prefix is accepted
    if (defect === 'compares-given-digits' && header !== undefined && header.length > 0)
      return timingSafeEqual(
        Buffer.from(header),
        Buffer.from(hmacHex(bytes).slice(0, header.length)),
      );
    if (header === undefined) return defect === 'accepts-missing-signature';
    const expected = createHmac('sha256', secret).update(bytes).digest();
    // .NET's Convert.ToHexString(hash) compared with the header as it is
    if (defect === 'upper-case-hex') return header === expected.toString('hex').toUpperCase();
    const given = Buffer.from(header, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const handle = async (req: Request, res: Response, raw: Buffer, delivery: any) => {
    // the tolerance generic webhook guides suggest, applied to the envelope's createdAt
    const age = Date.now() - Date.parse(String(delivery?.createdAt));
    if (defect === 'replay-window-5min' && !(Math.abs(age) <= REPLAY_WINDOW_MS)) {
      res.status(400).json({ error: 'timestamp outside the tolerance zone' });
      return;
    }
    const digest = sha256(raw);
    if (seen.has(digest) && defect === 'duplicate-500') {
      res.status(500).json({ error: 'duplicate key value violates unique constraint' });
      return;
    }
    if (seen.has(digest) && defect === 'duplicate-409') {
      res.status(409).json({ error: 'delivery already processed' });
      return;
    }
    seen.add(digest);
    const event = String(delivery?.event);
    if (!known.has(event) && defect === 'unknown-event-500') {
      res.status(500).json({ error: `no handler for ${event}` });
      return;
    }
    const id = String(delivery?.data?.object?.id);
    const [resource, action] = event.split('.');
    const records = resource === 'branch' ? branches : resource === 'comment' ? comments : null;
    if (records && action === 'created') records.add(id);
    else if (records && !records.has(id)) {
      if (defect === 'update-before-create-500' || defect === 'update-before-create-404') {
        res.status(defect === 'update-before-create-500' ? 500 : 404).json({
          error: `${resource} ${id} not found`,
        });
        return;
      }
      records.add(id); // upsert
    }
    // a commenter's e-mail read as if always there (it is absent from some deliveries), in a
    // try/catch that answers the error with 200, as a route that returns res.json({ error }) does
    if (defect === 'swallows-errors' && resource === 'comment') {
      try {
        (delivery.data.object.commenter.email as string).toLowerCase();
      } catch (error) {
        res.json({ error: (error as Error).message });
        return;
      }
    }
    if (defect === 'slow') await sleep(SLOW_RECEIVER_MS);
    if (defect === 'never-answers') return; // the platform's documented recipe: no res.send()
    res.status(200).json({ ok: true });
  };

  if (defect === 'csrf-protection') {
    // a framework's CSRF check in front of the route, refusing a POST without its token (the
    // page Django answers; test/language-recipes.test.ts runs Django itself)
    app.use((req, res, next) => {
      if (req.method !== 'POST') return next();
      res.status(403).type('html').send('<h1>Forbidden (403)</h1><p>CSRF verification failed.</p>');
    });
  }
  if (defect === 'spa-fallback') {
    // a single-page app's fallback mounted ahead of the webhook route: every request, any
    // method, gets index.html with 200, and the receiver below never runs
    app.use((_req, res) => {
      res
        .status(200)
        .type('html')
        .send(
          '<!doctype html><html><head><title>Acme Dashboard</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
        );
    });
  }
  if (defect === 'platform-snippet') {
    // The platform's published recipe as published, its defects together (platform-facts.md):
    // express.json()'s 100 KB limit, an HMAC over JSON.stringify(req.body) compared with ===,
    // 500 when it differs, and no answer at all when it matches.
    app.post('/webhooks', express.json(), (req, res) => {
      const hmac = createHmac('sha256', secret).update(JSON.stringify(req.body)).digest('hex');
      if (hmac !== req.get(SIGNATURE)) res.status(500).send('Webhook signature mismatch');
    });
  } else if (defect === 'verifies-reserialised-body') {
    // The platform's documented recipe: bodyParser.json(), then HMAC over JSON.stringify(req.body).
    app.post('/webhooks', express.json({ limit: '5mb' }), (req, res, next) => {
      const raw = Buffer.from(JSON.stringify(req.body));
      if (!verify(raw, req.get(SIGNATURE))) {
        res.status(401).json({ error: 'bad signature' });
        return;
      }
      handle(req, res, raw, req.body).catch(next);
    });
  } else {
    // a JSON parser for the whole app, mounted ahead of the webhook route's raw parser: it takes
    // every application/json body first, and the raw parser then leaves req.body as it found it
    if (defect === 'json-parser-first') app.use(express.json());
    const limit = defect === 'body-limit-100kb' ? '100kb' : '5mb';
    // body += chunk: each piece decoded on its own, a character split between two lost
    const concatenate = (req: Request, _res: Response, next: NextFunction) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk));
      req.on('end', () => ((req.body = Buffer.from(text)), next()));
    };
    const readBody =
      defect === 'decodes-chunks'
        ? concatenate
        : // express.raw() with no type reads only application/octet-stream: req.body stays unset
          express.raw(defect === 'raw-parser-default-type' ? { limit } : { type: '*/*', limit });
    const bodyTaken = defect === 'raw-parser-default-type' || defect === 'json-parser-first';
    app.post('/webhooks', readBody, (req, res, next) => {
      // req.body hashed as it is (createHmac throws on undefined or an object: a 500)
      const raw: Buffer = bodyTaken || Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      // node lowercases header names: this key is never there
      if (defect === 'reads-header-capitalised' && !req.headers['Abstract-Webhooks-Signature']) {
        res.status(401).json({ error: 'Missing signature header' });
        return;
      }
      if (defect !== 'no-verification' && !verify(raw, req.get(SIGNATURE))) {
        res.status(401).json({ error: 'bad signature' });
        return;
      }
      let delivery: unknown;
      try {
        delivery = JSON.parse(raw.toString('utf8'));
      } catch {
        // as Python's http.server does when its handler raises: no answer, the connection closed
        if (defect === 'not-json-closes') return void req.socket.destroy();
        res.status(defect === 'not-json-500' ? 500 : 400).json({ error: 'not JSON' });
        return;
      }
      handle(req, res, raw, delivery).catch(next);
    });
  }
  app.all('/webhooks', (_req, res) => {
    res.status(405).json({ error: 'POST only' });
  });
  app.use((error: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error.status ?? 500).json({ error: 'failed' });
  });
  return app;
}

/** A running zoo receiver on loopback (plain HTTP). */
export interface ZooServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts `handler` (a zoo app) on 127.0.0.1 (ephemeral port); `close` also drops connections left
 * open (the never-answering receiver keeps them).
 *
 * @example
 * ```ts
 * const server = await serveZoo(zooApp('key', 'slow'));
 * await runCli(['check', server.url, '--allow-http', '--secret', 'key']);
 * ```
 */
export async function serveZoo(handler: Parameters<typeof createServer>[1]): Promise<ZooServer> {
  const server = createServer(handler);
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    close: () => {
      server.closeAllConnections();
      return closeServer(server);
    },
  };
}
