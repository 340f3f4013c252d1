import { ngrokProvider } from './ngrok-provider.ts';
import { TunnelOpenError, TunnelTimeoutError, TunnelTokenMissingError } from '../errors.ts';
import type { ProviderTunnel, TunnelProvider } from './tunnel-provider.ts';

/**
 * How long the provider gets to open the tunnel; the SDK itself may wait forever.
 *
 * @example
 * ```ts
 * await openTunnel({ addr: 'http://127.0.0.1:4000', timeoutMs: 2 * TUNNEL_OPEN_TIMEOUT_MS }); // a slow network
 * ```
 */
export const TUNNEL_OPEN_TIMEOUT_MS = 4_000;
/**
 * How long `close()` may take before it stops waiting (shutdown must stay bounded).
 *
 * @example
 * ```ts
 * // tunnel.close() resolves within TUNNEL_CLOSE_TIMEOUT_MS even when ngrok does not answer
 * ```
 */
export const TUNNEL_CLOSE_TIMEOUT_MS = 2_000;

/** Options of {@link openTunnel}. */
export interface OpenTunnelOptions {
  /** Local address the tunnel forwards to, e.g. `http://127.0.0.1:4000`. */
  readonly addr: string;
  /** Defaults to `ngrokProvider`. */
  readonly provider?: TunnelProvider;
  /** Where the credential is read from; defaults to `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs?: number;
}

/** An open tunnel: its public URL and an idempotent, time-bounded `close()`. */
export interface Tunnel {
  readonly url: string;
  readonly provider: string;
  close(): Promise<void>;
}

/**
 * Opens a public tunnel to a local address with its own timeout. Fails fast with a clear error
 * when the credential is missing ({@link TunnelTokenMissingError}), the provider fails
 * ({@link TunnelOpenError}) or does not answer in time ({@link TunnelTimeoutError}); a tunnel
 * that opens after the timeout is closed at once, so nothing is left running.
 *
 * @example
 * ```ts
 * const tunnel = await openTunnel({ addr: 'http://127.0.0.1:4000' }); // ngrok, NGROK_AUTHTOKEN
 * console.log(`paste ${tunnel.url}/webhooks into Add Webhook`);
 * process.once('SIGINT', () => void tunnel.close());
 * ```
 */
export async function openTunnel(options: OpenTunnelOptions): Promise<Tunnel> {
  const provider = options.provider ?? ngrokProvider;
  const env = options.env ?? process.env;
  const timeoutMs = options.timeoutMs ?? TUNNEL_OPEN_TIMEOUT_MS;
  const authtoken = provider.tokenVariable ? (env[provider.tokenVariable]?.trim() ?? '') : '';
  if (provider.tokenVariable && !authtoken) throw new TunnelTokenMissingError();

  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const opening = provider.open({ addr: options.addr, authtoken });
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new TunnelTimeoutError(provider.name, timeoutMs));
    }, timeoutMs);
  });
  // A tunnel that opens after we gave up must not stay open.
  opening.then(
    (late) => (timedOut ? closeBounded(late) : undefined),
    () => undefined,
  );
  try {
    const opened = await Promise.race([opening, deadline]);
    return wrap(provider.name, opened);
  } catch (error) {
    if (error instanceof TunnelTimeoutError) throw error;
    throw new TunnelOpenError(provider.name, firstLine(error));
  } finally {
    clearTimeout(timer);
  }
}

function wrap(provider: string, opened: ProviderTunnel): Tunnel {
  let closing: Promise<void> | undefined;
  return {
    url: opened.url,
    provider,
    close: () => (closing ??= closeBounded(opened)),
  };
}

async function closeBounded(tunnel: ProviderTunnel): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TUNNEL_CLOSE_TIMEOUT_MS);
  });
  await Promise.race([tunnel.close().catch(() => undefined), limit]);
  clearTimeout(timer);
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]?.trim() ?? '';
  return (line || 'unknown error').slice(0, 200);
}
