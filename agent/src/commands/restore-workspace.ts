import * as z from "zod";
import { plainLine } from "../util/index.ts";
import { commandType } from "./fields.ts";
import { defineCommand, done, failed, modelText, type CommandContext } from "./define.ts";

const NOTHING_KEPT = "there is no workspace to restore yet: it is kept once a command has used some apps";

/** Opens one app of the workspace again (launched when it is installed but not running). */
async function reopen(name: string, ctx: CommandContext): Promise<string | undefined> {
  const app = [...ctx.before.apps, ...ctx.before.installedApps].find((known) => known.name === name);
  if (!app) return `${plainLine(name)} is no longer installed`;
  const opened = await ctx.spoon.call("focus_app", { name: app.name, bundleID: app.bundleID });
  return opened.ok ? undefined : opened.error.message;
}

export const restoreWorkspace = defineCommand({
  type: "restore_workspace",
  schema: z.strictObject({ type: commandType("restore_workspace") }),
  description: modelText(new URL("./restore-workspace.txt", import.meta.url)),
  effect: { tier: "write", idempotent: true },
  touches: (_command, result) => ({ apps: (result as { apps?: string[] } | undefined)?.apps ?? [] }),
  async run(_command, ctx) {
    const kept = ctx.workspace?.kept();
    if (!kept || kept.apps.length === 0) return failed(NOTHING_KEPT, undefined, "validation");
    const front = kept.focused !== null && kept.apps.includes(kept.focused) ? [kept.focused] : [];
    const apps = [...kept.apps.filter((app) => !front.includes(app)), ...front];
    const [problems, opened]: string[][] = [[], []];
    for (const app of apps) {
      const problem = await reopen(app, ctx);
      if (problem) problems.push(problem);
      else opened.push(app);
    }
    if (opened.length === 0) return failed(`the workspace was not restored: ${problems.join("; ")}`);
    // Only the apps that did open are named as open; the others are said once, each with why.
    const told = `restored the workspace: ${opened.map(plainLine).join(", ")} open`;
    return done(problems.length ? `${told} (not: ${problems.join("; ")})` : told, { apps: opened });
  },
});
