import { plainLine } from "../util/index.ts";

/** A log record as this file reads it (index.ts's LogRecord). */
type Said = Record<string, unknown> & { level: string; msg: string };

/** What a person at a terminal does not read: when, how loud, which module (the words say it), a stack. */
const UNSAID = new Set(["time", "level", "module", "stack"]);

const said = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** A record as one plain line: "hs-claude: warning: the audit log could not be written; path /x, error EACCES". */
export function sentenceOf(record: Said): string {
  const fields = Object.entries(record)
    .filter(([key, value]) => !UNSAID.has(key) && key !== "msg" && value !== undefined)
    .map(([key, value]) => `${key} ${said(value)}`);
  const details = fields.length ? `; ${fields.join(", ")}` : "";
  return `hs-claude: ${record.level === "error" ? "error" : "warning"}: ${plainLine(`${record.msg}${details}`)}`;
}

/** How long a line said is not said again: one command's worth; a server running for hours says it again later. */
export const QUIET_MS = 60_000;

/** For a person at a terminal: each record one plain line, a line said in the last minute not again. */
export function sentenceSink(write: (text: string) => void, now: () => number = Date.now): (record: Said) => void {
  const told = new Map<string, number>();
  return (record) => {
    const line = sentenceOf(record);
    const said = told.get(line);
    if (said !== undefined && now() - said < QUIET_MS) return;
    told.set(line, now());
    write(`${line}\n`);
  };
}
