// The receiver as an integrator runs it: the built package (dist/, which `npm run bench` builds
// first), not the TypeScript sources the repository's tests import through tsx.
import type * as Receiver from '@designhooks/receiver';

/** `@designhooks/receiver`'s Node build, imported from dist/. */
export async function builtReceiver(): Promise<typeof Receiver> {
  return (await import(
    new URL('../../packages/receiver/dist/node/index.js', import.meta.url).href
  )) as typeof Receiver;
}
