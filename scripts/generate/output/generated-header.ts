/** The first line of every generated file: the staleness test and reviewers look for it. */
export const GENERATED_HEADER = 'generated, do not edit: run `npm run generate`';
