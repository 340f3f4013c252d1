// docs/contract-testing.md, "Other test runners": the jest example, run by jest in its
// ES-module mode in an app that installed the packages from their tarballs (test-runners.test.ts).
import { expect, test } from '@jest/globals';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { deliver, fixture } from '@designhooks/testing';

test('accepts a signed comment', async () => {
  const handler = nodeHandler(createReceiver({ secret: 'test-key' }));
  const answer = await deliver(handler, fixture('comment.created'), { secret: 'test-key' });
  expect(answer.status).toBe(200);
});

test('refuses a comment signed with another key', async () => {
  const handler = nodeHandler(createReceiver({ secret: 'test-key' }));
  const answer = await deliver(handler, fixture('comment.created'), { secret: 'other-key' });
  expect(answer.status).toBe(401);
});
