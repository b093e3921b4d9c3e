// Tally, a test-only app (test/e2e/app-registration.test.ts): its agent folder, copied to agent/src/apps/tally/.
// One command, its offline planner rule, and the operation only it uses, proven the Spoon folder's.
import * as z from "zod";
import { defineApp } from "../../../agent/src/apps/app.ts";
import { commandType, defineCommand, done, failedWith } from "../../../agent/src/commands/index.ts";
import { appOperation, type AppOperationsAgree } from "../../../agent/src/contract/index.ts";
import { plan, type Rule } from "../../../agent/src/planner/index.ts";
import { TALLY_SECONDS, type TallyOps } from "./spoon-contract.ts";

const TALLY_ADD = appOperation({
  name: "tally_add",
  params: z.object({ amount: z.number().int() }),
  result: z.object({ count: z.number() }),
  seconds: TALLY_SECONDS.tally_add,
});
export const tallyOperationsAgree: AppOperationsAgree<{ tally_add: typeof TALLY_ADD }, TallyOps> = true;

const tallyAdd = defineCommand({
  type: "tally_add",
  schema: z.strictObject({
    type: commandType("tally_add"),
    amount: z.number().int().min(1).max(1000).describe("How much to add"),
  }),
  description: "Adds to Tally's count.",
  tier: "write",
  touches: () => ({ apps: ["Tally"] }),
  async run(command, ctx) {
    const added = await ctx.spoon.callApp(TALLY_ADD, { amount: command.amount });
    if (!added.ok) return failedWith(added.error);
    return done(`Tally counts ${added.value.count}`, added.value);
  },
});

const ADD = /^add (\d{1,3}) to tally$/;

/** "add 3 to tally". */
const add: Rule<z.infer<typeof tallyAdd.schema>> = {
  precedence: "verb",
  verbs: ["add"],
  match: (clause) => {
    const amount = ADD.exec(clause)?.[1];
    return amount ? plan([{ type: "tally_add", amount: Number(amount) }]) : undefined;
  },
};

export const tally = defineApp({ name: "Tally", commands: [tallyAdd], rules: [add] });
