import { memoryUndoHistory } from "../../../agent/src/undo/index.ts";
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseEnvelope, type Envelope } from "../../../agent/src/registry/index.ts";
import { executePlan, personApprover, readSnapshot, type ExecResult } from "../../../agent/src/exec/index.ts";
import { Config } from "../../../agent/src/store/index.ts";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

function plan(...commands: object[]): Envelope {
  const checked = parseEnvelope({ commands, needs_clarification: false, clarification_reason: null });
  assert.ok(checked.ok);
  return checked.envelope;
}

describe("tabs are acted on by identity, re-checked right before acting", () => {
  const session = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true }, "each test");

  async function run(envelope: Envelope, change: () => void, options: { yes?: boolean } = {}): Promise<ExecResult> {
    const { spoon, presets } = session.agent!;
    const snapshot = await readSnapshot(spoon, presets.list());
    change();
    const approve = personApprover({ yes: options.yes ?? true, spoon, terminal: false });
    const answer = async () => "unused";
    const read = () => readSnapshot(spoon, presets.list());
    const config = Config.parse({});
    const unused = { eyes: async () => undefined, sleep: async () => {}, undo: memoryUndoHistory() };
    return executePlan(envelope, { spoon, presets, config, approve, answer, read, before: snapshot, ...unused });
  }
  const tabIds = () => session.desktop.tabs().map((t) => t.id);

  it("closes the planned tabs when tabs opened since shift every index", async () => {
    const front = session.desktop.chrome.windows[0]!;
    const result = await run(plan({ type: "close_tab", tab_indices: [2, 8] }), () => {
      front.tabs.unshift({ id: 8001, title: "New", url: "https://example.com/", loading: false });
      session.desktop.chrome.newTab(front.id, "https://example.org/");
    });
    assert.equal(result.success, true, result.message);
    assert.deepEqual(
      tabIds(),
      [
        "8001",
        "7013",
        "7039",
        "7052",
        "7065",
        "7078",
        String(session.desktop.chrome.windows[0]!.tabs.at(-1)!.id),
        "7091",
        "7117",
      ],
      "the tab ids left: the planned ones gone, the new ones kept",
    );
    assert.ok(!tabIds().includes("7026") && !tabIds().includes("7104"));
  });

  it("leaves a tab that now shows another page, reports it, and still closes the others", async () => {
    const result = await run(plan({ type: "close_tab", tab_indices: [2, 5] }), () =>
      session.desktop.chrome.setTabUrl(7065, "https://example.com/other"),
    );
    assert.equal(result.success, false);
    assert.match(
      result.error!,
      new RegExp(
        String.raw`closed 1 tab: r/programming; left alone because they changed since the plan was made: ` +
          String.raw`https://www\.reddit\.com/r/macapps/ \(now shows https://example\.com/other\)`,
      ),
    );
    assert.ok(tabIds().includes("7065"));
    assert.ok(!tabIds().includes("7026"));
  });

  it("switches to the planned tab after it moved, and refuses one that was closed", async () => {
    const switched = await run(plan({ type: "switch_tab", tab_index: 4 }), () =>
      session.desktop.chrome.closeTab(session.desktop.chrome.windows[0]!.id, 7013),
    );
    assert.equal(switched.success, true, switched.message);
    assert.equal(session.desktop.tabs().find((t) => t.id === "7052")?.active, true);
    const gone = await run(plan({ type: "switch_tab", tab_index: 1 }), () =>
      session.desktop.chrome.closeTab(session.desktop.chrome.windows[0]!.id, 7026),
    );
    assert.match(gone.error!, /the tab showing https:\/\/www\.reddit\.com\/r\/programming\/ has been closed/);
  });

  it("asks the person at the Mac when there is no --yes: allowed closes, declined changes nothing", async () => {
    session.mac.person.answer = () => "Deny";
    const declined = await run(plan({ type: "close_tab", tab_indices: [2, 5] }), () => {}, { yes: false });
    assert.match(declined.error!, /^not approved: Close 2 tabs\? \(declined at the Mac\); nothing was changed$/);
    assert.equal(tabIds().length, 9);
    assert.deepEqual(session.mac.person.shown.at(-1), {
      message: "Close 2 tabs?",
      informativeText: [
        "2. r/programming (reddit.com)",
        "5. r/macapps (reddit.com)",
        "Nothing happens unless you approve within 90 seconds.",
        "esc or Return: Deny · ⌘↩: Approve",
      ].join("\n"),
      buttons: ["Deny", "Approve"],
    });
    session.mac.person.answer = () => "Approve";
    const allowed = await run(plan({ type: "close_tab", tab_indices: [2, 5] }), () => {}, { yes: false });
    assert.equal(allowed.success, true, allowed.message);
    assert.equal(tabIds().length, 7);
  });

  it("checks a plan against the command schemas whoever made it, before the first step", async () => {
    const made = {
      commands: [
        { type: "close_tab", tab_indices: [2] },
        { type: "place_app", app_name: "Slack", bounds: [100, 0, 50, 10] },
      ] as Envelope["commands"],
      needs_clarification: false,
      clarification_reason: null,
    };
    const result = await run(made, () => {});
    assert.match(result.error!, /^rejected: commands\[1\]\.bounds: right \(50\) must be greater than left \(100\)$/);
    assert.equal(tabIds().length, 9);
  });

  it("asks once for the whole plan, before the first step runs", async () => {
    session.mac.person.answer = (dialog) => (dialog.message.includes("quit Spotify") ? "Deny" : "Approve");
    const result = await run(
      plan({ type: "close_tab", tab_indices: [2, 5] }, { type: "close_app", app_name: "Spotify" }),
      () => {},
      { yes: false },
    );
    assert.match(result.error!, /not approved: Close 2 tabs and quit Spotify\?/);
    assert.equal(tabIds().length, 9, "the tabs were not closed");
    assert.equal(session.mac.person.shown.length, 1, "one window for the plan");
  });
});
