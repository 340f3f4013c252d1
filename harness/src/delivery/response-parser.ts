/** A response read off the wire: status, headers (lower-case names) and the raw body bytes. */
export interface ParsedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  /** Body bytes after de-chunking (still gzip-encoded when the server compressed it). */
  body: Buffer;
  /** True when the body went past `limitBytes` and the rest was not read. */
  truncated: boolean;
}

/** Incremental HTTP/1.1 response reader: feed it bytes, ask whether the response is complete. */
export interface ResponseParser {
  /** Adds bytes; returns true once the response is complete (or the body limit is reached). */
  push(chunk: Buffer): boolean;
  /** The connection ended: the response, when it is complete or framed by the close. */
  end(): ParsedResponse | undefined;
  /** The response once `push` returned true. */
  result(): ParsedResponse;
}

const MAX_HEAD_BYTES = 64 * 1024;

/**
 * Reads one HTTP/1.1 response incrementally: status line and headers (1xx interim responses are
 * skipped), then a body framed by `Transfer-Encoding: chunked`, `Content-Length`, or the
 * connection's close. Keeps at most `limitBytes` of body. Throws on a malformed head.
 *
 * @example
 * ```ts
 * const parser = responseParser(65_536);
 * parser.push(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok')); // true
 * parser.result().status; // 200
 * ```
 */
export function responseParser(limitBytes: number): ResponseParser {
  let buffer: Buffer = Buffer.alloc(0);
  let head: { status: number; headers: Record<string, string | string[]> } | undefined;
  let mode: 'length' | 'chunked' | 'close' = 'close';
  let remaining = 0; // length mode: body bytes still expected
  const body: Buffer[] = [];
  let bodySize = 0;
  let truncated = false;
  let complete = false;

  const keep = (bytes: Buffer): void => {
    const room = limitBytes - bodySize;
    if (bytes.length > room) {
      body.push(bytes.subarray(0, room));
      bodySize = limitBytes;
      truncated = true;
      complete = true;
      return;
    }
    body.push(bytes);
    bodySize += bytes.length;
  };

  const readHead = (): boolean => {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) {
      if (buffer.length > MAX_HEAD_BYTES) throw new Error('response headers larger than 64 KiB');
      return false;
    }
    const lines = buffer.subarray(0, end).toString('latin1').split('\r\n');
    buffer = buffer.subarray(end + 4);
    const match = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0] ?? '');
    if (!match) throw new Error(`malformed response status line "${(lines[0] ?? '').slice(0, 80)}"`);
    const status = Number(match[1]);
    const headers: Record<string, string | string[]> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`malformed response header line "${line.slice(0, 80)}"`);
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      const previous = headers[name];
      if (previous === undefined) headers[name] = value;
      else if (name === 'set-cookie') headers[name] = [...(Array.isArray(previous) ? previous : [previous]), value];
      else headers[name] = `${previous}, ${value}`;
    }
    if (status >= 100 && status < 200 && status !== 101) return true; // interim: read the next head
    head = { status, headers };
    if (/chunked/i.test(String(headers['transfer-encoding'] ?? ''))) mode = 'chunked';
    else if (headers['content-length'] !== undefined) {
      mode = 'length';
      remaining = Number(headers['content-length']);
      if (!Number.isSafeInteger(remaining) || remaining < 0) throw new Error('malformed response Content-Length');
    }
    if (status === 204 || status === 304 || (mode === 'length' && remaining === 0)) complete = true;
    return true;
  };

  const readBody = (): void => {
    if (mode === 'close') {
      keep(buffer);
      buffer = Buffer.alloc(0);
    } else if (mode === 'length') {
      const take = buffer.subarray(0, remaining);
      buffer = buffer.subarray(take.length);
      remaining -= take.length;
      keep(take);
      if (remaining === 0) complete = true;
    } else {
      while (!complete) {
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const size = parseInt(buffer.subarray(0, lineEnd).toString('latin1'), 16);
        if (Number.isNaN(size)) throw new Error('malformed chunk size in response');
        if (size === 0) {
          complete = true; // trailers, if any, are not needed
          return;
        }
        if (buffer.length < lineEnd + 2 + size + 2) return;
        keep(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        buffer = buffer.subarray(lineEnd + 2 + size + 2);
      }
    }
  };

  const result = (): ParsedResponse => ({ status: head?.status ?? 0, headers: head?.headers ?? {}, body: Buffer.concat(body), truncated });

  return {
    push(chunk) {
      if (complete) return true;
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      while (!head) {
        if (!readHead()) return false;
      }
      readBody();
      return complete;
    },
    end() {
      if (!head) return undefined;
      if (complete || mode === 'close') return result();
      return undefined; // cut short: the framing promised more bytes
    },
    result,
  };
}
