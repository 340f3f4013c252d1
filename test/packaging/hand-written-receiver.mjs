// An integrator's receiver written without any designhooks package (node:https and node:crypto
// only), run from a folder of its own by the packaging test so that the installed `designhooks
// check` grades a receiver it shares nothing with. Usage: node hand-written-receiver.mjs <secret>
// (cert.pem and key.pem beside it); prints {"port"} when listening on 127.0.0.1.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';

const secret = process.argv[2];
const LIMIT_BYTES = 5 * 1024 * 1024;
const seen = new Set();

const server = createServer(
  { cert: readFileSync('cert.pem'), key: readFileSync('key.pem') },
  (req, res) => {
    const answer = (status) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(`{"status":${status}}`);
    if (req.url !== '/webhooks') return answer(404);
    if (req.method !== 'POST') return answer(405);
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > LIMIT_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const header = req.headers['abstract-webhooks-signature'];
      const expected = createHmac('sha256', secret).update(raw).digest();
      const given = Buffer.from(typeof header === 'string' ? header : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return answer(401);
      try {
        JSON.parse(raw.toString('utf8'));
      } catch {
        return answer(400);
      }
      seen.add(createHash('sha256').update(raw).digest('hex')); // a repeat is simply done again
      answer(200);
    });
  },
);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.stdin.on('end', () => process.exit(0)).resume();
