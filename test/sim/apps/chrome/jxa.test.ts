import assert from "node:assert/strict";
import { test } from "node:test";
import { ChromeModel, JAVASCRIPT_UNSUPPORTED_MESSAGE, type ChromeChange, type ChromeTab } from "./chrome-model.ts";
import { runOsascript, type OsascriptResult } from "../../osascript/osascript.ts";
import { chromeScriptable } from "./chrome-scriptable.ts";

const tab = (id: number, host: string): ChromeTab => ({
  id,
  title: `${host} page`,
  url: `https://${host}/`,
  loading: false,
});

/** Two windows, front to back: window 10 (tabs 1, 2, 3; tab 2 active) and window 20 (tab 4). */
function twoWindows(options: { allowJavaScriptFromAppleEvents?: boolean } = {}): ChromeModel {
  return new ChromeModel({
    running: true,
    windows: [
      {
        id: 10,
        tabs: [tab(1, "a.test"), tab(2, "b.test"), tab(3, "c.test")],
        activeTabIndex: 2,
        minimized: false,
        mode: "normal",
      },
      { id: 20, tabs: [tab(4, "d.test")], activeTabIndex: 1, minimized: false, mode: "normal" },
    ],
    ...options,
  });
}

function jxa(model: ChromeModel, script: string, timeoutMs?: number): OsascriptResult {
  return runOsascript(["-l", "JavaScript", "-e", script], {
    apps: { "Google Chrome": chromeScriptable(model) },
    timeoutMs,
  });
}

/** Runs a script that must succeed and returns its stdout without the trailing newline. */
function output(model: ChromeModel, script: string): string {
  const result = jxa(model, script);
  assert.equal(result.stderr, "", `stderr of ${script}`);
  assert.equal(result.exitCode, 0);
  return result.stdout.replace(/\n$/, "");
}

const CHROME = `const c = Application("Google Chrome");`;

test("bulk reads return nested arrays front to back, one Apple event per call", () => {
  const model = twoWindows();
  assert.equal(output(model, `${CHROME} JSON.stringify(c.windows.id())`), '["10","20"]');
  assert.equal(model.appleEvents, 1);
  assert.equal(output(model, `${CHROME} JSON.stringify(c.windows.activeTabIndex())`), "[2,1]");
  assert.equal(output(model, `${CHROME} JSON.stringify(c.windows.name())`), '["b.test page","d.test page"]');
  assert.equal(output(model, `${CHROME} JSON.stringify(c.windows.tabs.id())`), '[["1","2","3"],["4"]]');
  assert.equal(
    output(model, `${CHROME} JSON.stringify(c.windows.tabs.url())`),
    '[["https://a.test/","https://b.test/","https://c.test/"],["https://d.test/"]]',
  );
  assert.equal(
    output(model, `${CHROME} JSON.stringify(c.windows[0].tabs.title())`),
    '["a.test page","b.test page","c.test page"]',
  );
  assert.equal(model.appleEvents, 6);
});

test("running() does not launch Chrome; reading windows does, with Chrome's startup window", () => {
  const model = new ChromeModel({ running: false, windows: [] });
  assert.equal(output(model, `${CHROME} c.running()`), "false");
  assert.equal(model.running, false);
  assert.equal(model.appleEvents, 0);
  assert.equal(output(model, `${CHROME} c.windows.length`), "1");
  assert.equal(model.running, true);
  assert.equal(output(model, `${CHROME} c.windows[0].activeTab.url()`), "chrome://newtab/");
});

test("byId finds windows and tabs by Chrome's string ids, not by numbers; specifiers print as JXA shows them", () => {
  const model = twoWindows();
  assert.equal(output(model, `${CHROME} c.windows.byId("20").tabs.byId("4").title()`), "d.test page");
  assert.equal(output(model, `${CHROME} c.windows.byId("10").index()`), "1");
  assert.equal(
    output(model, `${CHROME} c.windows[0].activeTab()`),
    'Application("Google Chrome").windows.byId("10").tabs.byId("2")',
  );
  assert.equal(output(model, `${CHROME} c.windows.tabs.id()`), "1, 2, 3, 4");
  assert.match(jxa(model, `${CHROME} c.windows.byId("20").tabs.byId(4).title()`).stderr, /\(-1728\)\n$/);
});

test("setting activeTabIndex switches tab; setting index raises a window within Chrome", () => {
  const model = twoWindows();
  output(model, `${CHROME} c.windows.byId("10").activeTabIndex = 3`);
  assert.equal(model.windows[0]!.activeTabIndex, 3);
  output(model, `${CHROME} c.windows.byId("20").index = 1`);
  assert.deepEqual(
    model.windows.map((window) => window.id),
    [20, 10],
    "the window ids, front to back",
  );
  assert.equal(model.frontmost, false, "raising a window does not activate Chrome");
  output(model, `${CHROME} c.activate()`);
  assert.equal(model.frontmost, true);
});

