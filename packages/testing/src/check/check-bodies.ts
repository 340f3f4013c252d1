import { randomInt, randomUUID } from 'node:crypto';
import { goEscape, sign } from '@designhooks/receiver';
import type { EventName } from '@designhooks/types';
import { fixture } from '../fixtures/fixture.ts';
import { fixtures } from '../fixtures/fixtures.ts';
import { serializeDelivery } from '../requests/serialize-delivery.ts';
import { toCreatedAt } from '../fixtures/to-created-at.ts';
import { createWorld } from '../world/create-world.ts';
import { showsEveryMiswriting } from './miswritten-signatures.ts';

// The request bodies of the check's cases, built from the stored fixtures with overrides (and the
// sequence case from a world) and written as the platform's Go sender writes them. Every body of
// a run is distinct (fresh ids, the current time), so only `delivery.duplicate` ever sends the
// same bytes twice.

/** One body and what it is, for the failure reasons. */
export interface CaseBody {
  label: string;
  body: Buffer;
  /** Send it in two pieces split at this byte (`encoding.utf8-split`). */
  splitAt?: number;
}

/** A delivery as plain data, to edit freely: the receiver under test judges it, not the types. */
type Json = Record<string, unknown>;

/** The object at `path` inside `value` (the fixtures have every member these builders touch). */
function at(value: unknown, ...path: string[]): Json {
  return path.reduce((node, key) => (node as Json)[key], value) as Json;
}

const goBytes = (delivery: object): Buffer => Buffer.from(serializeDelivery(delivery), 'utf8');

/** The canonical fixture of `event`, `createdAt` now. */
export function canonicalBody(event: EventName): CaseBody {
  return { label: `the canonical ${event} fixture`, body: goBytes(fixture(event)) };
}

/** Every stored variant of `event`, `createdAt` now (with milliseconds where the variant has them). */
export function variantBodies(event: EventName): CaseBody[] {
  const now = new Date();
  return fixtures(event)
    .filter((stored) => stored.variant !== undefined)
    .map((stored) => {
      const delivery = stored.delivery as unknown as Json;
      delivery.createdAt = /\.\d{3}Z$/.test(String(delivery.createdAt))
        ? now.toISOString()
        : toCreatedAt(now);
      return { label: `fixture ${stored.name}`, body: goBytes(delivery) };
    });
}

/** A comment whose text and author's avatar URL carry every character Go escapes. */
export function goEscapesBody(): CaseBody {
  const delivery = fixture('comment.created');
  const object = at(delivery, 'data', 'object');
  object.id = randomUUID();
  object.body = 'if a < b && b > c: see <https://example.com/?a=1&b=2>\u2028line\u2029paragraph';
  at(object, 'commenter').avatarUrl = 'https://avatars.example.com/u?size=64&format=png';
  return {
    label: 'a Go-escaped comment (\\u003c \\u003e \\u0026 \\u2028 \\u2029)',
    body: goBytes(delivery),
  };
}

/** A project and a comment with emoji, CJK and combining marks, as raw UTF-8. */
export function utf8Bodies(): CaseBody[] {
  const project = fixture('project.updated');
  Object.assign(at(project, 'data', 'object'), {
    id: randomUUID(),
    name: 'Design system 设计系统 🎨 Ünïcødé',
  });
  const comment = fixture('comment.created');
  Object.assign(at(comment, 'data', 'object'), {
    id: randomUUID(),
    body: 'Looks great 👍🏽 — 素晴らしい; cafe\u0301, n\u0303, 한국어 ✔︎',
  });
  at(comment, 'data', 'object', 'commenter').name = '山田 太郎 😀';
  return [
    { label: 'a project.updated with emoji, CJK and combining marks', body: goBytes(project) },
    { label: 'a comment.created with emoji, CJK and combining marks', body: goBytes(comment) },
  ];
}

/**
 * A comment with emoji and CJK, to be sent in two pieces split inside its first emoji (between
 * the second and third of its four bytes), as TCP may split any body.
 */
export function splitCharacterBody(): CaseBody {
  const delivery = fixture('comment.created');
  Object.assign(at(delivery, 'data', 'object'), {
    id: randomUUID(),
    body: 'Ship it 🚀 — 出荷しましょう, merci ✔︎',
  });
  const body = goBytes(delivery);
  const rocket = body.indexOf('🚀');
  return {
    label:
      'a comment.created with emoji and CJK, its body sent in two pieces split inside an emoji',
    body,
    splitAt: rocket + 2,
  };
}

/** Number of commits in `size.large`: about 540 KiB of body, far over express.json's 100 KB. */
export const LARGE_PUSH_COMMITS = 1_000;

