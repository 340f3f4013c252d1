// With @opentelemetry/api and an SDK installed and registered, the installed receiver finds the
// API by itself and each delivery is a designhooks.delivery span. Prints one JSON line.
import { trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { createReceiver, loadOpenTelemetry, sign } from '@designhooks/receiver';
import { fixture, serializeDelivery } from '@designhooks/testing';

const exporter = new InMemorySpanExporter();
trace.setGlobalTracerProvider(
  new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
);
const secret = 'otel-present-key';
const receiver = createReceiver({ secret });
await loadOpenTelemetry();
const body = serializeDelivery(fixture('project.updated'));
const result = await receiver.receive({
  body,
  headers: { 'Abstract-Webhooks-Signature': sign(body, secret) },
});
const spans = exporter.getFinishedSpans().map((span) => ({
  name: span.name,
  event: span.attributes['designhooks.event.name'],
  outcome: span.attributes['designhooks.outcome'],
}));
console.log(JSON.stringify({ status: result.status, spans }));
