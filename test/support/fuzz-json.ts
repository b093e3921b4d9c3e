import fc from "fast-check";
import { ODD_VALUE } from "./fuzz-envelopes.ts";

type Path = (string | number)[];

/** Every place in a JSON document: the paths of its values, the document's own ([]) first. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (typeof value !== "object" || value === null) return [path];
  const children = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [path, ...children.flatMap(([key, child]) => pathsOf(child, [...path, key]))];
}

/** A copy of `document` with the value at `path` replaced, or dropped when `value` is DROP. */
function changedAt(document: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value === DROP ? undefined : value;
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value !== DROP) parent[last] = value;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

const DROP = Symbol("drop");

/**
 * `document` changed in one to three places, each value replaced by an odd one, by any JSON, or dropped; `extra`
 * names top-level fields that may be added with any value.
 */
export function mutatedDocument(document: unknown, extra: string[] = []): fc.Arbitrary<unknown> {
  const paths = pathsOf(document);
  const replacement = fc.oneof(ODD_VALUE, fc.jsonValue({ maxDepth: 2 }), fc.constant(DROP));
  const change = fc.tuple(fc.constantFrom(...paths), replacement);
  const changed = fc
    .array(change, { minLength: 1, maxLength: 3 })
    .map((changes) =>
      changes.reduce((doc, [path, value]) => tolerant(() => changedAt(doc, path, value), doc), document),
    );
  if (extra.length === 0) return changed;
  const added = fc.tuple(changed, fc.constantFrom(...extra), fc.oneof(ODD_VALUE, fc.jsonValue({ maxDepth: 3 })));
  return fc.oneof(
    changed,
    added.map(([doc, key, value]) => (typeof doc === "object" && doc !== null ? { ...doc, [key]: value } : doc)),
  );
}

/** A later change whose place an earlier one removed changes nothing. */
function tolerant(change: () => unknown, unchanged: unknown): unknown {
  try {
    return change();
  } catch {
    return unchanged;
  }
}
