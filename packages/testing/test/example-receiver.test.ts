// The kit against the example receiver (docs/examples/express-receiver) and the SDK's adapters:
// every stored fixture through every kind of target deliver() supports.
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';
import { nodeHandler } from '@designhooks/receiver/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../docs/examples/express-receiver/src/app.ts';
import {
  startServer,
  type RunningServer,
} from '../../../docs/examples/express-receiver/src/start-server.ts';
import {
  eventNames,
  deliver,
  fixture,
  fixtures,
  signedRequest,
  type DeliverTarget,
} from '../src/index.ts';
import { quietLogger } from '@designhooks/test-support';

const secret = 'kit-test-key';
const stored = eventNames.flatMap((event) => fixtures(event));

/** A receiver recording which event each delivery was routed to. */
function recordingReceiver() {
  const routed: string[] = [];
  const receiver = createReceiver({ secret, logger: quietLogger });
  for (const event of eventNames)
    receiver.on(event, (delivery) => void routed.push(delivery.event));
  return { receiver, routed };
}

let server: RunningServer;
const posted: string[] = [];
beforeAll(async () => {
  server = await startServer({ secret, post: (m) => posted.push(m), logger: quietLogger });
});
afterAll(() => server?.close());

describe('deliver() to the example receiver', () => {
  const targets: [string, () => { target: DeliverTarget; path?: string; messages: string[] }][] = [
    [
      'its express app, in-process',
      () => {
        const messages: string[] = [];
        return {
          target: createApp({ secret, post: (m) => messages.push(m), logger: quietLogger }),
          path: '/webhooks',
          messages,
        };
      },
    ],
    [
      'its URL, over loopback HTTP',
      () => {
        posted.length = 0;
        return { target: server.url, messages: posted };
      },
    ],
  ];
  it.each(targets)(
    `%s: all ${stored.length} stored fixtures accepted, one message each`,
    async (_name, make) => {
      const { target, path, messages } = make();
      for (const { bytes, name } of stored) {
        const answer = await deliver(target, bytes, { secret, path });
        expect(answer.status, name).toBe(200);
      }
      expect(messages).toHaveLength(stored.length);
    },
  );

  it('is refused with a wrong key, in-process and over HTTP alike', async () => {
    const app = createApp({ secret, post: () => {}, logger: quietLogger });
    expect(
      (await deliver(app, fixture('project.created'), { secret: 'wrong', path: '/webhooks' }))
        .status,
    ).toBe(401);
    expect(
      (await deliver(server.url, fixture('project.created'), { secret: 'wrong' })).status,
    ).toBe(401);
  });
});

describe('deliver() and signedRequest() through the SDK adapters', () => {
  it('nodeHandler: every fixture routed to its own handler', async () => {
    const { receiver, routed } = recordingReceiver();
    for (const { bytes } of stored)
      expect((await deliver(nodeHandler(receiver), bytes, { secret })).status).toBe(200);
    expect(routed).toEqual(stored.map((f) => f.delivery.event));
  });

  it('fetchHandler: every fixture routed, as objects re-serialised by the kit', async () => {
    const { receiver, routed } = recordingReceiver();
    const handler = fetchHandler(receiver);
    for (const { delivery } of stored)
      expect((await deliver(handler, delivery, { secret })).status).toBe(200);
    for (const { delivery } of stored)
      expect((await handler(signedRequest(delivery, { secret }))).status).toBe(200);
    expect(routed).toEqual([...stored, ...stored].map((f) => f.delivery.event));
  });

  it('the signature is over the exact bytes sent, Go-escaped or not', async () => {
    const { receiver } = recordingReceiver();
    const html = fixture('comment.created', {}, { variant: 'html-characters' });
    expect((await deliver(nodeHandler(receiver), html, { secret })).status).toBe(200);
    expect((await deliver(nodeHandler(receiver), html, { secret, escapeHtml: false })).status).toBe(
      200,
    );
  });

  it('a custom service name changes every header name', async () => {
    const receiver = createReceiver({ secret, service: 'Acme', logger: quietLogger });
    expect(
      (await deliver(nodeHandler(receiver), fixture('branch.updated'), { secret, service: 'Acme' }))
        .status,
    ).toBe(200);
    expect(
      (await deliver(nodeHandler(receiver), fixture('branch.updated'), { secret })).status,
    ).toBe(401);
  });
});
