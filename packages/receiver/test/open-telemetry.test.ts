import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as api from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AggregationTemporality,
  MeterProvider,
  MetricReader,
  type DataPoint,
  type Histogram,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createReceiver,
  loadOpenTelemetry,
  sign,
  TELEMETRY,
  type Receiver,
  type ReceiverOptions,
} from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { readFixture } from '@designhooks/schemas';
import { quietLogger } from '@designhooks/test-support';

// Spans and metric points of every outcome, read back through OpenTelemetry's own SDK with
// in-memory exporters, as an application that registers the SDK would see them.

class TestReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected async onShutdown(): Promise<void> {}
  protected async onForceFlush(): Promise<void> {}
}

const spans = new InMemorySpanExporter();
const reader = new TestReader();
const secret = 'otel-secret';
const A = TELEMETRY.attributes;

beforeAll(() => {
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
  );
  api.metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
});
afterEach(() => spans.reset());
afterAll(() => {
  api.trace.disable();
  api.metrics.disable();
  api.context.disable();
});

function receiver(options: ReceiverOptions = {}) {
  return createReceiver({ secret, logger: quietLogger, openTelemetry: api, ...options });
}

function signed(body: string, key = secret) {
  return { body, headers: { 'Abstract-Webhooks-Signature': sign(body, key) } };
}

function deliverySpans(): ReadableSpan[] {
  return spans.getFinishedSpans().filter((span) => span.name === TELEMETRY.spans.delivery);
}

async function points(name: string): Promise<DataPoint<number | Histogram>[]> {
  const { resourceMetrics } = await reader.collect();
  const metric = resourceMetrics.scopeMetrics
    .flatMap((scope) => scope.metrics)
    .find((m) => m.descriptor.name === name);
  return (metric?.dataPoints ?? []) as DataPoint<number | Histogram>[];
}

const project = readFixture('project.updated').toString();
const unknown = JSON.stringify({
  createdAt: '2026-11-24T10:00:00Z',
  event: 'project.renamed',
  data: { object: {} },
});

