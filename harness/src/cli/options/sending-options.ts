import type { Command } from 'commander';
import { defaultRetryPolicy } from '../../delivery/retry-policy.ts';
import { wholeNumber } from './option-parsers.ts';

/** Longest `--timeout`: 10 minutes per attempt. */
const MAX_TIMEOUT_MS = 600_000;
/** Most `--retries`: with delays capped at a minute, 100 retries already take over an hour and a half. */
const MAX_RETRIES = 100;

/** The flags {@link addSendingOptions} adds, as commander parses them. */
export interface SendingOptions {
  ca?: string | undefined;
  insecure?: boolean | undefined;
  timeout?: number | undefined;
  retries?: number | undefined;
  backoff?: number | undefined;
  service?: string | undefined;
}

/**
 * Adds the options every command that sends shares: trust (`--ca`, `--insecure`), the retry
 * policy (`--timeout`, `--retries`, `--backoff`) and the platform name (`--service`).
 *
 * @example
 * ```ts
 * addSendingOptions(new Command('trigger'));
 * ```
 */
export function addSendingOptions(command: Command): Command {
  return command
    .option('--ca <pem-file>', 'trust this certificate (a self-signed receiver)')
    .option('--insecure', 'skip TLS certificate checks (prints a warning)')
    .option(
      '--timeout <ms>',
      'per-attempt timeout in ms, at most 600000 (default 10000)',
      wholeNumber(1, MAX_TIMEOUT_MS),
    )
    .option(
      '--retries <n>',
      'retries after the first attempt, at most 100; 0 sends once (default 3)',
      wholeNumber(0, MAX_RETRIES),
    )
    .option(
      '--backoff <ms>',
      'delay before the first retry in ms, doubling after, at most 60000 (default 1000)',
      wholeNumber(0, defaultRetryPolicy.maxDelayMs),
    )
    .option('--service <Name>', 'platform name used in header names (default Abstract)');
}
