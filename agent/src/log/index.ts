import { credentialsRemoved, plainJson } from "../util/index.ts";
import { sentenceSink } from "./sentence.ts";

export { QUIET_MS } from "./sentence.ts";

/**
 * Structured logging: one named logger per module, JSON lines on stderr at or above HS_CLAUDE_LOG (default warn); a
 * person at a terminal who did not ask for them (HS_CLAUDE_LOG unset) reads each warning once, as a plain sentence.
 */
export type Level = "error" | "warn" | "info" | "debug";
export type Fields = Record<string, unknown>;
export interface LogRecord extends Fields {
  time: string;
  level: Level;
  module: string;
  msg: string;
}
export type LogSink = (record: LogRecord) => void;

export interface Logger {
  error(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  debug(msg: string, fields?: Fields): void;
}

const RANK: Record<Level, number> = { error: 0, warn: 1, info: 2, debug: 3 };

function levelFromEnv(): Level {
  const value = process.env.HS_CLAUDE_LOG;
  return value !== undefined && value in RANK ? (value as Level) : "warn";
}

/**
 * Where records go: JSON lines when HS_CLAUDE_LOG asks for them or stderr is no terminal (a file, the Spoon, a
 * client); plain sentences, each once a minute at most, for a person at a terminal. A record may carry a title or a
 * page's text: nothing in it may act on the terminal either way.
 */
export function sinkFor(
  env: NodeJS.ProcessEnv,
  terminal: boolean,
  write: (text: string) => void,
  now: () => number = Date.now,
): LogSink {
  if (env.HS_CLAUDE_LOG === undefined && terminal) return sentenceSink(write, now);
  return (record) => write(`${plainJson(record)}\n`);
}

let sink: LogSink = sinkFor(process.env, process.stderr.isTTY === true, (text) => process.stderr.write(text));
let threshold: Level = levelFromEnv();

/** Routes every logger's records to `next` (tests capture them); returns a function that restores the previous sink. */
export function setLogSink(next: LogSink, level: Level = "debug"): () => void {
  const [previousSink, previousLevel] = [sink, threshold];
  sink = next;
  threshold = level;
  return () => {
    sink = previousSink;
    threshold = previousLevel;
  };
}

/** A logger named after its module, e.g. `createLogger("link.server")`. */
export function createLogger(module: string): Logger {
  const write =
    (level: Level) =>
    (msg: string, fields: Fields = {}) => {
      if (RANK[level] > RANK[threshold]) return;
      // A log line may quote what a service answered: no credential it echoed is written.
      sink(credentialsRemoved({ time: new Date().toISOString(), level, module, msg, ...fields }));
    };
  return { error: write("error"), warn: write("warn"), info: write("info"), debug: write("debug") };
}
