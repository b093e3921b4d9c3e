import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { simMacsPerTest } from "../support/sim-mac.ts";
import {
  APP_LAUNCH_MS,
  APP_WINDOWS_MS,
  AX_REQUEST_MS,
  DEFAULT_MESSAGING_TIMEOUT_MS,
  osascriptMs,
  RUNNING_APPLICATIONS_MS,
  SET_FRAME_MS,
  UNLISTED_PROCESSES,
} from "./costs.ts";
import { DEFAULT_DESKTOP, type SimMac } from "./index.ts";

const SLACK = "com.tinyspeck.slackmacgap";
const CHROME = "com.google.Chrome";

/** The default desktop with the simulator's conditions (its `sim` key). */
function desktopWith(sim: object): object {
  return { ...JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")), sim };
}

/** Milliseconds to the microsecond: costs of fractions of a millisecond add up with binary rounding. */
const micro = (ms: number) => Math.round(ms * 1000) / 1000;

/** How much simulated time one Lua chunk took, and what it returned. */
async function timed(sim: SimMac, code: string): Promise<{ ms: number; value: unknown }> {
  const start = sim.now();
  const value = await sim.lua(code);
  return { ms: micro(sim.now() - start), value };
}

/** When (simulated ms) an osascript run through hs.task ended, or undefined when it never did within 10 s. */
async function osascriptEnds(sim: SimMac, script: string): Promise<number | undefined> {
  await sim.lua(`__ended = nil
    __task = hs.task.new("/usr/bin/osascript", function() __ended = hs.timer.secondsSinceEpoch() * 1000 end,
      {"-l", "JavaScript", "-e", ${JSON.stringify(script)}})
    __task:start()`);
  const started = sim.now();
  await sim.settle(10);
  const ended = (await sim.lua(`return __ended`)) as number | undefined;
  return ended === undefined || ended === null ? undefined : micro(ended - started);
}

const WINDOW_COUNT = `Application("Google Chrome").windows().length`;

describe("the simulated Mac charges a real Mac's time for Hammerspoon's work", () => {
  const startMac = simMacsPerTest();

  it("a blocking call moves the clock by its cost before it returns; a timer due meanwhile fires after", async () => {
    const sim = await startMac({ agent: "none" });
    assert.equal((await timed(sim, `hs.application.runningApplications()`)).ms, RUNNING_APPLICATIONS_MS);
    const chunk = `__fired = false
      hs.timer.doAfter(0.001, function() __fired = true end)
      hs.application.runningApplications()
      return __fired`;
    assert.equal(await sim.lua(chunk), false, "the thread was held: the timer could not fire");
    await sim.settle(0);
    assert.equal(await sim.lua(`return __fired`), true, "it fires once the thread is free");
  });

  it("window reads ask the window's app (AX requests); a move without animation costs its measured time", async () => {
    const sim = await startMac({ agent: "none" });
    await sim.lua(`__w = hs.application.get("Terminal"):allWindows()[1]`);
    assert.equal((await timed(sim, `__w:title() __w:frame() __w:isStandard()`)).ms, 4 * AX_REQUEST_MS);
    const move = await timed(sim, `__w:setFrame({x = 0, y = 33, w = 756, h = 949}, 0)`);
    assert.equal(move.ms, SET_FRAME_MS);
    assert.equal(sim.desktop.changedAt, sim.now(), "the move is the screen's last change, stamped when it ended");
  });

  it("hs.window.allWindows asks every running app and a real Mac's helper processes, one after the other", async () => {
    const sim = await startMac({ agent: "none" });
    const apps = sim.desktop.running.length;
    const expected = RUNNING_APPLICATIONS_MS + (UNLISTED_PROCESSES + apps) * APP_WINDOWS_MS;
    assert.equal((await timed(sim, `hs.window.allWindows()`)).ms, micro(expected));
  });

  it("a hung app answers only after the messaging timeout, which hs.window.timeout sets for the process", async () => {
    const sim = await startMac({ agent: "none", desktop: desktopWith({ hungApps: [SLACK] }) });
    await sim.lua(`__slack, __terminal = hs.application.get("Slack"), hs.application.get("Terminal")`);
    const slackHidden = `return __slack:isHidden()`;
    assert.deepEqual(await timed(sim, slackHidden), { ms: DEFAULT_MESSAGING_TIMEOUT_MS, value: false });
    assert.equal((await timed(sim, `__terminal:isHidden()`)).ms, AX_REQUEST_MS, "the others answer");
    const ids = await sim.lua(`local ids = {} for _, w in ipairs(hs.window.allWindows()) do ids[#ids + 1] = w:id() end
      return ids`);
    assert.ok(!(ids as number[]).includes(201), "Slack's window is not among those listed");
    assert.equal(await sim.lua(`return hs.window.timeout(1)`), true);
    assert.equal((await timed(sim, slackHidden)).ms, 1_000);
    assert.equal(await sim.lua(`return hs.window.timeout(0)`), true, "0 puts back the system's default");
    assert.equal((await timed(sim, slackHidden)).ms, DEFAULT_MESSAGING_TIMEOUT_MS);
    assert.equal(await sim.lua(`return hs.window.timeout(-1)`), false);
    assert.ok(
      sim.mac.errors().some((line) => line.includes("hs.window.timeout()")),
      "a negative timeout is logged",
    );
  });

  it("an osascript process ends after its start and its Apple events; a busy Chrome answers late", async () => {
    const sim = await startMac({ agent: "none" });
    const windows = sim.desktop.chrome.windows.length;
    assert.equal(await osascriptEnds(sim, WINDOW_COUNT), osascriptMs("JavaScript", 1, windows));
    const busy = await startMac({ agent: "none", desktop: desktopWith({ chromeBusyMs: 700 }) });
    assert.equal(await osascriptEnds(busy, WINDOW_COUNT), osascriptMs("JavaScript", 1, windows) + 700);
  });

  it("JXA's delay() sleeps on the clock, and an app a script starts is charged its launch", async () => {
    const sim = await startMac({ agent: "none" });
    const start = osascriptMs("JavaScript", 0, 0);
    assert.equal(await osascriptEnds(sim, `delay(1.5); delay(); "slept"`), start + 1_500);
    assert.equal(sim.desktop.isRunning("Safari"), false, "Safari is not running on the default desktop");
    assert.equal(await osascriptEnds(sim, `Application("Safari").launch()`), start + APP_LAUNCH_MS);
    assert.equal(await osascriptEnds(sim, `Application("Safari").launch()`), start, "a running app starts no more");
  });

  it("a hung Chrome leaves a script waiting on its Apple event", async () => {
    const sim = await startMac({ agent: "none", desktop: desktopWith({ hungApps: [CHROME] }) });
    assert.equal(await osascriptEnds(sim, WINDOW_COUNT), undefined);
  });

  it('costs: "none" charges nothing: the clock stands still and a script ends at once', async () => {
    const sim = await startMac({ agent: "none", costs: "none" });
    assert.equal((await timed(sim, `hs.window.allWindows() hs.application.runningApplications()`)).ms, 0);
    assert.equal(await osascriptEnds(sim, WINDOW_COUNT), 0);
  });

  it("the desktop file's sim conditions are checked", async () => {
    await assert.rejects(startMac({ agent: "none", desktop: desktopWith({ hungApps: "Slack" }) }), /sim\.hungApps/);
    await assert.rejects(startMac({ agent: "none", desktop: desktopWith({ chromeBusyMs: -1 }) }), /sim\.chromeBusyMs/);
  });
});
