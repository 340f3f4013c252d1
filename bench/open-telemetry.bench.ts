// What OpenTelemetry costs a delivery: the built receiver with the optional peer
// @opentelemetry/api installed (as in this repo), loaded (loadOpenTelemetry(), as when anything
// is registered with it) and no SDK registered, against the same receiver with
// `openTelemetry: false` (what an app without the peer gets); then with the trace and metrics
// SDKs registered and in-memory exporters. (With nothing registered the receiver does not load
// the API at all: one property read per delivery, the HTTP benchmark's `nodeHandler` row.)
import * as api from '@opentelemetry/api';
import { AggregationTemporality, MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { readFixture } from '@designhooks/schemas';
import { builtReceiver } from './receiver/built-receiver.ts';
import { measureInterleaved, micros, ratio } from './receiver/measure-interleaved.ts';
import { quietLogger } from '@designhooks/test-support';

const SECRET = 'bench-signing-key-0123456789abcdef';
const ROUNDS = 31;

class DroppingReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected async onShutdown(): Promise<void> {}
  protected async onForceFlush(): Promise<void> {}
}

export async function run(): Promise<{ title: string; markdown: string }> {
  const { createReceiver, loadOpenTelemetry, sign } = await builtReceiver();
  const body = readFixture('project.updated');
  const headers = {
    'content-type': 'application/json',
    'abstract-webhooks-signature': sign(body, SECRET),
  };
  const handled = { off: 0, auto: 0 };
  const off = createReceiver({ secret: SECRET, logger: quietLogger, openTelemetry: false });
  off.on('project.updated', () => void handled.off++);
  const auto = createReceiver({ secret: SECRET, logger: quietLogger });
  auto.on('project.updated', () => void handled.auto++);
  if ((await loadOpenTelemetry()) === undefined)
    throw new Error('@opentelemetry/api must be installed for this benchmark');
  await off.receive({ body, headers });
  await auto.receive({ body, headers });

  const idle = await measureInterleaved(
    [
      { name: 'off', run: () => off.receive({ body, headers }) },
      { name: 'auto', run: () => auto.receive({ body, headers }) },
    ],
    { rounds: ROUNDS },
  );

  // The SDKs registered: every delivery of `auto` is now a span and three metric points.
  const spans = new InMemorySpanExporter();
  api.trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
  );
  api.metrics.setGlobalMeterProvider(new MeterProvider({ readers: [new DroppingReader()] }));
  const traced = await measureInterleaved(
    [
      { name: 'off', run: () => off.receive({ body, headers }) },
      {
        name: 'sdk',
        run: () => {
          if (spans.getFinishedSpans().length > 10_000) spans.reset();
          return auto.receive({ body, headers });
        },
      },
    ],
    { rounds: ROUNDS },
  );
  const recorded = spans.getFinishedSpans().length;
  api.trace.disable();
  api.metrics.disable();
  if (recorded === 0) throw new Error('the SDK row recorded no span');
  if (handled.off === 0 || handled.auto === 0) throw new Error('a receiver handled nothing');

  const idleRatio = idle.get('auto')! / idle.get('off')!;
  const row = (label: string, us: number, base: number) =>
    `| ${label} | ${micros(us)} | ${Math.round(1e6 / us).toLocaleString('en-US')} | ${ratio(us / base)} |`;
  const markdown = [
    `One signed \`project.updated\` delivery (${body.length} bytes) through the built receiver's \`receive\`, in process. ` +
      `Two runs of ${ROUNDS} interleaved rounds each, medians; each compares against \`openTelemetry: false\` measured beside it.`,
    '',
    '| what | µs per delivery | deliveries/s | × `openTelemetry: false` |',
    '|---|---:|---:|---:|',
    row(
      '`openTelemetry: false` (as without the optional peer)',
      idle.get('off')!,
      idle.get('off')!,
    ),
    row(
      '@opentelemetry/api installed and loaded, no SDK registered',
      idle.get('auto')!,
      idle.get('off')!,
    ),
    row('`openTelemetry: false`, second run', traced.get('off')!, traced.get('off')!),
    row(
      'trace + metrics SDKs registered, in-memory span exporter (a span and three metric points each)',
      traced.get('sdk')!,
      traced.get('off')!,
    ),
    '',
    `Target: with the API installed and no SDK, at most 1.02× the cost without it: **${ratio(idleRatio)}** (${idleRatio <= 1.02 ? 'met' : 'NOT met'}). ` +
      'With the SDKs, reported: most of it is the SDK making and exporting the span.',
  ].join('\n');
  return { title: 'OpenTelemetry per delivery', markdown };
}
