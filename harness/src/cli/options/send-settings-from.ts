import type { SendSettings } from '../../delivery/deliver-and-record.ts';
import { loadTls } from '../../delivery/load-tls.ts';
import { defaultRetryPolicy } from '../../delivery/retry-policy.ts';
import { UsageError } from '../../errors.ts';
import type { SendingOptions } from './sending-options.ts';

/**
 * Turns the sending options of a command into {@link SendSettings}, warning on stderr once
 * when TLS checks are off.
 *
 * @example
 * ```ts
 * const settings = sendSettingsFrom({ retries: 0, ca: './cert.pem' }, process.stderr.write);
 * ```
 */
export function sendSettingsFrom(
  options: SendingOptions,
  warn: (text: string) => void,
): SendSettings {
  if (options.ca && options.insecure)
    throw new UsageError('use either --ca or --insecure, not both');
  if (options.service !== undefined && !/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(options.service)) {
    throw new UsageError(
      `--service must be a header-safe name such as Abstract, got "${options.service}"`,
    );
  }
  const tls = loadTls({ ca: options.ca, insecure: options.insecure });
  if (options.insecure) warn('warning: --insecure: TLS certificates are not checked\n');
  return {
    tls,
    service: options.service,
    policy: Object.freeze({
      ...defaultRetryPolicy,
      ...(options.timeout !== undefined ? { timeoutMs: options.timeout } : {}),
      ...(options.retries !== undefined ? { retries: options.retries } : {}),
      ...(options.backoff !== undefined ? { backoffMs: options.backoff } : {}),
    }),
  };
}
