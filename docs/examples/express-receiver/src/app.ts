import express, { type Express } from 'express';
import { createReceiver, type ReceiverLogger } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';
import { registerHandlers, type Post } from './handlers.ts';

/** What the app needs: the signing key(s) and where to post messages. */
export interface AppOptions {
  /** The webhook's signing key; during a rotation, `[newKey, oldKey]`. */
  secret: string | readonly string[];
  /** Where chat-style messages go; default stdout. */
  post?: Post;
  /** Where the receiver reports refused deliveries and handler failures; default the console. */
  logger?: ReceiverLogger;
}

/**
 * The example receiver: an express app answering the platform's deliveries on POST /webhooks
 * (signature checked over the raw bytes, payload validated against its schema, routed to one
 * handler per event) and GET /healthz. It does not listen: see `startServer`.
 *
 * @example
 * ```ts
 * import { createApp } from './app.ts';
 * createApp({ secret: process.env.SIGNING_KEY! }).listen(3000);
 * ```
 */
export function createApp(options: AppOptions): Express {
  const post = options.post ?? ((message: string) => console.log(message));
  // With `console` (it has `debug`) the receiver logs each refused delivery (wrong key, bad
  // body...) as well as handler failures.
  const logger = options.logger ?? console;
  const receiver = registerHandlers(createReceiver({ secret: options.secret, logger }), post);

  const app = express();
  // The webhook route reads the raw body itself: mount it before any body parser. `all`, not
  // `post`, so another method gets the receiver's 405 instead of a 404.
  app.all('/webhooks', expressMiddleware(receiver));
  app.get('/healthz', (_req, res) => {
    res.type('text/plain').send('ok');
  });
  // The rest of your API can parse JSON as usual:
  app.use(express.json());
  return app;
}