test("setting a tab's url navigates; an unparsable URL is Chrome's error 5", () => {
  const model = twoWindows();
  output(model, `${CHROME} c.windows.byId("20").tabs[0].url = "https://example.com/x"`);
  assert.deepEqual(model.windows[1]!.tabs[0], {
    id: 4,
    url: "https://example.com/x",
    title: "example.com",
    loading: true,
  });
  assert.match(jxa(model, `${CHROME} c.windows[0].tabs[0].url = "example.com"`).stderr, /\(5\)\n$/);
});

test("windows are made, closed and quit with", () => {
  const model = twoWindows();
  assert.equal(
    output(model, `${CHROME} const w = c.Window().make(); JSON.stringify([w.id(), w.index(), w.tabs.length])`),
    '["21",1,1]',
  );
  output(model, `${CHROME} c.windows.byId("10").close()`);
  assert.deepEqual(
    model.windows.map((window) => window.id),
    [21, 20],
    "the window ids, front to back",
  );
  output(model, `${CHROME} c.quit()`);
  assert.equal(model.running, false);
  assert.deepEqual(model.windows, [], "the windows left: none");
});

test("an out-of-range activeTabIndex is Chrome's error 9", () => {
  const result = jxa(twoWindows(), `${CHROME} c.windows[0].activeTabIndex = 7`);
  assert.equal(result.exitCode, 1);
  assert.equal(result.stdout, "");
  assert.match(result.stderr, /^execution error: Error: Error: .+ \(9\)\n$/);
});

test("pushing a Tab appends a foreground tab whose title is the URL's host until it loads", () => {
  const model = twoWindows();
  const changes: ChromeChange[] = [];
  model.onChange = (change) => changes.push(change);
  const script = `${CHROME} const t = c.Tab({url: "https://www.youtube.com/watch?v=1"});
    c.windows.byId("20").tabs.push(t);
    JSON.stringify([t.id(), t.title(), t.loading(), c.windows.byId("20").activeTabIndex()])`;
  assert.equal(output(model, script), '["5","www.youtube.com",true,2]');
  assert.deepEqual(
    model.windows[1]!.tabs.map((t) => t.url),
    ["https://d.test/", "https://www.youtube.com/watch?v=1"],
    "the URLs of the second window's tabs",
  );
  assert.ok(changes.some((change) => change.kind === "tabOpened" && change.windowId === 20));
  model.finishLoading(5, "YouTube");
  assert.equal(output(model, `${CHROME} c.windows.byId("20").name()`), "YouTube");
});

test("closing tabs by id from the highest index down keeps every other tab", () => {
  const model = twoWindows();
  output(model, `${CHROME} const w = c.windows.byId("10"); ["3", "1"].forEach((id) => w.tabs.byId(id).close())`);
  assert.deepEqual(
    model.windows[0]!.tabs.map((t) => t.id),
    [2],
    "the tab ids of the first window",
  );
  assert.deepEqual(
    model.windows[1]!.tabs.map((t) => t.id),
    [4],
    "the tab ids of the second window",
  );
  output(model, `${CHROME} c.windows.byId("20").tabs.byId("4").close()`);
  assert.deepEqual(
    model.windows.map((window) => window.id),
    [10],
    "closing the last tab closes its window",
  );
});

test("a specifier to a closed tab throws Can't get object (-1728); a bad index is -1719", () => {
  const model = twoWindows();
  const closed = jxa(model, `${CHROME} const t = c.windows[0].tabs.byId("2"); t.close(); t.title()`);
  assert.equal(closed.exitCode, 1);
  assert.equal(closed.stderr, "execution error: Error: Error: Can't get object. (-1728)\n");
  const caught = output(
    model,
    `${CHROME} try { c.windows[0].tabs.byId("2").id() } catch (e) { e.errorNumber + " " + e.message }`,
  );
  assert.equal(caught, "-1728 Can't get object.");
  assert.equal(
    jxa(model, `${CHROME} c.windows[9].id()`).stderr,
    "execution error: Error: Error: Invalid index. (-1719)\n",
  );
});

test("execute() fails with error 12 while JavaScript from Apple Events is off", () => {
  const result = jxa(twoWindows(), `${CHROME} c.windows[0].activeTab.execute({javascript: "document.title"})`);
  assert.equal(result.exitCode, 1);
  assert.equal(result.stdout, "");
  assert.equal(result.stderr, `execution error: Error: Error: ${JAVASCRIPT_UNSUPPORTED_MESSAGE} (12)\n`);
});

test("execute() answers from the page hook when JavaScript from Apple Events is on", () => {
  const model = twoWindows({ allowJavaScriptFromAppleEvents: true });
  assert.equal(
    output(model, `${CHROME} c.windows[0].activeTab.execute({javascript: "document.title"})`),
    "b.test page",
  );
  model.pageScript = (page, code) => ({ code, url: page.url });
  assert.equal(
    output(model, `${CHROME} JSON.stringify(c.windows[1].tabs[0].execute({javascript: "x"}))`),
    '{"code":"x","url":"https://d.test/"}',
  );
});

