import assert from "node:assert/strict";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../../support/index.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";
import type { SimMac } from "../../sim/index.ts";

/** A desk of two screens whose Chrome runs page steps (JavaScript from Apple Events on: a new Mac has it off). */
const dual = () => ({
  ...JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")),
  sim: { javascriptFromAppleEvents: true },
});

/** Runs spoon.Claude:selfTest() (with `options`, Lua) and returns its findings as "mark text" lines. */
async function selfTest(sim: SimMac, options = ""): Promise<string[]> {
  await sim.settle();
  await sim.lua(`__findings = nil; spoon.Claude:selfTest(${options}function(f) __findings = f end)`);
  await sim.settle();
  const findings = (await sim.lua("return __findings")) as { mark: string; text: string }[] | null;
  assert.ok(findings, "the callback got the findings");
  return findings.map(({ mark, text }) => `${mark} ${text}`);
}

/** spoon.Claude:selfTest() (spoon/src/session/self-test.ts): what only a Mac can show, checked on the simulated one. */
describe("the Spoon's self-test", () => {
  const startMac = simMacsPerTest();
  it("passes on a Mac with every permission: two screens, scales 1 and 2, one left of the primary", async () => {
    const sim = await startMac({ desktop: dual() });
    const before = await sim.lua("return hs.mouse.absolutePosition()");
    const lines = await selfTest(sim);
    assert.deepEqual(
      lines.filter((line) => !line.startsWith("✓")),
      [],
      "the self-test's lines that are not ✓",
    );
    assert.ok(lines.includes("✓ DELL U2723QE (id 1): snapshot 2560×1440 pixels"));
    assert.ok(lines.some((line) => /\(id 2\): 1512×982 points at -1512,458, scale 2$/.test(line)));
    assert.ok(lines.some((line) => /\(id 2\): snapshot 3024×1964 pixels$/.test(line)));
    assert.ok(lines.some((line) => /\(id 2\): the pointer went to -756,949 and was read back there$/.test(line)));
    assert.ok(
      lines.includes("✓ Chrome answers Automation: 9 tabs; page steps run (JavaScript from Apple Events is on)"),
    );
    assert.match(lines.at(-1)!, /^✓ linked to the agent on port \d+$/);
    assert.deepEqual(await sim.lua("return hs.mouse.absolutePosition()"), before, "the pointer is put back");
    assert.match(sim.mac.console.join("\n"), /^Claude self-test:\n✓ Accessibility granted/m);
  });

  it("says page steps are off, and the menu item to turn them on, with JavaScript from Apple Events off", async () => {
    const sim = await startMac({ desktop: { ...dual(), sim: { javascriptFromAppleEvents: false } } });
    const lines = await selfTest(sim);
    assert.ok(
      lines.includes(
        "! Chrome answers Automation: 9 tabs; " +
          "page steps are off: turn on View › Developer › Allow JavaScript from Apple Events",
      ),
      lines.join("\n"),
    );
  });

  it("names the Chrome window whose profile has JavaScript from Apple Events off (per profile, E13)", async () => {
    const base = dual();
    const windows = base.windows.map((w: { id: number }) => (w.id === 102 ? { ...w, chromeProfile: "Work" } : w));
    const sim = { ...base.sim, chromeProfiles: { Work: { javascriptFromAppleEvents: false } } };
    const lines = await selfTest(await startMac({ desktop: { ...base, windows, sim } }));
    const chrome = lines.find((line) => line.includes("Chrome answers Automation")) ?? lines.join("\n");
    assert.match(chrome, /^! Chrome answers Automation: 9 tabs; page steps are off in window 2 \("[^"]+"\): /);
    assert.match(chrome, /the Chrome profile of that window has JavaScript from Apple Events off/);
  });

  it("says whether page steps run in Safari while it runs, and Settings › Developer's item when off", async () => {
    const safari = { name: "Safari", bundleID: "com.apple.Safari", running: true, frontmost: false, hidden: false };
    const windows = [{ id: 7, tabs: [{ title: "Example", url: "https://example.com/" }] }];
    const desk = (allow: boolean) => {
      const base = dual();
      const sim = { ...base.sim, safariJavascriptFromAppleEvents: allow };
      return { ...base, apps: [...base.apps, safari], appState: { ...base.appState, Safari: { windows } }, sim };
    };
    assert.ok(
      (await selfTest(await startMac({ desktop: desk(true) }))).includes(
        "✓ Safari: page steps run (JavaScript from Apple Events is on)",
      ),
    );
    const off = await selfTest(await startMac({ desktop: desk(false) }));
    assert.ok(
      off.some((line) =>
        line.startsWith("! Safari: page steps are off: turn on Safari › Settings › Developer › Allow JavaScript"),
      ),
      off.join("\n"),
    );
  });

  it("says what to grant, and where, when permissions are missing; deep, with each error's number", async () => {
    const sim = await startMac({ desktop: { ...dual(), automation: { "Google Chrome": "denied" } } });
    sim.mac.settings.accessibility = false;
    sim.mac.settings.screenRecording = false;
    const failed = (await selfTest(sim, "{deep = true}, ")).filter((line) => line.startsWith("✗"));
    assert.deepEqual(
      failed.slice(0, 2),
      [
        "✗ Accessibility missing: System Settings › Privacy & Security › Accessibility › Hammerspoon on",
        "✗ Screen Recording missing: " +
          "System Settings › Privacy & Security › Screen & System Audio Recording › Hammerspoon on",
      ],
      "the first ✗ lines: what to grant, and where",
    );
    assert.match(failed[2]!, /^✗ Chrome: Hammerspoon may not control Google Chrome: allow it in System Settings/);
    const report = sim.mac.console.join("\n").split("First-contact report:\n");
    assert.equal(report.length, 2, "the report follows the findings in the console");
    assert.match(report[1]!, /^checked .* \(the Mac's clock\) in \d+ ms\nmacOS 15\.5\.0; Hammerspoon 1\.0\.0\n/);
    const accessibility = "fix: System Settings › Privacy & Security › Accessibility › Hammerspoon on";
    assert.ok(report[1]!.includes(`\n✗ Hammerspoon · Accessibility: not granted (0 ms)\n    ${accessibility}\n`));
    assert.match(report[1]!, /^✗ Google Chrome · tabs: error -1743: Hammerspoon may not control Google Chrome: /m);
    const kept = /^Kept in (.*): attach it to an issue\.$/m.exec(report[1]!)?.[1];
    assert.ok(kept !== undefined && kept.startsWith(join(sim.home, "doctor-")), `kept in the agent home: ${report[1]}`);
    assert.equal(statSync(kept).mode & 0o777, 0o600, "the person's alone");
    const file = readFileSync(kept, "utf8");
    assert.match(file, /, the Mac, asked from Hammerspoon \(spoon\.Claude:selfTest\(\{deep = true\}\)\)\n/);
    assert.ok(file.includes(`\nThe Mac, through the Spoon:\n${report[1]!.slice(0, report[1]!.indexOf("\nKept in"))}`));
  });
});
