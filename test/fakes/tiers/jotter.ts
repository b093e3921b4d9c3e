// Jotter, a test-only app with one tool of each permission tier (read, write, destructive): registered in-process for
// the tests of tiers, apps.deny, lost replies and the two phases (test/agent/exec/tiers.test.ts and others).
import * as z from "zod";
import { APPS } from "../../../agent/src/apps/index.ts";
import { defineApp } from "../../../agent/src/apps/app.ts";
import { commandType, defineCommand, done, failedWith } from "../../../agent/src/commands/index.ts";
import { appOperation } from "../../../agent/src/contract/index.ts";
import { COMMANDS, COMMAND_TYPES } from "../../../agent/src/registry/index.ts";

/** Jotter's lines, as its one operation answers them after each change. */
const Lines = z.object({ lines: z.array(z.string()) });

export const JOTTER_OP = appOperation({
  name: "jotter_do",
  params: z.object({ verb: z.string(), text: z.string().optional() }),
  result: Lines,
  seconds: () => 5,
});

const jotterCount = defineCommand({
  type: "jotter_count",
  schema: z.strictObject({ type: commandType("jotter_count") }),
  description: "Counts Jotter's lines.",
  tier: "read",
  async run(_command, ctx) {
    const read = await ctx.spoon.callApp(JOTTER_OP, { verb: "count" });
    return read.ok ? done(`Jotter has ${read.value.lines.length} lines`, read.value) : failedWith(read.error);
  },
});

const jotterAdd = defineCommand({
  type: "jotter_add",
  schema: z.strictObject({ type: commandType("jotter_add"), text: z.string().min(1).describe("The line to add") }),
  description: "Adds a line to Jotter.",
  tier: "write",
  async run(command, ctx) {
    const added = await ctx.spoon.callApp(JOTTER_OP, { verb: "add", text: command.text });
    return added.ok ? done(`Jotter added "${command.text}"`, added.value) : failedWith(added.error);
  },
});

const jotterErase = defineCommand({
  type: "jotter_erase",
  schema: z.strictObject({ type: commandType("jotter_erase"), text: z.string().min(1).describe("The line to erase") }),
  description: "Erases a line of Jotter.",
  tier: "destructive",
  approval: (commands) => ({
    title: "Erase from Jotter?",
    detail: commands.map((command) => `Erase: ${command.text}`).join("\n"),
  }),
  async run(command, ctx) {
    const erased = await ctx.spoon.callApp(JOTTER_OP, { verb: "erase", text: command.text });
    return erased.ok ? done(`Jotter erased "${command.text}"`, erased.value) : failedWith(erased.error);
  },
});

export const jotter = defineApp({ name: "Jotter", commands: [jotterCount, jotterAdd, jotterErase], rules: [] });

/**
 * Registers Jotter in this process's registry, as a line in agent/src/apps/list.ts would (for the tests of this
 * process only); the answer takes it out again.
 */
export function registerJotter(): () => void {
  const lists = [APPS, COMMANDS, COMMAND_TYPES] as unknown as unknown[][];
  const added = [[jotter], jotter.commands, jotter.commands.map((command) => command.type)];
  lists.forEach((list, i) => list.push(...added[i]!));
  return () =>
    lists.forEach((list, i) => {
      for (const item of added[i]!) list.splice(list.indexOf(item), 1);
    });
}
