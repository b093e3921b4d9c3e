import { noUsage } from "../cost/index.ts";
import { randomUUID } from "node:crypto";
import * as z from "zod";
import type { Conversation, DesktopSession, Runner } from "../app/index.ts";
import { AuditLog, startTrail, type Trail } from "../audit/index.ts";
import { approvalFor, type Plan } from "../registry/index.ts";
import { Snapshot, type DesktopScope } from "../contract/index.ts";
import { Disconnected, LinkTimeout } from "../errors/index.ts";
import { answeredAs, personApprover, rejected, type Answered } from "../exec/index.ts";
import { connectClient, type AgentClient } from "../link/index.ts";
import { callTimeoutMs, LINK_MARGIN_MS, spoonClient } from "../spoon/index.ts";
import { RunJournal } from "../report/index.ts";
import { existingToken, fileAliasStore, loadConfig, useHome, watchedConfig, type Config } from "../store/index.ts";
import type { Clock } from "../util/index.ts";
import { AGENT_VERSION } from "../version.ts";
import { fileWorkspace } from "../workspace/index.ts";
import { whenAgentGone } from "./agent-gone.ts";
import { hsClaude } from "./command-name.ts";
import { agentPort } from "./port.ts";

const CONNECT_TIMEOUT_MS = 3_000;
/** Reading goes through the agent, which waits for the Spoon's snapshot: one more link in the way. */
const READ_TIMEOUT_MS = callTimeoutMs("snapshot", {}) + LINK_MARGIN_MS;
/** A plan may wait for a person's approval and for apps to start. */
export const EXECUTE_TIMEOUT_MS = 300_000;

/** A vision run takes as long as the agent's wall-clock limit allows (config.json agent.timeoutSeconds). */
const OBSERVE_TIMEOUT_MS = 3_600_000;

const CANCELLED_FIRST = "cancelled before it ran: nothing was changed";
/** Telling the agent to stop a run given up on: it answers at once, unless it is stuck. */
const CANCEL_TIMEOUT_MS = 5_000;

const ReadReply = z.object({ id: z.string(), snapshot: Snapshot });
const ObserveReply = z.looseObject({
  success: z.boolean(),
  message: z.string(),
  steps: z.array(
    z.looseObject({ action: z.unknown(), status: z.enum(["done", "failed", "skipped"]), message: z.string() }),
  ),
  iterations: z.number(),
  usage: z.object({
    calls: z.number(),
    inputTokens: z.number(),
    outputTokens: z.number(),
    // An agent started before these were counted does not send them.
    cacheWriteTokens: z.number().default(0),
    cacheReadTokens: z.number().default(0),
    screenshots: z.number(),
    costUsd: z.number().optional(),
  }),
  /** The desktop as the loop left it (an older agent does not send it: then it is read). */
  after: Snapshot.optional(),
});
const ExecResultReply = z.looseObject({
  success: z.boolean(),
  message: z.string(),
  steps: z.array(z.unknown()),
  iterations: z.number(),
});
const ExecuteReply = z.object({ result: ExecResultReply, after: Snapshot });
const PageTaskReply = z.object({
  outcome: z
    .discriminatedUnion("path", [
      z.looseObject({ path: z.literal("screen"), why: z.string(), usage: ObserveReply.shape.usage }),
      z.looseObject({
        path: z.literal("page"),
        why: z.string(),
        result: ExecResultReply,
        after: Snapshot,
        usage: ObserveReply.shape.usage,
      }),
    ])
    .nullable(),
});

/**
 * Asks the person at this terminal before sending a plan that needs approval; undefined when there is nothing to ask
 * or no terminal.
 */
async function approveHere(
  plan: Plan,
  before: z.infer<typeof Snapshot>,
  channel: AgentClient,
  config: Config,
  trail: Trail | undefined,
  said: string | undefined,
): Promise<{ approved: true; answered: Answered } | { approved: false; reason: string } | undefined> {
  if (!(process.stdin.isTTY && process.stderr.isTTY)) return undefined;
  const request = approvalFor(plan.commands, before, config, said);
  if (request === undefined) return undefined;
  const ask = personApprover({ yes: false, spoon: spoonClient(channel), terminal: true });
  const answer = await ask(request);
  if (answer.approved) return { approved: true, answered: answeredAs(request, answer.by) };
  // The agent never hears of a no given here: the log has it from this side (a yes, the agent logs with who said it).
  trail?.record("approval", { ...request, answer: "declined", reason: answer.reason });
  return { approved: false, reason: `not approved: ${request.title} (${answer.reason}); nothing was changed` };
}

