import type { DesktopSession } from "../app/index.ts";
import { readSnapshotFile } from "./snapshot-file.ts";

/**
 * With --sim, a simulated Mac running the real Spoon bundle in this process, connected over a real
 * socket to an agent server of its own (FILE is its snapshot; default: the built-in desktop), run
 * from here. Without it, the running `hs-claude serve`, which runs plans itself.
 */
export async function openDesktop(
  file: string | true | undefined,
  options: { home?: string } = {},
): Promise<DesktopSession> {
  if (file === undefined) return (await import("./remote.ts")).connectToAgent();
  if (file !== true) readSnapshotFile(file);
  const [{ startSimMac }, { createRunner }] = await Promise.all([
    import("../../../test/sim/index.ts"),
    import("../app/index.ts"),
  ]);
  // Nobody sits at a simulated Mac run from the CLI: its chooser is dismissed, its dialogs wait in vain.
  const sim = await startSimMac({ desktop: file === true ? undefined : file, person: "absent", home: options.home });
  const { spoon, presets } = sim.agent!;
  // A simulated desktop keeps its token, tab history and presets apart from the person's real home.
  // The simulated screen changes only when acted on: there is nothing to wait for.
  try {
    const runner = createRunner({ spoon, presets, home: sim.home, terminal: true, sleep: async () => {} });
    return { spoon, runner, close: () => sim.close() };
  } catch (error) {
    // A home the runner cannot use (a broken config.json): nothing is left running.
    await sim.close();
    throw error;
  }
}
