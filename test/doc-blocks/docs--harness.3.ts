// generated, do not edit: run `npm run generate`
// From docs/harness.md, code block 3.
import { createSecureContext, rootCertificates } from 'node:tls';
import {
  createWebhook,
  defaultRetryPolicy,
  ensureListenerCertificate,
  openStore,
  resolveStateDir,
  triggerEvent,
} from '@designhooks/harness';

const stateDir = resolveStateDir();
const certificate = await ensureListenerCertificate(stateDir); // { cert, key } in PEM
const store = openStore(stateDir);
createWebhook(store, {
  url: 'https://127.0.0.1:8443/webhooks',
  events: ['project.updated'],
  signingKey: process.env.SIGNING_KEY!,
});
const { deliveries } = await triggerEvent(
  store,
  { event: 'project.updated' },
  {
    policy: { ...defaultRetryPolicy, retries: 0 },
    tls: { secureContext: createSecureContext({ ca: [...rootCertificates, certificate.cert] }) },
  },
);
console.log(deliveries[0]?.result.records.at(-1)?.response?.status);
store.close();

export {};
