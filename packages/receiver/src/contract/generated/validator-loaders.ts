// generated, do not edit: run `npm run generate`
// Source: schemas/ (the envelope and every event schema).
import type { GeneratedValidator } from '../generated-validator.ts';

type Loader = () => Promise<{ default: GeneratedValidator }>;

/** Imports one fast validator module on first use: a cold start loads only the event's shape. */
export const validatorLoaders: Readonly<Record<string, Loader>> = {
  "envelope": () => import("./envelope.ts"),
  "project.created": () => import("./project.ts").then((m) => ({ default: m.validatorFor("project.created") })),
  "project.updated": () => import("./project.ts").then((m) => ({ default: m.validatorFor("project.updated") })),
  "project.deleted": () => import("./project.ts").then((m) => ({ default: m.validatorFor("project.deleted") })),
  "branch.created": () => import("./branch.ts").then((m) => ({ default: m.validatorFor("branch.created") })),
  "branch.updated": () => import("./branch.ts").then((m) => ({ default: m.validatorFor("branch.updated") })),
  "branch.statusUpdated": () => import("./branch.ts").then((m) => ({ default: m.validatorFor("branch.statusUpdated") })),
  "commits.created": () => import("./commits.ts").then((m) => ({ default: m.validatorFor("commits.created") })),
  "comment.created": () => import("./comment.ts").then((m) => ({ default: m.validatorFor("comment.created") })),
  "comment.updated": () => import("./comment.ts").then((m) => ({ default: m.validatorFor("comment.updated") })),
  "comment.deleted": () => import("./comment.ts").then((m) => ({ default: m.validatorFor("comment.deleted") })),
};

/** Imports the validator that lists the errors, once a body of that event has failed. */
export const errorValidatorLoaders: Readonly<Record<string, Loader>> = {
  "envelope": () => import("./envelope.errors.ts"),
  "project.created": () => import("./project.errors.ts").then((m) => ({ default: m.validatorFor("project.created") })),
  "project.updated": () => import("./project.errors.ts").then((m) => ({ default: m.validatorFor("project.updated") })),
  "project.deleted": () => import("./project.errors.ts").then((m) => ({ default: m.validatorFor("project.deleted") })),
  "branch.created": () => import("./branch.errors.ts").then((m) => ({ default: m.validatorFor("branch.created") })),
  "branch.updated": () => import("./branch.errors.ts").then((m) => ({ default: m.validatorFor("branch.updated") })),
  "branch.statusUpdated": () => import("./branch.errors.ts").then((m) => ({ default: m.validatorFor("branch.statusUpdated") })),
  "commits.created": () => import("./commits.errors.ts").then((m) => ({ default: m.validatorFor("commits.created") })),
  "comment.created": () => import("./comment.errors.ts").then((m) => ({ default: m.validatorFor("comment.created") })),
  "comment.updated": () => import("./comment.errors.ts").then((m) => ({ default: m.validatorFor("comment.updated") })),
  "comment.deleted": () => import("./comment.errors.ts").then((m) => ({ default: m.validatorFor("comment.deleted") })),
};
