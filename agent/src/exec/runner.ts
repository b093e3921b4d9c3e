import type { Plan, Snapshot } from "../contract/index.ts";
import { queryAnswerer, TabHistory } from "../query/index.ts";
import { loadConfig } from "../store/config.ts";
import type { PresetStore } from "../store/presets.ts";
import { personApprover } from "./approval.ts";
import { executeEnvelope } from "./executor.ts";
import { readSnapshot } from "./snapshot.ts";
import type { ExecResult, SpoonChannel } from "./types.ts";

export interface RunOptions {
  yes: boolean;
  offline: boolean;
  /** The desktop the plan was made on (its tab indices refer to it); read afresh when absent. */
  before?: Snapshot;
}

/** Reads the desktop and carries out plans on it: the one place that checks, asks and executes. */
export interface Runner {
  read(): Promise<Snapshot>;
  execute(plan: Plan, options: RunOptions): Promise<{ result: ExecResult; after: Snapshot }>;
}

/**
 * A runner over a Spoon: every snapshot is recorded in the tab history; approvals come from --yes,
 * the terminal (when `terminal` and there is one) or the Spoon's dialog.
 */
export function createRunner(options: {
  spoon: SpoonChannel;
  presets: PresetStore;
  home: string;
  terminal: boolean;
}): Runner {
  const config = loadConfig(options.home);
  const history = TabHistory.inHome(options.home);
  const read = async () => {
    const snapshot = await readSnapshot(options.spoon, options.presets.list());
    history.observe(snapshot.tabs);
    return snapshot;
  };
  return {
    read,
    async execute(plan, { yes, offline, before }) {
      const ctx = {
        spoon: options.spoon,
        presets: options.presets,
        config,
        before: before ?? (await read()),
        approve: personApprover({
          yes,
          spoon: options.spoon,
          terminal: options.terminal && process.stdin.isTTY === true && process.stderr.isTTY === true,
        }),
        answer: queryAnswerer({ offline, history }),
      };
      const result = await executeEnvelope(plan, ctx);
      return { result, after: await read() };
    },
  };
}
