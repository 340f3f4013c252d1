import { Duplex } from 'node:stream';

/**
 * Two connected in-memory streams: what one side writes, the other reads. `http.Server` takes
 * any Duplex as a connection (`server.emit('connection', stream)`) and `http.request` takes one
 * through `createConnection`, so a node handler gets a real HTTP exchange with no port.
 */
export function memoryConnectionPair(): [client: Duplex, server: Duplex] {
  const ends: Duplex[] = [];
  const ended = [false, false];
  const endOf = (index: number): void => {
    const stream = ends[index]!;
    if (!ended[index] && !stream.destroyed) stream.push(null);
    ended[index] = true;
  };
  const make = (self: number, peer: number): Duplex => {
    const stream = new Duplex({
      read() {},
      write(chunk: Buffer, _encoding, done) {
        if (!ended[peer] && !ends[peer]!.destroyed) ends[peer]!.push(chunk);
        done();
      },
      final(done) {
        endOf(peer);
        done();
      },
      destroy(error, done) {
        endOf(peer);
        ended[self] = true;
        done(error);
      },
    });
    // What net.Socket offers and HTTP code may call or read.
    return Object.assign(stream, {
      remoteAddress: '127.0.0.1',
      remoteFamily: 'IPv4',
      remotePort: 0,
      localAddress: '127.0.0.1',
      localPort: 0,
      setTimeout: () => stream,
      setNoDelay: () => stream,
      setKeepAlive: () => stream,
      ref: () => stream,
      unref: () => stream,
    });
  };
  ends.push(make(0, 1), make(1, 0));
  return [ends[0]!, ends[1]!];
}