describe('one span per delivery, by outcome', () => {
  const cases: Array<{
    outcome: string;
    status: number;
    options?: ReceiverOptions;
    input: () => Parameters<ReturnType<typeof receiver>['receive']>[0];
    error?: boolean;
    validation?: 'valid' | 'invalid';
  }> = [
    { outcome: 'handled', status: 200, input: () => signed(project), validation: 'valid' },
    {
      outcome: 'handled',
      status: 200,
      options: { validation: 'warn' },
      input: () => signed(project.replace('"objectType":"project"', '"objectType":"branch"')),
      validation: 'invalid',
    },
    { outcome: 'unknown_event', status: 200, input: () => signed(unknown) },
    { outcome: 'unverified', status: 401, input: () => signed(project, 'another key') },
    { outcome: 'unverified', status: 401, input: () => ({ body: project, headers: {} }) },
    {
      outcome: 'invalid',
      status: 422,
      input: () => signed(project.replace('"objectType":"project"', '"objectType":"branch"')),
      validation: 'invalid',
    },
    { outcome: 'malformed', status: 400, input: () => signed('not json') },
    {
      outcome: 'too_large',
      status: 413,
      options: { maxBodyBytes: 10 },
      input: () => signed(project),
    },
    {
      outcome: 'outside_replay_window',
      status: 400,
      options: { replayWindowSeconds: 60, now: () => Date.parse('2030-01-01T00:00:00Z') },
      input: () => signed(project),
      validation: 'valid',
    },
    {
      outcome: 'bad_request',
      status: 405,
      input: () => ({ ...signed(project), method: 'GET' }),
    },
  ];
  for (const { outcome, status, options, input, validation = 'not_checked' } of cases) {
    it(`${outcome} (${status}, ${validation}): attributes set, no error status for a rejection`, async () => {
      const before = await points(TELEMETRY.metrics.deliveries);
      const result = await receiver(options).receive(input());
      expect(result.status).toBe(status);
      const [span] = deliverySpans();
      expect(deliverySpans()).toHaveLength(1);
      expect(span!.attributes[A.outcome]).toBe(outcome);
      expect(span!.attributes[A.status]).toBe(status);
      expect(span!.attributes[A.verified]).toBe(result.verified);
      expect(span!.attributes[A.validation]).toBe(validation);
      expect(span!.status.code).toBe(api.SpanStatusCode.UNSET);
      const count = (list: typeof before) =>
        list
          .filter((p) => p.attributes[A.outcome] === outcome)
          .reduce((sum, p) => sum + (p.value as number), 0);
      expect(count(await points(TELEMETRY.metrics.deliveries)) - count(before)).toBe(1);
    });
  }

  it('handled: event name, verified, valid, body size, drift count, and both histograms', async () => {
    const r = receiver().on('project.updated', () => {});
    await r.receive(signed(project));
    const [span] = deliverySpans();
    expect(span!.attributes).toMatchObject({
      [A.event]: 'project.updated',
      [A.verified]: true,
      [A.validation]: 'valid',
      [A.bodySize]: Buffer.byteLength(project),
      [A.driftCount]: 0,
    });
    expect(span!.kind).toBe(api.SpanKind.INTERNAL);
    const durations = await points(TELEMETRY.metrics.duration);
    const handled = durations.find(
      (p) => p.attributes[A.event] === 'project.updated' && p.attributes[A.outcome] === 'handled',
    );
    expect((handled!.value as Histogram).count).toBeGreaterThan(0);
    const handlerDurations = await points(TELEMETRY.metrics.handlerDuration);
    expect(handlerDurations.some((p) => p.attributes[A.event] === 'project.updated')).toBe(true);
  });

  it('both histograms count in seconds with buckets made for seconds, not the SDK default', async () => {
    const r = receiver().on('project.updated', () => {});
    await r.receive(signed(project));
    for (const name of [TELEMETRY.metrics.duration, TELEMETRY.metrics.handlerDuration]) {
      const point = (await points(name)).find((p) => p.attributes[A.outcome] === 'handled');
      const histogram = point!.value as Histogram;
      expect(histogram.buckets.boundaries).toEqual(TELEMETRY.durationBucketsSeconds);
      // An in-process delivery takes well under a second: it falls in a bucket below 1 s (with
      // the SDK's default boundaries, made for milliseconds, it would sit in (0, 5]).
      const firstUsed = histogram.buckets.counts.findIndex((count) => count > 0);
      expect(histogram.buckets.boundaries[firstUsed]).toBeLessThan(1);
    }
  });

  it("spans and metrics carry the receiver's scope, versioned as its package.json", async () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    await receiver()
      .on('project.updated', () => {})
      .receive(signed(project));
    const [span] = deliverySpans();
    expect(span!.instrumentationScope).toMatchObject({ name: TELEMETRY.scope, version });
    const { resourceMetrics } = await reader.collect();
    const scopes = resourceMetrics.scopeMetrics.map((scope) => scope.scope);
    expect(scopes).toContainEqual(expect.objectContaining({ name: TELEMETRY.scope, version }));
  });

  it('a refusal before the body is read has body size 0; no handler, no handler time', async () => {
    await receiver().receive({ ...signed(project), method: 'GET' });
    expect(deliverySpans()[0]!.attributes[A.bodySize]).toBe(0);
    const branch = readFixture('branch.created').toString();
    const handledBranch = async () =>
      (await points(TELEMETRY.metrics.handlerDuration)).some(
        (p) => p.attributes[A.event] === 'branch.created',
      );
    expect((await receiver().receive(signed(branch))).status).toBe(200);
    expect(await handledBranch()).toBe(false);
    await receiver()
      .on('branch.created', () => {})
      .receive(signed(branch));
    expect(await handledBranch()).toBe(true);
  });

  it('a duplicate is its own outcome', async () => {
    const r = receiver({ dedupe: true });
    await r.receive(signed(project));
    await r.receive(signed(project));
    expect(deliverySpans().map((s) => s.attributes[A.outcome])).toEqual(['handled', 'duplicate']);
  });

  it('handlers outlasting handlerTimeoutMs: pending (202)', async () => {
    const r = receiver({ handlerTimeoutMs: 5 }).on(
      'project.updated',
      () => new Promise((resolve) => setTimeout(resolve, 50)),
    );
    expect((await r.receive(signed(project))).status).toBe(202);
    expect(deliverySpans()[0]!.attributes[A.outcome]).toBe('pending');
  });

  it('a handler that throws: error status, error.type and the exception recorded', async () => {
    const r = receiver().on('project.updated', () => {
      throw new Error('database down');
    });
    expect((await r.receive(signed(project))).status).toBe(500);
    const [span] = deliverySpans();
    expect(span!.attributes[A.outcome]).toBe('handler_error');
    expect(span!.attributes[A.errorType]).toBe('handler_failed');
    expect(span!.status.code).toBe(api.SpanStatusCode.ERROR);
    const exception = span!.events.find((event) => event.name === 'exception');
    expect(exception?.attributes?.['exception.message']).toBe('database down');
  });

  it("an unknown event name is _OTHER in metrics (the network's names stay out of them)", async () => {
    await receiver().receive(signed(unknown));
    expect(deliverySpans()[0]!.attributes[A.event]).toBe('project.renamed');
    const names = (await points(TELEMETRY.metrics.deliveries)).map((p) => p.attributes[A.event]);
    expect(names).toContain('_OTHER');
    expect(names).not.toContain('project.renamed');
  });

  it('openTelemetry: false records nothing', async () => {
    await receiver({ openTelemetry: false }).receive(signed(project));
    expect(spans.getFinishedSpans()).toHaveLength(0);
  });

  it('without the option, the installed API is found and used once loaded', async () => {
    const r = createReceiver({ secret, logger: quietLogger });
    await loadOpenTelemetry();
    await r.receive(signed(project));
    expect(deliverySpans()).toHaveLength(1);
  });
});

