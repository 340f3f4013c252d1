import { createServer } from 'node:http';
import { closeServer, listenOnLoopback } from './loopback-server.ts';

/** A loopback HTTP server giving every request the same answer. */
export interface FixedAnswerServer {
  /** `http://127.0.0.1:<port><path>`. */
  url(path?: string): string;
  close(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1 that reads each request's body, then answers it with `status`,
 * `headers` and `body`: what stands in front of a receiver in the tests (a proxy's error page, a
 * hosting platform's sign-in wall, an authentication challenge).
 *
 * @example
 * ```ts
 * const wall = await fixedAnswerServer(401, { 'www-authenticate': 'Basic realm="x"' });
 * await runCli(['send', 'project.updated', '--url', wall.url('/hooks'), '--allow-http']);
 * await wall.close();
 * ```
 */
export async function fixedAnswerServer(
  status: number,
  headers: Record<string, string> = {},
  body = '',
): Promise<FixedAnswerServer> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(status, headers).end(body));
  });
  const port = await listenOnLoopback(server);
  return {
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    close: () => closeServer(server),
  };
}
