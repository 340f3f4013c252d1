// The Worker, as a user writes it: bundled by the test with esbuild (workerd/worker/browser
// conditions) into one ES module and run by workerd through miniflare, no compatibility flags.
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';
import { makeReceiver } from './make-receiver.mjs';

const { receiver, calls } = makeReceiver(createReceiver);
const handle = fetchHandler(receiver);

export default {
  fetch(request) {
    if (new URL(request.url).pathname === '/calls') return Response.json(calls);
    return handle(request);
  },
};
