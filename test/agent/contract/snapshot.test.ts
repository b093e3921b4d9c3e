import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { readSnapshotFile } from "../../../agent/src/cli/snapshot-file.ts";
import { DESKTOPS, tempHome } from "../../support/index.ts";

type Desktop = {
  screens: { primary: boolean; frame: { w: number } }[];
  windows: { id: number; app: string; frame: { w: number; h: number } }[];
  tabs: { id: number | string }[];
};
const dual = (): Desktop => JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));

describe("snapshot files are checked beyond their fields: ids, screens, apps and sizes agree", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  after(() => home.remove());

  const cases: [string, (d: Desktop) => void, RegExp][] = [
    [
      "two tabs sharing an id",
      (d) => (d.tabs[1]!.id = d.tabs[0]!.id),
      /tabs: tab ids must be unique; 7013 appears twice/,
    ],
    [
      "the same id once as a number and once as a string",
      (d) => (d.tabs[1]!.id = String(d.tabs[0]!.id)),
      /tabs: tab ids must be unique; 7013 appears twice/,
    ],
    ["an empty tab id", (d) => (d.tabs[1]!.id = ""), /tabs\.1\.id|tabs\[1\]\.id/],
    [
      "no primary screen",
      (d) => d.screens.forEach((s) => (s.primary = false)),
      /screens: exactly one screen must be primary; 0 are/,
    ],
    [
      "two primary screens",
      (d) => d.screens.forEach((s) => (s.primary = true)),
      /exactly one screen must be primary; 2 are/,
    ],
    [
      "a window of an app that is not listed",
      (d) => (d.windows[0]!.app = "Ghost"),
      /windows\[0\]\.app: "Ghost" is not among/,
    ],
    [
      "two windows sharing an id (a run would report the one as the other moved)",
      (d) => (d.windows[2]!.id = d.windows[0]!.id),
      /windows\[2\]\.id: window id 101 is also windows\[0\]'s; window ids are unique/,
    ],
    [
      "a window without width",
      (d) => (d.windows[1]!.frame.w = 0),
      /windows\[1\]\.frame: sizes must be positive and finite/,
    ],
    ["a screen without width", (d) => (d.screens[0]!.frame.w = -5), /screens\[0\]: sizes must be positive and finite/],
    [
      "a screen wider than any Mac's (the simulated one read it as 0 wide)",
      (d) => (d.screens[1]!.frame.w = 1.12e143),
      /screens\[1\]: sizes must be positive and finite, and within 1000000 points/,
    ],
  ];
  for (const [what, change, reason] of cases) {
    it(`refuses ${what}, naming the field`, () => {
      const desktop = dual();
      change(desktop);
      const file = join(home.path, "desktop.json");
      writeFileSync(file, JSON.stringify(desktop));
      assert.throws(() => readSnapshotFile(file), { name: "InputError", message: reason });
    });
  }

  it("refuses a snapshot file over 32 MiB before reading it", () => {
    const file = join(home.path, "huge.json");
    writeFileSync(file, " ".repeat(32 * 1024 * 1024 + 1));
    assert.throws(() => readSnapshotFile(file), { message: /is 33554433 bytes; the limit is 33554432 \(32 MiB\)/ });
  });

  it("accepts the shared desktops", () => {
    for (const name of ["dev-dual.json", "dev-laptop.json"]) assert.ok(readSnapshotFile(join(DESKTOPS, name)));
  });

  it("reads tab ids as opaque strings, whether the file gives numbers or strings", () => {
    const file = join(home.path, "ids.json");
    const desktop = dual();
    desktop.tabs[0]!.id = "a1b2";
    writeFileSync(file, JSON.stringify(desktop));
    const ids = readSnapshotFile(file).tabs.map((tab) => tab.id);
    assert.deepEqual(ids.slice(0, 3), ["a1b2", "7026", "7039"], "the first tab ids, as strings");
  });
});
