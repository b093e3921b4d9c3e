import type { OpResult } from "../contract/index.ts";

/**
 * What a type_text answer says, for a person or a model: how the text went in (and where, when given), and
 * that a paste put back only the first item of a clipboard that held several (Hammerspoon reads no more).
 */
export function typedText(value: OpResult<"type_text">, where = ""): string {
  const how = `${value.pasted ? "pasted" : "typed"} ${value.typed} characters${where}`;
  const lost = value.clipboardLost;
  if (lost === undefined) return how;
  return `${how}; the clipboard held ${lost + 1} items and only its first is put back (Hammerspoon reads no more)`;
}
