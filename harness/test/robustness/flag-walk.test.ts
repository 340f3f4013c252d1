import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commandShapes,
  inBatches,
  runBounded,
  type CliRun,
  type CommandShape,
} from '../helpers/cli-flags.ts';
import { hasStackTrace, tempDir } from '../helpers/run-cli.ts';
import { closedLoopbackPort } from '@designhooks/test-support';

// Walks every flag that takes a value, of every command the program has (read from commander,
// so a new command is covered without editing this file), with out-of-range and hostile values.
// The contract (docs/harness.md, Errors and exit codes): one `error:` line, never a stack trace
// or "unexpected failure", exit 2 for a number out of range, no hang, nothing written outside
// the state folder.

const work = tempDir('designhooks-walk-');
const cwd = join(work, 'cwd');
const stateDir = join(work, 'state');
const home = join(work, 'home');
let closedUrl = '';
const env: NodeJS.ProcessEnv = { ...process.env, HOME: home };
delete env.NGROK_AUTHTOKEN;
delete env.DESIGNHOOKS_HOME;
delete env.DESIGNHOOKS_DEBUG;

beforeAll(async () => {
  for (const dir of [cwd, home]) mkdirSync(dir, { recursive: true });
  closedUrl = `http://127.0.0.1:${await closedLoopbackPort()}/hooks`;
});

/** Values no number flag may accept: one past its maximum, below its minimum, huge, not a number. */
const badNumbers = (range: { min: number; max: number }) => [
  String(range.max + 1),
  String(range.min - 1),
  '1'.padEnd(25, '0'),
  '1e3',
];
/** Values any text flag must survive (a clear error or a normal run, never a crash). */
const HOSTILE_TEXT = ['', '\u001b[2J\u001b]0;x\u0007', '__proto__', 'x'.repeat(5_000)];

/** What is wrong with one run, or null: the contract every bad value is held to. */
function breach(run: CliRun, number: boolean, empty: boolean): string | null {
  if (run.code === null) return 'hung';
  if (hasStackTrace(run.stderr)) return 'stack trace';
  if (/unexpected failure|Warning:/.test(run.stderr)) return 'unexpected failure or a Node warning';
  if (number && run.code !== 2) return `exit ${run.code} for a number out of range (want 2)`;
  // `--ca "$CA"` with CA unset: refused, not read as "not given"
  if (empty && run.code !== 2) return `exit ${run.code} for an empty value (want 2)`;
  if (run.code !== 0 && !/^error: \S/m.test(run.stderr))
    return `exit ${run.code} without an "error:" line`;
  return null;
}

describe('every flag of every command with hostile values', () => {
  // The walk below sends one past each flag's range; a range wider than what the program can
  // honour would let a value through to fail later (`serve --port 99999` was node's RangeError).
  it('every --port flag takes a TCP port: at most 65535', () => {
    const ports = commandShapes(closedUrl).flatMap((shape) =>
      shape.valueFlags
        .filter(({ flag }) => flag === '--port')
        .map(({ range }) => ({ command: shape.path.join(' '), range })),
    );
    expect(ports.map(({ command }) => command)).toEqual(
      expect.arrayContaining(['listen', 'serve', 'tunnel']),
    );
    for (const { command, range } of ports)
      expect({ command, max: range?.max }).toEqual({ command, max: 65_535 });
  });

  it('never crashes, never accepts a number out of range, never hangs, writes only in the state folder', async () => {
    const shapes: CommandShape[] = commandShapes(closedUrl);
    expect(shapes.map((s) => s.path.join(' '))).toEqual(
      expect.arrayContaining(['send', 'listen', 'webhooks create', 'deliveries list']),
    );
    const cases: Array<{ label: string; args: string[]; number: boolean; empty: boolean }> = [];
    for (const shape of shapes) {
      for (const { flag, range } of shape.valueFlags) {
        const base = removeFlag(shape.baseline, flag);
        const values = range ? badNumbers(range) : HOSTILE_TEXT;
        for (const value of values) {
          cases.push({
            label: `${shape.path.join(' ')} ${flag} ${JSON.stringify(value.slice(0, 30))}`,
            args: [...base, flag, value, '--state-dir', stateDir],
            number: range !== null,
            empty: value === '' && flag !== '--signature',
          });
        }
      }
    }
    const runs = await inBatches(cases, 3, (c) => runBounded(c.args, cwd, env));
    const breaches = runs.flatMap((run, index) => {
      const why = breach(run, cases[index]!.number, cases[index]!.empty);
      return why ? [`${cases[index]!.label}: ${why}: ${run.stderr.slice(0, 300)}`] : [];
    });
    expect(breaches).toEqual([]);
    expect(readdirSync(cwd)).toEqual([]);
    expect(readdirSync(home)).toEqual([]);
  }, 300_000);
});

/** The baseline without a flag the walk is about to set (e.g. the baseline's own `--port 0`). */
function removeFlag(args: string[], flag: string): string[] {
  const at = args.indexOf(flag);
  return at < 0 ? args : [...args.slice(0, at), ...args.slice(at + 2)];
}

/** Hostile flag values: huge and negative numbers, control characters, prototype keys, empty, very long. */
const hostileValue = fc.oneof(
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 30n }).map(String),
  fc.integer({ min: -1_000_000_000, max: -1 }).map(String),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    '0',
    'NaN',
    'Infinity',
    '1e309',
    '0x10',
  ),
  fc.string({
    unit: fc.constantFrom(
      '\u001b',
      '\u0007',
      '\u009b',
      '\n',
      '\r',
      '\t',
      '[',
      '2',
      'J',
      ']',
      ';',
      'a',
      '.',
      '=',
      '/',
      '%',
    ),
  }),
  fc.string({ minLength: 2_000, maxLength: 6_000 }).map((text) => text.replace(/\0/g, '')),
);

describe("property: random argument vectors from every command's flags", () => {
  it('no stack trace, no unexpected failure, no exit 0 on a number out of range, no hang, no write outside the state folder', async () => {
    const shapes = commandShapes(closedUrl).filter((shape) => shape.valueFlags.length > 0);
    const vector = fc.constantFrom(...shapes).chain((shape) =>
      fc.tuple(
        fc.constant(shape),
        fc.uniqueArray(fc.tuple(fc.constantFrom(...shape.valueFlags), hostileValue), {
          minLength: 1,
          maxLength: 3,
          selector: ([f]) => f.flag,
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(vector, async ([shape, picks]) => {
        let args = shape.baseline;
        for (const [{ flag }] of picks) args = removeFlag(args, flag);
        args = [
          ...args,
          ...picks.flatMap(([{ flag }, value]) => [flag, value]),
          '--state-dir',
          stateDir,
        ];
        const outOfRange = picks.some(
          ([{ range }, value]) =>
            range !== null &&
            !(/^\d+$/.test(value) && Number(value) >= range.min && Number(value) <= range.max),
        );
        const empty = picks.some(([{ flag }, value]) => value === '' && flag !== '--signature');
        const run = await runBounded(args, cwd, env);
        const why = breach(run, outOfRange, empty);
        if (why)
          throw new Error(
            `${JSON.stringify(args).slice(0, 400)}: ${why}: ${run.stderr.slice(0, 300)}`,
          );
        expect(readdirSync(cwd)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  }, 300_000);
});