/** A commits.created push of {@link LARGE_PUSH_COMMITS} commits. */
export function largePushBody(): CaseBody {
  const delivery = fixture('commits.created');
  const push = at(delivery, 'data', 'object');
  const template = (push.commits as Json[])[0]!;
  let parent = String((template.parents as string[])[0] ?? '');
  push.commits = Array.from({ length: LARGE_PUSH_COMMITS }, (_, index) => {
    const sha = randomUUID().replace(/-/g, '').padEnd(40, '0');
    const commit = {
      ...template,
      sha,
      parents: [parent],
      title: `Update icon ${index + 1} of ${LARGE_PUSH_COMMITS}: stroke width and padding`,
      description: '',
      fileIds: [randomUUID().toUpperCase()],
    };
    parent = sha;
    return commit;
  });
  Object.assign(at(push, 'branch'), { id: randomUUID(), head: parent });
  const body = goBytes(delivery);
  return {
    label: `a commits.created push of ${LARGE_PUSH_COMMITS} commits (${Math.round(body.length / 1024)} KiB)`,
    body,
  };
}

/** A well-formed delivery of an event name that is not one of the ten. */
export function unknownEventBody(): CaseBody {
  const delivery: Json = { ...fixture('project.updated'), event: 'project.archived' };
  Object.assign(at(delivery, 'data', 'object'), {
    id: randomUUID(),
    archivedAt: delivery.createdAt,
  });
  return {
    label: 'a project.archived delivery (an event name not among the ten)',
    body: goBytes(delivery),
  };
}

/** A fresh project.updated, distinct from every other body of the run. */
export function freshProjectBody(name: string): CaseBody {
  const delivery = fixture('project.updated');
  Object.assign(at(delivery, 'data', 'object'), { id: randomUUID(), name });
  return { label: `a project.updated (${name})`, body: goBytes(delivery) };
}

/** A delivery written back the way a receiver in another language writes a parsed body. */
export interface RewrittenBody extends CaseBody {
  /** Who writes it this way, for the cause: `Python's json.dumps`. */
  writer: string;
  /** How it differs from what the platform sends: `", " and ": " between members`. */
  difference: string;
}

/**
 * A fresh project.updated (named `name`) whose signature under `secret` starts with 0 and is
 * changed by every mistake `miswrittenSignatures` knows: fresh ids until one is (about 19
 * tries). The delivery one receiver in 16 refuses when it writes its HMAC as a number.
 */
export function signedWithLeadingZero(secret: string, name: string): CaseBody {
  for (let tries = 0; tries < 10_000; tries += 1) {
    const { body } = freshProjectBody(name);
    if (showsEveryMiswriting(sign(body, secret)))
      return { label: `a project.updated whose signature starts with 0 (${name})`, body };
  }
  // (18/19)^10000: never, unless the HMAC is broken
  throw new Error('no signature starting with 0 in 10,000 deliveries');
}

/**
 * One fresh project.updated as the platform sends it (`sent`, its signature under `secret`
 * starting with 0: see {@link signedWithLeadingZero}), and written as three common
 * receivers write a delivery back after parsing it (`rewritten`): Python's
 * `json.dumps(json.loads(raw))`, PHP's `json_encode(json_decode($raw))` and Go's `json.Marshal`
 * of a `map[string]any`. Each differs from the platform's bytes (spacing, an escaped `/` in the
 * avatar URL, the envelope's keys sorted). Every body signed over its own bytes, a receiver that
 * verifies the raw bytes accepts all four; one that verifies a re-serialised body refuses `sent`
 * and accepts the one its language writes: the check's way to tell that cause from another key.
 * The body is ASCII, so the writers' options for other characters do not change it.
 */
export function rewrittenBodies(secret: string): { sent: CaseBody; rewritten: RewrittenBody[] } {
  const sent = signedWithLeadingZero(secret, 'Check re-serialised body').body;
  const parsed = JSON.parse(sent.toString('utf8')) as unknown;
  const forms = [
    {
      writer: "Python's json.dumps",
      difference: '", " and ": " between members',
      text: pythonDumps(parsed),
    },
    {
      writer: "PHP's json_encode",
      difference: '"/" written "\\/"',
      text: JSON.stringify(parsed).replaceAll('/', '\\/'),
    },
    {
      writer: "Go's json.Marshal of a map",
      difference: 'the envelope\'s keys sorted, "data" before "event"',
      text: goEscape(JSON.stringify(sortedKeys(parsed))),
    },
  ];
  return {
    sent: { label: 'a project.updated as the platform writes it', body: sent },
    rewritten: forms.map(({ writer, difference, text }) => ({
      label: `the same project.updated as ${writer} writes it`,
      writer,
      difference,
      body: Buffer.from(text, 'utf8'),
    })),
  };
}

