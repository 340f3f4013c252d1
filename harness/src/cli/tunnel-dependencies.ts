import type { TunnelProvider } from '../tunnel/tunnel-provider.ts';

/**
 * What tests replace in `designhooks listen` and `designhooks tunnel`: the tunnel provider (there
 * is no internet here), the environment it reads NGROK_AUTHTOKEN from, and the stop signal.
 *
 * @example
 * ```ts
 * const deps: TunnelDependencies = { env: {}, stop: new Promise(() => {}) };
 * ```
 */
export interface TunnelDependencies {
  readonly tunnelProvider?: TunnelProvider;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Resolves when the command should stop; defaults to the first SIGINT / SIGTERM. */
  readonly stop?: Promise<unknown>;
}
