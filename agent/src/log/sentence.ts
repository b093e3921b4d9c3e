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

/** For a person at a terminal: each record one plain line, and a line already said in this process not again. */
export function sentenceSink(write: (text: string) => void): (record: Said) => void {
  const told = new Set<string>();
  return (record) => {
    const line = sentenceOf(record);
    if (told.has(line)) return;
    told.add(line);
    write(`${line}\n`);
  };
}
