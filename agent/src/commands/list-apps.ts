import * as z from "zod";
import type { OpResult } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";
import { commandType } from "./fields.ts";
import { defineCommand, done, failedWith, modelText } from "./define.ts";

type ListedApp = OpResult<"list_apps">["apps"][number];

function describe(app: ListedApp): string {
  const windows = `${app.windows} window${app.windows === 1 ? "" : "s"}`;
  const notes = [app.frontmost && "frontmost", app.hidden && "hidden", windows].filter(Boolean);
  return `${plainLine(app.name)} (${notes.join(", ")})`;
}

export const listApps = defineCommand({
  type: "list_apps",
  schema: z.strictObject({ type: commandType("list_apps") }),
  description: modelText(new URL("./list-apps.txt", import.meta.url)),
  effect: { tier: "read" },
  async run(_command, ctx) {
    const listed = await ctx.spoon.call("list_apps", {});
    if (!listed.ok) return failedWith(listed.error);
    const { apps } = listed.value;
    return done(`${apps.length} apps running: ${apps.map(describe).join("; ")}`, { apps });
  },
});