/**
 * Runs `op` for the run `run` in the agent. Given up on (no answer in `timeoutMs`), the agent is first told to stop
 * that run before its next step: this side records the run's result, and the agent's run must not go on.
 */
async function untilGivenUp(
  channel: AgentClient,
  call: { op: string; params: Record<string, unknown>; run: string; timeoutMs: number },
): Promise<unknown> {
  const { op, params, run, timeoutMs } = call;
  try {
    return await channel.call(op, { ...params, run }, timeoutMs);
  } catch (error) {
    if (!(error instanceof LinkTimeout)) throw error;
    const told = await channel.call("cancel", { run }, CANCEL_TIMEOUT_MS).then(
      () => "the agent was told to stop the run before its next step",
      () => "the agent could not be told to stop the run",
    );
    throw new LinkTimeout(`${error.message}; ${told}`);
  }
}

/** Reads the desktop (or a part) through the agent, keeping the id of the agent's copy of each snapshot read. */
const readThrough =
  (channel: AgentClient, ids: WeakMap<object, string>) => async (scope?: DesktopScope, files?: readonly string[]) => {
    const params = { ...(scope === undefined ? {} : { scope }), ...(files === undefined ? {} : { files: [...files] }) };
    const { id, snapshot } = ReadReply.parse(await channel.call("read", params, READ_TIMEOUT_MS));
    ids.set(snapshot, id);
    return snapshot;
  };

/**
 * Runs `work` under the trail's run id (a new one without), listed in `runs` while it lasts so `cancel` reaches it:
 * the agent records the run's approvals and steps under the same id as this side's command and plan.
 */
const namedRuns =
  (runs: Set<string>) =>
  async <T>(trail: Trail | undefined, work: (run: string) => Promise<T>): Promise<T> => {
    const run = trail?.run ?? randomUUID();
    runs.add(run);
    try {
      return await work(run);
    } finally {
      runs.delete(run);
    }
  };

/** What the agent answered a page task: its outcome, or undefined when no model could plan page steps. */
function pageTaskThere(reply: unknown): Awaited<ReturnType<NonNullable<Runner["pageTask"]>>> {
  const { outcome } = PageTaskReply.parse(reply);
  return (outcome ?? undefined) as Awaited<ReturnType<NonNullable<Runner["pageTask"]>>>;
}

/**
 * The person's words go to the agent, which names the run by them and judges typed text against them; the agent keeps
 * the conversation's watch under its name, so what one call typed is judged with the next call's Return.
 */
const words = (said: string | undefined, conversation: Conversation | undefined) => ({
  ...(said === undefined ? {} : { command: said }),
  ...(conversation ? { conversation: { id: conversation.id, client: conversation.client } } : {}),
});

/**
 * Reads through the agent and hands it whole plans: the agent checks, asks and executes. Each run is
 * named, so `cancel` can stop the ones under way (they stop before their next step).
 */
