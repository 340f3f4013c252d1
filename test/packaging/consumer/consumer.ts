// An integrator's strict TypeScript app, type-checked by `tsc --noEmit` (skipLibCheck: false)
// under each tsconfig.*.json of this folder against the installed packages' declarations.
import { createServer } from 'node:http';
import { createReceiver, type Receiver } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';
import { fetchHandler } from '@designhooks/receiver/fetch';
import { nodeHandler } from '@designhooks/receiver/node';
import { fixture, signedRequest } from '@designhooks/testing';
import type { EventPayloadMap } from '@designhooks/types';
import { listFixtures } from '@designhooks/schemas';
import { openStore } from '@designhooks/harness';

const receiver: Receiver = createReceiver({ secret: 'consumer-signing-key' });

receiver.on('project.updated', (delivery) => {
  const name: string = delivery.data.object.name; // narrowed by the event name
  // @ts-expect-error a misspelt field is an error
  void delivery.data.object.nmae;
  return name;
});
receiver.on('commits.created', (delivery) => delivery.data.object.commits.length);

const updated: EventPayloadMap['project.updated'] = fixture('project.updated', {
  data: { object: { name: 'typed' } },
});
const request: Request = signedRequest(updated, { secret: 'consumer-signing-key' });
const response: Promise<Response> = fetchHandler(receiver)(request);
createServer(nodeHandler(receiver));
createServer(expressMiddleware(receiver));
const names: string[] = listFixtures().map((file) => file.name);
type Opened = ReturnType<typeof openStore>;

export { response, names, type Opened };
