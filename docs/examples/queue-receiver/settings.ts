// Reads the example's settings from the environment; a bad value exits with one clear line.
export const QUEUE_NAME = process.env.QUEUE_NAME ?? 'designhooks-deliveries';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A whole number from the environment, or `fallback`; anything else stops the process with exit code 2. */
export function wholeNumber(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    console.error(`${name} must be a whole number from 0 to ${max}, got "${raw.slice(0, 40)}"`);
    process.exit(2);
  }
  return Number(raw);
}

/** Logs a Redis connection error once until the message changes (a down Redis repeats it every reconnect). */
export function logRedisErrors(who: string): (error: Error) => void {
  let last = '';
  return (error) => {
    if (error.message === last) return;
    last = error.message;
    console.error(`${who}: redis: ${error.message}`);
  };
}
