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
import { startDelivery, Telemetry } from '../packages/receiver/src/core/open-telemetry.ts';
import { builtReceiver } from './receiver/built-receiver.ts';
import { acrossProcesses, inFreshProcesses, processRow } from './receiver/fresh-processes.ts';
import { median, ratio, sampleInterleaved, type Samples } from './receiver/measure-interleaved.ts';
import { quietLogger } from '@designhooks/test-support';

const SECRET = 'bench-signing-key-0123456789abcdef';
const ROUNDS = 31;
const PROCESSES = 11;

class DroppingReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected async onShutdown(): Promise<void> {}
  protected async onForceFlush(): Promise<void> {}
}

/** One process's measurement (run by `run` in fresh processes): idle, then with the SDKs. */
export async function measureOpenTelemetry(): Promise<Record<string, Samples>> {
  const { createReceiver, loadOpenTelemetry, sign } = await builtReceiver();
  const body = readFixture('project.updated');
  const headers = {
    'content-type': 'application/json',
    'abstract-webhooks-signature': sign(body, SECRET),
  };
  const handled = { off: 0, auto: 0, control: 0 };
  const off = createReceiver({ secret: SECRET, logger: quietLogger, openTelemetry: false });
  off.on('project.updated', () => void handled.off++);
  // The same receiver as `off` again: what two identical receivers measure apart is the
  // comparison's own error.
  const control = createReceiver({ secret: SECRET, logger: quietLogger, openTelemetry: false });
  control.on('project.updated', () => void handled.control++);
  const auto = createReceiver({ secret: SECRET, logger: quietLogger });
  auto.on('project.updated', () => void handled.auto++);
  if ((await loadOpenTelemetry()) === undefined)
    throw new Error('@opentelemetry/api must be installed for this benchmark');
  await off.receive({ body, headers });
  await auto.receive({ body, headers });
  await control.receive({ body, headers });

  const idle = await sampleInterleaved(
    [
      { name: 'off', run: () => off.receive({ body, headers }) },
      { name: 'auto', run: () => auto.receive({ body, headers }) },
      { name: 'control', run: () => control.receive({ body, headers }) },
    ],
    { rounds: ROUNDS },
  );

  // The only code `auto` runs and `off` does not, timed alone: the start of a delivery's
  // telemetry with an API and nothing registered, against the same call without an API.
  const telemetry = new Telemetry(api);
  let started = 0;
  const path = await sampleInterleaved(
    [
      { name: 'without', run: () => void (started += startDelivery(undefined) ? 1 : 0) },
      { name: 'idle', run: () => void (started += startDelivery(telemetry) ? 1 : 0) },
    ],
    { rounds: ROUNDS, batch: 200_000 },
  );
  if (started !== 0) throw new Error('a delivery started telemetry with nothing registered');

  // The SDKs registered: every delivery of `auto` is now a span and three metric points.
  const spans = new InMemorySpanExporter();
  api.trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
  );
  api.metrics.setGlobalMeterProvider(new MeterProvider({ readers: [new DroppingReader()] }));
  const traced = await sampleInterleaved(
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
  if (handled.off === 0 || handled.auto === 0 || handled.control === 0)
    throw new Error('a receiver handled nothing');

  return { idle, traced, path };
}

export async function run(): Promise<{ title: string; markdown: string }> {
  const body = readFixture('project.updated');
  const runs = inFreshProcesses(import.meta.url, 'measureOpenTelemetry', PROCESSES);
  const figures = (set: string, key: string, base: string) =>
    acrossProcesses(
      runs.map((run) => run[set]!),
      key,
      base,
    );
  const idle = figures('idle', 'auto', 'off');
  // What the idle path adds, in ns, over a delivery without it.
  const addedNanos = median(
    runs.map((run) => (median(run.path!.get('idle')!) - median(run.path!.get('without')!)) * 1000),
  );
  const addedRatio = 1 + addedNanos / 1000 / figures('idle', 'off', 'off').micros;
  const markdown = [
    `One signed \`project.updated\` delivery (${body.length} bytes) through the built receiver's \`receive\`, in process. ` +
      `Each of ${PROCESSES} fresh processes runs two comparisons of ${ROUNDS} interleaved rounds, each against \`openTelemetry: false\` ` +
      "measured beside it, and takes the median over its rounds of the two receivers' times in the same round; the table shows " +
      'the median over the processes, and the lowest and highest process.',
    '',
    '| what | µs per delivery | deliveries/s | × `openTelemetry: false` (median of processes) | lowest–highest process |',
    '|---|---:|---:|---:|---:|',
    processRow(
      '`openTelemetry: false` (as without the optional peer)',
      figures('idle', 'off', 'off'),
    ),
    processRow('@opentelemetry/api installed and loaded, no SDK registered', idle),
    processRow(
      'control: a second `openTelemetry: false` receiver, measured like the row above (the comparison’s own error)',
      figures('idle', 'control', 'off'),
    ),
    processRow('`openTelemetry: false`, second comparison', figures('traced', 'off', 'off')),
    processRow(
      'trace + metrics SDKs registered, in-memory span exporter (a span and three metric points each)',
      figures('traced', 'sdk', 'off'),
    ),
    '',
    `The code the idle receiver runs and the other does not (\`startDelivery\` finding nothing registered), timed alone: ` +
      `**${addedNanos.toFixed(1)} ns** per delivery, i.e. ${addedRatio.toFixed(4)}× of a delivery's cost.`,
    '',
    `Target: with the API installed and no SDK, at most 1.02× the cost without it: **${ratio(idle.ratio)}** end to end ` +
      `(${idle.ratio <= 1.02 ? 'met' : 'NOT met'}; processes ${idle.spread}), ${ratio(addedRatio)} from the added code alone ` +
      `(${addedRatio <= 1.02 ? 'met' : 'NOT met'}). With the SDKs, reported: most of it is the SDK making and exporting the span.`,
  ].join('\n');
  return { title: 'OpenTelemetry per delivery', markdown };
}
