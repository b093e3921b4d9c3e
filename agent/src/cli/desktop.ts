import type { DesktopSession } from "../app/index.ts";
import { readSnapshotFile } from "./snapshot-file.ts";

/**
 * With --sim, a simulated Mac running the real Spoon bundle in this process, connected over a real
 * socket to an agent server of its own (FILE is its snapshot; default: the built-in desktop), run
 * from here. Without it, the running `hs-claude serve`, which runs plans itself.
 */
export async function openDesktop(
  sim: string | true | undefined,
  options: { home?: string } = {},
): Promise<DesktopSession> {
  if (sim === undefined) return (await import("./remote.ts")).connectToAgent();
  if (sim !== true) readSnapshotFile(sim);
  const [{ startSimSession }, { createRunner }, { agentHome }, { spoonClient }] = await Promise.all([
    import("../../../test/sim/session.ts"),
    import("../app/index.ts"),
    import("../store/index.ts"),
    import("../spoon/index.ts"),
  ]);
  const session = await startSimSession(sim === true ? undefined : sim, { home: options.home });
  const spoon = spoonClient(session.spoon);
  const runner = createRunner({ spoon, presets: session.presets, home: options.home ?? agentHome(), terminal: true });
  return { spoon, runner, close: () => session.close() };
}
