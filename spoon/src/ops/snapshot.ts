import { appsSnapshot } from "../apps";
import { readDesktop } from "../desktop";
import { noParams, type Operation } from "../runtime";

/** The whole desktop in the snapshot format (presets are added by the agent). */
export const snapshot: Operation<"snapshot"> = {
  name: "snapshot",
  parse: noParams,
  run: (_params, ctx) => readDesktop(ctx, appsSnapshot),
};
