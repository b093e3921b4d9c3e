import { randomUUID } from "node:crypto";
import * as z from "zod";
import { InputWatch } from "../consequences/index.ts";
import type { Config } from "../store/index.ts";

/**
 * One conversation with the desktop: an MCP session (one client's connection, call after call) or one run (its
 * plans, page steps and vision loop). What it typed waits for its submit across all of them: a Return in a later
 * call is judged with the text typed before it.
 */
export interface Conversation {
  /** Its name, for an agent elsewhere, which keeps the watch itself (see Conversations). */
  readonly id: string;
  readonly watch: InputWatch;
  /**
   * An MCP client's: no words of it are the person's (nothing it types or carries is), every destructive step it
   * gives asks, closing one tab too.
   */
  readonly client: boolean;
}

/** A conversation as it goes to the agent: its name and whose it is (the agent keeps its watch). */
export const ConversationParams = z.object({ id: z.string().min(1).max(100), client: z.boolean() });
export type ConversationParams = z.infer<typeof ConversationParams>;

/** A new conversation: a run of the person's words (`said`), or an MCP client's (whose words are nobody's). */
export function openConversation(said: string | undefined, client = false): Conversation {
  const watch = new InputWatch(client ? undefined : said, undefined, "The plan");
  return { id: randomUUID(), watch, client };
}

/** The person's words in a conversation: none in a client's. */
export const saidIn = (conversation: Conversation | undefined, said: string | undefined) =>
  conversation?.client ? undefined : said;

/** The configuration a client's run uses: closing even one tab asks (the person's allowance is for their words). */
export function configFor(conversation: Conversation | undefined, config: Config): Config {
  if (!conversation?.client) return config;
  return { ...config, approval: { ...config.approval, closeTabsWithoutAsking: 0 } };
}

/** Conversations kept for the agent's clients: this many, the least recently used let go first. */
const KEPT = 64;

/**
 * The agent's conversations with its clients, by the name each client gave (an MCP server's session, a CLI run).
 * Every MCP client's shares one watch: text one session typed is judged with another session's Return (a client
 * that splits the two across connections, or across servers, asks as one that does not).
 */
export class Conversations {
  readonly #kept = new Map<string, Conversation>();
  readonly #clients = openConversation(undefined, true).watch;

  /** The conversation `given` names, made now when it is new (`said`: the person's words, for a run of theirs). */
  of(given: ConversationParams, said: string | undefined): Conversation {
    const known = this.#kept.get(given.id);
    const opened = given.client ? { watch: this.#clients, client: true } : openConversation(said);
    const conversation = known?.client === given.client ? known : { ...opened, id: given.id };
    this.#kept.delete(given.id);
    this.#kept.set(given.id, conversation);
    for (const old of [...this.#kept.keys()].slice(0, Math.max(0, this.#kept.size - KEPT))) this.#kept.delete(old);
    return conversation;
  }
}
