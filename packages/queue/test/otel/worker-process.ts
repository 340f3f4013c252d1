import { createDeliveryWorker } from '../../src/create-delivery-worker.ts';
import { deliveryHandlers } from '../../src/index.ts';
import { shutdownTracing, tracer } from './trace-setup.ts';

// A worker in its own process: each handler starts a span of its own, which must land in the
// trace of the request that queued the job.
const handlers = deliveryHandlers().onAny((delivery) => {
  tracer.startSpan(`handle ${delivery.event}`).end();
});
const worker = createDeliveryWorker(process.env.QUEUE!, process.env.REDIS_URL!, handlers);
void worker.waitUntilReady().then(() => console.log('worker ready'));
process.once('SIGTERM', () => {
  void Promise.all([worker.close(), shutdownTracing()]).then(() => process.exit(0));
});
