import { Disconnected } from "../../../agent/src/errors/index.ts";
import { spoonClient, type SpoonClient } from "../../../agent/src/spoon/index.ts";
import { fakeSpoon, type FakeAnswers } from "../spoon-client.ts";

/**
 * Jotter's side of a Spoon: its lines, each operation sent (through the agent's real Spoon client), and `dropReply`:
 * the operation runs, then its reply is lost as when the link drops. The desktop's operations: `desktopAnswers`.
 */
export function jotterSpoon(
  lines: string[] = [],
  desktopAnswers: FakeAnswers = {},
): SpoonClient & { lines: string[]; sent: string[]; dropReply: boolean } {
  const state = { lines: [...lines], sent: [] as string[], dropReply: false };
  const channel = {
    async call(op: string, params: Record<string, unknown>) {
      if (op !== "jotter_do") throw new Error(`the fake Jotter was not told how to answer ${op}`);
      const { verb, text } = params as { verb: string; text?: string };
      state.sent.push(text === undefined ? verb : `${verb} ${text}`);
      if (verb === "add") state.lines.push(text!);
      if (verb === "erase") state.lines = state.lines.filter((line) => line !== text);
      if (state.dropReply) throw new Disconnected("disconnected", `${op}: the connection closed (dropped by the test)`);
      return { lines: state.lines };
    },
  };
  const jotter = spoonClient(channel);
  const desktop = fakeSpoon(desktopAnswers);
  return Object.assign(state, { call: desktop.call, read: desktop.read, callApp: jotter.callApp });
}
