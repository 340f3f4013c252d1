import { connect } from 'node:net';

/**
 * Writes `bytes` on a fresh TCP connection to a loopback port, half-closes it, and resolves with
 * what came back once the server closes (or after `timeoutMs`, when the connection is dropped).
 * Raw sockets reach what an HTTP client refuses to send: bad request lines, absolute and
 * authority forms, header floods, bytes that are not UTF-8.
 */
export function rawExchange(port: number, bytes: Uint8Array | string, timeoutMs = 3_000) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {}); // a reset is one of the answers a server may give
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('connect', () => socket.end(bytes));
  });
}

/** The status code of the first answer in `answer` (`HTTP/1.1 400 ...`), or null. */
export function statusOf(answer: string): number | null {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
  return match ? Number(match[1]) : null;
}
