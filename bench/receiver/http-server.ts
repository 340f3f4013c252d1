// A loopback server for bench/http.bench.ts, run as its own process so that the load generator
// and the server do not share an event loop: `node --import tsx bench/receiver/http-server.ts <kind>...`
// (one server per kind, all in this process).
// Without the designhooks-source condition, @designhooks/receiver resolves to its built dist/, as
// an integrator's server loads it.
// Prints `PORT <kind> <n>` for each once listening on 127.0.0.1 (port 0: ephemeral), serves POST /webhooks.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhooks, createNodeMiddleware } from '@octokit/webhooks';
import express from 'express';
import { createReceiver, validateDelivery } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';
import { nodeHandler } from '@designhooks/receiver/node';
import { quietLogger } from '@designhooks/test-support';

export const BENCH_SECRET = 'bench-signing-key-0123456789abcdef';
// In the order they are measured each round (reversed every other round): the servers a target
// compares stand side by side, so they run seconds apart under the same background load.
export const serverKinds = [
  'plain-node',
  // The hand-written handler again, in a process of its own: what the benchmark measures between
  // two identical servers, i.e. how finely one run resolves a ratio.
  'plain-node-control',
  'plain-node-validated',
  'node-handler',
  // issue 28's rows: `node-handler` with @opentelemetry/api installed and nothing registered;
  // these two are the same handler without looking for it, and with an SDK registered.
  'node-handler-otel-off',
  'node-handler-otel-sdk',
  'node-handler-unvalidated',
  'octokit',
  'express-raw',
  'express-middleware',
  // issue 28's idle row again, both handlers and a control in ONE process (see `serverProcesses`).
  'one-process-otel-idle',
  'one-process-otel-off',
  'one-process-otel-off-control',
] as const;
export type ServerKind = (typeof serverKinds)[number];

/**
 * The kinds each server process serves: one each, but for issue 28's idle row. Two processes of
 * identical code can differ by 10% for their whole life (JIT decisions, memory layout), far more
 * than the 2% that row must resolve; two handlers in one process share that process's luck. So
 * `nodeHandler` with the API installed and nothing registered, the same with `openTelemetry:
 * false`, and a second `openTelemetry: false` receiver (the control: what the comparison reads
 * between identical handlers) listen on three ports of one process, loaded one at a time.
 */
export const serverProcesses: readonly (readonly ServerKind[])[] = [
  ...serverKinds.filter((kind) => !kind.startsWith('one-process-')).map((kind) => [kind]),
  serverKinds.filter((kind) => kind.startsWith('one-process-')),
];

/**
 * What a careful integrator writes by hand: read the body, verify, parse, answer; with
 * `validate`, also check the payload with the SDK's public validator (the same compiled Ajv
 * schemas as the receiver's), which gives the floor of verify + parse + validate.
 */
function verifyAndParse(
  body: Buffer,
  signature: string | undefined,
  res: ServerResponse,
  validate = false,
): void {
  const expected = createHmac('sha256', BENCH_SECRET).update(body).digest('hex');
  if (
    typeof signature !== 'string' ||
    signature.length !== 64 ||
    !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
  ) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"ok":false}');
    return;
  }
  const delivery = JSON.parse(body.toString('utf8')) as { event: string };
  if (validate) void validateDelivery(delivery).then((result) => answer(res, result.ok));
  else answer(res, Boolean(delivery.event));
}

function answer(res: ServerResponse, ok: boolean): void {
  const text = ok ? '{"ok":true}' : '{"ok":false}';
  res
    .writeHead(ok ? 200 : 422, {
      'content-type': 'application/json',
      'content-length': String(text.length),
    })
    .end(text);
}

function plainNode(validate: boolean): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () =>
      verifyAndParse(
        Buffer.concat(chunks),
        req.headers['abstract-webhooks-signature'] as string,
        res,
        validate,
      ),
    );
  };
}

// What an app registering OpenTelemetry's SDK gets (NodeTracerProvider.register() does the
// same): a context manager, a tracer provider and a meter provider. Spans are kept in memory and
// dropped every second, metric points aggregated by a reader that never exports.
async function registerOpenTelemetrySdk(): Promise<void> {
  const api = await import('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
  const { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } =
    await import('@opentelemetry/sdk-trace-base');
  const { AggregationTemporality, MeterProvider, MetricReader } =
    await import('@opentelemetry/sdk-metrics');
  class DroppingReader extends MetricReader {
    constructor() {
      super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
    }
    protected async onShutdown(): Promise<void> {}
    protected async onForceFlush(): Promise<void> {}
  }
  const spans = new InMemorySpanExporter();
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
  );
  api.metrics.setGlobalMeterProvider(new MeterProvider({ readers: [new DroppingReader()] }));
  setInterval(() => spans.reset(), 1000).unref();
}

function listener(kind: ServerKind): RequestListener {
  const validation = kind === 'node-handler-unvalidated' ? 'off' : 'reject';
  const receiver = createReceiver({
    secret: BENCH_SECRET,
    validation,
    logger: quietLogger,
    ...(kind === 'node-handler-otel-off' || kind.startsWith('one-process-otel-off')
      ? { openTelemetry: false }
      : {}),
  });
  let handled = 0;
  receiver.on('project.updated', (delivery) => void (handled += delivery.data.object.name.length));
  switch (kind) {
    case 'plain-node':
    case 'plain-node-validated':
    case 'plain-node-control':
      return plainNode(kind === 'plain-node-validated');
    case 'node-handler':
    case 'node-handler-unvalidated':
    case 'node-handler-otel-off':
    case 'node-handler-otel-sdk':
    case 'one-process-otel-idle':
    case 'one-process-otel-off':
    case 'one-process-otel-off-control':
      return nodeHandler(receiver);
    case 'octokit': {
      const webhooks = new Webhooks({ secret: BENCH_SECRET });
      webhooks.on('push', () => void handled++);
      return createNodeMiddleware(webhooks, { path: '/webhooks' }) as RequestListener;
    }
    case 'express-raw': {
      const app = express();
      app.post('/webhooks', express.raw({ type: 'application/json' }), (req, res) =>
        verifyAndParse(
          req.body as Buffer,
          req.headers['abstract-webhooks-signature'] as string,
          res,
        ),
      );
      return app;
    }
    case 'express-middleware': {
      const app = express();
      app.post('/webhooks', expressMiddleware(receiver));
      return app;
    }
  }
}

const kinds = process.argv.slice(2) as ServerKind[];
if (kinds.length > 0 && kinds.every((kind) => serverKinds.includes(kind))) {
  if (kinds.includes('node-handler-otel-sdk')) await registerOpenTelemetrySdk();
  // The bench asks over IPC for this process's CPU time and each server's request count: CPU
  // per request measures a server's cost even when the load generator, not the server, is the
  // bottleneck. The bench loads one server at a time, so a process's CPU is that server's.
  const requests: Partial<Record<ServerKind, number>> = {};
  for (const kind of kinds) {
    const server = createServer(listener(kind));
    requests[kind] = 0;
    server.on('request', () => void (requests[kind]! += 1));
    server.listen(0, '127.0.0.1', () =>
      console.log(`PORT ${kind} ${(server.address() as AddressInfo).port}`),
    );
  }
  process.on('message', (message) => {
    if (message !== 'stats') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system, requests });
  });
}
