import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.ts';
import { checkRoute, matchRoute, parseRouteFlag } from './event-route.ts';

describe('routes per event', () => {
  it('parses pattern=url and a bare URL (the * route); a URL keeps its own "="', () => {
    expect(parseRouteFlag('project.*=http://127.0.0.1:3001/projects')).toEqual({
      event: 'project.*',
      url: 'http://127.0.0.1:3001/projects',
    });
    expect(parseRouteFlag('http://127.0.0.1:3000/hooks?a=b')).toEqual({
      event: '*',
      url: 'http://127.0.0.1:3000/hooks?a=b',
    });
    expect(parseRouteFlag('*=http://127.0.0.1:3000/')).toEqual({
      event: '*',
      url: 'http://127.0.0.1:3000/',
    });
    expect(parseRouteFlag('commits.created=https://127.0.0.1/x').event).toBe('commits.created');
  });

  // what stripe listen --forward-to takes, so what its users type
  it.each([
    ['localhost:3000/webhooks', 'http://localhost:3000/webhooks'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000/'],
    ['[::1]:3000/hooks?x=1', 'http://[::1]:3000/hooks?x=1'],
  ])('reads host:port without a scheme (%s) as http', (given, url) => {
    expect(parseRouteFlag(given)).toEqual({ event: '*', url });
    expect(parseRouteFlag(`project.*=${given}`)).toEqual({ event: 'project.*', url });
  });

  it.each([
    ['localhost:3000x', /--forward-to "localhost:3000x" has no scheme: start it with http:\/\//],
    ['ftp://127.0.0.1:21/', /must be an http:\/\/ or https:\/\/ URL, got ftp:\/\/$/],
    ['mailto:a@b', /must be an http:\/\/ or https:\/\/ URL, got mailto:$/],
    ['3000', /"3000" is not a URL \(e\.g\. http:\/\/localhost:3000\/webhooks\)/],
  ])('refuses %s with a line that says what to type', (given, message) => {
    expect(() => parseRouteFlag(given)).toThrow(message);
  });

  it('refuses unknown events, bad patterns and bad URLs with a UsageError that names the source', () => {
    expect(() => parseRouteFlag('project.renamed=http://127.0.0.1/')).toThrow(UsageError);
    expect(() => parseRouteFlag('project.renamed=http://127.0.0.1/')).toThrow(
      /--forward-to 'project.renamed=http:\/\/127.0.0.1\/': unknown event "project.renamed"/,
    );
    expect(() => parseRouteFlag('user.*=http://127.0.0.1/')).toThrow(/unknown event "user\.\*"/);
    expect(() => parseRouteFlag('project.*.*=http://127.0.0.1/')).toThrow(/not an event pattern/);
    expect(() => parseRouteFlag('project.*=http://u:p@127.0.0.1/')).toThrow(/carries credentials/);
    expect(() => parseRouteFlag('project.*=http://u:p@127.0.0.1/')).not.toThrow(/u:p/);
    expect(() =>
      checkRoute({ event: '', url: 'http://127.0.0.1/' }, 'f.json /listen/routes/3'),
    ).toThrow('f.json /listen/routes/3: the event pattern before "=" is empty');
  });

  it('first match wins; * takes the rest and deliveries without an event; no match is null', () => {
    const routes = [
      { event: 'project.updated', url: 'a' },
      { event: 'project.*', url: 'b' },
      { event: '*', url: 'c' },
    ];
    expect(matchRoute(routes, 'project.updated')?.url).toBe('a');
    expect(matchRoute(routes, 'project.created')?.url).toBe('b');
    expect(matchRoute(routes, 'branch.created')?.url).toBe('c');
    expect(matchRoute(routes, null)?.url).toBe('c');
    expect(matchRoute(routes.slice(0, 2), 'projects.created')).toBeNull();
    expect(matchRoute(routes.slice(0, 2), null)).toBeNull();
  });
});
