// Types of make-receiver.mjs (plain JS, so every runtime runs it as is) for the test's import.
export declare const SECRET: string;
export declare const LIMIT_BYTES: number;
export declare function makeReceiver(createReceiver: unknown): {
  receiver: unknown;
  calls: string[];
};
