// generated, do not edit: run `npm run generate`
// From docs/contract-testing.md, code block 6.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { deliver, fixture } from '@designhooks/testing';

test('accepts a signed comment', async () => {
  const handler = nodeHandler(createReceiver({ secret: 'test-key' }));
  const answer = await deliver(handler, fixture('comment.created'), { secret: 'test-key' });
  assert.equal(answer.status, 200);
});

export {};
