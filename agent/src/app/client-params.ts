import * as z from "zod";
import { CommandText, DesktopScope, setting } from "../contract/index.ts";
import { ConversationParams } from "./conversation.ts";

/** A client's name for a run it started, so it can cancel it (Ctrl-C). */
const RunId = z.string().min(1).max(100);
/** The person's words, for the undo history and the consequence rules; absent for `exec`. */
const Command = CommandText.optional();

/** `execute`: a plan the client made, on the desktop it read (`snapshot`, the id `read` gave). */
export const ExecuteParams = z.object({
  plan: z.unknown(),
  snapshot: z.string().optional(),
  yes: z.boolean(),
  offline: z.boolean(),
  run: RunId.optional(),
  /** The plan's question the person at the client's terminal said yes to (its requestKey), and who: only it counts. */
  answered: z.object({ key: z.string().min(1).max(200), by: z.string().min(1).max(100) }).optional(),
  command: Command,
  /** The conversation the call is part of (an MCP session, a run): the agent keeps its watch under this name. */
  conversation: ConversationParams.optional(),
});
export type ExecuteParams = z.infer<typeof ExecuteParams>;

/** `page_task`: what is left of a command on the web page in front, by page steps approved at the Mac. */
export const PageTaskParams = z.object({
  goal: z.string().trim().min(1).max(4096),
  snapshot: z.string().optional(),
  yes: z.boolean(),
  run: RunId.optional(),
  command: Command,
  /** The conversation the call is part of (an MCP session, a run): the agent keeps its watch under this name. */
  conversation: ConversationParams.optional(),
});
export type PageTaskParams = z.infer<typeof PageTaskParams>;

/** `observe`: the vision loop on a goal; `maxIterations` is this call's own, over the agent's settings. */
export const ObserveParams = z.object({
  goal: z.string().trim().min(1).max(4096),
  yes: z.boolean(),
  maxIterations: setting("maxIterations").optional(),
  spentUsd: z.number().min(0).max(1000).optional(),
  run: RunId.optional(),
  command: Command,
  /** The conversation the call is part of (an MCP session, a run): the agent keeps its watch under this name. */
  conversation: ConversationParams.optional(),
});
export type ObserveParams = z.infer<typeof ObserveParams>;

/** `cancel`: the run the client started and wants stopped. */
export const CancelParams = z.object({ run: RunId });

/** `read`: the whole desktop, or the part named (a command's part, as it is planned). */
export const ReadParams = z.object({ scope: DesktopScope.optional(), files: z.array(z.string()).max(100).optional() });
