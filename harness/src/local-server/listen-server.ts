import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ListenAddressError } from '../errors.ts';

/**
 * `server.listen` as a promise of the bound port, with one clear error per failure.
 *
 * @example
 * ```ts
 * const port = await listenServer(http.createServer(handler), 0, '127.0.0.1');
 * ```
 */
export function listenServer(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const where = `${host}:${port}`;
      if (error.code === 'EADDRINUSE')
        reject(
          new ListenAddressError(
            `port ${port} on ${host} is in use: pick another with --port (or --port 0 for any free port)`,
          ),
        );
      else if (error.code === 'EACCES')
        reject(
          new ListenAddressError(`no permission to listen on ${where}: use a port above 1023`),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        reject(new ListenAddressError(`cannot listen on ${where}: no such local address (--host)`));
      else reject(new ListenAddressError(`cannot listen on ${where}: ${error.message}`));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
