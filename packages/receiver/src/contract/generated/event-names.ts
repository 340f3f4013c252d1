// generated, do not edit: run `npm run generate`
// Source: schemas/envelope.schema.json's definitions.eventName.enum.

/** The event names the contract knows, in the envelope's order. */
export const EVENT_NAMES: readonly string[] = ["project.created", "project.updated", "project.deleted", "branch.created", "branch.updated", "branch.statusUpdated", "commits.created", "comment.created", "comment.updated", "comment.deleted"];
