import { randomBytes } from 'node:crypto';
import { accessSync, constants, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { selectCases, UnknownCheckCaseError, type CheckReport } from '@designhooks/testing';
import { checkOverHttp } from '../../../check/check-over-http.ts';
import { reportJunit } from '../../../check/report-junit.ts';
import { reportMarkdown } from '../../../check/report-markdown.ts';
import { reportText, textReportWriter } from '../../../check/report-text.ts';
import { redactUrl } from '../../../text/redact-url.ts';
import { checkUrl } from '../../../webhooks/check-url.ts';
import { InputFileError, UsageError } from '../../../errors.ts';
import type { CommandContext } from '../../command-context.ts';
import { secretFrom } from '../../options/secret-options.ts';
import { sendSettingsFrom } from '../../options/send-settings-from.ts';
import type { CheckCommandOptions, CheckFormat } from './check-command.ts';

const VIEWS: Record<CheckFormat, (report: CheckReport) => string> = {
  text: reportText,
  json: (report) => `${JSON.stringify(report, null, 2)}\n`,
  junit: reportJunit,
  markdown: reportMarkdown,
};

/**
 * `designhooks check <url>`: checks the flags, runs the catalogue over HTTP printing the text
 * report as each case ends, writes the chosen format to `--output` or prints it, and exits 0
 * when every must case passed, 1 when one failed.
 *
 * @example
 * ```ts
 * await run({ path: ['check'], args: ['https://127.0.0.1:8443/webhooks'], options: { secret: 'k', insecure: true }, ... });
 * ```
 */
export async function run(context: CommandContext<CheckCommandOptions>): Promise<number> {
  const { options: o } = context;
  const url = checkUrl(context.args[0] ?? '', { allowHttp: o.allowHttp });
  const secret = secretFrom(o);
  if (o.timeout !== undefined && o.maxLatency !== undefined && o.maxLatency > o.timeout)
    throw new UsageError(
      `--max-latency (${o.maxLatency}) must not exceed --timeout (${o.timeout})`,
    );
  try {
    selectCases(o.only, o.skip);
  } catch (error) {
    if (error instanceof UnknownCheckCaseError) throw new UsageError(error.message);
    throw error;
  }
  const { tls, service } = sendSettingsFrom(o, context.err);
  if (o.output) assertWritableFolder(o.output);
  const format = o.format ?? 'text';
  // The text report goes out as the run goes (a slow receiver's run takes minutes); another
  // format on stdout is one document at the end, and a terminal sees the text on stderr meanwhile.
  const textTo =
    o.output || format === 'text' ? context.out : process.stderr.isTTY ? context.err : null;
  const text = textTo ? textReportWriter(redactUrl(url.href), textTo) : undefined;
  const report = await checkOverHttp({
    url,
    secret,
    service,
    tls,
    timeout: o.timeout,
    maxLatency: o.maxLatency,
    burst: o.burst,
    only: o.only,
    skip: o.skip,
    onCase: text?.onCase,
  });
  text?.end(report);
  if (o.output) writeAtomically(o.output, VIEWS[format](report));
  else if (format !== 'text') context.out(VIEWS[format](report));
  return report.passed ? 0 : 1;
}

/** A report that cannot be written is a usage error before any request, not after the run. */
function assertWritableFolder(file: string): void {
  try {
    accessSync(dirname(resolve(file)), constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new InputFileError(`cannot write the report to "${file}" (${code})`);
  }
}

/** Writes the whole report or nothing: a temporary file beside the target, then a rename. */
function writeAtomically(file: string, text: string): void {
  const path = resolve(file);
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new InputFileError(`cannot write the report to "${file}" (${code})`);
  }
}
