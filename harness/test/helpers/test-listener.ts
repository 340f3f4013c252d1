import { join } from 'node:path';
import { DEFAULT_SERVICE } from '@designhooks/receiver';
import { tempDir } from '@designhooks/test-support';
import { createDeliveryCheck } from '../../src/listener/receive/create-delivery-check.ts';
import {
  startListener,
  type ListenerOptions,
  type RunningListener,
} from '../../src/listener/start-listener.ts';

/**
 * Starts the listener in this process as `designhooks listen` would with these options: on a free
 * port of 127.0.0.1, webhook path `/webhooks`, the default service, checking signatures with
 * `secret` when one is given (and re-signing edited bodies with it), its records and fixtures in
 * `dir` (a new temporary folder by default). Any option of `startListener` can be overridden.
 *
 * @example
 * ```ts
 * const listener = await startTestListener({ secret: 'key', forwardTo: appUrl });
 * await fetch(listener.webhookUrl, { method: 'POST', body, headers: signedHeaders(body, 'key') });
 * ```
 */
export function startTestListener(
  options: Partial<ListenerOptions> = {},
  dir = tempDir('designhooks-listener-'),
): Promise<RunningListener> {
  const service = options.service ?? DEFAULT_SERVICE;
  return startListener({
    port: 0,
    host: '127.0.0.1',
    path: '/webhooks',
    service,
    secretSet: options.secret !== undefined,
    check: createDeliveryCheck({ secret: options.secret, service }),
    storeFile: join(dir, 'received.jsonl'),
    fixturesDir: join(dir, 'fixtures'),
    ...options,
  });
}
