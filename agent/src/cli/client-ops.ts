import { randomUUID } from "node:crypto";
import * as z from "zod";
import { createRunner } from "../app/index.ts";
import { parseEnvelope } from "../commands/index.ts";
import { describeIssues, type Snapshot } from "../contract/index.ts";
import { InputError, notConnected } from "../errors/index.ts";
import { spoonClient } from "../spoon/index.ts";
import type { AgentServer, ClientOps } from "../link/index.ts";
import { filePresetStore } from "../store/index.ts";

/** Snapshots a client read, by id, so `execute` resolves a plan against the desktop it was made on. */
const REMEMBERED_SNAPSHOTS = 16;
const ExecuteParams = z.object({
  plan: z.unknown(),
  snapshot: z.string().optional(),
  yes: z.boolean(),
  offline: z.boolean(),
});

/**
 * The agent's own answers to clients (`hs-claude exec` and `run` without --sim): `read` the desktop,
 * and `execute` a plan, with every check and approval done here, in the agent, whoever the client is.
 * The snapshot a plan refers to is the agent's own copy, never one the client sends.
 */
export function clientOps(server: AgentServer, home: string): ClientOps {
  const snapshots = new Map<string, Snapshot>();
  const runner = () => {
    const spoon = server.spoon;
    if (!spoon) throw notConnected();
    return createRunner({ spoon: spoonClient(spoon), presets: filePresetStore(home), home, terminal: false });
  };
  const ops: ClientOps = new Map();
  ops.set("read", async () => {
    const snapshot = await runner().read();
    const id = randomUUID();
    snapshots.set(id, snapshot);
    for (const old of [...snapshots.keys()].slice(0, Math.max(0, snapshots.size - REMEMBERED_SNAPSHOTS)))
      snapshots.delete(old);
    return { id, snapshot };
  });
  ops.set("execute", async (params) => {
    const parsed = ExecuteParams.safeParse(params);
    if (!parsed.success) throw new InputError(`execute: ${describeIssues(parsed.error)}`);
    const plan = parseEnvelope(parsed.data.plan);
    if (!plan.ok) throw new InputError(`rejected: ${plan.error}`);
    const before = parsed.data.snapshot ? snapshots.get(parsed.data.snapshot) : undefined;
    return runner().execute(plan.envelope, { yes: parsed.data.yes, offline: parsed.data.offline, before });
  });
  return ops;
}
