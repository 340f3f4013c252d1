import * as api from '@opentelemetry/api';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOpenTelemetry, startDelivery, Telemetry } from './open-telemetry.ts';

// With @opentelemetry/api installed and no SDK registered (the default of an application that
// does not trace), a delivery makes no span, no attribute object and no metric point.

afterEach(() => {
  api.trace.disable();
  api.metrics.disable();
});

describe('no SDK registered', () => {
  it('startDelivery returns undefined: no span is started, nothing is allocated for it', () => {
    const telemetry = new Telemetry(api);
    const provider = api.trace.getTracerProvider() as api.ProxyTracerProvider;
    const lookup = vi.spyOn(provider, 'getDelegateTracer');
    const proxyTracer = vi.spyOn(provider, 'getTracer');
    expect(startDelivery(telemetry)).toBeUndefined();
    expect(startDelivery(telemetry)).toBeUndefined();
    expect(telemetry.activeTracer()).toBeUndefined();
    expect(telemetry.activeInstruments()).toBeUndefined();
    // the delegate is looked up once and remembered by identity; no proxy tracer is ever made
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(proxyTracer).not.toHaveBeenCalled();
  });

  it('carryContext hands back the very function (no binding) while no tracer is registered', () => {
    const fn = () => 1;
    expect(new Telemetry(api).carryContext(fn)).toBe(fn);
  });

  it('the installed API is found by the node build', async () => {
    expect(await loadOpenTelemetry()).toBeDefined();
  });
});

describe('an SDK registered after the receiver was made', () => {
  it('is picked up: the tracer and instruments follow the registered providers', () => {
    const telemetry = new Telemetry(api);
    expect(startDelivery(telemetry)).toBeUndefined();
    api.trace.setGlobalTracerProvider(new BasicTracerProvider());
    api.metrics.setGlobalMeterProvider(new MeterProvider());
    const delivery = startDelivery(telemetry);
    expect(delivery?.span?.isRecording()).toBe(true);
    expect(delivery?.instruments).toBeDefined();
    delivery?.span?.end();
  });
});

describe('looking for the installed API', () => {
  const REGISTRATIONS = Symbol.for('opentelemetry.js.api.1');
  const global = globalThis as Record<symbol, unknown>;

  it('waits until something is registered with OpenTelemetry, then finds it at the next delivery', async () => {
    const earlier = global[REGISTRATIONS];
    delete global[REGISTRATIONS];
    try {
      // fresh copies of the receiver's modules: nothing has looked for the API in them yet
      vi.resetModules();
      const { createReceiver } = await import('./receiver.ts');
      const otel = await import('./open-telemetry.ts');
      const { sign } = await import('../crypto/sign.ts');
      const body = '{"createdAt":"2026-01-01T00:00:00Z","event":"x.y","data":{}}';
      const headers = { 'abstract-webhooks-signature': sign(body, 'key') };
      const receiver = createReceiver({ secret: 'key', logger: { warn() {}, error() {} } });
      await receiver.receive({ body, headers });
      // nothing registered: the API was not looked for
      expect(otel.openTelemetryInUse()).toBe(false);
      expect(otel.loadedOpenTelemetry()).toBeUndefined();
      const { InMemorySpanExporter, SimpleSpanProcessor } =
        await import('@opentelemetry/sdk-trace-base');
      const spans = new InMemorySpanExporter();
      api.trace.setGlobalTracerProvider(
        new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
      );
      expect(otel.openTelemetryInUse()).toBe(true);
      await receiver.receive({ body, headers }); // starts the import
      expect(await otel.loadOpenTelemetry()).toBeDefined();
      await receiver.receive({ body, headers });
      expect(spans.getFinishedSpans().map((span) => span.name)).toEqual(['designhooks.delivery']);
    } finally {
      global[REGISTRATIONS] = earlier;
    }
  });

  it('looks at once for a receiver made after an SDK was registered', async () => {
    api.trace.setGlobalTracerProvider(new BasicTracerProvider());
    vi.resetModules();
    const { createReceiver } = await import('./receiver.ts');
    const otel = await import('./open-telemetry.ts');
    expect(otel.loadedOpenTelemetry()).toBeUndefined();
    createReceiver();
    expect(otel.openTelemetryInUse()).toBe(true);
    expect(await otel.loadOpenTelemetry()).toBeDefined();
  });
});
