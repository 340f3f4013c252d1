import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as api from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { nodeHandler } from '@designhooks/receiver/node';
import { TELEMETRY } from '@designhooks/receiver';
import { fixture, serializeDelivery } from '@designhooks/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDeliveryWorker } from '../src/create-delivery-worker.ts';
import { deliveryHandlers } from '../src/index.ts';
import { enqueueDeliveries } from '../src/enqueue-deliveries.ts';
import { post } from './http.ts';
import { startRedis, type TestRedis } from './start-redis.ts';

// A job whose handler fails once: each run is a designhooks.job span of the same trace, the
// failed one with error status and the exception, the retry with attempt 2.

const SECRET = 'otel-retry-secret';
const spans = new InMemorySpanExporter();
let redis: TestRedis;
let connection: Redis;
let queue: Queue;
let server: Server;
let worker: ReturnType<typeof createDeliveryWorker>;
let url: string;
let runs = 0;

beforeAll(async () => {
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
  );
  redis = await startRedis();
  connection = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  queue = new Queue('otel-retry', { connection });
  const receiver = enqueueDeliveries(queue, {
    secret: SECRET,
    openTelemetry: api,
    backoff: { type: 'fixed', delay: 50 },
  });
  server = createServer(nodeHandler(receiver)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  const handlers = deliveryHandlers().on('branch.created', () => {
    if (++runs === 1) throw new Error('first run fails');
  });
  worker = createDeliveryWorker('otel-retry', redis.url, handlers, { openTelemetry: api });
}, 30_000);

afterAll(async () => {
  await worker?.close();
  server?.close();
  await queue?.close();
  connection?.disconnect();
  await redis?.close();
  api.trace.disable();
  api.propagation.disable();
  api.context.disable();
});

it('a retried job is a further designhooks.job span of the same trace', async () => {
  const body = serializeDelivery(fixture('branch.created'));
  expect((await post(url, body, SECRET)).status).toBe(200);
  const jobs = () => spans.getFinishedSpans().filter((s) => s.name === TELEMETRY.spans.job);
  const deadline = Date.now() + 15_000;
  while (jobs().length < 2 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const [first, second] = jobs();
  const delivery = spans.getFinishedSpans().find((s) => s.name === TELEMETRY.spans.delivery)!;
  expect(first!.attributes[TELEMETRY.attributes.jobAttempt]).toBe(1);
  expect(second!.attributes[TELEMETRY.attributes.jobAttempt]).toBe(2);
  expect(first!.status.code).toBe(api.SpanStatusCode.ERROR);
  expect(first!.events.some((event) => event.name === 'exception')).toBe(true);
  expect(second!.status.code).toBe(api.SpanStatusCode.UNSET);
  for (const job of [first!, second!])
    expect(job.spanContext().traceId).toBe(delivery.spanContext().traceId);
}, 30_000);
