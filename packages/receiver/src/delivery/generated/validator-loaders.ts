// generated, do not edit: run `npm run generate`
// Source: schemas/ (the envelope and every event schema).
import type { GeneratedValidator } from '../generated-validator.ts';

/** Imports one validator module on first use: a cold start loads only the event at hand. */
export const validatorLoaders: Readonly<Record<string, () => Promise<{ default: GeneratedValidator }>>> = {
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
