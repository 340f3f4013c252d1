import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { HandlerThrewError } from '../errors.ts';
import { memoryConnectionPair } from './memory-connection-pair.ts';
import { sendHttp, type DeliverResult, type HttpExchange } from './send-http.ts';

/** A node request handler: `(req, res)`, such as an express app or `nodeHandler(receiver)`. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Runs one real HTTP exchange against a node handler in the same process: an http.Server that
 * never listens gets an in-memory connection, so the handler sees genuine IncomingMessage /
 * ServerResponse objects (express works unchanged) and no port is opened. A handler that throws
 * or rejects fails the exchange with `HandlerThrewError`, as it would have crashed a server.
 */
export function callNodeHandler(
  handler: NodeHandler,
  exchange: Omit<HttpExchange, 'connection'>,
): Promise<DeliverResult> {
  let threw: (error: unknown) => void = () => {};
  const abort = new Promise<never>((_, reject) => {
    threw = (error) => reject(new HandlerThrewError(error));
  });
  const server = http.createServer((req, res) => {
    try {
      const result = handler(req, res);
      if (result instanceof Promise) result.catch(threw);
    } catch (error) {
      threw(error);
    }
  });
  const [client, serverSide] = memoryConnectionPair();
  server.emit('connection', serverSide);
  return sendHttp({ ...exchange, connection: client, abort });
}
