import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { main } from "../../../agent/src/cli/main.ts";
import { captured } from "../../support/capture.ts";
import { homeForSuite, REPO } from "../../support/index.ts";

const DOCS = "https://www.hammerspoon.org/docs/";
type Step = { command: { type: string }; status: string; message: string; result?: Record<string, unknown> };

/** `exec --sim --json` of these commands on the built-in desktop (changed by `change`), as the CLI prints it. */
async function exec(home: string, commands: object[], change: Record<string, unknown> = {}, flags: string[] = []) {
  const desktop = JSON.parse(readFileSync(join(REPO, "test/sim/desktops/default.json"), "utf8"));
  const file = join(home, "desktop.json");
  writeFileSync(file, JSON.stringify({ ...desktop, ...change }));
  const contract = JSON.stringify({ commands, needs_clarification: false, clarification_reason: null });
  const { stdout } = await captured(() => main(["exec", "--sim", file, "--json", ...flags, contract]));
  return JSON.parse(stdout) as {
    result: { success: boolean; steps: Step[] };
    after: { tabs: { id: string; url: string }[] };
  };
}

describe("page steps on the simulated Chrome's docs page", () => {
  const home = homeForSuite();

  it("types in the search box and submits, then clicks the first result: the tab lands on it", async () => {
    const { result, after } = await exec(home.path, [
      { type: "page_type", tab: "504", selector: "#q", text: "hotkey", submit: true },
      { type: "page_click", tab: "504", selector: ".result a" },
    ]);
    assert.equal(result.success, true, result.steps.map((s) => s.message).join("\n"));
    const [typed, clicked] = result.steps;
    assert.equal(typed!.result!.final_value, "hotkey");
    assert.equal(typed!.result!.current_url, `${DOCS}search?q=hotkey&version=1.0`);
    assert.equal(clicked!.result!.element_text, "hs.hotkey");
    assert.equal(clicked!.result!.current_url, `${DOCS}hs.hotkey.html`);
    assert.equal(after.tabs.find((tab) => tab.id === "504")!.url, `${DOCS}hs.hotkey.html`);
  });

  it("chooses an option of the select by its text and reads the page's HTML", async () => {
    const { result } = await exec(home.path, [
      { type: "page_select", tab: "504", selector: "#version", option: "0.9", by: "text" },
      { type: "page_html", tab: "504", selector: "#version" },
      { type: "page_select", tab: "504", selector: "#version", option: "2.0" },
    ]);
    const [chosen, html, missing] = result.steps;
    assert.deepEqual([chosen!.result!.selected_value, chosen!.result!.selected_text], ["0.9", "0.9"]);
    assert.match(String(html!.result!.html), /^<select id="version" name="version">/);
    assert.equal(html!.result!.truncated, false);
    assert.equal(missing!.status, "failed");
    assert.match(missing!.message, /no option of #version has the value 2\.0; it has: 1\.0, 0\.9/);
  });

  it("waits for an element that is there, and times out on one that never comes, on the simulated clock", async () => {
    const { result } = await exec(home.path, [
      { type: "page_wait", wait_type: "element", selector: "#q", tab: "504" },
      { type: "page_wait", wait_type: "element", selector: ".never", timeout: 1000, tab: "504" },
    ]);
    const [there, never] = result.steps;
    assert.equal(there!.result!.element_found, true);
    assert.equal(never!.status, "failed");
    assert.ok(Number(never!.result?.time_waited) >= 1000, never!.message);
  });

  it("goes to a URL, back and forward, waiting for each page; lists, opens, switches to and closes tabs", async () => {
    const { result, after } = await exec(
      home.path,
      [
        { type: "page_navigate", tab: "504", action: "goto", url: `${DOCS}hs.hotkey.html` },
        { type: "page_navigate", tab: "504", action: "back" },
        { type: "page_html", tab: "504", selector: "h1" },
        { type: "page_navigate", tab: "504", action: "forward" },
        { type: "page_tabs", action: "list" },
        { type: "page_tabs", action: "open", url: "example.com" },
        { type: "page_tabs", action: "close", tab: "502" },
      ],
      {},
      ["--yes"],
    ); // closing a tab asks; --yes approves it
    const [went, back, html, forward, listed, opened, closed] = result.steps.map((step) => step.result!);
    assert.deepEqual([went!.current_url, went!.title], [`${DOCS}hs.hotkey.html`, "hs.hotkey - Hammerspoon docs"]);
    assert.deepEqual([back!.current_url, back!.title], [DOCS, "Hammerspoon docs"]);
    assert.equal(html!.html, "<h1>Hammerspoon docs</h1>", "the page gone back to, built again");
    assert.equal(forward!.current_url, `${DOCS}hs.hotkey.html`);
    assert.equal((listed!.tabs as unknown[]).length, 5);
    assert.equal(opened!.current_url, "https://example.com/");
    assert.equal(
      (closed!.tabs as { id: string }[]).some((tab) => tab.id === "502"),
      false,
    );
    assert.deepEqual(
      after.tabs.map((tab) => tab.id),
      ["501", "503", String(opened!.active_tab), "504", "505"],
      "the tab opened at the end of the front window, tab 502 gone",
    );
  });

  it("with JavaScript from Apple Events off, a step fails naming the menu item and nothing after it runs", async () => {
    const { result, after } = await exec(
      home.path,
      [
        { type: "page_type", tab: "504", selector: "#q", text: "hotkey", submit: true },
        { type: "page_click", tab: "504", selector: ".result a" },
      ],
      { sim: { javascriptFromAppleEvents: false } },
    );
    assert.equal(result.success, false);
    assert.equal(result.steps[0]!.status, "failed");
    assert.match(result.steps[0]!.message, /View › Developer › Allow JavaScript from Apple Events/);
    assert.equal(result.steps[1]!.status, "skipped");
    assert.equal(after.tabs.find((tab) => tab.id === "504")!.url, DOCS);
  });
});
