import * as z from "zod";
import { luaTable } from "../contract/index.ts";
import { ForwardedMessage } from "../llm/index.ts";

/** What `hs.claude.configure` set in the Spoon, sent with each request that may call Claude. */
export const RunSettings = luaTable(
  z
    .strictObject({
      model: z.string().min(1).optional(),
      maxIterations: z.number().int().min(1).max(100).optional(),
      actionDelay: z.number().min(0).max(10).optional(),
      // Seed 004's; hs.image cannot set JPEG quality, so nothing uses it (hs.claude.configure says so).
      screenshotQuality: z.number().min(0.1).max(1).optional(),
      maxLongEdge: z.number().int().min(200).max(2576).optional(),
      closeTabsWithoutAsking: z.number().int().min(0).max(100).optional(),
    })
    .default({}),
);
export type RunSettings = z.infer<typeof RunSettings>;

/** Where a command came from: the person's surfaces at the Mac (the audit log will say). */
const Source = z.enum(["command bar", "menubar", "lua"]);

/** `run`: a command the person gave at the Mac (the command bar, the menu, hs.claude.execute). */
export const RunParams = z.strictObject({
  text: z.string().trim().min(1, "say what to do").max(4096),
  source: Source.default("command bar"),
  settings: RunSettings,
});
export type RunParams = z.infer<typeof RunParams>;

export const KeyParams = z.strictObject({ apiKey: z.string().max(512) });
export const ForgetParams = z.strictObject({ phrase: z.string().trim().min(1).max(200) });
export const MessageParams = z.strictObject({ params: ForwardedMessage });

const Said = z.string().trim().min(1).max(1000);
/** `vision`: one question about the screen (hs.claude.vision). */
export const VisionParams = z.discriminatedUnion("question", [
  z.strictObject({ question: z.literal("describe"), settings: RunSettings }),
  z.strictObject({ question: z.literal("find"), text: Said, settings: RunSettings }),
  z.strictObject({ question: z.literal("check"), text: Said, settings: RunSettings }),
  z.strictObject({ question: z.literal("extract"), text: Said, settings: RunSettings }),
]);
export type VisionParams = z.infer<typeof VisionParams>;

/** `click_element`: hs.claude.actions.clickElement's description of what to click. */
export const ClickParams = z.strictObject({ description: Said, settings: RunSettings });
export type ClickParams = z.infer<typeof ClickParams>;
