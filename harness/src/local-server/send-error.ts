import type { ServerResponse } from 'node:http';
import { HarnessError, isActionableError, SubscriptionFieldError } from '../errors.ts';
import { sendJson } from './send-json.ts';

/**
 * Answers a local server's API request that failed (serve's management API, the inspector's):
 * an error a person can act on with its status, `{"error": {"code", "message", "field"?}}` and
 * the headers it carries (a 405's `Allow`, a 401's `WWW-Authenticate`); anything else as a 500
 * with `fallback`, nothing internal. An answer already started is ended.
 *
 * @example
 * ```ts
 * try { await route(req, res); } catch (error) { sendError(res, error, 'the server could not do that'); }
 * ```
 */
export function sendError(res: ServerResponse, error: unknown, fallback: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (!isActionableError(error)) {
    sendJson(res, 500, { error: { code: 'internal', message: fallback } });
    return;
  }
  if (error instanceof HarnessError)
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  const field = error instanceof SubscriptionFieldError ? { field: error.field } : {};
  sendJson(res, error.status, { error: { code: error.code, message: error.message, ...field } });
}
