import { UnknownEventError } from '@designhooks/testing';
import { eventNames } from '@designhooks/types';
import { eventsMatching } from '../../events/events-matching.ts';
import { redactUrl } from '../../text/redact-url.ts';
import { urlAuthorityProblem } from '../../webhooks/url-authority-problem.ts';
import { UsageError } from '../../errors.ts';

/** One forwarding route: deliveries whose event matches `event` go to `url`. */
export interface EventRoute {
  /** An event name (`project.updated`), a resource pattern (`project.*`) or `*` (every delivery). */
  readonly event: string;
  /** The app's http:// or https:// URL, normalised. */
  readonly url: string;
}

/**
 * Parses one `--forward-to` value: `pattern=url` (`project.*=http://127.0.0.1:3001/projects`)
 * or a bare URL, which is the `*` route. `where` names the source in the one-line error.
 *
 * @example
 * ```ts
 * parseRouteFlag('project.*=http://127.0.0.1:3001/projects'); // { event: 'project.*', url: 'http://127.0.0.1:3001/projects' }
 * parseRouteFlag('http://127.0.0.1:3000/webhooks');           // { event: '*', url: 'http://127.0.0.1:3000/webhooks' }
 * ```
 */
export function parseRouteFlag(value: string, where = '--forward-to'): EventRoute {
  // A pattern is a prefix without ':' or '/' before the first '=': a URL's own '=' (in its
  // query) always comes after its scheme's ':'.
  const split = /^([^=:/]*)=(.*)$/s.exec(value);
  if (!split) return { event: '*', url: checkRouteUrl(value, where) };
  const [, event, url] = split as unknown as [string, string, string];
  return checkRoute({ event: event.trim(), url }, `${where} '${event}=${redactUrl(url)}'`);
}

/**
 * Checks one route (from a flag or the config file): the pattern is `*`, a known event or
 * `resource.*` of a known resource, and the URL is http(s) with a plain authority. Throws a
 * {@link UsageError} (exit 2) with one line naming `where`.
 *
 * @example
 * ```ts
 * checkRoute({ event: 'branch.*', url: 'http://127.0.0.1:3002/' }, 'designhooks.config.json /listen/routes/0');
 * ```
 */
export function checkRoute(route: EventRoute, where: string): EventRoute {
  const { event } = route;
  if (event === '') throw new UsageError(`${where}: the event pattern before "=" is empty`);
  if (event !== '*' && !/^[A-Za-z][A-Za-z0-9]*\.(\*|[A-Za-z][A-Za-z0-9]*)$/.test(event))
    throw new UsageError(
      `${where}: "${event}" is not an event pattern; use an event name (project.updated), resource.* (project.*) or * for the rest`,
    );
  if (event !== '*' && eventsMatching(event, eventNames).length === 0)
    throw new UsageError(
      `${where}: ${new UnknownEventError(event, eventNames).message} (or resource.* for all of a resource, * for the rest)`,
    );
  return { event, url: checkRouteUrl(route.url, where) };
}

/**
 * The first route whose pattern matches the event (first match wins); null when none does,
 * or when the delivery has no event (it is only forwarded by a `*` route).
 *
 * @example
 * ```ts
 * matchRoute([{ event: 'project.*', url: a }, { event: '*', url: b }], 'project.updated'); // the first
 * ```
 */
export function matchRoute(routes: readonly EventRoute[], event: string | null): EventRoute | null {
  const names = event === null ? [] : [event];
  return (
    routes.find((route) => route.event === '*' || eventsMatching(route.event, names).length > 0) ??
    null
  );
}

/** `host:port` with an optional path and no scheme (a name, an IPv4 address or a bracketed IPv6 one). */
const HOST_PORT_WITHOUT_SCHEME =
  /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\]):\d{1,5}(?:[/?#].*)?$/is;

function checkRouteUrl(given: string, where: string): string {
  // `localhost:3000/webhooks`, as stripe listen --forward-to takes it: the app's own http port
  const text = HOST_PORT_WITHOUT_SCHEME.test(given) ? `http://${given}` : given;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(
      `${where} "${redactUrl(text)}" is not a URL (e.g. http://localhost:3000/webhooks)`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(
      // `localhost:3000x`: a host and a port, no scheme
      /^[^:/]+:\d/.test(text)
        ? `${where} "${redactUrl(text)}" has no scheme: start it with http:// (e.g. http://localhost:3000/webhooks)`
        : `${where} must be an http:// or https:// URL, got ${url.protocol}${text.startsWith(`${url.protocol}//`) ? '//' : ''}`,
    );
  const problem = urlAuthorityProblem(text);
  if (problem) throw new UsageError(`${where} "${redactUrl(text)}" ${problem}`);
  return url.href;
}
