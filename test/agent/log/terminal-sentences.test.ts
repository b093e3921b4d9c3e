import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { QUIET_MS, sinkFor, type LogRecord } from "../../../agent/src/log/index.ts";
import { LINE_MARK } from "../../../agent/src/util/index.ts";

const TIGHTENED: LogRecord = {
  time: "2026-11-28T09:00:00.000Z",
  level: "warn",
  module: "store.home",
  msg: "others could open the agent's home: made it yours alone (0700)",
  home: "/tmp/desk",
  was: "0755",
};

/** What a sink wrote for `records` (each at its time, in ms from the first), line by line. */
function written(env: NodeJS.ProcessEnv, terminal: boolean, records: LogRecord[], times?: number[]): string[] {
  let text = "";
  let at = 0;
  const sink = sinkFor(
    env,
    terminal,
    (more) => (text += more),
    () => at,
  );
  for (const [i, record] of records.entries()) {
    at = times?.[i] ?? 0;
    sink(record);
  }
  return text.split("\n").filter(Boolean);
}

describe("warnings at a terminal are sentences, said once; JSON lines are HS_CLAUDE_LOG's", () => {
  it("at a terminal with HS_CLAUDE_LOG unset: one plain sentence, the same one not repeated", () => {
    const lines = written({}, true, [TIGHTENED, TIGHTENED, { ...TIGHTENED, time: "2026-11-28T09:00:01.000Z" }]);
    assert.deepEqual(
      lines,
      ["hs-claude: warning: others could open the agent's home: made it yours alone (0700); home /tmp/desk, was 0755"],
      "the lines three records of one warning gave",
    );
  });

  it("a server running for long says a warning again once a minute has passed", () => {
    const lines = written({}, true, [TIGHTENED, TIGHTENED, TIGHTENED], [0, QUIET_MS - 1, QUIET_MS + 5]);
    assert.equal(lines.length, 2, `said at 0 and after a minute: ${lines.join(" | ")}`);
  });

  it("an error says so; a stack is not shown; text that would act on the terminal is made plain", () => {
    const error: LogRecord = { ...TIGHTENED, level: "error", msg: "boom\u001b[2J\nnext", stack: "Error: at x" };
    const [line] = written({}, true, [error]);
    assert.equal(line, `hs-claude: error: boom${LINE_MARK}next; home /tmp/desk, was 0755`);
  });

  it("JSON lines when HS_CLAUDE_LOG is set, or stderr is no terminal (a file, the Spoon, a client)", () => {
    for (const [env, terminal] of [
      [{ HS_CLAUDE_LOG: "warn" }, true],
      [{}, false],
    ] as const) {
      const lines = written(env, terminal, [TIGHTENED, TIGHTENED]);
      assert.deepEqual(
        lines.map((line) => JSON.parse(line)),
        [TIGHTENED, TIGHTENED],
        "every record, as JSON",
      );
    }
  });
});
