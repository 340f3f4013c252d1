// generated, do not edit: run `npm run generate`
// From docs/going-to-production.md, code block 4.
import { metrics } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

// Traces to any OTLP/HTTP endpoint (the OpenTelemetry Collector, Jaeger, Tempo, Honeycomb...).
// register() also sets the W3C trace-context propagator the queue's jobs carry the trace with.
new NodeTracerProvider({
  spanProcessors: [
    new BatchSpanProcessor(new OTLPTraceExporter({ url: 'http://127.0.0.1:4318/v1/traces' })),
  ],
}).register();

// Metrics for Prometheus to scrape at http://<host>:9464/metrics.
metrics.setGlobalMeterProvider(new MeterProvider({ readers: [new PrometheusExporter({ port: 9464 })] }));

export {};
