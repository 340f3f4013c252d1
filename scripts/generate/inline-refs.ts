import type { JsonSchema } from '@designhooks/schemas';

/** Keywords that only annotate: beside an inlined `$ref`, they need no `allOf` to keep. */
const ANNOTATIONS = new Set(['description', 'title', '$comment', 'examples', 'default']);

/**
 * A bundled schema (`bundleSchema`: local `#/definitions/<name>` refs) with every `$ref`
 * replaced by a copy of what it points at, except a ref back into a definition being inlined
 * (a comment's `parent` is a comment), which stays a ref. The fast validators are compiled from
 * this: Ajv calls a separate function, with a fresh options object and instance path, for each
 * `$ref` it does not inline, and it inlines none that hold a `$ref` themselves.
 */
export function inlineRefs(bundle: JsonSchema): JsonSchema {
  const definitions = (bundle.definitions ?? {}) as Record<string, JsonSchema>;
  const inline = (node: unknown, expanding: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, expanding));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as JsonSchema;
    const siblings = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, key === 'definitions' ? value : inline(value, expanding)]));
    if (typeof $ref !== 'string') return siblings;
    const name = /^#\/definitions\/([^/]+)$/.exec($ref)?.[1];
    if (name === undefined || !(name in definitions)) throw new Error(`inlineRefs: cannot inline $ref "${$ref}"`);
    if (expanding.includes(name)) return { ...siblings, $ref };
    const target = inline(definitions[name], [...expanding, name]) as JsonSchema;
    const onlyAnnotations = Object.keys(siblings).every((key) => ANNOTATIONS.has(key));
    return onlyAnnotations ? { ...target, ...siblings } : { ...siblings, allOf: [target] };
  };
  return inline(bundle, []) as JsonSchema;
}
