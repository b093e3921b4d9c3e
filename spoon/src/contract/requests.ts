/**
 * Every request the Spoon may send the agent: its params and the result the Spoon reads. The agent's zod
 * schemas (agent/src/contract/agent-requests.ts) are proven at compile time to accept exactly these params.
 */
import type { DoctorReport } from "./doctor.ts";
import type { NoParams } from "./ops.ts";
import type { Reply } from "./protocol.ts";
import type { RunSettings } from "./settings.ts";

/** Where a command came from: the person's surfaces at the Mac (the audit log says). */
export type RunSource = "command bar" | "menubar" | "lua";

/** What a command cost, when it called Claude. */
export interface Usage {
  calls: number;
  costUsd?: number;
}

/** The agent's answer to a command, which hs.claude.execute's callback gets: on failure also errorType and error. */
export interface CommandResult {
  success: boolean;
  message: string;
  steps: unknown[];
  iterations: number;
  error?: string;
  errorType?: string;
  usage?: Usage;
}

/** A word of the person's own: for an app, or for the site of a tab. */
export interface PersonalWord {
  phrase: string;
  app?: string;
  site?: string;
}

/** One question about the screen (hs.claude.vision): describe it, or find, check or extract what `text` says. */
export type VisionQuestion =
  | { question: "describe"; settings?: RunSettings }
  | { question: "find" | "check" | "extract"; text: string; settings?: RunSettings };

/** An app with tools of its own, and whether config.json allows them (its `apps.deny` does not list it). */
export interface AppWithTools {
  name: string;
  allowed: boolean;
}

/** A request to Claude's Messages API (hs.claude.api.message): the API's own fields, as a Lua caller gives them. */
export interface MessageRequest {
  model?: string;
  max_tokens?: number;
  system?: string;
  temperature?: number;
  messages: { role: "user" | "assistant"; content: string | { type: string; [field: string]: unknown }[] }[];
}

/** The requests by name (`ping` is the link's own). */
export interface AgentRequests {
  /** A command to plan and run as `hs-claude run` does (the command bar, the menu, hs.claude.execute). */
  run: { params: { text: string; source?: RunSource; settings?: RunSettings }; result: CommandResult };
  /** Stop the commands running before their next step. */
  cancel: { params: NoParams; result: { cancelled: number } };
  /** The API key given to the Spoon ("" when forgotten), kept by the agent in memory only. */
  set_key: { params: { apiKey: string }; result: { set: boolean } };
  presets: { params: NoParams; result: { names: string[] } };
  aliases: { params: NoParams; result: { words: PersonalWord[] } };
  forget_alias: { params: { phrase: string }; result: { forgotten: boolean } };
  /** The apps with tools of their own, as config.json allows them (the menu's Settings › Apps). */
  apps: { params: NoParams; result: { apps: AppWithTools[] } };
  /** The Messages API's response as the API gave it. */
  api_message: { params: { params: MessageRequest }; result: unknown };
  vision: { params: VisionQuestion; result: { value?: unknown; error?: string; errorType?: string; usage?: Usage } };
  /** A control described in words, clicked as a one-step plan (accessibility first, approvals at the Mac). */
  click_element: { params: { description: string; settings?: RunSettings }; result: CommandResult };
  /** The first-contact report (spoon.Claude:selfTest({deep = true})), kept in the agent home to attach to an issue. */
  keep_report: { params: { report: DoctorReport }; result: { file: string } };
}

export type AgentRequestName = keyof AgentRequests;
export type AgentRequestParams<K extends AgentRequestName> = AgentRequests[K]["params"];
export type AgentRequestResult<K extends AgentRequestName> = AgentRequests[K]["result"];

/** Sends a request to the agent; `done` runs once with its answer, a timeout or a disconnect. */
export type AskAgent = <K extends AgentRequestName>(
  this: void,
  op: K,
  params: AgentRequestParams<K>,
  done: (this: void, reply: Reply<AgentRequestResult<K>>) => void,
  timeout: number,
) => void;
