import { Redis } from 'ioredis';
import { createClient } from 'redis';
import type { RedisClientLike } from '../src/send-redis-command.ts';

/** A connected client of one library, and how to close it. */
export interface TestClient {
  client: RedisClientLike;
  close(): Promise<void>;
}

/** Both client libraries the package supports, each connected to `url`; errors are swallowed (tests stop Redis). */
export const clientLibraries: {
  name: 'ioredis' | 'redis';
  connect(url: string): Promise<TestClient>;
}[] = [
  {
    name: 'ioredis',
    async connect(url) {
      const client = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => 200 });
      client.on('error', () => {});
      await client.ping();
      return { client, close: async () => void client.disconnect() };
    },
  },
  {
    name: 'redis',
    async connect(url) {
      const client = createClient({ url, socket: { reconnectStrategy: () => 200 } });
      client.on('error', () => {});
      await client.connect();
      return { client, close: async () => void client.destroy() };
    },
  },
];
