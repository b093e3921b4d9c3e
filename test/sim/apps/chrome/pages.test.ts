import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { JAVASCRIPT_UNSUPPORTED_MESSAGE } from "./chrome-model.ts";
import { chromeScriptable } from "./chrome-scriptable.ts";
import { runOsascript } from "../../osascript/osascript.ts";
import { loadDesktop } from "../../load-desktop.ts";
import { REPO } from "../../../support/index.ts";

const DOCS = "https://www.hammerspoon.org/docs/";
const FILE = JSON.parse(readFileSync(`${REPO}/test/sim/desktops/default.json`, "utf8")) as Record<string, unknown>;

/** The built-in desktop with the docs' tab (504, window 2's active tab), and any changes to the file. */
function docsDesktop(change: Record<string, unknown> = {}) {
  return loadDesktop({ ...structuredClone(FILE), ...change });
}

/** Runs `javascript` in tab 504 through JXA's execute, as the Spoon does; the JXA prints JSON of the value. */
function inDocs(desktop: ReturnType<typeof docsDesktop>, javascript: string) {
  const script = `const c = Application("Google Chrome");
    const w = c.windows.byId("${desktop.chrome.findTab(504)!.window.id}");
    const v = w.tabs.byId("504").execute({javascript: ${JSON.stringify(javascript)}});
    JSON.stringify(v === null ? "missing value" : v)`;
  const result = runOsascript(["-l", "JavaScript", "-e", script], {
    apps: { "Google Chrome": chromeScriptable(desktop.chrome) },
  });
  return result.exitCode === 0 ? (JSON.parse(result.stdout) as unknown) : result.stderr;
}

const tab = (desktop: ReturnType<typeof docsDesktop>) => desktop.chrome.findTab(504)!.tab;

describe("execute javascript in the simulated Chrome runs in the page's DOM", () => {
  it("answers with Chrome's types: strings, numbers, booleans, lists, records; missing value for the rest", () => {
    const desktop = docsDesktop();
    assert.equal(inDocs(desktop, "document.title"), "Hammerspoon docs");
    assert.equal(inDocs(desktop, "document.querySelectorAll('a').length"), 3);
    assert.equal(inDocs(desktop, "!!document.querySelector('form')"), true);
    assert.deepEqual(
      inDocs(desktop, "[1, 'a', undefined, () => 1]"),
      [1, "a", null, null],
      "a list: undefined and a function are missing value",
    );
    assert.deepEqual(inDocs(desktop, "({a: 1, b: {c: 'd'}, f() {}})"), { a: 1, b: { c: "d" } });
    assert.equal(inDocs(desktop, "undefined"), "missing value");
    assert.equal(inDocs(desktop, "(() => { throw new Error('no') })()"), "missing value");
    assert.equal(inDocs(desktop, "1 / 0"), "missing value");
    assert.deepEqual(inDocs(desktop, "document.body"), {}, "a DOM node has no own properties to convert");
  });

  it("keeps what a script changed in the page until the tab shows another URL", () => {
    const desktop = docsDesktop();
    inDocs(desktop, "document.querySelector('#q').value = 'hotkey'");
    assert.equal(inDocs(desktop, "document.querySelector('#q').value"), "hotkey");
  });

  it("submits a form as a browser does: the tab goes to its action with its fields, titled by the new page", () => {
    const desktop = docsDesktop();
    inDocs(desktop, "document.querySelector('#q').value = 'hotkey'; document.querySelector('form').requestSubmit()");
    assert.equal(tab(desktop).url, `${DOCS}search?q=hotkey&version=1.0`);
    assert.equal(tab(desktop).title, "hotkey - Search - Hammerspoon docs");
    assert.equal(
      desktop.windows.find((w) => w.id === desktop.chrome.findTab(504)!.window.id)!.title,
      tab(desktop).title,
    );
    assert.equal(inDocs(desktop, "document.querySelector('.result a').textContent"), "hs.hotkey");
    inDocs(desktop, "document.querySelector('.result a').click()");
    assert.equal(tab(desktop).url, `${DOCS}hs.hotkey.html`);
    assert.equal(inDocs(desktop, "document.querySelector('h1').textContent"), "hs.hotkey");
  });

  it("follows a link to a page the desktop does not have: an empty page titled by its host", () => {
    const desktop = docsDesktop();
    inDocs(desktop, "document.querySelector('a[href$=\"window.html\"]').click()");
    assert.equal(tab(desktop).url, `${DOCS}hs.window.html`);
    assert.equal(tab(desktop).title, "www.hammerspoon.org");
    assert.equal(inDocs(desktop, "document.body.textContent"), "");
  });

  it("a link or submission the page stopped goes nowhere", () => {
    const desktop = docsDesktop();
    inDocs(desktop, "const a = document.links[0]; a.addEventListener('click', (e) => e.preventDefault()); a.click()");
    assert.equal(tab(desktop).url, DOCS);
  });

  it("writes a page without html from its elements: a submit template is a search form", () => {
    const page = {
      title: "Search",
      elements: [
        {
          role: "AXTextField",
          title: "Search",
          frame: { x: 0, y: 0, w: 9, h: 9 },
          submit: `${DOCS}find?query={value}`,
        },
        { role: "AXLink", title: "First", frame: { x: 0, y: 0, w: 9, h: 9 }, link: `${DOCS}first` },
      ],
    };
    const desktop = docsDesktop({ pages: { [DOCS]: page } });
    assert.equal(inDocs(desktop, "document.querySelector('a').textContent"), "First");
    inDocs(
      desktop,
      "const f = document.querySelector('input[aria-label=Search]'); f.value = 'two words'; f.form.requestSubmit()",
    );
    assert.equal(tab(desktop).url, `${DOCS}find?query=two+words`);
  });

  it("refuses with Chrome's error 12 while View › Developer › Allow JavaScript from Apple Events is off", () => {
    const desktop = docsDesktop({ sim: { javascriptFromAppleEvents: false } });
    assert.equal(
      inDocs(desktop, "document.title"),
      `execution error: Error: Error: ${JAVASCRIPT_UNSUPPORTED_MESSAGE} (12)\n`,
    );
    assert.throws(() => docsDesktop({ sim: { javascriptFromAppleEvents: "yes" } }), /javascriptFromAppleEvents/);
  });
});
