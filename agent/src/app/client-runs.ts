import { CLIENT_GONE, interruption, resultLogged, type Logged, type Trail } from "../audit/index.ts";
import { parseEnvelope } from "../registry/index.ts";
import { InputError } from "../errors/index.ts";
import type { Requester } from "../link/index.ts";
import { createLogger } from "../log/index.ts";
import type { ExecuteParams, ObserveParams, PageTaskParams } from "./client-params.ts";
import type { ConversationParams } from "./conversation.ts";
import type { Running } from "./run-registry.ts";
import type { AppService } from "./service.ts";

const log = createLogger("app.agent");

/** The client's trail, here: its run id and the person's words (the client logged the command itself). */
const named = (trail: Trail, command: string | undefined): Trail =>
  command === undefined ? trail : { ...trail, command };

/**
 * The person's words as the runner takes them (what they typed may be submitted unasked), and the conversation the
 * call is part of, kept here under the client's name for it.
 */
function said(service: AppService, params: { command?: string | undefined; conversation?: ConversationParams }) {
  const { command, conversation } = params;
  const words = command === undefined ? {} : { said: command };
  return conversation ? { ...words, conversation: service.conversations.of(conversation, command) } : words;
}

/** The trail, keeping here the steps and actions it records (for a result the agent may have to write). */
function tallied(trail: Trail): { trail: Trail; logged: Logged[] } {
  const logged: Logged[] = [];
  const record: Trail["record"] = (event, fields) => {
    if (event === "step" || event === "action") logged.push({ event, ...fields });
    trail.record(event, fields);
  };
  return { trail: { ...trail, record }, logged };
}

/**
 * Runs `work` for a client as the run it named: it stops before its next step once the client cancels it or goes
 * away. A client that is there records the result; once it is gone nobody else can, so the agent does, unless the
 * client recorded one before it went (it gave up waiting, told this run to stop, and said it failed).
 */
function whileClientWaits<T>(
  service: AppService,
  asked: { run: string | undefined; from: Requester; trail: Trail; planned?: unknown[] },
  work: (running: Running, trail: Trail) => Promise<T>,
): Promise<T> {
  const { from, planned } = asked;
  const { trail, logged } = tallied(asked.trail);
  return service.runs.track(asked.run, async (running) => {
    const gone = () => {
      running.cancel();
      log.warn("client gone: its run stops before its next step; the agent records how it ended", { run: trail.run });
    };
    if (from.gone.aborted) gone();
    else from.gone.addEventListener("abort", gone, { once: true });
    try {
      return await work(running, trail);
    } finally {
      from.gone.removeEventListener("abort", gone);
      if (from.gone.aborted && !resultLogged(service.stores.home, trail.run))
        trail.record("result", interruption(CLIENT_GONE, logged, planned));
    }
  });
}

/** `execute`: a client's plan, checked, asked and run here, against the snapshot the client read (the agent's copy). */
export async function executeForClient(service: AppService, params: ExecuteParams, from: Requester) {
  const plan = parseEnvelope(params.plan);
  if (!plan.ok) throw new InputError(`rejected: ${plan.error}`);
  const { yes, offline, run, command, answered } = params;
  const before = service.snapshot(params.snapshot);
  const runner = service.runner();
  const trail = named(runner.trail("cli", undefined, run), command);
  const env = service.env();
  return whileClientWaits(service, { run, from, trail, planned: plan.envelope.commands }, (running, trail) =>
    runner.execute(plan.envelope, {
      ...{ yes, offline, before, cancelled: running.cancelled, signal: running.signal, trail, env },
      ...(answered ? { answered } : {}),
      ...said(service, params),
    }),
  );
}

/** `observe`: the vision loop, run here, where the Spoon is: approvals at the Mac, the agent's own API key. */
export async function observeForClient(service: AppService, params: ObserveParams, from: Requester) {
  const { goal, yes, maxIterations, run, command, spentUsd } = params;
  const runner = service.runner({}, { maxIterations });
  const trail = named(runner.trail("cli", undefined, run), command);
  const env = service.env();
  return whileClientWaits(service, { run, from, trail }, (running, trail) =>
    runner.observe(goal, {
      ...{ yes, env, cancelled: running.cancelled, signal: running.signal, trail },
      ...(spentUsd ? { spentUsd } : {}),
      ...said(service, params),
    }),
  );
}

/**
 * `page_task`: page steps on the web page in front, planned, approved at the Mac and run here; `outcome` null when no
 * model can plan them (the client then looks at the screen).
 */
export async function pageTaskForClient(service: AppService, params: PageTaskParams, from: Requester) {
  const { goal, yes, run, command } = params;
  const runner = service.runner();
  const trail = named(runner.trail("cli", undefined, run), command);
  const env = service.env();
  const pageTask = runner.pageTask?.bind(runner);
  if (!pageTask) throw new Error("the agent's own runner runs page steps");
  const before = service.snapshot(params.snapshot) ?? (await runner.read());
  const outcome = await whileClientWaits(service, { run, from, trail }, (running, trail) =>
    pageTask(goal, {
      ...{ yes, offline: false, env, before, cancelled: running.cancelled, signal: running.signal, trail },
      ...said(service, params),
    }),
  );
  return { outcome: outcome ?? null };
}