describe('context', () => {
  const tracer = api.trace.getTracer('app');

  it('the delivery span is a child of the active span, and handler spans are its children', async () => {
    const r = receiver().on('project.updated', () => tracer.startSpan('handler work').end());
    await tracer.startActiveSpan('app request', async (parent) => {
      await r.receive(signed(project));
      parent.end();
    });
    const all = spans.getFinishedSpans();
    const app = all.find((s) => s.name === 'app request')!;
    const [delivery] = deliverySpans();
    const work = all.find((s) => s.name === 'handler work')!;
    expect(delivery!.parentSpanContext?.spanId).toBe(app.spanContext().spanId);
    expect(delivery!.spanContext().traceId).toBe(app.spanContext().traceId);
    expect(work.parentSpanContext?.spanId).toBe(delivery!.spanContext().spanId);
  });

  describe('nodeHandler carries the caller context across the body read', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      const handler = nodeHandler(
        receiver().on('project.updated', () => tracer.startSpan('handler work').end()),
      );
      server = createServer((req, res) =>
        tracer.startActiveSpan('app request', (span) => {
          res.on('finish', () => span.end());
          handler(req, res);
        }),
      );
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('delivery span under the app span, handler span under the delivery span', async () => {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/webhooks',
            headers: {
              'content-type': 'application/json',
              'abstract-webhooks-signature': sign(project, secret),
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        );
        req.on('error', reject);
        // the body in two chunks, a tick apart: the pipeline runs in a stream callback
        req.write(project.slice(0, 100));
        setTimeout(() => req.end(project.slice(100)), 20);
      });
      expect(status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const all = spans.getFinishedSpans();
      const app = all.find((s) => s.name === 'app request')!;
      const [delivery] = deliverySpans();
      const work = all.find((s) => s.name === 'handler work')!;
      expect(delivery!.parentSpanContext?.spanId).toBe(app.spanContext().spanId);
      expect(work.parentSpanContext?.spanId).toBe(delivery!.spanContext().spanId);
    });

    it('for a receiver not made by createReceiver too (a wrapper, as the queue has)', async () => {
      await loadOpenTelemetry();
      let active: unknown;
      const wrapper = {
        maxBodyBytes: 1024 * 1024,
        receive: () => {
          active = api.trace.getActiveSpan();
          return Promise.resolve({ status: 200, body: { ok: true }, verified: false, handled: 0 });
        },
      } as unknown as Receiver;
      const handler = nodeHandler(wrapper);
      let app: unknown;
      const wrapped = createServer((req, res) =>
        tracer.startActiveSpan('wrapper request', (span) => {
          app = span;
          res.on('finish', () => span.end());
          handler(req, res);
        }),
      );
      wrapped.listen(0, '127.0.0.1');
      await once(wrapped, 'listening');
      try {
        await new Promise<void>((resolve, reject) => {
          const req = request(
            {
              host: '127.0.0.1',
              port: (wrapped.address() as AddressInfo).port,
              method: 'POST',
              // a JSON content type, or the handler answers 415 at once, still in the app's span
              headers: { 'content-type': 'application/json' },
            },
            (res) => res.resume().on('end', resolve),
          );
          req.on('error', reject);
          req.write(project.slice(0, 100));
          setTimeout(() => req.end(project.slice(100)), 20);
        });
      } finally {
        await new Promise<void>((resolve) => wrapped.close(() => resolve()));
      }
      expect(active).toBeDefined();
      expect(active).toBe(app);
    });
  });
});
