// Every script the Spoon sends to an app, run by the simulated Mac as Hammerspoon sends it (an osascript through
// hs.task) against that app's dictionary: none is matched by its text, and a name the dictionary lacks or a word
// JavaScript reserves fails as it does on a Mac.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { REPO } from "../support/index.ts";
import { simMacsPerTest } from "../support/sim-mac.ts";
import { DEFAULT_DESKTOP, type SimMac } from "./index.ts";
import { PAGE_SCRIPT } from "../../spoon/src/apps/page-script.ts";
import { trackUri } from "./apps/spotify/catalogue.ts";
import { SPOTIFY_PLAYER_READY_MS } from "./costs.ts";
import { SCRIPT_FILE, SCRIPT_MODULES, spoonScripts } from "./spoon-scripts.ts";

interface Ran {
  code: number;
  out: string;
  err: string;
}

/** Runs one script with its arguments through hs.task, as the Spoon does, and reads what osascript printed. */
async function osascript(sim: SimMac, text: string, argv: string[] = []): Promise<Ran> {
  const args = ["-l", "JavaScript", "-e", text, "--", ...argv].map(luaText).join(", ");
  await sim.lua(`__ran = nil
    hs.task.new("/usr/bin/osascript", function(code, out, err) __ran = { code = code, out = out, err = err } end,
      { ${args} }):start()`);
  await sim.settle(30);
  const ran = (await sim.lua("return __ran")) as Ran | null;
  return ran ?? assert.fail(`the script never ended: ${text.slice(0, 80)}`);
}

/** A Lua long string holding `text` exactly (its first newline is the one Lua drops). */
function luaText(text: string): string {
  let level = "";
  while (text.includes(`]${level}]`)) level += "=";
  return `[${level}[\n${text}]${level}]`;
}

/** The answer a Spoon script prints framed with its length, as JSON. */
function answer(ran: Ran, name: string): Record<string, unknown> {
  assert.equal(ran.code, 0, `${name} failed: ${ran.err}`);
  const text = ran.out.trim();
  const colon = text.indexOf(":");
  assert.equal(Number(text.slice(0, colon)), Buffer.byteLength(text.slice(colon + 1)), `${name} frames its answer`);
  return JSON.parse(text.slice(colon + 1)) as Record<string, unknown>;
}

/** The built-in desktop with every scriptable app holding something: Safari and Music too, page steps on. */
function everyApp(): object {
  const desktop = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as {
    apps: object[];
    installedApps: object[];
    appState: object;
    sim: object;
  };
  const safari = { windows: [{ tabs: [{ title: "Example", url: "https://example.com/" }], current: 1 }] };
  const track = { name: "Come Together", artist: "The Beatles", album: "Abbey Road" };
  const music = { playing: false, track: null, library: [track] };
  return {
    ...desktop,
    apps: [
      ...desktop.apps,
      { name: "Safari", bundleID: "com.apple.Safari", running: true, frontmost: false, hidden: false },
    ],
    installedApps: [...desktop.installedApps, { name: "Music", bundleID: "com.apple.Music" }],
    appState: { ...desktop.appState, Safari: safari, Music: music },
    sim: { ...desktop.sim, javascriptFromAppleEvents: true, safariJavascriptFromAppleEvents: true },
  };
}

const json = (value: unknown) => JSON.stringify(value);
const PAGE = "https://www.hammerspoon.org/docs/";

