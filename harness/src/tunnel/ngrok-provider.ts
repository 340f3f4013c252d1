import type { TunnelProvider } from './tunnel-provider.ts';

/**
 * The real tunnel provider: `@ngrok/ngrok`'s `forward()` (the SDK with no binary download; never
 * the old `ngrok` npm package). The module is loaded on first use so other commands do not pay
 * for the native addon.
 *
 * @example
 * ```ts
 * import { openTunnel } from './open-tunnel.ts';
 * import { ngrokProvider } from './ngrok-provider.ts';
 * const tunnel = await openTunnel({ addr: 'http://127.0.0.1:4000', provider: ngrokProvider });
 * console.log(tunnel.url);
 * await tunnel.close();
 * ```
 */
export const ngrokProvider: TunnelProvider = {
  name: 'ngrok',
  tokenVariable: 'NGROK_AUTHTOKEN',
  async open({ addr, authtoken }) {
    const ngrok = await import('@ngrok/ngrok');
    const listener = await ngrok.forward({ addr, authtoken, proto: 'http' });
    const url = listener.url();
    if (!url) {
      await listener.close();
      throw new Error('ngrok returned no URL');
    }
    return { url, close: () => listener.close() };
  },
};
