import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import type { DesktopSession, Runner } from "../../../agent/src/app/index.ts";
import { noTrail } from "../../../agent/src/audit/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { rejected } from "../../../agent/src/exec/index.ts";
import { listTools } from "../../../agent/src/mcp/index.ts";
import { COMMAND_TYPES, parseCommand, type Plan } from "../../../agent/src/registry/index.ts";
import type { SpoonClient } from "../../../agent/src/spoon/index.ts";
import { DESKTOPS } from "../../support/index.ts";
import { connectClient, textOf, type McpTestClient } from "./mcp-client.ts";

/** Bounded in npm test; HS_CLAUDE_FUZZ_RUNS=20000 for a longer search. */
const RUNS = Number(process.env.HS_CLAUDE_FUZZ_RUNS ?? 300);
const desktopFile = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

/** A desktop that runs nothing and keeps what it was asked to run (and whether it was read). */
function watchedDesktop() {
  const executed: Plan[] = [];
  let reads = 0;
  const runner: Runner = {
    read: async () => (reads++, desktopFile),
    execute: async (plan) => (
      executed.push(plan), { result: rejected("the fake desktop ran nothing"), after: desktopFile }
    ),
    observe: async () => assert.fail("a tool call looked at the screen"),
    trail: () => noTrail,
    learn: () => true,
  };
  const desktop: DesktopSession = { spoon: {} as SpoonClient, runner, close: async () => undefined };
  return { desktop, executed, reads: () => reads };
}

const names = (tool: string) =>
  Object.keys(listTools().find((listed) => listed.name === tool)?.inputSchema.properties ?? {});
const plausible = fc.oneof(
  fc.constantFrom("Slack", "Google Chrome", "main", "left", "up", "cmd", "https://example.com", "", "type", 1, 0, -1),
  fc.array(fc.integer({ min: -2, max: 300 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 2 }),
);
/**
 * A key of no field. Not "__proto__": the SDK's client parses the arguments into a fresh object by assignment, which
 * takes that key as the object's prototype, so it never reaches the server (which ran the rest, rightly).
 */
const otherKey = fc.string().filter((key) => key !== "__proto__");
/** Arguments a client may send: its fields with plausible or wild values, some left out, and keys of no field. */
const argumentsFor = (tool: string) =>
  fc.oneof(
    fc.record(Object.fromEntries(names(tool).map((name) => [name, plausible])), { requiredKeys: [] }),
    fc.dictionary(fc.oneof(fc.constantFrom(...names(tool), "type", "yes", "_meta"), otherKey), plausible, {
      maxKeys: 4,
    }),
  );
const commandCall = fc
  .constantFrom(...COMMAND_TYPES)
  .chain((tool) => argumentsFor(tool).map((args) => ({ tool, args: args as Record<string, unknown> })));

describe("MCP tool arguments, fuzzed", () => {
  const watched = watchedDesktop();
  let mcp: McpTestClient;
  before(async () => (mcp = await connectClient(watched.desktop)));
  after(() => mcp.close());

  it("run the one command they make when its schema takes them, else nothing, saying which field", async () => {
    await fc.assert(
      fc.asyncProperty(commandCall, async ({ tool, args }) => {
        const ran = watched.executed.length;
        const result = await mcp.call(tool, args);
        const valid = !Object.hasOwn(args, "type") && parseCommand({ ...args, type: tool }, 0).ok;
        if (valid) {
          assert.equal(watched.executed.length, ran + 1, `${tool} ${JSON.stringify(args)} ran`);
          assert.equal(watched.executed.at(-1)?.commands.length, 1, "one command");
          return;
        }
        assert.equal(watched.executed.length, ran, `${tool} ${JSON.stringify(args)} ran nothing`);
        assert.equal(result.isError, true);
        assert.match(textOf(result), new RegExp(`^invalid arguments for ${tool}: .+; nothing ran$`));
      }),
      { numRuns: RUNS },
    );
  });

  it("refuse run and snapshot arguments that are not theirs before reading the desktop", async () => {
    const runArgs = fc.oneof(
      fc.record({ command: fc.jsonValue().filter((value) => typeof value !== "string") }),
      fc.record({ command: fc.constantFrom("", "   ", "x".repeat(4097)) }),
      fc.dictionary(
        otherKey.filter((key) => key !== "command"),
        plausible,
        { minKeys: 1, maxKeys: 3 },
      ),
    );
    const snapshotArgs = fc.dictionary(otherKey, plausible, { minKeys: 1, maxKeys: 3 });
    const call = fc.oneof(
      runArgs.map((args) => ({ tool: "run", args })),
      snapshotArgs.map((args) => ({ tool: "snapshot", args })),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ tool, args }) => {
        const reads = watched.reads();
        const result = await mcp.call(tool, args as Record<string, unknown>);
        assert.equal(result.isError, true, `${tool} ${JSON.stringify(args)}`);
        assert.match(textOf(result), new RegExp(`^invalid arguments for ${tool}: .+; nothing ran$`));
        assert.equal(watched.reads(), reads, "the desktop was not read");
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });
});
