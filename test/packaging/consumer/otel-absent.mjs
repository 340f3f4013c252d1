// @opentelemetry/api is an optional peer: an app without it receives as usual, and nothing
// about tracing is loaded. Prints one JSON line.
import { createReceiver, loadOpenTelemetry, sign } from '@designhooks/receiver';
import { fixture, serializeDelivery } from '@designhooks/testing';

const secret = 'otel-absent-key';
const receiver = createReceiver({ secret });
const body = serializeDelivery(fixture('project.updated'));
const result = await receiver.receive({
  body,
  headers: { 'Abstract-Webhooks-Signature': sign(body, secret) },
});
const api = await loadOpenTelemetry();
let resolvable = true;
try {
  await import('@opentelemetry/api');
} catch {
  resolvable = false;
}
console.log(
  JSON.stringify({
    status: result.status,
    api: api === undefined ? 'absent' : 'found',
    resolvable,
  }),
);
