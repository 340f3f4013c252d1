// docs/contract-testing.md, "Other test runners": the node:test example, run by `node --test`
// in an app that installed the packages from their tarballs (test-runners.test.ts).
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

test('refuses a comment signed with another key', async () => {
  const handler = nodeHandler(createReceiver({ secret: 'test-key' }));
  const answer = await deliver(handler, fixture('comment.created'), { secret: 'other-key' });
  assert.equal(answer.status, 401);
});