test("the realistic listing script prints the JSON the Spoon parses", () => {
  const script = `(() => {
    const c = Application("Google Chrome");
    if (!c.running()) return JSON.stringify({running:false, windows:[]});
    const ids = c.windows.id(), active = c.windows.activeTabIndex(), tids = c.windows.tabs.id();
    const urls = c.windows.tabs.url(), titles = c.windows.tabs.title();
    const tabsOf = (i) => tids[i].map((t, j) => ({id: t, url: urls[i][j], title: titles[i][j]}));
    const windowOf = (id, i) => ({id, activeTabIndex: active[i], tabs: tabsOf(i)});
    return JSON.stringify({running:true, windows: ids.map(windowOf)});
  })()`;
  const model = twoWindows();
  const listing: unknown = JSON.parse(output(model, script));
  const entry = (id: string, host: string) => ({ id, url: `https://${host}/`, title: `${host} page` });
  assert.deepEqual(listing, {
    running: true,
    windows: [
      { id: "10", activeTabIndex: 2, tabs: [entry("1", "a.test"), entry("2", "b.test"), entry("3", "c.test")] },
      { id: "20", activeTabIndex: 1, tabs: [entry("4", "d.test")] },
    ],
  });
  assert.equal(model.appleEvents, 5);
  const stopped = new ChromeModel({ running: false, windows: [] });
  assert.deepEqual(JSON.parse(output(stopped, script)), { running: false, windows: [] });
  assert.equal(stopped.running, false);
});

test("osascript output: raw strings, lists without braces, nothing for undefined, console.log on stderr", () => {
  const model = twoWindows();
  assert.deepEqual(jxa(model, `"a\\nb"`), { exitCode: 0, stdout: "a\nb\n", stderr: "" });
  assert.equal(jxa(model, `[1, ["x", true]]`).stdout, "1, x, true\n");
  assert.equal(jxa(model, `var x = 1;`).stdout, "");
  assert.deepEqual(jxa(model, `console.log("note"); 2.5`), { exitCode: 0, stdout: "2.5\n", stderr: "note\n" });
  assert.equal(jxa(model, `function run(argv) { return "ran" }`).stdout, "ran\n");
});

test("script errors: syntax errors, thrown errors and the time limit", () => {
  const model = twoWindows();
  const syntax = jxa(model, `const a = 1;\nfoo(;`);
  assert.equal(syntax.exitCode, 1);
  assert.equal(syntax.stdout, "");
  assert.match(syntax.stderr, /^13:18: syntax error: Error on line 2: SyntaxError: .+ \(-2700\)\n$/);
  assert.equal(jxa(model, `throw new Error("boom")`).stderr, "execution error: Error: Error: boom (-2700)\n");
  assert.equal(jxa(model, `nope()`).stderr, "execution error: Error: ReferenceError: nope is not defined (-2700)\n");
  const looping = jxa(model, `while (true) {}`, 100);
  assert.equal(looping.exitCode, 1);
  assert.match(looping.stderr, /\(-1712\)\n$/);
});

test("the script cannot reach the host's process or require", () => {
  const model = twoWindows();
  assert.equal(
    output(model, `typeof process + " " + typeof require + " " + typeof module`),
    "undefined undefined undefined",
  );
  const escapes = [
    `Application.constructor("return typeof process")()`,
    `Object.getPrototypeOf(Application("Google Chrome").windows).constructor("return typeof process")()`,
    `Object.getPrototypeOf(globalThis).constructor.constructor("return typeof process")()`,
    `(() => { try { Application("Google Chrome").windows[99].id() }
      catch (e) { return e.constructor.constructor("return typeof process")() } })()`,
  ];
  for (const script of escapes) assert.equal(output(model, script), "undefined", script);
});

test("unknown applications, AppleScript and missing scripts fail the way osascript does", () => {
  const model = twoWindows();
  assert.deepEqual(jxa(model, `Application("Nope")`), {
    exitCode: 1,
    stdout: "",
    stderr: "execution error: Error: Error: Application can't be found. (-2700)\n",
  });
  const apps = { "Google Chrome": chromeScriptable(model) };
  const appleScript = runOsascript(["-l", "AppleScript", "-e", 'tell application "Google Chrome" to activate'], {
    apps,
  });
  assert.equal(appleScript.exitCode, 1);
  assert.match(appleScript.stderr, /syntax error: .* \(-2741\)\n$/);
  const noScript = runOsascript(["-l", "JavaScript"], { apps });
  assert.equal(noScript.exitCode, 1);
  assert.match(noScript.stderr, /^osascript: /);
  assert.equal(runOsascript(["-x"], { apps }).exitCode, 1);
  assert.equal(model.appleEvents, 0);
});
