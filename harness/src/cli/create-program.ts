import { Command } from 'commander';
import { terminalSafe } from '@designhooks/receiver';
import { commands } from './commands.ts';
import { PACKAGE_VERSION } from '../package-version.ts';
import { UsageError } from '../errors.ts';

/**
 * The `designhooks` program: global options, every command from {@link commands}, help with
 * examples, and commander's own errors routed through `exitOverride` so the caller decides
 * the exit code.
 *
 * @example
 * ```ts
 * await createProgram().parseAsync(process.argv);
 * ```
 */
export function createProgram(): Command {
  const program = new Command('designhooks')
    .description(
      "Build and test receivers for the platform's webhooks, in any stack: grade one against what " +
        'the platform sends (check), watch deliveries in a browser inspector (listen), and run a local ' +
        'stand-in for the delivery service: webhook records, triggers, scenarios over time, the exact ' +
        'headers and signature, retries, and an inspectable delivery log.',
    )
    .version(PACKAGE_VERSION)
    .option(
      '--state-dir <dir>',
      'where webhooks and deliveries are stored (default: $DESIGNHOOKS_HOME or ./.designhooks)',
    )
    .showSuggestionAfterError()
    .addHelpText(
      'after',
      `
Examples:
  $ designhooks check https://localhost:8443/hooks --secret-file key.txt --ca cert.pem
  $ designhooks listen --https --secret-file key.txt
  $ designhooks send project.updated --url https://localhost:8443/hooks --secret-file key.txt --ca cert.pem
  $ designhooks webhooks create --url https://localhost:8443/hooks --events project.updated --generate-signing-key
  $ designhooks trigger project.updated --ca cert.pem
  $ designhooks deliveries list --failed
  $ designhooks validate body.json

Exit codes: 0 success, 1 delivery or operation failed, 2 usage error.`,
    );
  for (const make of commands) program.addCommand(make());
  program.hook('preAction', (_program, action) => refuseEmptyValues(action));
  const configure = (command: Command): void => {
    command.exitOverride();
    // commander echoes flag values in its errors: escaped like everything else the CLI prints
    command.configureOutput({ writeErr: (text) => process.stderr.write(terminalSafe(text)) });
    command.commands.forEach(configure);
  };
  configure(program);
  return program;
}

// Flags whose empty value means something: `verify --signature ""` asks why an empty header fails.
const EMPTY_ALLOWED = new Set(['--signature']);

// `--ca "$CA_FILE"` with the variable unset arrives as an empty string, which every flag used to
// read as "not given" (the default organization, all webhooks, no CA file): a usage error instead.
function refuseEmptyValues(action: Command): void {
  for (let command: Command | null = action; command; command = command.parent) {
    for (const option of command.options) {
      const key = option.attributeName();
      if (!option.long || EMPTY_ALLOWED.has(option.long)) continue;
      if (command.getOptionValueSource(key) !== 'cli') continue;
      const value: unknown = command.getOptionValue(key);
      if (value === '' || (Array.isArray(value) && value.includes(''))) {
        throw new UsageError(
          `${option.long} needs a value, got an empty string (an unset variable?)`,
        );
      }
    }
  }
}
