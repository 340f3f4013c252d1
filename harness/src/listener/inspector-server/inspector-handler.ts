import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HarnessError } from '../../errors.ts';
import { eventNames } from '@designhooks/types';
import { guardRequest } from '../../local-server/guard-request.ts';
import type { InFlight } from '../../local-server/in-flight.ts';
import { sendJson } from '../../local-server/send-json.ts';
import { staticPage } from '../../local-server/static-page.ts';
import { processDelivery, type ProcessContext } from '../receive/process-delivery.ts';
import type { ReceivedStore } from '../records/open-received-store.ts';
import type { ReceivedRecord } from '../records/received-record.ts';
import { sendCommand, type CommandContext } from './delivery-commands.ts';
import { BadRequestError } from '../../errors.ts';
import { createDeliveryCheck } from '../receive/create-delivery-check.ts';
import { editedReplayHeaders } from './edited-replay.ts';
import { redactUrl } from '../../text/redact-url.ts';
import {
  inspectorApi,
  type BodyVerdict,
  type ReplayRequest,
  type SentDeliveries,
} from './inspector-api.ts';
import { inspectorDir } from './inspector-dir.ts';
import type { SseHub } from './sse-hub.ts';

/** What {@link inspectorHandler} serves from: the pipeline, the store, the live hub and the guard's hosts. */
export interface InspectorHandlerOptions {
  readonly context: ProcessContext;
  readonly inFlight: InFlight;
  readonly store: ReceivedStore;
  readonly hub: SseHub;
  readonly allowedHosts: ReadonlySet<string>;
  readonly fixturesDir: string;
  readonly sent: SentDeliveries | null;
  readonly commands: CommandContext;
  /** The listener's secret: edited replays are re-signed with it. */
  readonly secret?: string | undefined;
  /** Answers paths that are neither the page nor the API (404). */
  readonly fallback: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Everything the listener serves besides the webhook path: the inspector page at `/` and its
 * JSON API under `/api/`, behind the loopback/Host/Origin guard. Replays go through the same
 * pipeline as real deliveries and count as in-flight work for shutdown.
 *
 * @example
 * ```ts
 * const other = inspectorHandler({ context, inFlight, store, hub, allowedHosts, fixturesDir, sent: null, commands, fallback });
 * server.on('request', (req, res) => (isWebhook(req) ? webhook(req, res) : other(req, res)));
 * ```
 */
export function inspectorHandler(options: InspectorHandlerOptions) {
  const { context, inFlight, commands } = options;
  const replay = async (
    record: ReceivedRecord,
    { forward, body, signature }: ReplayRequest,
  ): Promise<ReceivedRecord> => {
    if (body === undefined && record.bodyTruncated)
      throw new BadRequestError(
        `only the first of its ${record.bodyBytes} bytes were kept (a rejected delivery): it cannot be replayed as received; edit it and replay the edited body`,
      );
    const input = {
      method: record.method,
      path: record.path,
      rawHeaders:
        body === undefined
          ? record.headers.flat()
          : editedReplayHeaders(record.headers, body, {
              service: context.service,
              signature: signature ?? 'resign',
              secret: options.secret ?? null,
            }),
      body: body ?? Buffer.from(record.bodyBase64, 'base64'),
      remoteAddress: null,
      via: 'replay' as const,
      replayOf: record.id,
      ...(body === undefined ? {} : { edited: true }),
    };
    return (await inFlight.track(processDelivery(context, input, { forward }))).record;
  };
  // The editor's live verdict: the same SDK, without a secret (the body is not signed yet).
  const schemaCheck = createDeliveryCheck({ service: context.service });
  const checkBody = async (body: Buffer): Promise<BodyVerdict> => {
    const verdict = await schemaCheck({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return {
      status: verdict.status,
      code: verdict.code,
      message: verdict.message,
      event: verdict.event,
      validation: verdict.validation,
    };
  };
  const api = inspectorApi({
    store: options.store,
    hub: options.hub,
    commands,
    allowedHosts: options.allowedHosts,
    fixturesDir: options.fixturesDir,
    forwardTo: context.forwardTo,
    replay,
    checkBody,
    sent: options.sent,
    info: {
      webhookUrl: commands.webhookUrl,
      service: context.service,
      secretSet: commands.secretSet,
      forwardTo: context.forwardTo,
      // the page's header names every route (first match wins), credentials hidden
      routes: (context.routes ?? []).map((route) => ({
        event: route.event,
        url: redactUrl(route.url),
      })),
      events: context.events,
      caFile: commands.caFile,
      // the empty state's first command, built where "Copy as designhooks send" is
      sendCommand: sendCommand(commands, 'project.updated'),
      storeFile: options.store.file,
      fixturesDir: options.fixturesDir,
      knownEvents: eventNames,
    },
  });
  const page = staticPage(inspectorDir());
  return (req: IncomingMessage, res: ServerResponse): void =>
    void (async () => {
      if (await api(req, res)) return;
      try {
        guardRequest(req, options.allowedHosts, 'inspector');
      } catch (error) {
        const { status, code, message } = error as HarnessError;
        return sendJson(res, status, { error: { code, message } });
      }
      if (!page(req, res)) options.fallback(req, res);
    })();
}
