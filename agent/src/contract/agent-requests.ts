import * as z from "zod";
import type * as Spoon from "../../../spoon/src/contract/index.ts";
import type { Agreement, Same } from "./agreement.ts";
import { CommandText } from "./command-text.ts";
import { setting, type RangesDisagreeing } from "./settings.ts";
import { SPOON_OPS } from "./spoon-ops.ts";
import { luaTable } from "./wire.ts";

/**
 * The agent's schemas for every request the Spoon may send it (spoon/src/contract/requests.ts), proven at
 * compile time to accept exactly the params the Spoon declares. Params are parsed with them: socket
 * input is never trusted.
 */
const NoParams = z.record(z.string(), z.never());

/** What `hs.claude.configure` set in the Spoon, sent with each request that may call Claude. */
export const RunSettings = luaTable(
  z
    .strictObject({
      model: z.string().min(1).optional(),
      maxIterations: setting("maxIterations").optional(),
      actionDelay: setting("actionDelay").optional(),
      // Accepted from scripts that set it; hs.image cannot set JPEG quality, so nothing uses it (configure says so).
      screenshotQuality: setting("screenshotQuality").optional(),
      maxLongEdge: setting("maxLongEdge").optional(),
      closeTabsWithoutAsking: setting("closeTabsWithoutAsking").optional(),
      denyApps: z.array(z.string().trim().min(1).max(200)).max(100).optional(),
    })
    .default({}),
);

const TextOrBlocks = z.union([
  z.string().min(1, "text must not be empty"),
  z.array(z.looseObject({ type: z.string().min(1) })).min(1, "give at least one content block"),
]);

/**
 * What `hs.claude.api.message(params, cb)` may send: the Messages API's own fields, checked
 * before anything leaves this machine. The model defaults to the agent's; max_tokens to 1024.
 */
export const ForwardedMessage = z.strictObject({
  model: z.string().min(1).optional(),
  max_tokens: z.number().int().min(1).max(64_000).default(1024),
  system: z.string().optional(),
  temperature: z.number().min(0).max(1).optional(),
  messages: z
    .array(z.strictObject({ role: z.enum(["user", "assistant"]), content: TextOrBlocks }))
    .min(1, "give at least one message"),
});
export type ForwardedMessage = z.infer<typeof ForwardedMessage>;

/** What is said about the screen: a description to find, a condition to check, a question to answer. */
const Said = z.string().trim().min(1).max(1000);

export const AGENT_REQUESTS = {
  run: z.strictObject({
    text: CommandText.trim().min(1, "say what to do"),
    source: z.enum(["command bar", "menubar", "lua"]).default("command bar"),
    settings: RunSettings,
  }),
  cancel: NoParams,
  set_key: z.strictObject({ apiKey: z.string().max(512) }),
  presets: NoParams,
  aliases: NoParams,
  forget_alias: z.strictObject({ phrase: z.string().trim().min(1).max(200) }),
  apps: NoParams,
  api_message: z.strictObject({ params: ForwardedMessage }),
  vision: z.discriminatedUnion("question", [
    z.strictObject({ question: z.literal("describe"), settings: RunSettings }),
    z.strictObject({ question: z.literal("find"), text: Said, settings: RunSettings }),
    z.strictObject({ question: z.literal("check"), text: Said, settings: RunSettings }),
    z.strictObject({ question: z.literal("extract"), text: Said, settings: RunSettings }),
  ]),
  click_element: z.strictObject({ description: Said, settings: RunSettings }),
  keep_report: z.strictObject({ report: SPOON_OPS.doctor_report.result }),
} as const satisfies { [K in Spoon.AgentRequestName]: unknown };

export type AgentRequestName = Spoon.AgentRequestName;
export type AgentRequestParams<K extends AgentRequestName> = Spoon.AgentRequestParams<K>;
export type AgentRequestResult<K extends AgentRequestName> = Spoon.AgentRequestResult<K>;

type Disagreement<K extends AgentRequestName> =
  Same<z.input<(typeof AGENT_REQUESTS)[K]>, AgentRequestParams<K>> extends false
    ? "its params differ from the Spoon's (spoon/src/contract/requests.ts)"
    : RangesDisagreeing<(typeof AGENT_REQUESTS)[K]>;
/**
 * Compile-time proof that each schema accepts exactly what the Spoon sends, its settings in the Spoon's
 * ranges: fails to compile, naming the request and what differs, when they do not.
 */
export const agentRequestsAgree: Agreement<{
  [K in AgentRequestName as Disagreement<K> extends never ? never : K]: Disagreement<K>;
}> = true;
