import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';

// What an application does to export its traces over OTLP/HTTP (docs/going-to-production.md,
// "Observe it"): register the Node SDK's tracer provider (it sets the W3C trace-context
// propagator and the AsyncLocalStorage context manager) with an OTLP exporter. Spans are sent
// one by one here, so the test's collector sees them without waiting for a batch.
const provider = new NodeTracerProvider({
  spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url: process.env.OTLP_URL }))],
});
provider.register();

/** Flushes and stops the provider (on SIGTERM). */
export const shutdownTracing = (): Promise<void> => provider.shutdown();
export const tracer = trace.getTracer('test-app');
