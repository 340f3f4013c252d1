// Why: tsconfig.json maps `abstract-sdk` to test/peers/node_modules, falling back to this file
// while test/peers is not installed yet (a fresh `npm ci`), so `npm run typecheck` passes before
// the first test that needs it installs it. Installed, its own declarations are checked. These are
// the names the repository imports, typed `any`.
export declare const Client: any;
export type Client = any;
export declare const NotFoundError: any;
export declare const UnauthorizedError: any;
