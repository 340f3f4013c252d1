import * as api from '@opentelemetry/api';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  loadOpenTelemetry,
  openTelemetryInUse,
  startDelivery,
  Telemetry,
} from './open-telemetry.ts';

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
    const tracers = vi.spyOn(api.trace, 'getTracerProvider');
    const meters = vi.spyOn(api.metrics, 'getMeterProvider');
    const proxyTracer = vi.spyOn(provider, 'getTracer');
    expect(startDelivery(telemetry)).toBeUndefined();
    expect(startDelivery(telemetry)).toBeUndefined();
    expect(telemetry.activeTracer()).toBeUndefined();
    expect(telemetry.activeInstruments()).toBeUndefined();
    // nothing is registered with any copy of the API: its providers are not even asked
    expect(tracers).not.toHaveBeenCalled();
    expect(meters).not.toHaveBeenCalled();
    expect(proxyTracer).not.toHaveBeenCalled();
  });

  it('carryContext hands back the very function (no binding) while no tracer is registered', () => {
    const fn = () => 1;
    expect(new Telemetry(api).carryContext(fn)).toBe(fn);
  });

  it('the installed API is found by the node build, and looking for it is using it', async () => {
    // nothing is registered yet in this file, so only the look itself says "in use"
    expect(openTelemetryInUse()).toBe(false);
    expect(await loadOpenTelemetry()).toBeDefined();
    expect(openTelemetryInUse()).toBe(true);
  });
});

describe('something registered, but no tracer provider', () => {
  it('a context manager alone: the providers are asked, and no delivery telemetry starts', () => {
    api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    try {
      const telemetry = new Telemetry(api);
      const provider = api.trace.getTracerProvider() as api.ProxyTracerProvider;
      const lookup = vi.spyOn(provider, 'getDelegateTracer');
      const proxyTracer = vi.spyOn(provider, 'getTracer');
      expect(startDelivery(telemetry)).toBeUndefined();
      expect(startDelivery(telemetry)).toBeUndefined();
      expect(telemetry.activeTracer()).toBeUndefined();
      // the delegate is looked up once and remembered by identity; no proxy tracer is ever made
      expect(lookup).toHaveBeenCalledTimes(1);
      expect(proxyTracer).not.toHaveBeenCalled();
    } finally {
      api.context.disable();
    }
  });

  it('a meter provider alone: metric instruments, no span', () => {
    api.metrics.setGlobalMeterProvider(new MeterProvider());
    const delivery = startDelivery(new Telemetry(api));
    expect(delivery).toBeDefined();
    expect(delivery?.span).toBeUndefined();
    expect(delivery?.instruments).toBeDefined();
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
