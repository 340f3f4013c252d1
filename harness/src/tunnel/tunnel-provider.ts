/** What a tunnel provider is asked to open: a public URL forwarding to `addr`. */
export interface TunnelRequest {
  /** Local address to forward to, e.g. `http://127.0.0.1:4000`. */
  readonly addr: string;
  /** Provider credential (ngrok: the authtoken). */
  readonly authtoken: string;
}

/** A tunnel the provider opened. */
export interface ProviderTunnel {
  /** Public URL, e.g. `https://abcd-1-2-3-4.ngrok-free.app`. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A tunnel provider. The real one is `ngrokProvider`; tests inject their own (the machine
 * running them has no internet).
 *
 * @example
 * ```ts
 * import type { TunnelProvider } from './tunnel-provider.ts';
 * const fake: TunnelProvider = {
 *   name: 'fake',
 *   async open({ addr }) { return { url: addr, async close() {} }; },
 * };
 * ```
 */
export interface TunnelProvider {
  readonly name: string;
  /** Environment variable holding the credential; `null` when the provider needs none. */
  readonly tokenVariable: string | null;
  open(request: TunnelRequest): Promise<ProviderTunnel>;
}
