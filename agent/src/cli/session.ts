import type { Snapshot } from "../contract/index.ts";
import { personApprover, readSnapshot, type ExecContext } from "../exec/index.ts";
import { queryAnswerer, TabHistory } from "../query/index.ts";
import { loadConfig } from "../store/config.ts";
import { agentHome } from "../store/home.ts";
import { openDesktop, type Desktop } from "./desktop.ts";

/** A desktop opened for one CLI command: snapshots (each recorded in the tab history) and the execution context. */
export interface Session {
  desktop: Desktop;
  read(): Promise<Snapshot>;
  context(before: Snapshot, options: { yes: boolean; offline: boolean }): ExecContext;
  close(): Promise<void>;
}

export async function openSession(sim: string | true | undefined): Promise<Session> {
  const home = agentHome();
  const config = loadConfig(home);
  const history = TabHistory.inHome(home);
  const desktop = await openDesktop(sim);
  return {
    desktop,
    read: async () => {
      const snapshot = await readSnapshot(desktop.spoon, desktop.presets.list());
      history.observe(snapshot.tabs);
      return snapshot;
    },
    context: (before, { yes, offline }) => ({
      spoon: desktop.spoon,
      presets: desktop.presets,
      config,
      before,
      approve: personApprover({ yes, spoon: desktop.spoon }),
      answer: queryAnswerer({ offline, history }),
    }),
    close: () => desktop.close(),
  };
}
