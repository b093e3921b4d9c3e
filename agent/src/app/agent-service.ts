import { randomUUID } from "node:crypto";
import * as z from "zod";
import { CLIENT_GONE, interruption, resultLogged, type Logged, type Trail } from "../audit/index.ts";
import { parseEnvelope } from "../commands/index.ts";
import { describeIssues, setting, type Snapshot } from "../contract/index.ts";
import { InputError, notConnected } from "../errors/index.ts";
import type { Requester } from "../link/index.ts";
import { createLogger } from "../log/index.ts";
import { spoonClient, type SpoonChannel } from "../spoon/index.ts";
import { filePresetStore } from "../store/index.ts";
import { createRunner } from "./runner.ts";

/** Snapshots a client read, by id, so `execute` resolves a plan against the desktop it was made on. */
const REMEMBERED_SNAPSHOTS = 16;
/** A client's name for a run it started, so it can cancel it (Ctrl-C). */
const RunId = z.string().min(1).max(100).optional();
const ExecuteParams = z.object({
  plan: z.unknown(),
  snapshot: z.string().optional(),
  yes: z.boolean(),
  offline: z.boolean(),
  run: RunId,
  /** The plan's question the person at the client's terminal said yes to (its requestKey), and who: only it counts. */
  answered: z.object({ key: z.string().min(1).max(200), by: z.string().min(1).max(100) }).optional(),
  /**
   * The person's words, for the undo history (the client's own log has the command event) and the
   * consequence rules (what they typed themselves may be submitted unasked); absent for `exec`.
   */
  command: z.string().max(4096).optional(),
});

const ObserveParams = z.object({
  goal: z.string().trim().min(1).max(4096),
  yes: z.boolean(),
  maxIterations: setting("maxIterations").optional(),
  spentUsd: z.number().min(0).max(1000).optional(),
  run: RunId,
  command: z.string().max(4096).optional(),
});
const CancelParams = z.object({ run: z.string().min(1).max(100) });

/** The client's trail, here: its run id and the person's words (the client logged the command itself). */
const named = (trail: Trail, command: string | undefined): Trail =>
  command === undefined ? trail : { ...trail, command };

const said = (command: string | undefined) => (command === undefined ? {} : { said: command });

const log = createLogger("app.agent");

/** The trail, keeping here the steps and actions it records (for a result the agent may have to write). */
function tallied(trail: Trail): { trail: Trail; logged: Logged[] } {
  const logged: Logged[] = [];
  const record: Trail["record"] = (event, fields) => {
    if (event === "step" || event === "action") logged.push({ event, ...fields });
    trail.record(event, fields);
  };
  return { trail: { ...trail, record }, logged };
}

type Operation = (params: Record<string, unknown>, from: Requester) => Promise<unknown>;
/** The Spoon as the server holds it: a channel, and what it said in its hello. */
type ConnectedSpoon = SpoonChannel & { readonly hello?: { name: string; version: string } };

/**
 * What the running agent offers the clients of `hs-claude serve` (the CLI without --sim; later the
 * command bar and the MCP server): its `status` (whether a Spoon is connected), `read` the desktop,
 * `execute` a plan, and `observe` (the vision loop on a goal), with every check and approval done here,
 * in the agent, whoever asks; `cancel` a run the client started, which stops before its next step. The
 * snapshot a plan refers to is the agent's own copy, never one the client sends.
 */
export function agentService(options: {
  spoon: () => ConnectedSpoon | undefined;
  home: string;
}): Map<string, Operation> {
  const { home } = options;
  const snapshots = new Map<string, Snapshot>();
  const runner = () => {
    const spoon = options.spoon();
    if (!spoon) throw notConnected();
    return createRunner({ spoon: spoonClient(spoon), presets: filePresetStore(home), home, terminal: false });
  };
  /** The runs clients named, each with its cancel flag, while they run. */
  const running = new Map<string, { cancelled: boolean }>();
  /**
   * Runs `work` for a client: it stops before its next step once the client cancels it or goes away.
   * A client that is there records the result; once it is gone nobody else can, so the agent does, unless the
   * client recorded one before it went (it gave up waiting, told this run to stop, and said it failed).
   */
  const tracked = async <T>(
    run: string | undefined,
    from: Requester,
    given: { trail: Trail; planned?: unknown[] },
    work: (cancelled: () => boolean, trail: Trail) => Promise<T>,
  ): Promise<T> => {
    const flag = { cancelled: false };
    const { trail, logged } = tallied(given.trail);
    const gone = () => {
      flag.cancelled = true;
      log.warn("client gone: its run stops before its next step; the agent records how it ended", { run: trail.run });
    };
    if (from.gone.aborted) gone();
    else from.gone.addEventListener("abort", gone, { once: true });
    if (run) running.set(run, flag);
    try {
      return await work(() => flag.cancelled, trail);
    } finally {
      from.gone.removeEventListener("abort", gone);
      if (run) running.delete(run);
      if (from.gone.aborted && !resultLogged(home, trail.run))
        trail.record("result", interruption(CLIENT_GONE, logged, given.planned));
    }
  };
  const ops = new Map<string, Operation>();
  ops.set("status", async () => {
    const spoon = options.spoon();
    return { spoon: spoon?.hello ? { name: spoon.hello.name, version: spoon.hello.version } : null };
  });
  ops.set("read", async () => {
    const snapshot = await runner().read();
    const id = randomUUID();
    snapshots.set(id, snapshot);
    for (const old of [...snapshots.keys()].slice(0, Math.max(0, snapshots.size - REMEMBERED_SNAPSHOTS)))
      snapshots.delete(old);
    return { id, snapshot };
  });
  ops.set("execute", async (params, from) => {
    const parsed = ExecuteParams.safeParse(params);
    if (!parsed.success) throw new InputError(`execute: ${describeIssues(parsed.error)}`);
    const plan = parseEnvelope(parsed.data.plan);
    if (!plan.ok) throw new InputError(`rejected: ${plan.error}`);
    const { snapshot, yes, offline, run, command, answered } = parsed.data;
    const before = snapshot ? snapshots.get(snapshot) : undefined;
    const desktop = runner();
    const trail = named(desktop.trail("cli", undefined, run), command);
    return tracked(run, from, { trail, planned: plan.envelope.commands }, (cancelled, trail) =>
      desktop.execute(plan.envelope, {
        yes,
        offline,
        before,
        cancelled,
        trail,
        ...(answered ? { answered } : {}),
        ...said(command),
      }),
    );
  });
  /** The vision loop, run here, where the Spoon is: approvals at the Mac, the agent's own API key. */
  ops.set("observe", async (params, from) => {
    const parsed = ObserveParams.safeParse(params);
    if (!parsed.success) throw new InputError(`observe: ${describeIssues(parsed.error)}`);
    const { goal, yes, maxIterations, run, command, spentUsd } = parsed.data;
    const desktop = runner();
    const limit = { ...(maxIterations ? { maxIterations } : {}), ...(spentUsd ? { spentUsd } : {}) };
    const trail = named(desktop.trail("cli", undefined, run), command);
    return tracked(run, from, { trail }, (cancelled, trail) =>
      desktop.observe(goal, { yes, env: process.env, cancelled, trail, ...limit, ...said(command) }),
    );
  });
  ops.set("cancel", async (params) => {
    const parsed = CancelParams.safeParse(params);
    if (!parsed.success) throw new InputError(`cancel: ${describeIssues(parsed.error)}`);
    const flag = running.get(parsed.data.run);
    if (flag) flag.cancelled = true;
    return { cancelled: flag !== undefined };
  });
  return ops;
}
