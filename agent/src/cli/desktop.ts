import type { Runner, SpoonChannel } from "../exec/index.ts";
import { readSnapshotFile } from "./snapshot-file.ts";

/** A desktop to act on: the Spoon (for the chooser), the runner that reads and executes, and how to let go of it. */
export interface Desktop {
  spoon: SpoonChannel;
  runner: Runner;
  close(): Promise<void>;
}

/**
 * With --sim, a simulated Mac running the real Spoon bundle in this process, connected over a real
 * socket to an agent server of its own (FILE is its snapshot; default: the built-in desktop), run
 * from here. Without it, the running `hs-claude serve`, which runs plans itself.
 */
export async function openDesktop(sim: string | true | undefined): Promise<Desktop> {
  if (sim === undefined) return (await import("./remote.ts")).connectToAgent();
  if (sim !== true) readSnapshotFile(sim);
  const [{ startSimSession }, { createRunner }, { agentHome }] = await Promise.all([
    import("../../../test/sim/session.ts"),
    import("../exec/index.ts"),
    import("../store/home.ts"),
  ]);
  const session = await startSimSession(sim === true ? undefined : sim);
  const runner = createRunner({ spoon: session.spoon, presets: session.presets, home: agentHome(), terminal: true });
  return { spoon: session.spoon, runner, close: () => session.close() };
}
