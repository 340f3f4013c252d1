import type { Command } from 'commander';
import { wholeNumber } from './option-parsers.ts';

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
    .option('--timeout <ms>', 'per-attempt timeout in ms (default 10000)', wholeNumber(1))
    .option('--retries <n>', 'retries after the first attempt; 0 sends once (default 3)', wholeNumber(0))
    .option('--backoff <ms>', 'delay before the first retry in ms, doubling after (default 1000)', wholeNumber(0))
    .option('--service <Name>', 'platform name used in header names (default Abstract)');
}
