// generated, do not edit: run `npm run generate`
// From docs/contract-testing.md, code block 1.
import express from 'express';
import { createReceiver } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';
import { deliver, fixture } from '@designhooks/testing';
import { expect, it } from 'vitest';

function createApp(secret: string, seen: string[]) {
  const receiver = createReceiver({ secret });
  receiver.on('project.updated', (delivery) => void seen.push(delivery.data.object.name));
  const app = express();
  app.all('/webhooks', expressMiddleware(receiver));
  return app;
}

it('posts the new name when a project is renamed', async () => {
  const seen: string[] = [];
  const app = createApp('test-key', seen);
  const delivery = fixture('project.updated', { data: { object: { name: 'Icons v2' } } });

  const answer = await deliver(app, delivery, { secret: 'test-key', path: '/webhooks' });

  expect(answer.status).toBe(200);
  expect(seen).toEqual(['Icons v2']);
});

export {};
