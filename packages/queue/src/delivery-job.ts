/**
 * What a delivery job carries: the body exactly as received (its SHA-256 is the job id) and when
 * the receiver accepted it. The job's name is the event name.
 *
 * @example
 * ```ts
 * import type { DeliveryJobData } from '@designhooks/queue';
 * const data: DeliveryJobData = { body: '{"event":"project.created","data":{}}', receivedAt: new Date().toISOString() };
 * ```
 */
export interface DeliveryJobData {
  body: string;
  receivedAt: string;
  /** The W3C trace context (`traceparent`, `tracestate`) of the enqueue, when it was traced. */
  trace?: Record<string, string>;
}

/**
 * What every worker handler gets beside the delivery.
 *
 * @example
 * ```ts
 * import { deliveryHandlers, type DeliveryJobContext } from '@designhooks/queue';
 * deliveryHandlers().onAny((delivery, job: DeliveryJobContext) => console.log(job.jobId, job.attempt));
 * ```
 */
export interface DeliveryJobContext {
  /** The BullMQ job id: the SHA-256 (hex) of the body, the same for every retry of those bytes. */
  jobId: string;
  /** 1 on the first run, then 2, 3, ... on BullMQ's retries (a stalled job run again keeps its count). */
  attempt: number;
  /** When a receiver acknowledged the delivery (ISO 8601). */
  receivedAt: string;
  /** The BullMQ job itself, for `updateProgress`, `log` and the like. */
  job: import('bullmq').Job<DeliveryJobData>;
}
