import { randomUUID } from 'node:crypto';
import { callHandler, deadline } from './deadline.ts';
import type { DeliverResult } from './send-http.ts';

/**
 * The members of API Gateway's proxy event a webhook receiver reads, in both payload formats:
 * `2.0` (HTTP APIs and Lambda function URLs: header names lower-cased, `requestContext.http`) and
 * `1.0` (REST APIs: header names as sent, `httpMethod`, `multiValueHeaders`). The events
 * `deliver()` builds carry every member AWS documents for the format; these are the ones typed.
 */
export interface LambdaHttpEvent {
  /** `'2.0'` or `'1.0'` (typed as a string, as @types/aws-lambda has it). */
  version?: string;
  headers: Record<string, string | undefined>;
  /** The body as text, or base64 when `isBase64Encoded`; null when there is none. */
  body?: string | null | undefined;
  isBase64Encoded: boolean;
  /** Payload 1.0. */
  httpMethod?: string;
  /** Payload 1.0. */
  path?: string;
  /** Payload 2.0. */
  rawPath?: string;
  requestContext: {
    /** Payload 2.0. */
    http?: { method: string; path: string; sourceIp: string; userAgent: string };
    requestId: string;
  };
}

/** The members of a Lambda invocation's context a handler may read. */
export interface LambdaContext {
  functionName: string;
  awsRequestId: string;
  getRemainingTimeInMillis(): number;
}

/**
 * A Lambda function behind API Gateway or a function URL, as an async handler: it returns (or
 * resolves with) `{ statusCode, headers?, body?, isBase64Encoded? }`; with payload 2.0 any other
 * value is a 200 whose body is that value (a string as it is, anything else as JSON), as API
 * Gateway reads it. Pass it to `deliver()`
 * or `checkReceiver` as `{ lambda: handler }`.
 *
 * @example
 * ```ts
 * import { deliver, fixture, type LambdaTarget } from '@designhooks/testing';
 * import { handler } from './handler.ts';
 * const target: LambdaTarget = { lambda: handler }; // payload 2.0, a text body
 * const { status } = await deliver(target, fixture('project.updated'), { secret: 'test' });
 * ```
 */
export interface LambdaTarget {
  // A method, so a handler typed for the richer event of @types/aws-lambda is accepted.
  lambda(event: LambdaHttpEvent, context: LambdaContext): unknown;
  /** The event's format: `2.0` (default: HTTP APIs, function URLs) or `1.0` (REST APIs). */
  payload?: '1.0' | '2.0';
  /**
   * Hand the body over base64-encoded (`isBase64Encoded: true`), as a REST API with binary media
   * types does; default false (a JSON body comes as text).
   */
  base64?: boolean;
}

/** One request as `deliver()` builds it for an in-process target. */
export interface LambdaRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  timeoutMs: number;
}

/**
 * Calls a Lambda handler with the API Gateway event for the request and turns what it returns
 * into an HTTP answer, as API Gateway does, within the timeout; a handler that throws or rejects
 * fails with `HandlerThrewError` (API Gateway would answer 500, and the platform retry).
 */
export async function callLambdaHandler(
  target: LambdaTarget,
  request: LambdaRequest,
): Promise<DeliverResult> {
  const payload = target.payload ?? '2.0';
  const event = lambdaEvent(request, payload, target.base64 ?? false);
  const limit = deadline(request.timeoutMs);
  const context: LambdaContext & Record<string, unknown> = {
    functionName: 'webhook-receiver',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:webhook-receiver',
    memoryLimitInMB: '128',
    awsRequestId: randomUUID(),
    logGroupName: '/aws/lambda/webhook-receiver',
    logStreamName: 'designhooks',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: limit.remainingMs,
  };
  try {
    return httpAnswer(
      await limit.within(callHandler(() => target.lambda(event, context))),
      payload,
    );
  } finally {
    limit.clear();
  }
}

// AWS's documented event for each format, with this request's method, path, headers and body.
function lambdaEvent(
  { method, path, headers, body }: LambdaRequest,
  payload: '1.0' | '2.0',
  base64: boolean,
): LambdaHttpEvent {
  const text = body && body.length > 0 ? body.toString(base64 ? 'base64' : 'utf8') : null;
  const now = new Date();
  const requestId = randomUUID();
  const userAgent = Object.entries(headers).find(([name]) => /^user-agent$/i.test(name))?.[1];
  const [rawPath = '/', rawQuery = ''] = path.split('?');
  if (payload === '1.0') {
    const v1 = {
      version: '1.0' as const,
      resource: rawPath,
      path: rawPath,
      httpMethod: method,
      headers,
      multiValueHeaders: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name, [value]]),
      ),
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: null,
      stageVariables: null,
      requestContext: {
        accountId: '123456789012',
        apiId: 'designhooks',
        httpMethod: method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        requestId,
        requestTimeEpoch: now.getTime(),
        resourcePath: rawPath,
        stage: 'default',
        identity: { sourceIp: '127.0.0.1', userAgent: userAgent ?? null },
      },
      body: text,
      isBase64Encoded: base64 && text !== null,
    };
    return v1;
  }
  const v2 = {
    version: '2.0' as const,
    routeKey: '$default',
    rawPath,
    rawQueryString: rawQuery,
    // HTTP APIs and function URLs lower-case header names
    headers: Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    requestContext: {
      accountId: '123456789012',
      apiId: 'designhooks',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: userAgent ?? '',
      },
      requestId,
      routeKey: '$default',
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now.getTime(),
    },
    body: text,
    isBase64Encoded: base64 && text !== null,
  };
  return v2;
}

// What API Gateway answers for what the function returned: its statusCode, headers and body
// (decoded when isBase64Encoded); with payload 2.0, anything without a statusCode is a 200 with
// that value as its body (a string as it is, anything else as JSON); with 1.0, a 502 (a
// malformed proxy response).
function httpAnswer(result: unknown, payload: '1.0' | '2.0'): DeliverResult {
  const shaped =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as {
          statusCode: unknown;
          headers?: Record<string, unknown>;
          multiValueHeaders?: Record<string, unknown[]>;
          body?: unknown;
          isBase64Encoded?: unknown;
        })
      : undefined;
  if (!shaped || typeof shaped.statusCode !== 'number') {
    if (payload === '1.0')
      return {
        status: 502,
        body: '{"message": "Internal server error"}',
        headers: { 'content-type': 'application/json' },
      };
    return {
      status: 200,
      body: typeof result === 'string' ? result : (JSON.stringify(result) ?? ''),
      headers: { 'content-type': 'application/json' },
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(shaped.multiValueHeaders ?? {}))
    headers[name.toLowerCase()] = values.map(String).join(', ');
  for (const [name, value] of Object.entries(shaped.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  const body = typeof shaped.body === 'string' ? shaped.body : '';
  return {
    status: shaped.statusCode,
    body: shaped.isBase64Encoded === true ? Buffer.from(body, 'base64').toString('utf8') : body,
    headers,
  };
}

// API Gateway's request time, in the common log format: 12/Mar/2020:19:03:58 +0000.
function clfTime(date: Date): string {
  const [, day, month, year, time] = /^\w+, (\d+) (\w+) (\d+) ([\d:]+) GMT$/.exec(
    date.toUTCString(),
  )!;
  return `${day}/${month}/${year}:${time} +0000`;
}
