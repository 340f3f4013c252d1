// generated, do not edit: run `npm run generate`
// Source: schemas/ (the envelope and every event schema).
import type { GeneratedValidator } from '../generated-validator.ts';

type Loader = () => Promise<{ default: GeneratedValidator }>;

/** Imports one fast validator module on first use: a cold start loads only the event at hand. */
export const validatorLoaders: Readonly<Record<string, Loader>> = {
  "envelope": () => import("./envelope.ts"),
  "project.created": () => import("./project.created.ts"),
  "project.updated": () => import("./project.updated.ts"),
  "project.deleted": () => import("./project.deleted.ts"),
  "branch.created": () => import("./branch.created.ts"),
  "branch.updated": () => import("./branch.updated.ts"),
  "branch.statusUpdated": () => import("./branch.statusUpdated.ts"),
  "commits.created": () => import("./commits.created.ts"),
  "comment.created": () => import("./comment.created.ts"),
  "comment.updated": () => import("./comment.updated.ts"),
  "comment.deleted": () => import("./comment.deleted.ts"),
};

/** Imports the validator that lists every error, once a body of that event has failed. */
export const errorValidatorLoaders: Readonly<Record<string, Loader>> = {
  "envelope": () => import("./envelope.errors.ts"),
  "project.created": () => import("./project.created.errors.ts"),
  "project.updated": () => import("./project.updated.errors.ts"),
  "project.deleted": () => import("./project.deleted.errors.ts"),
  "branch.created": () => import("./branch.created.errors.ts"),
  "branch.updated": () => import("./branch.updated.errors.ts"),
  "branch.statusUpdated": () => import("./branch.statusUpdated.errors.ts"),
  "commits.created": () => import("./commits.created.errors.ts"),
  "comment.created": () => import("./comment.created.errors.ts"),
  "comment.updated": () => import("./comment.updated.errors.ts"),
  "comment.deleted": () => import("./comment.deleted.errors.ts"),
};
