import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BodyEncoding } from '../body/body-encoding.ts';
import type { SendSettings } from '../delivery/deliver-and-record.ts';
import { redeliver } from '../delivery/redeliver.ts';
import { testWebhook } from '../delivery/test-webhook.ts';
import { triggerEvent } from '../delivery/trigger-event.ts';
import { InvalidSetError, NotFoundError, SubscriptionFieldError } from '../errors.ts';
import { noRoute } from '../local-server/no-route.ts';
import { sendError } from '../local-server/send-error.ts';
import { readLimit } from '../local-server/read-limit.ts';
import { readJsonBody } from '../local-server/read-json-body.ts';
import { sendJson } from '../local-server/send-json.ts';
import type { Store } from '../store/open-store.ts';
import type { Webhook } from '../store/webhook-table.ts';
import { checkBearerToken } from './check-bearer-token.ts';
import { organizationFromPath } from './organization-from-path.ts';
import { parseTriggerRequest } from './parse-trigger-request.ts';
import { parseRequestTarget } from '../local-server/request-target.ts';
import { pathSegments } from './path-segments.ts';
import { parseScenarioRequest } from './parse-scenario-request.ts';
import { startDeliveries } from './start-deliveries.ts';
import { startScenario } from './start-scenario.ts';
import { subscribeWebhook } from './subscribe-webhook.ts';
import { toSdkDelivery } from './to-sdk-delivery.ts';
import { toSdkWebhook } from './to-sdk-webhook.ts';
import { unsubscribeWebhook } from './unsubscribe-webhook.ts';
import { webhookEvents } from './webhook-events.ts';

/**
 * Most delivery attempts one `deliveries` call returns (the newest), whatever `?limit=` asks
 * (default 100): a list's memory stays bounded however many attempts are recorded.
 *
 * @example
 * ```ts
 * await fetch(`${url}/organizations/${org}/webhooks/${id}/deliveries?limit=${DELIVERIES_LIST_MAX}`, { headers });
 * ```
 */
export const DELIVERIES_LIST_MAX = 1000;

/** What the management API works on. */
export interface ManagementApiOptions {
  readonly store: Store;
  readonly token: string;
  /** How deliveries go out (retry policy, trust); the same engine as the CLI's. */
  readonly settings: SendSettings;
  /** Body encoding of triggers and pings: `go` (the platform's, default) or `js`. */
  readonly encoding?: BodyEncoding | undefined;
  /** Receives every delivery run, so shutdown can wait for or abort its retries. */
  readonly track: (running: Promise<unknown>) => void;
}

/**
 * The platform's webhook management API as `abstract-sdk` 8 calls it (`organizations/{org}/webhooks…`,
 * bare JSON, 204 for delete / ping / redeliver), the Zapier integration's unsubscribe (`DELETE
 * organizations/{org}/webhooks/unsubscribe`, id in a JSON body, JSON answer), plus `/_local/…`
 * (trigger an event, run a built-in scenario, server info). Every route needs the bearer token. Returns false for paths it does not own.
 * Errors answer `{"error": {"code", "message", "field"?}}` with 401, 404, 422 (or 400 for a
 * body that is not JSON), which the SDK maps to its error classes.
 *
 * @example
 * ```ts
 * const api = managementApi({ store, token, settings, track: inFlight.track });
 * http.createServer(async (req, res) => { if (!(await api(req, res))) res.writeHead(404).end(); });
 * ```
 */
export function managementApi(options: ManagementApiOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const parts = pathSegments(parseRequestTarget(req.url)?.path ?? '');
    if (parts[0] !== 'organizations' && parts[0] !== '_local') return false;
    try {
      checkBearerToken(req, options.token);
      await route(options, req, res, parts);
    } catch (error) {
      sendError(res, error, 'the server could not do that');
    }
    return true;
  };
}

