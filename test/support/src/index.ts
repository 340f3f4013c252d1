// @designhooks/test-support: the helpers every test suite of the repo shares (private, never
// published). Tests import it by name, as they import the workspaces.
export {
  listenOnLoopback,
  closeServer,
  closedLoopbackPort,
  untilListening,
} from './loopback-server.ts';
export { fixedAnswerServer, type FixedAnswerServer } from './fixed-answer-server.ts';
export { post, type Answer, type PostOptions } from './post.ts';
export { quietLogger } from './quiet-logger.ts';
export { sha256 } from './sha256.ts';
export { tempDir, useTempRoot } from './temp-dir.ts';
export { selfSignedCertificate, type SelfSignedCertificate } from './self-signed-certificate.ts';
export { certificateChain, type CertificateChain } from './certificate-chain.ts';
export { strictAjv, validateStrict, strictValidator } from './strict-ajv.ts';
export {
  hasRedisServer,
  startRedis,
  type TestRedis,
  type StartRedisOptions,
} from './start-redis.ts';
export { distinctDeliveries, withRepeats, inPool, type TestDelivery } from './deliveries.ts';
export {
  CHROMIUM,
  hasChromium,
  launchChromium,
  type HeadlessChromium,
  type LaunchChromiumOptions,
} from './headless-chromium.ts';
export { FIREFOX, hasFirefox, launchFirefox, type HeadlessFirefox } from './headless-firefox.ts';
export { saveScreenshot, DOCS_IMAGES, type Screenshotter } from './save-screenshot.ts';
export { runCommand, userEnv, type CommandResult } from './run-command.ts';
export { packWorkspaces, installWorkspaces, type PackedWorkspace } from './pack-workspaces.ts';
