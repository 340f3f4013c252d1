// generated, do not edit: run `npm run generate`
// From docs/going-to-production.md, code block 3.
import { createReceiver } from '@designhooks/receiver';
import { redisDedupeStore } from '@designhooks/queue';
import { createClient } from 'redis';

const redis = await createClient({ url: process.env.REDIS_URL }).connect();
const receiver = createReceiver({ secret: process.env.SIGNING_KEY, dedupe: redisDedupeStore(redis, { ttlSeconds: 86_400 }) });
receiver.on('commits.created', (delivery) => console.log(delivery.data.object.commits.length, 'commits'));

export {};
