// generated, do not edit: run `npm run generate`
// From docs/contract-testing.md, code block 4.
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { listInvalidBodies } from '@designhooks/schemas';
import { deliver, fixture } from '@designhooks/testing';
import { expect, it } from 'vitest';

const handler = nodeHandler(createReceiver({ secret: 'test-key', logger: { warn() {}, error() {} } }));
const delivery = fixture('project.created');

it('refuses what it must', async () => {
  expect((await deliver(handler, delivery, { secret: 'wrong-key' })).status).toBe(401);
  expect((await deliver(handler, delivery, { secret: null })).status).toBe(401);
  expect((await deliver(handler, '{"createdAt":', { secret: 'test-key' })).status).toBe(400);
  expect((await deliver(handler, delivery, { secret: 'test-key', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
  expect((await deliver(handler, delivery, { secret: 'test-key', method: 'GET' })).status).toBe(405);
});

// Bodies the schemas reject, each named after its one fault. (`event-not-in-list` is the
// exception: an unknown event name is acknowledged with 200, since webhooks are in beta.)
for (const bad of listInvalidBodies().filter((b) => b.name !== 'event-not-in-list')) {
  it(`refuses ${bad.name}`, async () => {
    expect([400, 422]).toContain((await deliver(handler, bad.bytes, { secret: 'test-key' })).status);
  });
}

export {};
