import { describe, expect, it } from 'vitest';
import { openTunnel } from './open-tunnel.ts';
import { TunnelOpenError, TunnelTimeoutError, TunnelTokenMissingError } from '../errors.ts';
import type { TunnelProvider } from './tunnel-provider.ts';

function provider(open: TunnelProvider['open']): TunnelProvider {
  return { name: 'fake', tokenVariable: 'FAKE_TOKEN', open };
}

describe('openTunnel', () => {
  it('refuses without a token and never calls the provider', async () => {
    let called = false;
    const p = provider(async () => {
      called = true;
      return { url: 'https://x', close: async () => {} };
    });
    await expect(
      openTunnel({ addr: 'http://127.0.0.1:1', provider: p, env: {} }),
    ).rejects.toBeInstanceOf(TunnelTokenMissingError);
    await expect(
      openTunnel({ addr: 'http://127.0.0.1:1', provider: p, env: { FAKE_TOKEN: '  ' } }),
    ).rejects.toThrow(/NGROK_AUTHTOKEN is not set/);
    expect(called).toBe(false);
  });

  it('passes addr and token, returns the URL and closes once', async () => {
    const seen: string[] = [];
    let closes = 0;
    const p = provider(async (request) => {
      seen.push(`${request.addr} ${request.authtoken}`);
      return { url: 'https://abc.example', close: async () => void closes++ };
    });
    const tunnel = await openTunnel({
      addr: 'http://127.0.0.1:9',
      provider: p,
      env: { FAKE_TOKEN: 'tok' },
    });
    expect(tunnel.url).toBe('https://abc.example');
    expect(seen).toEqual(['http://127.0.0.1:9 tok']);
    await Promise.all([tunnel.close(), tunnel.close()]);
    await tunnel.close();
    expect(closes).toBe(1);
  });

  it('wraps a provider failure in one line', async () => {
    const p = provider(async () => {
      throw new Error('failed to connect session: failed to establish tcp connection\nmore detail');
    });
    const error = await openTunnel({
      addr: 'http://127.0.0.1:9',
      provider: p,
      env: { FAKE_TOKEN: 't' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TunnelOpenError);
    expect((error as TunnelOpenError).code).toBe('tunnel_open_failed');
    expect((error as Error).message).toContain('failed to establish tcp connection');
    expect((error as Error).message).not.toContain('\n');
  });

  it('times out on a silent provider and closes a tunnel that opens late', async () => {
    let release: () => void = () => {};
    let closed = false;
    const p = provider(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ url: 'https://late', close: async () => void (closed = true) });
        }),
    );
    const error = await openTunnel({
      addr: 'http://127.0.0.1:9',
      provider: p,
      env: { FAKE_TOKEN: 't' },
      timeoutMs: 50,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TunnelTimeoutError);
    expect((error as Error).message).toMatch(/did not open a tunnel within/);
    release();
    await new Promise((r) => setTimeout(r, 10));
    expect(closed).toBe(true);
  });
});
