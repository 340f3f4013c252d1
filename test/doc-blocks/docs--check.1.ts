// generated, do not edit: run `npm run generate`
// From docs/check.md, code block 1.
import express from 'express';
import { createReceiver } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';
import { checkReceiver } from '@designhooks/testing';
import { expect, it } from 'vitest';

function createApp(secret: string) {
  const receiver = createReceiver({ secret }).onAny(() => undefined);
  const app = express();
  app.all('/webhooks', expressMiddleware(receiver));
  return app;
}

it('handles everything the platform sends', async () => {
  const report = await checkReceiver({ handler: createApp('test-key'), path: '/webhooks', secret: 'test-key' });
  expect(report.cases.filter((c) => c.verdict === 'fail')).toEqual([]);
  expect(report.passed).toBe(true);
});

export {};
