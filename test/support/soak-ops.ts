import { isDeepStrictEqual } from "node:util";
import { runCommand, type DesktopSession } from "../../agent/src/app/index.ts";
import { execContract } from "../../agent/src/cli/exec.ts";
import type { SimMac } from "../sim/index.ts";

/** What an operation of the soak acts on: the CLI's session with the running agent, and the Mac underneath. */
export interface SoakTarget {
  session: DesktopSession;
  sim: SimMac;
}

/** One kind of operation: whether it is a run (logged as one), and what it does; it throws if it ends unexpectedly. */
export interface SoakOp {
  kind: string;
  run: boolean;
  act(target: SoakTarget, n: number): Promise<void>;
}

const envelope = (...commands: object[]) => ({ commands, needs_clarification: false, clarification_reason: null });

function expect(ok: boolean, what: string, seen: unknown): void {
  if (!ok) throw new Error(`${what}; got ${JSON.stringify(seen).slice(0, 400)}`);
}

/** `hs-claude exec --yes` of an envelope that must run to its end. */
const exec = (kind: string, plan: (target: SoakTarget, n: number) => object): SoakOp => ({
  kind,
  run: true,
  async act(target, n) {
    const { output, code } = await execContract(target.session, { ok: true, value: plan(target, n) }, { yes: true });
    expect(code === 0 && output.result.success, `${kind} did not succeed`, output.result);
  },
});

/** An envelope refused before anything runs, the desktop left as it was. `run`: it reaches the log (it has a shape). */
const refused = (kind: string, run: boolean, value: unknown): SoakOp => ({
  kind,
  run,
  async act(target) {
    const before = target.sim.snapshot();
    const { output, code } = await execContract(target.session, { ok: true, value }, { yes: true });
    expect(code === 2 && !output.result.success, `${kind} was not refused as bad input`, output.result);
    expect(typeof output.result.error === "string" && output.result.error !== "", `${kind}: no reason`, output.result);
    expect(isDeepStrictEqual(target.sim.snapshot(), before), `${kind} changed the desktop`, output.result);
  },
});

/** `hs-claude run --offline --yes` of a plain command: planned here, executed to its end. */
const planned = (text: string): SoakOp => ({
  kind: `run "${text}"`,
  run: true,
  async act(target) {
    const outcome = await runCommand(text, target.session.runner, { offline: true, yes: true });
    const done = outcome.kind === "executed" && outcome.result.success;
    expect(done, `run "${text}" did not succeed`, outcome.kind === "executed" ? outcome.result : outcome);
  },
});

/** The indices of the tabs the soak opened, highest first. */
const soakTabs = (sim: SimMac) =>
  sim
    .snapshot()
    .tabs.filter((tab) => tab.url.includes("/soak-"))
    .map((tab) => tab.index)
    .sort((a, b) => b - a);

/** Bounds on the main screen, another place each cycle of the mix. */
const chromeBounds = (n: number) => {
  const shift = 40 * (Math.floor(n / SOAK_MIX.length) % 8);
  return [100 + shift, 100, 1300 + shift, 1000];
};

/** One cycle of the mix, in order: every operation of the soak is the next of these. */
export const SOAK_MIX: SoakOp[] = [
  {
    kind: "snapshot",
    run: false,
    async act({ session }) {
      const snapshot = await session.runner.read();
      expect(snapshot.apps.length > 0 && snapshot.tabs.length > 0, "the snapshot is empty", snapshot);
    },
  },
  // Bounds of its own each cycle: the window always moves, so undo always has something to take back.
  exec("place_app", (_, n) => envelope({ type: "place_app", app_name: "Google Chrome", bounds: chromeBounds(n) })),
  exec("undo", () => envelope({ type: "undo" })),
  exec("focus_app", () => envelope({ type: "focus_app", app_name: "Slack" })),
  exec("hide_app", () => envelope({ type: "hide_app", app_name: "Spotify" })),
  exec("list_apps", () => envelope({ type: "list_apps" })),
  exec("switch_tab", ({ sim }, n) => envelope({ type: "switch_tab", tab_index: (n % sim.snapshot().tabs.length) + 1 })),
  exec("open_url", (_, n) =>
    envelope({ type: "open_url", url: `example.com/soak-${n}` }, { type: "open_url", url: `example.org/soak-${n}` }),
  ),
  exec("close_tab", ({ sim }) => envelope({ type: "close_tab", tab_indices: soakTabs(sim) })),
  exec("query", () => envelope({ type: "query", question: "how many tabs are open?" })),
  exec("activate_preset", () => envelope({ type: "activate_preset", preset_name: "code space" })),
  planned("chrome left half"),
  planned("focus slack"),
  planned("tab 2"),
  planned("what apps are running"),
  refused("unknown command", false, envelope({ type: "launch_missiles" })),
  refused("not an envelope", false, { commands: "place_app" }),
  refused("unknown app", true, envelope({ type: "place_app", app_name: "Chrom", monitor: "left" })),
  refused("tab out of range", true, envelope({ type: "switch_tab", tab_index: 999 })),
  refused(
    "bounds off every screen",
    true,
    envelope({ type: "place_app", app_name: "Slack", bounds: [9e4, 9e4, 9e4 + 10, 9e4 + 10] }),
  ),
];
