import { expect } from 'vitest';

/**
 * Asks a local server's API route (serve's, the inspector's) with a method it does not take and
 * checks the answer: 405, `Allow: <allow>`, and the one-line JSON error naming the route.
 */
export async function expectMethodNotAllowed(
  url: string,
  method: string,
  allow: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
  });
  const path = new URL(url).pathname;
  expect(response.status, `${method} ${path}`).toBe(405);
  expect(response.headers.get('allow')).toBe(allow);
  expect(await response.json()).toEqual({
    error: { code: 'method_not_allowed', message: `${method} ${path}: this route takes ${allow}` },
  });
}
