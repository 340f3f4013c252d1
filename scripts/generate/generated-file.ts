/** A file the generator writes: its path relative to the repository root and its content. */
export interface GeneratedFile {
  path: string;
  content: string;
}
