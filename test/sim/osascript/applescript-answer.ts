// What an AppleScript built on APPLESCRIPT_FRAMED (spoon/src/contract/script-answer.ts) prints: JSON, ASCII only,
// after its length; the simulated apps' models print it for the AppleScript texts they carry out.

/** `jsonText` and `framed` as AppleScript runs them, for a whole answer. */
export function appleScriptAnswer(value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `${json.length}:${json}`;
}
