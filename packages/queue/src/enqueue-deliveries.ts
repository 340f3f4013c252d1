import { AsyncLocalStorage } from 'node:async_hooks';
import {
  bodyDigest,
  createReceiver,
  DedupeStoreError,
  memoryDedupeStore,
  type DedupeStore,
  HandlerError,
  type ReceiveInput,
  type ReceiveResult,
  type Receiver,
  withTimeout,
  type ReceiverError,
  type ReceiverOptions,
} from '@designhooks/receiver';
import type { BackoffOptions, Queue } from 'bullmq';
import {
  DEFAULT_RETRY,
  ENQUEUE_TIMEOUT_MS,
  KEEP_COMPLETED_SECONDS,
  KEEP_FAILED_SECONDS,
  MAX_BYTES_IN_FLIGHT,
} from './constants.ts';
import type { DeliveryJobData } from './delivery-job.ts';
import { DedupeStoreUnavailableError, QueueBusyError, QueueUnavailableError } from './errors.ts';
import { openTelemetryFor, tracedEnqueue } from './job-tracing.ts';

/** Options of `enqueueDeliveries`: the receiver's own options, plus how jobs are queued. */
export interface EnqueueDeliveriesOptions extends ReceiverOptions {
  /** Answer 503 when Redis has not confirmed the job within this. Default 2000 ms (`ENQUEUE_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Attempts per job (first run included). Default 5. */
  attempts?: number;
  /** Delay between attempts. Default exponential from 1 s. */
  backoff?: BackoffOptions;
  /** Keep a completed job (so its id drops repeats of the same bytes) this long. Default 24 h. */
  keepCompletedSeconds?: number;
  /** Keep a job that failed every attempt this long, for inspection. Default 7 days. */
  keepFailedSeconds?: number;
  /**
   * Body bytes of deliveries being received and queued at once; past it a delivery is answered
   * 503 (`QueueBusyError`) and the platform retries it. Default 32 MiB (`MAX_BYTES_IN_FLIGHT`).
   */
  maxBytesInFlight?: number;
}

/** The raw body of the delivery being received, for the enqueueing handler. */
interface RawBody {
  text: string;
  digest: string;
}

/**
 * A receiver that acknowledges a delivery only once it is durably queued: every verified, valid
 * delivery (unknown event names included) becomes a BullMQ job named after its event, whose
 * `jobId` is the SHA-256 (hex) of the body (the receiver's `bodyDigest`, its dedupe key), so the
 * platform's retries of the same bytes are one job, also after it completed (completed jobs are
 * kept 24 h). The answer is 200 once Redis
 * confirmed the job; 503 when Redis is unreachable or has not confirmed within `timeoutMs`, when
 * a dedupe store fails, and when `maxBytesInFlight` bytes of deliveries are already waiting for
 * Redis (memory stays bounded), so the platform retries; every other answer is the receiver's own
 * (401, 400, 422, ...). Nothing is acknowledged that is not stored: with a `dedupe` store (not
 * needed: the job id already drops repeats), a repeat is acknowledged only while its job is in
 * Redis. Handlers run on workers
 * (`createDeliveryWorker`): `on`, `onAny` and `onUnknown` throw here; `onError` works.
 *
 * Give the queue's connection `enableOfflineQueue: false`, so an add fails at once while Redis
 * is down instead of waiting for the bound.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { nodeHandler } from '@designhooks/receiver/node';
 * import { enqueueDeliveries } from '@designhooks/queue';
 * import { Queue } from 'bullmq';
 * import { Redis } from 'ioredis';
 * const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { enableOfflineQueue: false });
 * const receiver = enqueueDeliveries(new Queue('deliveries', { connection }), { secret: process.env.SIGNING_KEY });
 * createServer(nodeHandler(receiver)).listen(3000);
 * ```
 */
