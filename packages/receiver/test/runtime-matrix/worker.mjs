// The Worker, as a user writes it: bundled by the test with esbuild (workerd/worker/browser
// conditions) into one ES module and run by workerd through miniflare, no compatibility flags.
// /webhooks is the fetch adapter itself, /hono/webhooks the same behind a Hono route.
import { Hono } from 'hono';
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';
import { makeReceiver } from './make-receiver.mjs';

const direct = makeReceiver(createReceiver);
const handle = fetchHandler(direct.receiver);
const viaHono = makeReceiver(createReceiver);
const handleWebhook = fetchHandler(viaHono.receiver);
const app = new Hono().basePath('/hono');
app.all('/webhooks', (c) => handleWebhook(c.req.raw));

export default {
  fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname === '/calls') return Response.json({ fetch: direct.calls, hono: viaHono.calls });
    if (pathname.startsWith('/hono/')) return app.fetch(request);
    return handle(request);
  },
};
