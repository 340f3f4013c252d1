import { describe, expect, it } from 'vitest';
import { tempDir } from '@designhooks/test-support';
import { listenOptionsFrom } from './listen-options-from.ts';

describe('listenOptionsFrom --events', () => {
  it('reads resource.* as the events of that resource, beside plain names', async () => {
    const options = await listenOptionsFrom(
      { port: 0, path: '/webhooks', ui: false, events: 'branch.*,project.deleted' },
      tempDir(),
      () => {},
    );
    expect(options.events).toEqual([
      'branch.created',
      'branch.updated',
      'branch.statusUpdated',
      'project.deleted',
    ]);
  });
});