describe("the simulated Mac runs every script the Spoon sends, against each app's dictionary", () => {
  const startMac = simMacsPerTest();

  it("runs each one and reads its answer; a new script without a case here fails this test", async () => {
    const sim = await startMac({ agent: "none", costs: "none", desktop: everyApp() });
    const scripts = spoonScripts();
    const run = async (name: string, argv: string[] = []) => {
      const text = scripts.get(name) ?? assert.fail(`${name} is not among the Spoon's scripts`);
      ran.add(name);
      return answer(await osascript(sim, text, argv), name);
    };
    const ran = new Set<string>();
    const chrome = (await run("READ_CHROME_TABS")) as { tabs: { id: string; url: string }[] };
    const docs = chrome.tabs.find((tab) => tab.url === PAGE) ?? assert.fail("the docs tab is listed");
    await run("SWITCH_TAB", [json({ id: docs.id, url: docs.url })]);
    const page = await run("RUN_IN_PAGE", [
      json({ tab: docs.id, request: { tool: "probe", input: {}, budget: 5 } }),
      PAGE_SCRIPT,
    ]);
    assert.equal(page.ok, true, `Chrome's page answered: ${json(page)}`);
    await run("MANAGE_TABS", [json({ action: "list" })]);
    await run("OPEN_TAB", [json({ url: "https://example.org/" })]);
    const opened = (await run("READ_CHROME_TABS")) as { tabs: { id: string; url: string }[] };
    const example = opened.tabs.find((tab) => tab.url === "https://example.org/") ?? assert.fail("the new tab");
    await run("CLOSE_TABS", [json({ tabs: [{ id: example.id, url: example.url }] })]);
    await run("REOPEN_TABS", [json({ tabs: [{ windowIndex: 1, position: 1, url: "https://example.org/" }] })]);

    const safari = (await run("READ_SAFARI_TABS")) as { tabs: { windowId: number; index: number; url: string }[] };
    const tab = safari.tabs[0] ?? assert.fail("Safari's tab is listed");
    await run("SWITCH_SAFARI_TAB", [json({ windowId: tab.windowId, index: tab.index, url: tab.url })]);
    const where = `${tab.windowId}:${tab.index}`;
    await run("RUN_IN_SAFARI_PAGE", [
      json({ tab: where, request: { tool: "probe", input: {}, budget: 5 } }),
      PAGE_SCRIPT,
    ]);
    await run("MANAGE_SAFARI_TABS", [json({ action: "list" })]);
    const added = await run("OPEN_SAFARI_TAB", [json({ url: "https://example.org/" })]);
    await run("CLOSE_SAFARI_TABS", [json({ tabs: [added] })]);
    await run("REOPEN_SAFARI_TABS", [json({ tabs: [added] })]);

    const made = await run("CREATE_NOTE", [json({ title: "every script", body: "<div>checked</div>" })]);
    await run("APPEND_NOTE", [json({ title: "every script", html: "<div>again</div>" })]);
    await run("LIST_NOTES", [json({ now: sim.now() / 1000, limit: 5 })]);
    await run("DELETE_NOTE", [json({ id: made.id })]);
    await run("CALENDAR_EVENTS", ["today", "1"]);

    await run("LIST_FILES", [json({ folders: ["~/Desktop"], names: ["old-report.pdf"] })]);
    await run("SHOW", [json({ path: "~/Documents", verb: "open" })]);
    await run("NEW_FOLDER", [json({ path: "~/Documents", name: "Checked" })]);
    await run("MOVE", [json({ from: "~/Documents/notes.txt", to: "~/Documents/Checked/notes.txt" })]);
    await run("TRASH", [json({ path: "~/Desktop/screenshot.png" })]);

    await run("LAUNCH_SCRIPT", [json({ app: "Music" })]);
    await run("READY_SCRIPT", [json({ app: "Music" })]);
    await run("MUSIC_PLAY_SCRIPT", [json({ app: "Music", query: "come together" })]);
    await run("CONTROL_SCRIPT", [json({ app: "Music", action: "pause" })]);
    await run("LAUNCH_SCRIPT", [json({ app: "Spotify" })]);
    await sim.lua(`hs.timer.doAfter(${SPOTIFY_PLAYER_READY_MS / 1000}, function() end)`);
    await sim.settle(10);
    assert.equal((await run("READY_SCRIPT", [json({ app: "Spotify" })])).ready, true, "Spotify's player has loaded");
    await run("PLAY_URI_SCRIPT", [json({ uri: spotifyTrack(sim) })]);
    assert.deepEqual(
      [...scripts.keys()].filter((name) => !ran.has(name)),
      [],
      "every Spoon script ran here",
    );
  });

  it("fails a name the app's dictionary lacks and a word JavaScript reserves, as on a Mac", async () => {
    const sim = await startMac({ agent: "none", costs: "none", desktop: everyApp() });
    const unknown = await osascript(sim, 'Application("Notes").notes.title()');
    assert.equal(unknown.code, 1, "Notes has no `title`: its notes' names are `name`");
    assert.match(unknown.err, /execution error: Error: TypeError/);
    const notProperty = await osascript(sim, 'Application("Calendar").calendars[0].events.whose({title: "x"}).length');
    assert.equal(notProperty.code, 1, `Calendar's events have no title (summary): ${notProperty.err}`);
    const reserved = await osascript(sim, "const class = 1; class");
    assert.equal(reserved.code, 1);
    assert.match(reserved.err, /syntax error: Error on line 1: SyntaxError: .* \(-2700\)/);
  });

  it("keeps every app script in a scripts file the simulator reads, none inline elsewhere", () => {
    const spoonFiles = readdirSync(join(REPO, "spoon/src"), { recursive: true }).map(String);
    const scriptFiles = spoonFiles.filter((file) => SCRIPT_FILE.test(file)).sort();
    assert.deepEqual(scriptFiles, Object.keys(SCRIPT_MODULES).sort(), "the Spoon's scripts files, each read here");
    const inline = spoonFiles
      .filter((file) => file.endsWith(".ts"))
      .filter((file) => /\bApplication\("/.test(readFileSync(join(REPO, "spoon/src", file), "utf8")))
      .filter((file) => !SCRIPT_FILE.test(file));
    assert.deepEqual(inline, [], "Spoon files that build an app script outside a scripts file");
  });
});

/** A track of the simulated Spotify's library, as its URI. */
function spotifyTrack(sim: SimMac): string {
  const library = (sim.appState("Spotify") as { library: { name: string; artist: string; album: string }[] }).library;
  return trackUri(library[0] ?? assert.fail("Spotify's library has a track"));
}
