import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { main } from "../../../../agent/src/cli/main.ts";
import { captured } from "../../../support/capture.ts";
import { homeForSuite, REPO } from "../../../support/index.ts";

const DOCS = "https://www.hammerspoon.org/docs/";
type Step = { command: { type: string }; status: string; message: string; result?: Record<string, unknown> };
type SafariWindow = { id: number; tabs: { title: string; url: string }[]; current: number };

/**
 * The built-in desktop with Safari in front, its front window (id 7) showing GitHub and the docs (current);
 * Chrome running behind it. `allow` turns on Safari's Allow JavaScript from Apple Events (off on a new Mac).
 */
function desktopFile(home: string, allow: boolean): string {
  const desktop = JSON.parse(readFileSync(join(REPO, "test/sim/desktops/default.json"), "utf8")) as {
    apps: { name: string; running?: boolean; frontmost?: boolean }[];
  };
  const safari = { name: "Safari", bundleID: "com.apple.Safari", running: true, frontmost: true, hidden: false };
  const apps = [...desktop.apps.map((app) => ({ ...app, frontmost: false })), safari];
  const windows: SafariWindow[] = [
    {
      id: 7,
      tabs: [
        { title: "GitHub", url: "https://github.com/" },
        { title: "Hammerspoon docs", url: DOCS },
      ],
      current: 2,
    },
  ];
  const sim = allow ? { sim: { safariJavascriptFromAppleEvents: true } } : {};
  const file = join(home, "desktop.json");
  writeFileSync(file, JSON.stringify({ ...desktop, apps, appState: { Safari: { windows } }, ...sim }));
  return file;
}

/** `exec --sim --json` of these commands, as the CLI prints it. */
async function exec(home: string, commands: object[], allow = true, yes = false) {
  const contract = JSON.stringify({ commands, needs_clarification: false, clarification_reason: null });
  const file = desktopFile(home, allow);
  const { stdout } = await captured(() => main(["exec", "--sim", file, "--json", ...(yes ? ["--yes"] : []), contract]));
  return JSON.parse(stdout) as {
    result: { success: boolean; steps: Step[] };
    after: { tabs: { id: string; url: string }[]; appState?: { Safari?: { windows: SafariWindow[] } } };
  };
}

describe("page steps in the simulated Safari's front tab, through do JavaScript", () => {
  const home = homeForSuite();

  it("types in the search box and submits, then clicks the first result: the tab lands on it", async () => {
    const { result } = await exec(home.path, [
      { type: "page_type", selector: "#q", text: "hotkey", submit: true },
      { type: "page_click", selector: ".result a" },
      { type: "page_html", tab: "7:2", selector: "h1" },
    ]);
    assert.equal(result.success, true, result.steps.map((s) => s.message).join("\n"));
    const [typed, clicked, html] = result.steps;
    assert.equal(typed!.result!.final_value, "hotkey");
    assert.equal(typed!.result!.current_url, `${DOCS}search?q=hotkey&version=1.0`);
    assert.equal(typed!.result!.tab, "7:2", "Safari's tab: its window's id and its place there");
    assert.equal(clicked!.result!.element_text, "hs.hotkey");
    assert.equal(clicked!.result!.current_url, `${DOCS}hs.hotkey.html`);
    assert.equal(clicked!.result!.title, "hs.hotkey - Hammerspoon docs");
    assert.match(String(html!.result!.html), /hs\.hotkey/);
  });

  it("goes to a URL, waits for its page, lists the tabs; refuses to close a tab it cannot re-check", async () => {
    const { result } = await exec(
      home.path,
      [
        { type: "page_navigate", action: "goto", url: `${DOCS}hs.hotkey.html` },
        { type: "page_html", selector: "h1" },
        { type: "page_tabs", action: "list" },
        { type: "page_tabs", action: "close", tab: "7:1" },
      ],
      true,
      true,
    );
    const [went, heading, listed, closed] = result.steps;
    assert.deepEqual(
      [went!.result!.current_url, went!.result!.title, went!.result!.loaded],
      [`${DOCS}hs.hotkey.html`, "hs.hotkey - Hammerspoon docs", true],
      "the tab's URL and title after goto, once the new page replaced the old one (E11)",
    );
    assert.match(String(heading!.result!.html), /hs\.hotkey/, "the next step reads the new page");
    assert.deepEqual(
      (listed!.result!.tabs as { id: string; active: boolean }[]).map((tab) => [tab.id, tab.active]),
      [
        ["7:1", false],
        ["7:2", true],
      ],
      "Safari's tabs as [windowId:index, active]",
    );
    assert.equal(closed!.status, "failed");
    assert.match(closed!.message, /close it by its words/);
  });

  it("on a new Mac (JavaScript from Apple Events off): a step fails naming Settings › Developer's item", async () => {
    const { result } = await exec(
      home.path,
      [
        { type: "page_type", selector: "#q", text: "hotkey", submit: true },
        { type: "page_click", selector: ".result a" },
      ],
      false,
    );
    assert.equal(result.success, false);
    assert.equal(result.steps[0]!.status, "failed");
    assert.match(result.steps[0]!.message, /Settings › Developer › Allow JavaScript from Apple Events/);
    assert.match(result.steps[0]!.message, /Settings › Advanced › Show features for web developers/);
    assert.equal(result.steps[1]!.status, "skipped");
  });
});
