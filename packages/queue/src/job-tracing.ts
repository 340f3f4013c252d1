import {
  loadOpenTelemetry,
  TELEMETRY,
  type OpenTelemetryApi,
  type OtelSpan,
} from '@designhooks/receiver';

// One trace from the request to the worker: the enqueue is a producer span under the receiver's
// delivery span, its W3C trace context (`traceparent`, `tracestate`) travels in the job's data,
// and each run of the job (retries included) is a consumer span continuing it. Nothing happens
// without @opentelemetry/api or with `openTelemetry: false`; with the API and no SDK, the
// API's own no-op spans.

const PRODUCER = 3; // SpanKind.PRODUCER
const CONSUMER = 4; // SpanKind.CONSUMER
const ERROR = 2; // SpanStatusCode.ERROR

/**
 * The API to trace with, as a getter: the option's, none for `false`, else the installed one
 * once its import has settled. Why a getter: nothing waits for the import (a delivery or job
 * before it settles is not traced, as in the receiver).
 */
export function openTelemetryFor(
  option: false | OpenTelemetryApi | undefined,
): () => OpenTelemetryApi | undefined {
  if (option === false) return () => undefined;
  if (option) return () => option;
  let api: OpenTelemetryApi | undefined;
  void loadOpenTelemetry().then((loaded) => (api = loaded));
  return () => api;
}

/**
 * Runs `add` (the queue's add) in a `designhooks.enqueue` span under the active (delivery)
 * span, handing it the trace context to store in the job; without the API, an empty one.
 */
export async function tracedEnqueue<T>(
  api: OpenTelemetryApi | undefined,
  event: string,
  add: (trace: Record<string, string>) => Promise<T>,
): Promise<T> {
  const trace: Record<string, string> = {};
  if (!api) return add(trace);
  const span = api.trace.getTracer(TELEMETRY.scope).startSpan(TELEMETRY.spans.enqueue, {
    kind: PRODUCER,
    attributes: { [TELEMETRY.attributes.event]: event },
  });
  api.propagation.inject(api.trace.setSpan(api.context.active(), span), trace);
  try {
    return await add(trace);
  } catch (error) {
    failed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** What a job span is told about its job. */
export interface TracedJob {
  id: string;
  queue: string;
  event: string;
  attempt: number;
  trace: Record<string, string> | undefined;
}

/**
 * Runs one attempt of a job (its handlers) in a `designhooks.job` span continuing the trace
 * the job carries, so the handlers' own spans are its children; a failure marks the span.
 */
export async function tracedJob<T>(
  api: OpenTelemetryApi | undefined,
  job: TracedJob,
  run: () => Promise<T>,
): Promise<T> {
  if (!api) return run();
  const parent = api.propagation.extract(api.context.active(), job.trace ?? {});
  const names = TELEMETRY.attributes;
  const span = api.trace.getTracer(TELEMETRY.scope).startSpan(
    TELEMETRY.spans.job,
    {
      kind: CONSUMER,
      attributes: {
        [names.event]: job.event,
        [names.jobId]: job.id,
        [names.jobAttempt]: job.attempt,
        [names.queue]: job.queue,
      },
    },
    parent,
  );
  try {
    return await api.context.with(api.trace.setSpan(parent, span), run);
  } catch (error) {
    failed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

function failed(span: OtelSpan, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: ERROR, message: error instanceof Error ? error.message : String(error) });
}
