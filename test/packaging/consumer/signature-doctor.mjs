// The signature doctor from the installed package, run with plain `node signature-doctor.mjs`
// (the node build) and `node --conditions=worker signature-doctor.mjs` (the web build, Web
// Crypto): each mistake made on a fixture's bytes, then named by explainSignature; and a
// receiver's 401 carrying the diagnosis. Prints one JSON line.
import { createHmac } from 'node:crypto';
import { createReceiver, explainSignature, SIGNATURE_DIAGNOSIS_CODES } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';

const raw = readFixture('comment.created.html-characters'); // Go escapes, non-ASCII text
const text = raw.toString('utf8');
const key = 'consumer-doctor-key';
const hmac = (k, body) => createHmac('sha256', k).update(body);
const signature = hmac(key, raw).digest('hex');
const pretty = JSON.stringify(JSON.parse(text), null, 2);

const mistakes = [
  [null, { body: raw, signature, secret: key }],
  ['empty-secret', { body: raw, signature, secret: '' }],
  ['missing', { body: raw, signature: undefined, secret: key }],
  [
    'multiple-values',
    { body: raw, signature: `${signature}, ${hmac('x', raw).digest('hex')}`, secret: key },
  ],
  ['prefixed', { body: raw, signature: `sha256=${signature}`, secret: key }],
  ['base64', { body: raw, signature: hmac(key, raw).digest('base64'), secret: key }],
  ['malformed', { body: raw, signature: signature.slice(0, 40), secret: key }],
  ['uppercase-hex', { body: raw, signature: signature.toUpperCase(), secret: key }],
  ['wrong-secret', { body: raw, signature, secret: 'mine', candidates: ['other', key] }],
  ['secret-whitespace', { body: raw, signature, secret: `${key}\n` }],
  [
    'secret-encoding',
    { body: raw, signature: hmac(Buffer.from('abcd', 'hex'), raw).digest('hex'), secret: 'abcd' },
  ],
  ['body-trailing-newline', { body: `${text}\n`, signature, secret: key }],
  [
    'body-crlf',
    {
      body: pretty.replace(/\n/g, '\r\n'),
      signature: hmac(key, pretty).digest('hex'),
      secret: key,
    },
  ],
  ['body-bom', { body: `\ufeff${text}`, signature, secret: key }],
  ['body-latin1', { body: raw.toString('latin1'), signature, secret: key }],
  ['body-base64', { body: raw.toString('base64'), signature, secret: key }],
  [
    'body-go-escapes',
    {
      body: raw,
      signature: hmac(key, JSON.stringify(JSON.parse(text))).digest('hex'),
      secret: key,
    },
  ],
  ['body-reserialized', { body: JSON.stringify(JSON.parse(text)), signature, secret: key }],
  ['body-pretty-printed', { body: pretty, signature, secret: key }],
  ['no-match', { body: text.replace('Sam', 'Pam'), signature, secret: key }],
];

const named = [];
for (const [expected, input] of mistakes) {
  const diagnosis = await explainSignature(input);
  named.push([expected, diagnosis?.code ?? null]);
}

const receiver = createReceiver({ secret: `"${key}"`, logger: { warn() {}, error() {} } });
const result = await receiver.receive({
  body: raw,
  headers: { 'content-type': 'application/json', 'abstract-webhooks-signature': signature },
});

console.log(
  JSON.stringify({
    codes: SIGNATURE_DIAGNOSIS_CODES,
    named,
    receiver: { status: result.status, code: result.error?.diagnosis?.code ?? null },
  }),
);