async function route(
  options: ManagementApiOptions,
  req: IncomingMessage,
  res: ServerResponse,
  parts: string[],
): Promise<void> {
  const { store } = options;
  const method = req.method ?? 'GET';
  // The methods of the routes whose path fits but whose method does not: a 405's Allow header.
  const allowed = new Set<string>();
  const is = (m: string, ...shape: Array<string | null>): boolean => {
    const fits =
      parts.length === shape.length &&
      shape.every((part, index) => part === null || part === parts[index]);
    if (fits && method !== m) allowed.add(m);
    return fits && method === m;
  };
  const noContent = (): void => void res.writeHead(204, { 'cache-control': 'no-store' }).end();

  if (is('GET', '_local', 'info'))
    return sendJson(res, 200, { organizationId: store.defaultOrganizationId() });
  if (is('POST', '_local', 'organizations', null, 'trigger')) {
    const organizationId = organizationFromPath(parts[2]);
    const request = parseTriggerRequest(await readJsonBody(req));
    const started = await startDeliveries(
      options.settings,
      (settings, expect) =>
        triggerEvent(
          store,
          {
            event: request.event,
            fixture: request.fixture,
            sets: request.sets,
            encoding: options.encoding,
            organizationId,
            onTargets: (targets) => expect(targets.length),
          },
          settings,
        ),
      options.track,
    ).catch((error: unknown) => {
      throw error instanceof InvalidSetError
        ? new SubscriptionFieldError('set', error.message.replace('--set', 'set'))
        : error;
    });
    return sendJson(res, 202, {
      event: request.event,
      organizationId,
      deliveries: started.map((record) => ({ id: record.id, webhookId: record.webhookId })),
    });
  }
  if (is('POST', '_local', 'organizations', null, 'scenarios')) {
    const organizationId = organizationFromPath(parts[2]);
    const request = parseScenarioRequest(await readJsonBody(req));
    const started = startScenario(
      store,
      { ...request, organizationId, encoding: options.encoding },
      options.settings,
      options.track,
    );
    return sendJson(res, 202, started);
  }
  const target = `${method} /${parts.join('/')}`;
  if (parts[0] !== 'organizations' || parts[2] !== 'webhooks') noRoute(target, allowed);
  const organizationId = organizationFromPath(parts[1]);
  const webhook = (): Webhook => {
    const found = store.webhooks.get(parts[3] ?? '');
    if (!found || found.organizationId !== organizationId)
      throw new NotFoundError(`no webhook "${parts[3]}" in organization ${organizationId}`);
    return found;
  };

  if (is('GET', 'organizations', null, 'webhooks'))
    return sendJson(res, 200, store.webhooks.list({ organizationId }).map(toSdkWebhook));
  if (is('GET', 'organizations', null, 'webhooks', 'events'))
    return sendJson(res, 200, webhookEvents());
  if (is('POST', 'organizations', null, 'webhooks', 'subscribe')) {
    const { subscription } = await readJsonBody(req);
    return sendJson(res, 200, toSdkWebhook(subscribeWebhook(store, organizationId, subscription)));
  }
  // the Zapier integration's unsubscribe: the id in a JSON body, a JSON answer
  if (is('DELETE', 'organizations', null, 'webhooks', 'unsubscribe'))
    return sendJson(
      res,
      200,
      toSdkWebhook(unsubscribeWebhook(store, organizationId, await readJsonBody(req))),
    );
  // `events`, `subscribe` and `unsubscribe` are routes of their own, not webhook ids: asked with
  // another method they answer 405, not "no webhook \"subscribe\"".
  if (allowed.size > 0) noRoute(target, allowed);
  if (is('GET', 'organizations', null, 'webhooks', null))
    return sendJson(res, 200, toSdkWebhook(webhook()));
  if (is('DELETE', 'organizations', null, 'webhooks', null, 'unsubscribe')) {
    store.webhooks.delete(webhook().id);
    return noContent();
  }
  if (is('POST', 'organizations', null, 'webhooks', null, 'ping')) {
    const { id } = webhook();
    await startDeliveries(
      options.settings,
      (settings, expect) => (
        expect(1),
        testWebhook(store, id, { encoding: options.encoding }, settings)
      ),
      options.track,
    );
    return noContent();
  }
  if (is('GET', 'organizations', null, 'webhooks', null, 'deliveries')) {
    const { id } = webhook();
    const query = parseRequestTarget(req.url)?.query ?? new URLSearchParams();
    const limit = readLimit(query, 100, DELIVERIES_LIST_MAX);
    return sendJson(
      res,
      200,
      store.deliveries.list({ webhookId: id, limit }).reverse().map(toSdkDelivery),
    );
  }
  if (is('POST', 'organizations', null, 'webhooks', null, 'deliveries', null, 'redeliver')) {
    const { id } = webhook();
    const record = store.deliveries.get(parts[5] ?? '');
    if (!record || record.webhookId !== id)
      throw new NotFoundError(`no delivery "${parts[5]}" of webhook ${id}`);
    await startDeliveries(
      options.settings,
      (settings, expect) => (expect(1), redeliver(store, record.id, {}, settings)),
      options.track,
    );
    return noContent();
  }
  noRoute(target, allowed);
}
