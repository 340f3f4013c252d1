/** The published (not `private`) workspaces of the repo at `root`, relative to it, in order. */
export function publishedWorkspaces(root: string): string[];
