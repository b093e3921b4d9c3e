import assert from "node:assert/strict";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { Snapshot } from "../../agent/src/contract/index.ts";
import { openDesktop } from "../../agent/src/cli/desktop.ts";
import { simHomePath } from "../../agent/src/cli/sim-home.ts";
import { HOME_MARKER } from "../../agent/src/store/index.ts";
import { runOnDesktop } from "../../agent/src/cli/run.ts";
import { MessagesServer } from "../fakes/messages-server.ts";
import { mainIn } from "../support/capture.ts";
import { DESKTOPS, tempHome } from "../support/index.ts";

const DEV_DUAL = join(DESKTOPS, "dev-dual.json");
const INITIAL = Snapshot.parse(JSON.parse(readFileSync(DEV_DUAL, "utf8")));

describe("hs-claude run: plan, then execute on the simulated desktop", () => {
  let home: ReturnType<typeof tempHome>;
  let env: NodeJS.ProcessEnv;
  before(() => {
    home = tempHome();
    env = { HS_CLAUDE_HOME: home.path, ANTHROPIC_API_KEY: "" };
  });
  after(() => home.remove());

  /** `hs-claude run` as the CLI's main() runs it, in this process: its exit status, stdout and stderr. */
  const run = async (command: string, flags: string[], extra: NodeJS.ProcessEnv = {}) => {
    const result = await mainIn(["run", "--sim", DEV_DUAL, ...flags, command], { ...env, ...extra });
    return { ...result, out: result.stdout ? JSON.parse(result.stdout) : undefined };
  };
  /** What `hs-claude run --sim --offline --yes --json` does, in this process; `code` is its exit status. */
  const runIn = async (command: string, extra: NodeJS.ProcessEnv = {}) => {
    const desktop = await openDesktop(DEV_DUAL, { home: home.path });
    try {
      const args = { offline: !extra.ANTHROPIC_API_KEY, yes: true, json: true, command, env: { ...env, ...extra } };
      const { output, code } = await runOnDesktop(desktop, args);
      return { code, out: JSON.parse(JSON.stringify(output)) };
    } finally {
      await desktop.close();
    }
  };

  it("closes exactly the reddit tabs", async () => {
    const { code, out } = await runIn("close all reddit tabs");
    assert.equal(code, 0);
    assert.deepEqual(
      out.plan.commands,
      [{ type: "close_tab", tab_indices: [2, 5, 8] }],
      "the commands planned offline",
    );
    assert.deepEqual(
      out.after.tabs.map((t: { id: number }) => t.id),
      INITIAL.tabs.filter((t) => t.domain !== "reddit.com").map((t) => t.id),
    );
  });

  it("places Chrome on the left half and Slack on the right half of their screens, exactly", async () => {
    const { code, out } = await runIn("chrome left half and slack right half");
    assert.equal(code, 0, out?.result?.message);
    const frame = (id: number) => out.after.windows.find((w: { id: number }) => w.id === id).frame;
    assert.deepEqual(frame(101), { x: 0, y: 25, w: 1280, h: 1345 });
    assert.deepEqual(frame(201), { x: -756, y: 491, w: 756, h: 949 });
  });

  it("answers how many tabs are open, offline, and changes nothing", async () => {
    const { code, out } = await runIn("how many tabs are open?");
    assert.equal(code, 0);
    assert.equal(out.result.message, "9 tabs open");
    assert.deepEqual(out.after.tabs, INITIAL.tabs);
  });

  it("answers what the oldest tabs are from the recorded first-seen times", async () => {
    await runIn("list tabs");
    const historyPath = join(simHomePath(home.path, DEV_DUAL), "history.json");
    const history = JSON.parse(readFileSync(historyPath, "utf8"));
    history.tabs["7078"].firstSeen = "2026-10-01T09:00:00.000Z";
    history.tabs["7052"].firstSeen = "2026-10-15T09:00:00.000Z";
    writeFileSync(historyPath, JSON.stringify(history));
    const { code, out } = await runIn("what are my oldest tabs?");
    assert.equal(code, 0);
    assert.match(
      out.result.message,
      new RegExp(
        String.raw`^Oldest tabs: 6\. 3\.13 Documentation \(docs\.python\.org, first seen 2026-10-01 09:00\); ` +
          String.raw`4\. Hacker News \(news\.ycombinator\.com, first seen 2026-10-15 09:00\); `,
      ),
    );
  });

  it("prints the clarification and exits 3 when it cannot be sure", async () => {
    const { code, out } = await runIn("switch to reddit");
    assert.equal(code, 3);
    assert.equal(out.plan.needs_clarification, true);
    assert.deepEqual(
      out.plan.candidates.map((c: { commands: unknown[] }) => c.commands),
      [2, 5, 8].map((i) => [{ type: "switch_tab", tab_index: i }]),
    );
    assert.deepEqual(out.after.tabs, INITIAL.tabs);
  });

  it("without --offline and without a key, plans offline and says so on stderr", async () => {
    const { code, stderr } = await run("move it to the left", ["--json"]);
    assert.equal(code, 3);
    assert.match(stderr, /no API key: planning is offline only/);
  });

  it("asks Claude when the offline planner defers, then executes the checked plan", async () => {
    const server = await MessagesServer.start();
    try {
      server.reply({
        content: [
          {
            type: "tool_use",
            id: "toolu_1",
            name: "submit_plan",
            input: {
              commands: [{ type: "switch_tab", tab_index: 6 }],
              needs_clarification: false,
              clarification_reason: null,
            },
          },
        ],
      });
      const { code, out } = await runIn("show me the python docs", {
        ANTHROPIC_API_KEY: server.apiKey,
        ANTHROPIC_BASE_URL: server.url,
        HS_CLAUDE_MODEL: "claude-test",
      });
      assert.equal(code, 0, out?.result?.message);
      assert.equal(out.plan.source, "llm");
      assert.equal(out.after.tabs.find((t: { id: string }) => t.id === "7078").active, true);
      assert.equal(server.requests.length, 1);
    } finally {
      await server.close();
    }
  });

  it("prints the plan, then what changed, frame by frame; --sim writes only its folder of the real home", async () => {
    const real = tempHome();
    const { code, stdout } = await mainIn(["run", "--sim", "--offline", "chrome right half and slack left half"], {
      ...env,
      HS_CLAUDE_HOME: real.path,
    });
    const written = readdirSync(real.path);
    real.remove();
    assert.deepEqual(
      written.sort(),
      [HOME_MARKER, "sim"],
      "what a simulated desktop wrote in the real home: its folder",
    );
    assert.equal(code, 0);
    assert.equal(
      stdout,
      "plan (offline):\n" +
        '  1. place_app {"app_name":"Google Chrome","bounds":[2792,-433,4072,982]}\n' +
        '  2. place_app {"app_name":"Slack","bounds":[1512,-433,2792,982]}\n' +
        "Google Chrome → right half of LG HDR 4K\n" +
        "Slack → left half of LG HDR 4K\n" +
        "changed:\n" +
        '  Google Chrome "Pull requests · hs-claude": [1512, -433, 2792, 982] → [2792, -433, 4072, 982]\n' +
        '  Slack "Slack - hs-claude": [2792, -433, 4072, 982] → [1512, -433, 2792, 982]\n',
    );
  });

  it("reports an API failure in one line and runs nothing", async () => {
    const server = await MessagesServer.start();
    try {
      const { code, stderr, stdout } = await run("show me the python docs", [], {
        ANTHROPIC_API_KEY: "sk-wrong",
        ANTHROPIC_BASE_URL: server.url,
      });
      assert.equal(code, 1);
      assert.equal(stdout, "");
      assert.equal(stderr.trim(), "hs-claude: the Anthropic API rejected the key (401): set a valid ANTHROPIC_API_KEY");
    } finally {
      await server.close();
    }
  });
});