function remoteRunner(
  channel: AgentClient,
  home: string,
  config: Config,
  terminal: boolean,
): Runner & { cancel(): Promise<void> } {
  const ids = new WeakMap<object, string>();
  const runs = new Set<string>();
  const named = namedRuns(runs);
  const read = readThrough(channel, ids);
  const audit = new AuditLog(home, config.audit);
  return {
    read,
    trail: (source, command, run) => startTrail(audit, source, command, run, new RunJournal(home)),
    // The agent reads the same home: the word is there for its next snapshot.
    learn: (word) => (fileAliasStore(home).learn(word), true),
    // The agent reads config.json again as each call starts; what this side is told of it, the same way.
    config: watchedConfig(home),
    workspace: () => ({ now: fileWorkspace(home).now(), config }),
    async execute(plan, { yes, offline, before, cancelled, trail, said, conversation }) {
      const known = before ?? (await read());
      // Ctrl-C while the plan was made, before there was a run in the agent to tell.
      if (cancelled?.()) return { result: rejected(CANCELLED_FIRST, "cancelled"), after: known };
      const here = yes || !terminal ? undefined : await approveHere(plan, known, channel, config, trail, said);
      if (here?.approved === false) return { result: rejected(here.reason, "cancelled"), after: known };
      // A yes here answers this one question: one the agent only meets as the plan runs is asked at the Mac.
      const answered = here?.approved ? { answered: here.answered } : {};
      const params = { plan, snapshot: ids.get(known), yes, offline, ...answered, ...words(said, conversation) };
      const reply = await named(trail, (run) =>
        untilGivenUp(channel, { op: "execute", params, run, timeoutMs: EXECUTE_TIMEOUT_MS }).catch((error) => {
          throw whenAgentGone(error, { home, config }, run, plan.commands);
        }),
      );
      return ExecuteReply.parse(reply) as Awaited<ReturnType<Runner["execute"]>>;
    },
    async observe(goal, { yes, cancelled, trail, spentUsd, said, conversation }) {
      if (cancelled?.()) {
        const usage = noUsage();
        const stopped = { success: false, message: CANCELLED_FIRST, error: CANCELLED_FIRST };
        return { ...stopped, errorType: "cancelled", steps: [], iterations: 0, usage };
      }
      const spent = spentUsd ? { spentUsd } : {};
      const params = { goal, yes, ...spent, ...words(said, conversation) };
      const reply = await named(trail, (run) =>
        untilGivenUp(channel, { op: "observe", params, run, timeoutMs: OBSERVE_TIMEOUT_MS }).catch((error) => {
          throw whenAgentGone(error, { home, config }, run);
        }),
      );
      return ObserveReply.parse(reply) as Awaited<ReturnType<NonNullable<Runner["observe"]>>>;
    },
    async pageTask(goal, { yes, cancelled, trail, said, before, conversation }) {
      if (cancelled?.()) return { path: "screen", why: CANCELLED_FIRST, usage: noUsage() };
      const params = { goal, yes, snapshot: ids.get(before), ...words(said, conversation) };
      return pageTaskThere(
        await named(trail, (run) =>
          untilGivenUp(channel, { op: "page_task", params, run, timeoutMs: OBSERVE_TIMEOUT_MS }),
        ),
      );
    },
    async cancel() {
      await Promise.all([...runs].map((run) => channel.call("cancel", { run }, READ_TIMEOUT_MS)));
    },
  };
}

/**
 * Reaches the desktop through a running `hs-claude serve`, as a client: it reads, relays choosers, and sends whole
 * plans.
 */
export async function connectToAgent(options: { clock?: Clock; terminal?: boolean } = {}): Promise<DesktopSession> {
  const home = useHome();
  const port = agentPort();
  const noAgent = (why: string) =>
    new Disconnected(
      "not_ready",
      `no agent at 127.0.0.1:${port}: start it with \`${hsClaude()} serve\` ` +
        `(and Hammerspoon with spoon.Claude:start()), or use --sim (${why})`,
    );
  // A broken config.json ends the command here, before there is a connection to leave open.
  const config = loadConfig(home);
  // The agent makes the token as it starts: without one there is no agent of this home, and nothing is written.
  const token = existingToken(home);
  if (token === undefined) throw noAgent(`no token in ${home} yet`);
  const client = await connectClient({
    port,
    token,
    name: "hs-claude cli",
    version: AGENT_VERSION,
    timeoutMs: CONNECT_TIMEOUT_MS,
    ...(options.clock ? { clock: options.clock } : {}),
  }).catch((error: unknown) => {
    if (!(error instanceof Disconnected && error.code === "not_ready")) throw error;
    throw noAgent(error.message);
  });
  // Relayed calls wait as long as the agent does, plus the link between here and the agent.
  const relayed = {
    call: (op: string, params: Record<string, unknown>, ms: number) => client.call(op, params, ms + LINK_MARGIN_MS),
  };
  const runner = remoteRunner(client, home, config, options.terminal ?? true);
  const isOpen = () => client.isOpen;
  return { spoon: spoonClient(relayed), runner, cancel: runner.cancel, isOpen, close: async () => client.close() };
}
