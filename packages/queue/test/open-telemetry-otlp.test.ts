import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { TELEMETRY } from '@designhooks/receiver';
import { allEvents, fixture, serializeDelivery } from '@designhooks/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './http.ts';
import { startRedis, type TestRedis } from './start-redis.ts';

// One trace from the platform's request to the worker's handler, across two processes: a
// queueing receiver behind an app span, and a worker, each exporting over OTLP/HTTP (JSON) to a
// small collector on loopback written here.

interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpJson {
  resourceSpans?: Array<{
    scopeSpans?: Array<{
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes?: Array<{ key: string; value: Record<string, unknown> }>;
      }>;
    }>;
  }>;
}

const SECRET = 'otel-queue-secret';
const QUEUE = 'otel-deliveries';
const here = import.meta.dirname;
const collected: CollectedSpan[] = [];
let collector: Server;
let redis: TestRedis;
const children: ChildProcess[] = [];

function startCollector(): Promise<string> {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpJson;
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            collected.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
              ),
            });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  collector.listen(0, '127.0.0.1');
  return once(collector, 'listening').then(
    () => `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/traces`,
  );
}

async function startProcess(
  file: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<RegExpExecArray> {
  const child = spawn(
    process.execPath,
    ['--conditions=designhooks-source', '--import', 'tsx', join(here, 'otel', file)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} not ready:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}:\n${output}`)));
  });
}

let receiverUrl: string;

beforeAll(async () => {
  redis = await startRedis();
  const otlp = await startCollector();
  const env = { REDIS_URL: redis.url, QUEUE, OTLP_URL: otlp, SIGNING_KEY: SECRET };
  const [[, url]] = await Promise.all([
    startProcess('receiver-process.ts', env, /receiving at (http:\/\/\S+)/),
    startProcess('worker-process.ts', env, /worker ready/),
  ]);
  receiverUrl = url!;
}, 60_000);

afterAll(async () => {
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null) return undefined;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      return exited.finally(() => clearTimeout(timer));
    }),
  );
  collector?.close();
  await redis?.close();
});

describe('OTLP across processes', () => {
  it('one trace per delivery: app request -> delivery -> enqueue -> job -> handler, for each of the ten events', async () => {
    for (const [i, event] of allEvents().entries()) {
      const body = serializeDelivery(
        fixture(event, undefined, { createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000) }),
      );
      expect((await post(receiverUrl, body, SECRET)).status).toBe(200);
    }
    const traceOf = (event: string) => {
      const handler = collected.find((span) => span.name === `handle ${event}`);
      if (!handler) return undefined;
      const inTrace = collected.filter((span) => span.traceId === handler.traceId);
      const named = (name: string) => inTrace.find((span) => span.name === name);
      return {
        app: named('POST /webhooks'),
        delivery: named(TELEMETRY.spans.delivery),
        enqueue: named(TELEMETRY.spans.enqueue),
        job: named(TELEMETRY.spans.job),
        handler,
      };
    };
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !allEvents().every((event) => traceOf(event)?.app))
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const event of allEvents()) {
      const trace = traceOf(event);
      expect(trace, `no handler span for ${event}`).toBeDefined();
      const { app, delivery, enqueue, job, handler } = trace!;
      expect(app, `${event}: the app span`).toBeDefined();
      expect(delivery!.parentSpanId).toBe(app!.spanId);
      expect(delivery!.attributes[TELEMETRY.attributes.event]).toBe(event);
      expect(delivery!.attributes[TELEMETRY.attributes.outcome]).toBe('handled');
      expect(enqueue!.parentSpanId).toBe(delivery!.spanId);
      expect(job!.parentSpanId).toBe(enqueue!.spanId);
      expect(job!.attributes[TELEMETRY.attributes.event]).toBe(event);
      expect(job!.attributes[TELEMETRY.attributes.jobAttempt]).toBe(1);
      expect(handler.parentSpanId).toBe(job!.spanId);
    }
  }, 60_000);
});
