// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 4.
// src/index.ts of a Worker (wrangler bundles it with the workerd conditions)
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';

let handle: ((request: Request) => Promise<Response>) | undefined;

export default {
  fetch(request: Request, env: { SIGNING_KEY: string }): Promise<Response> {
    handle ??= fetchHandler(
      createReceiver({ secret: env.SIGNING_KEY }).on('project.updated', (delivery) => console.log(delivery.data.object.name)),
    );
    return handle(request);
  },
};

export {};
