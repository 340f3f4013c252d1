import { HarnessError } from '../errors.ts';

/**
 * Errors of the tunnel wrapper. Each has a literal `code`, an HTTP-like `status` and a one-line
 * message that says what to do; the CLI prints it and exits 1 (the tunnel could not be opened).
 *
 * @example
 * ```ts
 * import { openTunnel, TunnelTokenMissingError } from '@designhooks/harness';
 * try { await openTunnel({ addr: 'http://127.0.0.1:4000' }); }
 * catch (error) { if (error instanceof TunnelTokenMissingError) console.error(error.message); }
 * ```
 */
export class TunnelTokenMissingError extends HarnessError {
  readonly code = 'tunnel_token_missing' as const;
  readonly status = 401 as const;
  override readonly name = 'TunnelTokenMissingError';
  override get exitCode(): number {
    return 1;
  }
  constructor() {
    super(
      'NGROK_AUTHTOKEN is not set: create a free ngrok account (https://dashboard.ngrok.com/signup), ' +
        'copy your authtoken (https://dashboard.ngrok.com/get-started/your-authtoken) and run ' +
        '`export NGROK_AUTHTOKEN=<your token>`, then retry',
    );
  }
}

/**
 * The provider did not answer within the wrapper's own time limit (`TUNNEL_OPEN_TIMEOUT_MS`).
 *
 * @example
 * ```ts
 * import { openTunnel, TunnelTimeoutError } from '@designhooks/harness';
 * await openTunnel({ addr: 'http://127.0.0.1:4000', timeoutMs: 2_000 }).catch((error) => {
 *   if (error instanceof TunnelTimeoutError) console.error(error.message); // '... within 2 s: check your internet connection ...'
 * });
 * ```
 */
export class TunnelTimeoutError extends HarnessError {
  readonly code = 'tunnel_timeout' as const;
  readonly status = 504 as const;
  override readonly name = 'TunnelTimeoutError';
  constructor(provider: string, timeoutMs: number) {
    super(
      `${provider} did not open a tunnel within ${timeoutMs / 1000} s: ` +
        'check your internet connection (a proxy or firewall may block it) and retry',
    );
  }
}

/**
 * The provider refused or failed (no network, rejected token, account limits...); the reason
 * the provider gave is in the message.
 *
 * @example
 * ```ts
 * import { openTunnel, TunnelOpenError } from '@designhooks/harness';
 * await openTunnel({ addr: 'http://127.0.0.1:4000' }).catch((error) => {
 *   if (error instanceof TunnelOpenError) process.exitCode = error.exitCode; // 1
 * });
 * ```
 */
export class TunnelOpenError extends HarnessError {
  readonly code = 'tunnel_open_failed' as const;
  readonly status = 502 as const;
  override readonly name = 'TunnelOpenError';
  constructor(provider: string, reason: string) {
    super(
      `could not open the ${provider} tunnel (${reason}): check your internet connection ` +
        'and that NGROK_AUTHTOKEN holds a valid token, then retry',
    );
  }
}

/** Any error `openTunnel` throws. */
export type TunnelError = TunnelTokenMissingError | TunnelTimeoutError | TunnelOpenError;
