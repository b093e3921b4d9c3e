import fc from "fast-check";
import { anyCodePoints, mutated } from "./fuzz-envelopes.ts";

type Message = { type: string } & Record<string, unknown>;

/** A message nested `levels` arrays deep in its params: deeper than a parser or a stack may take. */
function nestedFrame(levels: number): string {
  const list = "[".repeat(levels) + "]".repeat(levels);
  return `{"v":1,"type":"request","id":"deep","op":"list_apps","params":{"a":${list}}}`;
}
const DEEP = [40, 300, 600, 5000].map(nestedFrame);

/**
 * Frames a peer might send: garbage text, bytes, any JSON, and valid messages (`seeds`) mutated: a wrong version,
 * an unknown op, a wrong id, params of the wrong shape... Each frame is text, or bytes to send as a binary frame.
 */
export function wireFrames(seeds: Message[]): fc.Arbitrary<string | Uint8Array> {
  const near = fc.constantFrom(...seeds).chain(mutated);
  return fc.oneof(
    anyCodePoints(200),
    fc.uint8Array({ maxLength: 200 }),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    near.map((value) => JSON.stringify(value) ?? "undefined"),
    near.map((value) => JSON.stringify(value) ?? "undefined"),
    near.map((value) => JSON.stringify(value) ?? "undefined"),
    fc.constantFrom("", "{", "[]", "null", '{"v":1}', '{"v":1,"type":"request"}', "\u0000", '"\\ud800"'),
    fc.constantFrom(...DEEP),
  );
}
