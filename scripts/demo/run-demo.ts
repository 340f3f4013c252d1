import { randomBytes } from 'node:crypto';
import { createSecureContext, rootCertificates } from 'node:tls';
import {
  DEFAULT_SERVICE,
  signatureHeader,
  validateDelivery,
  verifySignature,
} from '@designhooks/receiver';
import {
  createWebhook,
  defaultRetryPolicy,
  ensureListenerCertificate,
  openStore,
  triggerEvent,
} from '@designhooks/harness';
import { eventNames, type EventName } from '@designhooks/types';
import { startServer } from '../../docs/examples/express-receiver/src/start-server.ts';

/** One line of the demo's table. */
export interface DemoRow {
  event: EventName;
  status: number | undefined;
  /** The receiver has a key, so a 2xx means it verified the signature; re-checked here too. */
  verified: boolean;
  /** The receiver validates in `reject` mode (422 otherwise); re-checked here too. */
  valid: boolean;
  ms: number;
  /** What the example receiver's handler posted. */
  message: string;
}

/**
 * The end-to-end demo behind `npm start`: the example express receiver over HTTPS on loopback
 * (self-signed certificate), a webhook subscribed to all ten events with a generated signing
 * key in `stateDir`, and one triggered delivery per event through the harness.
 */
export async function runDemo(
  stateDir: string,
): Promise<{ rows: DemoRow[]; url: string; refusals: string[] }> {
  const certificate = await ensureListenerCertificate(stateDir);
  const signingKey = `whsec_${randomBytes(32).toString('base64url')}`;
  const messages: string[] = [];
  const refusals: string[] = [];
  const note = (message: string) => refusals.push(message);
  const server = await startServer({
    secret: signingKey,
    tls: { cert: certificate.cert, key: certificate.key },
    post: (message) => messages.push(message),
    logger: { debug: note, warn: note, error: note },
  });
  const store = openStore(stateDir);
  try {
    createWebhook(store, { url: server.url, events: [...eventNames], signingKey });
    const settings = {
      policy: { ...defaultRetryPolicy, retries: 0, timeoutMs: 5_000 },
      tls: { secureContext: createSecureContext({ ca: [...rootCertificates, certificate.cert] }) },
    };
    const rows: DemoRow[] = [];
    for (const event of eventNames) {
      const posted = messages.length;
      const { deliveries } = await triggerEvent(store, { event }, settings);
      const attempt = deliveries[0]?.result.records.at(-1);
      const body = Buffer.from(attempt?.request.body ?? '');
      const signature =
        attempt?.request.headers.find(([name]) => name === signatureHeader(DEFAULT_SERVICE))?.[1] ??
        '';
      const status = attempt?.response?.status;
      const accepted = status !== undefined && status >= 200 && status < 300;
      rows.push({
        event,
        status,
        verified: accepted && verifySignature(body, signature, signingKey),
        valid: accepted && (await validateDelivery(JSON.parse(body.toString('utf8') || 'null'))).ok,
        ms: Math.round(attempt?.durationMs ?? 0),
        message: messages.slice(posted).join(' / '),
      });
    }
    return { rows, url: server.url, refusals };
  } finally {
    store.close();
    await server.close();
  }
}
