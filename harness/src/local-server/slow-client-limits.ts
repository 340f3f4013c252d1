/**
 * How long a client may take, for every server the harness starts (the listener's webhook path,
 * inspector and tunnel gate; `serve`'s platform server): the request's headers within 10 s, the
 * whole request within 30 s, checked every second so the cut happens on time. Node's defaults
 * (headers 60 s + its 30 s check interval, request 300 s) let a client trickling one byte every
 * few seconds hold a connection for minutes; a delivery or an API call is one small request,
 * sent at once.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * const server = createServer({ ...SLOW_CLIENT_LIMITS }, handler);
 * ```
 */
export const SLOW_CLIENT_LIMITS = Object.freeze({
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
});
