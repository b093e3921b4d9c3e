import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { JAVASCRIPT_OFF_MESSAGE } from "./safari-pages.ts";
import { runOsascript } from "../../osascript/osascript.ts";
import { loadDesktop } from "../../load-desktop.ts";
import { REPO } from "../../../support/index.ts";

const DOCS = "https://www.hammerspoon.org/docs/";
const FILE = JSON.parse(readFileSync(`${REPO}/test/sim/desktops/default.json`, "utf8")) as Record<string, unknown>;

/**
 * The built-in desktop with Safari's window 7 showing GitHub, then the docs (its current tab); `sim` the file's
 * conditions (default: Safari's JavaScript from Apple Events turned on).
 */
function docsDesktop(sim: Record<string, unknown> = { safariJavascriptFromAppleEvents: true }) {
  const windows = [
    {
      id: 7,
      tabs: [
        { title: "GitHub", url: "https://github.com/" },
        { title: "Docs", url: DOCS },
      ],
      current: 2,
    },
  ];
  return loadDesktop({ ...structuredClone(FILE), appState: { Safari: { windows } }, sim });
}

/** Runs `javascript` through JXA's doJavaScript in `where` (of window 7), as the Spoon does; JSON of the value. */
function inSafari(desktop: ReturnType<typeof docsDesktop>, javascript: string, where = "w.currentTab") {
  const script = `const s = Application("Safari"); const w = s.windows.byId(7);
    const v = s.doJavaScript(${JSON.stringify(javascript)}, { in: ${where} });
    JSON.stringify(v === null ? "missing value" : v)`;
  const result = runOsascript(["-l", "JavaScript", "-e", script], { apps: { Safari: desktop.models.get("Safari")! } });
  return result.exitCode === 0 ? (JSON.parse(result.stdout) as unknown) : result.stderr;
}

const tabsOf = (desktop: ReturnType<typeof docsDesktop>) =>
  (desktop.models.get("Safari")!.state!() as { windows: { tabs: { title: string; url: string }[] }[] }).windows[0]!
    .tabs;

describe("do JavaScript in the simulated Safari runs in the tab's page", () => {
  it("answers text, numbers and booleans; missing value for the rest and for a script that throws", () => {
    const desktop = docsDesktop();
    assert.equal(inSafari(desktop, "document.title"), "Hammerspoon docs");
    assert.equal(inSafari(desktop, "document.querySelectorAll('a').length"), 3);
    assert.equal(inSafari(desktop, "!!document.querySelector('form')"), true);
    assert.equal(inSafari(desktop, "undefined"), "missing value");
    assert.equal(inSafari(desktop, "nothing.here"), "missing value");
    assert.equal(inSafari(desktop, "location.href", "w.tabs[0]"), "https://github.com/");
  });

  it("keeps a tab's page between scripts; a link followed sends the tab there, titled as that page", () => {
    const desktop = docsDesktop();
    inSafari(desktop, "document.querySelector('#q').value = 'kept'");
    assert.equal(inSafari(desktop, "document.querySelector('#q').value"), "kept");
    inSafari(desktop, "document.querySelector('a[href$=\"hs.hotkey.html\"]').click()");
    assert.deepEqual(tabsOf(desktop)[1], { title: "hs.hotkey - Hammerspoon docs", url: `${DOCS}hs.hotkey.html` });
    assert.equal(inSafari(desktop, "document.querySelector('h1').textContent"), "hs.hotkey");
  });

  it("a URL set shows at once; the old page answers until the new one commits on the clock (E11)", () => {
    const desktop = docsDesktop();
    let now = 0;
    desktop.now = () => now;
    const set = `const w = Application("Safari").windows.byId(7); w.currentTab.url = "${DOCS}hs.hotkey.html";`;
    runOsascript(["-l", "JavaScript", "-e", set], { apps: { Safari: desktop.models.get("Safari")! } });
    assert.deepEqual(tabsOf(desktop)[1], { title: "Docs", url: `${DOCS}hs.hotkey.html` }, "the old title, the new URL");
    assert.deepEqual(
      [inSafari(desktop, "location.href"), inSafari(desktop, "document.readyState")],
      [DOCS, "complete"],
      "the old document, complete, while the new page loads",
    );
    now = 499;
    assert.equal(inSafari(desktop, "location.href"), DOCS);
    now = 500;
    assert.equal(inSafari(desktop, "location.href"), `${DOCS}hs.hotkey.html`);
    assert.equal(tabsOf(desktop)[1]!.title, "hs.hotkey - Hammerspoon docs");
  });

  it("refuses with error 8 on a new Mac (JavaScript from Apple Events off unless said), the page untouched", () => {
    for (const desktop of [docsDesktop({}), docsDesktop({ safariJavascriptFromAppleEvents: false })]) {
      const refused = String(inSafari(desktop, "document.querySelector('a').click()"));
      assert.ok(refused.includes(JAVASCRIPT_OFF_MESSAGE), refused);
      assert.match(refused, /\(8\)/);
      assert.equal(tabsOf(desktop)[1]!.url, DOCS);
    }
    assert.throws(() => docsDesktop({ safariJavascriptFromAppleEvents: "no" }), /safariJavascriptFromAppleEvents/);
  });
});
