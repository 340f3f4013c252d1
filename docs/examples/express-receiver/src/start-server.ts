import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from './app.ts';

/** Where and how to listen. */
export interface ServerOptions extends AppOptions {
  /** Port; 0 (default) picks a free one. */
  port?: number;
  /** Interface; default 127.0.0.1 (loopback only: put a tunnel or a proxy in front). */
  host?: string;
  /** PEM certificate and key to serve HTTPS (the platform only delivers to https:// URLs). */
  tls?: { cert: string | Buffer; key: string | Buffer };
}

/** A running example receiver. */
export interface RunningServer {
  /** The webhook URL to give the platform, e.g. `https://127.0.0.1:8443/webhooks`. */
  url: string;
  /** Stops accepting connections and waits for open ones to finish. */
  close(): Promise<void>;
}

/**
 * Starts the example receiver over HTTP, or HTTPS when `tls` is given, and resolves once it
 * listens.
 *
 * @example
 * ```ts
 * import { startServer } from './start-server.ts';
 * const server = await startServer({ secret: 'key', port: 3000 });
 * console.log(server.url); // http://127.0.0.1:3000/webhooks
 * await server.close();
 * ```
 */
export function startServer(options: ServerOptions): Promise<RunningServer> {
  const app = createApp(options);
  // Slow clients: headers within 10 s, the whole request within 30 s, checked every second.
  // Node's defaults (60 s / 300 s, checked every 30 s) let a trickling client hold a socket for minutes.
  const limits = {
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    connectionsCheckingInterval: 1_000,
  };
  const server = options.tls
    ? https.createServer({ ...options.tls, ...limits }, app)
    : http.createServer(limits, app);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      const hostname = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `${options.tls ? 'https' : 'http'}://${hostname}:${port}/webhooks`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeIdleConnections();
          }),
      });
    });
  });
}
