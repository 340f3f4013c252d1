// `npm run peers`: installs test/peers (the runtime matrix's runtimes and the peer clients) now,
// rather than on the first test that needs them. .ci/run calls it before `npm test`.
import { ensurePeers, peersDir } from '../test/peers/install-peers.ts';

try {
  await ensurePeers();
  console.log(`test peers installed in ${peersDir}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
