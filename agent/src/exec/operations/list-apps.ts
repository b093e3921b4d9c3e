import * as z from "zod";
import type { Operation } from "../types.ts";

const ListedApps = z.object({
  apps: z.array(
    z.object({
      name: z.string(),
      bundleID: z.string(),
      frontmost: z.boolean(),
      hidden: z.boolean(),
      windows: z.number().int(),
    }),
  ),
});

function describe(app: z.infer<typeof ListedApps>["apps"][number]): string {
  const notes = [
    app.frontmost && "frontmost",
    app.hidden && "hidden",
    `${app.windows} window${app.windows === 1 ? "" : "s"}`,
  ].filter(Boolean);
  return `${app.name} (${notes.join(", ")})`;
}

export const listApps: Operation<"list_apps"> = {
  type: "list_apps",
  async run(_command, ctx) {
    const { apps } = ListedApps.parse(await ctx.spoon.call("list_apps"));
    return { message: `${apps.length} apps running: ${apps.map(describe).join("; ")}`, result: { apps } };
  },
};
