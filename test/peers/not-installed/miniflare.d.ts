// Why: tsconfig.json maps `miniflare` to test/peers/node_modules, falling back to this file while
// test/peers is not installed yet (a fresh `npm ci`), so `npm run typecheck` passes before the
// first test that needs it installs it. Installed, its own declarations are checked. These are the
// names the repository imports, typed `any`.
export declare const Log: any;
export declare const LogLevel: any;
export declare const Miniflare: any;