// json.dumps' default separators, ", " and ": ", members in their order (the body is ASCII, so
// ensure_ascii, on or off, writes it the same).
function pythonDumps(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonDumps).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${pythonDumps(k)}: ${pythonDumps(v)}`);
    return `{${members.join(', ')}}`;
  }
  return JSON.stringify(value);
}

// encoding/json writes a map's keys sorted, at every depth.
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortedKeys(v)]));
}

/** How old `delivery.late-redelivery`'s delivery is: redelivered from the settings page a day later. */
export const LATE_REDELIVERY_HOURS = 24;

/**
 * A fresh project.updated first sent {@link LATE_REDELIVERY_HOURS} hours ago, as a redelivery
 * (or a retry after a long outage) sends it again: the recorded body, its `createdAt` and the
 * project's `updatedAt` that long before now (`late`); and the same delivery sent now (`now`),
 * which tells, when `late` is refused, whether its age is why.
 */
export function lateRedeliveryBodies(): { late: CaseBody; now: CaseBody } {
  const id = randomUUID();
  const at24h = toCreatedAt(new Date(Date.now() - LATE_REDELIVERY_HOURS * 3_600_000));
  const bodyAt = (createdAt: string) => {
    const delivery = fixture('project.updated', undefined, { createdAt });
    Object.assign(at(delivery, 'data', 'object'), {
      id,
      name: 'Check late redelivery',
      updatedAt: createdAt,
    });
    return goBytes(delivery);
  };
  return {
    late: {
      label: `a project.updated first sent ${LATE_REDELIVERY_HOURS} h ago (createdAt ${at24h}), redelivered`,
      body: bodyAt(at24h),
    },
    now: { label: 'the same project.updated sent now', body: bodyAt(toCreatedAt(new Date())) },
  };
}

/**
 * The out-of-order sequence happens within seconds, as deliveries that overtake one another are
 * sent: its 7 actions move the clock 1 or 2 s each, from 15 s ago, so every time is in the
 * recent past (a receiver with a replay window judges the order, not the age).
 */
const SEQUENCE_STEP_SECONDS = [1, 2] as const;
const SEQUENCE_START_MS = 15_000;

/**
 * One branch and one comment from a world with a random seed (fresh ids, never sent before in
 * this run or an earlier one; ids, project, authors and times agree across the sequence), their
 * later events first: branch.updated and branch.statusUpdated before branch.created,
 * comment.updated and comment.deleted before comment.created.
 */
export function outOfOrderBodies(): CaseBody[] {
  const world = createWorld({
    seed: randomInt(2 ** 32 - 1), // the world's generator has a 32-bit state
    start: new Date(Date.now() - SEQUENCE_START_MS),
    secondsBetweenActions: SEQUENCE_STEP_SECONDS,
  });
  world.createProject({ name: 'Check out-of-order' });
  const branchCreated = world.createBranch({ name: 'check-out-of-order' });
  const branchUpdated = world.updateBranch({ description: 'Updated before it was created' });
  const branchStatus = world.setBranchStatus({ status: 'review' });
  const commentCreated = world.comment({ body: 'Sent after its update and its deletion' });
  const commentUpdated = world.editComment({ body: 'Edited before it was created' });
  const commentDeleted = world.deleteComment();
  const labelled = (delivery: { event: string }, what: string): CaseBody => ({
    label: `${delivery.event} of a ${what}`,
    body: goBytes(delivery),
  });
  return [
    labelled(branchUpdated, 'branch not created yet'),
    labelled(branchStatus, 'branch not created yet'),
    labelled(branchCreated, 'branch already updated'),
    labelled(commentUpdated, 'comment not created yet'),
    labelled(commentDeleted, 'comment not created yet'),
    labelled(commentCreated, 'comment already deleted'),
  ];
}

/** Signed bytes that are not JSON. */
export function notJsonBody(): CaseBody {
  return {
    label: 'a body that is not JSON',
    body: Buffer.from('event=project.updated&not=json', 'utf8'),
  };
}

/** The body with one byte changed (a letter of the project's name), still valid JSON. */
export function tamper(body: Buffer): Buffer {
  const copy = Buffer.from(body);
  const at = copy.indexOf('"name":"') + '"name":"'.length;
  copy[at] = copy[at] === 0x58 ? 0x59 : 0x58; // 'X' or 'Y'
  return copy;
}
