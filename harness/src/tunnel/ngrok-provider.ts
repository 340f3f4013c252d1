import type { TunnelProvider } from './tunnel-provider.ts';

/**
 * A tunnel provider on `@ngrok/ngrok`'s `forward()` (the SDK with no binary download; never the
 * old `ngrok` npm package). The module is loaded on first use so other commands do not pay for
 * the native addon. `serverAddr` points the session at another ngrok-compatible server (tests
 * use a loopback address to exercise the failure paths without internet).
 *
 * @example
 * ```ts
 * import { openTunnel } from './open-tunnel.ts';
 * const tunnel = await openTunnel({ addr: 'http://127.0.0.1:4000', provider: createNgrokProvider() });
 * console.log(tunnel.url);
 * await tunnel.close();
 * ```
 */
export function createNgrokProvider(options: { serverAddr?: string } = {}): TunnelProvider {
  return {
    name: 'ngrok',
    tokenVariable: 'NGROK_AUTHTOKEN',
    async open({ addr, authtoken }) {
      const ngrok = await import('@ngrok/ngrok');
      const listener = await ngrok.forward({
        addr,
        authtoken,
        proto: 'http',
        ...(options.serverAddr ? { server_addr: options.serverAddr } : {}),
      });
      const url = listener.url();
      if (!url) {
        await listener.close();
        throw new Error('ngrok returned no URL');
      }
      return { url, close: () => listener.close() };
    },
  };
}

/**
 * The default provider: ngrok's own servers, with the authtoken from `NGROK_AUTHTOKEN`.
 *
 * @example
 * ```ts
 * const tunnel = await openTunnel({ addr: 'http://127.0.0.1:4000', provider: ngrokProvider }); // the default
 * ```
 */
export const ngrokProvider: TunnelProvider = createNgrokProvider();
