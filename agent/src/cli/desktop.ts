import type { DesktopSession } from "../app/index.ts";
import { filePresetStore, layeredPresetStore, loadConfig, useHome } from "../store/index.ts";
import { closeRunsLeftOpen } from "./runs-left-open.ts";
import { makeSimHome } from "./sim-home.ts";
import { readDesktopFile } from "./snapshot-file.ts";

/**
 * With --sim, a simulated Mac running the real Spoon bundle in this process, connected over a real
 * socket to an agent server of its own (FILE is its snapshot; default: the built-in desktop), run
 * from here. Without it, the running `hs-claude serve`, which runs plans itself.
 */
export async function openDesktop(
  file: string | true | undefined,
  options: { home?: string; terminal?: boolean } = {},
): Promise<DesktopSession> {
  // `terminal: false`: this process's stdin is no person's (the MCP server's is the protocol): ask at the Mac.
  const terminal = options.terminal ?? true;
  if (file === undefined) return (await import("./remote.ts")).connectToAgent({ terminal });
  // Read once, checked, and the same JSON given to the simulated Mac: a pipe (`<(…)`, /dev/stdin) has no second read.
  const read = file === true ? undefined : readDesktopFile(file);
  // A home hs-claude may not use is refused before its config.json is read.
  const home = options.home ?? useHome();
  // The person's config.json (model budget, loop, vision, approvals) rules simulated runs too: a broken one is
  // refused before anything starts.
  loadConfig(home);
  // What the simulated runs keep (presets, undo, the log, words, its token) stays in a home of its own per desktop
  // (sim-home.ts), never in the person's, and from one run to the next: `rm -r <home>/sim` starts afresh.
  const simHome = makeSimHome(home, file, read?.snapshot);
  const [{ startSimMac }, { closeUnfinishedRuns, createRunner }] = await Promise.all([
    import("../../../test/sim/index.ts"),
    import("../app/index.ts"),
  ]);
  // Nobody sits at a simulated Mac run from the CLI: its chooser is dismissed, its dialogs wait in vain.
  const sim = await startSimMac({ desktop: read?.raw as object | undefined, person: "absent", home: simHome });
  const { spoon, presets } = sim.agent!;
  // The desktop's own presets (FILE's), with the ones saved in earlier simulated runs over them.
  const kept = layeredPresetStore(presets, filePresetStore(simHome));
  // The simulated screen changes only when acted on: there is nothing to wait for.
  try {
    // Its workspace ages on the simulated Mac's date, as the agent inside it does.
    const runner = createRunner({
      ...{ spoon, presets: kept, home: simHome, configHome: home },
      ...{ terminal, sleep: async () => {}, clock: sim.date, readConfig: sim.readConfig },
    });
    // As serve does at its start: runs of this desktop that a killed --sim process left without a result are closed.
    closeRunsLeftOpen(() => closeUnfinishedRuns(simHome, { configHome: home }), "stderr", `log --sim${simArg(file)}`);
    return { spoon, runner, close: () => sim.close() };
  } catch (error) {
    // A home the runner cannot use: nothing is left running.
    await sim.close();
    throw error;
  }
}

/** The --sim argument as a person types it again: nothing for the built-in desktop, else the file. */
const simArg = (file: string | true) => (file === true ? "" : ` ${file}`);
