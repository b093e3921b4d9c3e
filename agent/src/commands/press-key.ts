import * as z from "zod";
import { KEYS, MODIFIERS } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";
import { commandType } from "./fields.ts";
import { defineCommand, done, failedWith, modelText } from "./define.ts";

const Key = z
  .string()
  .refine((key) => KEYS.includes(key) || [...key].length === 1, {
    error: `key must be one character or one of ${KEYS.join(", ")}`,
  })
  .describe(`One character, or one of ${KEYS.join(", ")}`);
const Modifier = z.enum(MODIFIERS as [string, ...string[]]);

const chordOf = (command: { key: string; modifiers?: string[] | undefined }) =>
  [...(command.modifiers ?? []), command.key].join("+");

export const pressKey = defineCommand({
  type: "press_key",
  schema: z.strictObject({
    type: commandType("press_key"),
    key: Key,
    modifiers: z.array(Modifier).max(4).optional().describe("Modifiers held while the key is pressed"),
  }),
  description: modelText(new URL("./press-key.txt", import.meta.url)),
  effect: { tier: "destructive", openWorld: true },
  acts: (command) => [{ act: "key", chord: { key: command.key, modifiers: command.modifiers ?? [] } }],
  /** What the key did inside the app stays done. */
  irreversible: () => [{ sent: "keys", count: 1 }],
  async run(command, ctx) {
    const modifiers = command.modifiers ?? [];
    const pressed = await ctx.spoon.call("press_key", { key: command.key, modifiers });
    if (!pressed.ok) return failedWith(pressed.error);
    const into = pressed.value.app ? ` in ${plainLine(pressed.value.app)}` : "";
    return done(`pressed ${chordOf(command)}${into}`, pressed.value);
  },
});
