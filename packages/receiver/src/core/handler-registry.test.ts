import { describe, expect, it } from 'vitest';
import { createHandlerRegistry } from './handler-registry.ts';

const handler = () => () => {};

describe('createHandlerRegistry', () => {
  it('orders specific and resource.* handlers before onAny ones, each once', () => {
    const registry = createHandlerRegistry();
    const [any, exact, resource, twice] = [handler(), handler(), handler(), handler()];
    registry.addAny(any);
    registry.add('branch.updated', exact);
    registry.add(['branch.*', 'branch.updated'], twice);
    registry.add('branch.*', resource);
    expect(registry.handlersFor('branch.updated')).toEqual([exact, twice, resource, any]);
    expect(registry.handlersFor('branch.created')).toEqual([twice, resource, any]);
    expect(registry.handlersFor('project.created')).toEqual([any]);
  });

  it("a resource.* pattern matches that resource's events only, not a resource sharing its first letter", () => {
    const registry = createHandlerRegistry();
    const comments = handler();
    registry.add('comment.*', comments);
    expect(registry.handlersFor('comment.deleted')).toEqual([comments]);
    expect(registry.handlersFor('commits.created')).toEqual([]);
  });

  it('a handler added after a delivery was routed is in the next one (the cache is cleared)', () => {
    const registry = createHandlerRegistry();
    const [first, second, any] = [handler(), handler(), handler()];
    registry.add('project.updated', first);
    expect(registry.handlersFor('project.updated')).toEqual([first]);
    registry.add('project.updated', second);
    expect(registry.handlersFor('project.updated')).toEqual([first, second]);
    registry.addAny(any);
    expect(registry.handlersFor('project.updated')).toEqual([first, second, any]);
  });

  it('routes unknown event names to the onUnknown handlers only', () => {
    const registry = createHandlerRegistry();
    const [any, unknown] = [handler(), handler()];
    registry.addAny(any);
    registry.addUnknown(unknown);
    expect(registry.handlersFor('project.archived')).toEqual([unknown]);
    expect(registry.handlersFor('project.updated')).toEqual([any]);
  });

  it.each(['project.renamed', 'file.*', 'projects.*', 'project', '*', 'project.', ''])(
    'refuses the pattern %j, listing the valid names',
    (pattern) => {
      expect(() => createHandlerRegistry().add(pattern, handler())).toThrow(
        new TypeError(
          `unknown event "${pattern}"; valid events: project.created, project.updated, project.deleted, ` +
            'branch.created, branch.updated, branch.statusUpdated, commits.created, comment.created, ' +
            'comment.updated, comment.deleted (or resource.* for all of a resource)',
        ),
      );
    },
  );

  it.each([
    ['branch.status.changed', 'branch.statusUpdated'],
    ['branch.commits.added', 'commits.created'],
  ])("refuses the beta's name %s, naming today's", (pattern, now) => {
    expect(() => createHandlerRegistry().add(pattern, handler())).toThrow(
      `unknown event "${pattern}" (its name during the 2019 beta; now ${now}); valid events: project.created, `,
    );
  });

  it('refuses a pattern that is not a string', () => {
    expect(() => createHandlerRegistry().add([42 as never], handler())).toThrow(
      /^unknown event "42"; valid events: /,
    );
  });
});