export function enqueueDeliveries(queue: Queue, options: EnqueueDeliveriesOptions = {}): Receiver {
  const {
    timeoutMs = ENQUEUE_TIMEOUT_MS,
    attempts = DEFAULT_RETRY.attempts,
    backoff = { ...DEFAULT_RETRY.backoff },
    keepCompletedSeconds = KEEP_COMPLETED_SECONDS,
    keepFailedSeconds = KEEP_FAILED_SECONDS,
    maxBytesInFlight = MAX_BYTES_IN_FLIGHT,
    ...receiverOptions
  } = options;
  if (!(maxBytesInFlight > 0 && Number.isFinite(maxBytesInFlight)))
    throw new TypeError('maxBytesInFlight must be a positive number');
  let bytesInFlight = 0;
  if (!(timeoutMs > 0 && Number.isFinite(timeoutMs)))
    throw new TypeError('timeoutMs must be a positive number');
  if (!(Number.isInteger(attempts) && attempts >= 1))
    throw new TypeError('attempts must be a whole number, at least 1');
  const jobOptions = {
    attempts,
    backoff,
    removeOnComplete: { age: keepCompletedSeconds },
    removeOnFail: { age: keepFailedSeconds },
  };
  const current = new AsyncLocalStorage<RawBody>();
  const tracing = openTelemetryFor(receiverOptions.openTelemetry);
  const enqueue = async (delivery: { event: string }) => {
    const raw = current.getStore();
    if (!raw) throw new Error('enqueueDeliveries: the delivery arrived outside its receive call');
    await tracedEnqueue(tracing(), delivery.event, async (trace) => {
      const data: DeliveryJobData = { body: raw.text, receivedAt: new Date().toISOString() };
      if (Object.keys(trace).length > 0) data.trace = trace;
      let added;
      try {
        added = queue.add(delivery.event, data, { ...jobOptions, jobId: raw.digest });
      } catch (cause) {
        throw new QueueUnavailableError('unreachable', timeoutMs, { cause });
      }
      await withTimeout(
        added.catch((cause: unknown) => {
          throw new QueueUnavailableError('unreachable', timeoutMs, { cause });
        }),
        timeoutMs,
        () => new QueueUnavailableError('timeout', timeoutMs),
      );
    });
  };
  const dedupe =
    receiverOptions.dedupe === true ? memoryDedupeStore() : receiverOptions.dedupe || undefined;
  const inner = createReceiver({
    ...receiverOptions,
    dedupe: dedupe && confirmedByQueue(dedupe, queue, timeoutMs),
  })
    .onAny(enqueue)
    .onUnknown(enqueue);
  const workerOnly = (method: string) => () => {
    throw new TypeError(
      `${method}: handlers of a queueing receiver run on workers; register them with deliveryHandlers() for createDeliveryWorker`,
    );
  };
  const receiver: Receiver = {
    service: inner.service,
    maxBodyBytes: inner.maxBodyBytes,
    on: workerOnly('on'),
    onAny: workerOnly('onAny'),
    onUnknown: workerOnly('onUnknown'),
    onError(handler) {
      inner.onError(handler);
      return receiver;
    },
    async receive(input) {
      let body: Uint8Array | string;
      try {
        body = 'body' in input ? input.body : await input.readBody(inner.maxBodyBytes);
      } catch (error) {
        // Let the receiver turn the read failure into its usual answer (413, 400, ...).
        return inner.receive({ ...withoutBody(input), readBody: () => Promise.reject(error) });
      }
      const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
      // Memory is bounded by bytes in flight (each costs several copies until Redis confirms); one delivery always goes.
      if (bytesInFlight > 0 && bytesInFlight + size > maxBytesInFlight)
        return busy(new QueueBusyError(maxBytesInFlight));
      bytesInFlight += size;
      try {
        const text =
          typeof body === 'string'
            ? body
            : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
        const digest = bodyDigest(body); // the key the receiver's dedupe step records
        const result = await current.run({ text, digest }, () =>
          inner.receive({ ...withoutBody(input), body }),
        );
        return unavailableAs503(result);
      } finally {
        bytesInFlight -= size;
      }
    },
  };
  return receiver;
}

/**
 * A dedupe store whose "already seen" is believed only while the job is in Redis. Why: the
 * receiver records a digest before the handler queues the job and forgets it when queueing
 * fails, but forgetting fails too when Redis is down; the stale record would then acknowledge
 * every retry of a delivery that was never stored.
 */
function confirmedByQueue(store: DedupeStore, queue: Queue, timeoutMs: number): DedupeStore {
  return {
    async add(digest) {
      if (await store.add(digest)) return true;
      const job = await withTimeout(
        queue.getJob(digest),
        timeoutMs,
        () => new QueueUnavailableError('timeout', timeoutMs),
      );
      return job === undefined;
    },
    delete: (digest) => store.delete(digest),
  };
}

function withoutBody(input: ReceiveInput): Omit<ReceiveInput, 'body' | 'readBody'> {
  const { headers, method, reserialized } = input;
  return {
    headers,
    ...(method === undefined ? {} : { method }),
    ...(reserialized === undefined ? {} : { reserialized }),
  };
}

/** The answer to a delivery refused before the receiver saw it. */
function busy(error: QueueBusyError): ReceiveResult {
  return {
    status: error.status,
    body: { ok: false, error: { code: error.code, message: error.message } },
    error,
    verified: false,
    drift: [],
    handled: 0,
  };
}

/** The receiver answers a failed handler or store with 500; a Redis outage is a 503 here. */
function unavailableAs503(result: ReceiveResult): ReceiveResult {
  let error: ReceiverError | undefined;
  if (result.error instanceof HandlerError && result.error.cause instanceof QueueUnavailableError)
    error = result.error.cause;
  else if (result.error instanceof DedupeStoreError)
    error = new DedupeStoreUnavailableError({ cause: result.error.cause });
  if (!error) return result;
  return {
    ...result,
    status: error.status,
    body: { ok: false, error: { code: error.code, message: error.message } },
    error,
  };
}
