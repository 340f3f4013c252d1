export { enqueueDeliveries, type EnqueueDeliveriesOptions } from './enqueue-deliveries.ts';
export {
  createDeliveryWorker,
  type DeliveryWorkerOptions,
  type DeliveryJobResult,
} from './create-delivery-worker.ts';
export {
  deliveryHandlers,
  type DeliveryHandlers,
  type JobHandler,
  type UnknownJobHandler,
} from './delivery-handlers.ts';
export type { DeliveryJobContext, DeliveryJobData } from './delivery-job.ts';
export { commitOnce, type CommitOnceOptions, type RedisCommand } from './commit-once.ts';
export { redisDedupeStore, type RedisDedupeStoreOptions } from './redis-dedupe-store.ts';
export type { IoRedisLike, NodeRedisLike, RedisClientLike } from './send-redis-command.ts';
export {
  DedupeStoreUnavailableError,
  QueueBusyError,
  QueueUnavailableError,
  RedisTimeoutError,
} from './errors.ts';
export {
  DEFAULT_RETRY,
  ENQUEUE_TIMEOUT_MS,
  KEEP_COMPLETED_SECONDS,
  KEEP_FAILED_SECONDS,
  MARKER_TTL_SECONDS,
  MAX_BYTES_IN_FLIGHT,
  WORKER_TIMINGS,
} from './constants.ts';
