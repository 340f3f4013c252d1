// Entry point: `SIGNING_KEY=... npx tsx src/server.ts`. Settings come from the environment:
//   SIGNING_KEY            the key you entered when adding the webhook (required)
//   SIGNING_KEY_PREVIOUS   the old key, still accepted while you rotate (optional)
//   PORT, HOST             where to listen (default 3000 on 127.0.0.1)
//   TLS_CERT, TLS_KEY      PEM files to serve HTTPS directly (optional)
import { readFileSync } from 'node:fs';
import { startServer } from './start-server.ts';

const {
  SIGNING_KEY,
  SIGNING_KEY_PREVIOUS,
  PORT = '3000',
  HOST = '127.0.0.1',
  TLS_CERT,
  TLS_KEY,
} = process.env;

if (!SIGNING_KEY) {
  console.error(
    'SIGNING_KEY is not set: export the signing key you gave the webhook, e.g. SIGNING_KEY=... npm start',
  );
  process.exit(1);
}
if (!/^\d+$/.test(PORT) || Number(PORT) > 65535) {
  console.error(`PORT must be a number from 0 to 65535, got "${PORT}"`);
  process.exit(1);
}
if (Boolean(TLS_CERT) !== Boolean(TLS_KEY)) {
  console.error('set both TLS_CERT and TLS_KEY (PEM files) to serve HTTPS, or neither');
  process.exit(1);
}

try {
  const server = await startServer({
    secret: SIGNING_KEY_PREVIOUS ? [SIGNING_KEY, SIGNING_KEY_PREVIOUS] : SIGNING_KEY,
    port: Number(PORT),
    host: HOST,
    tls:
      TLS_CERT && TLS_KEY
        ? { cert: readFileSync(TLS_CERT), key: readFileSync(TLS_KEY) }
        : undefined,
  });
  console.log(`receiving webhooks at ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
