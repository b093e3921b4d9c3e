import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { ScriptableApp } from "../../osascript/apple-events.ts";
import { runOsascript } from "../../osascript/osascript.ts";
import { FINDER_DICTIONARY } from "./finder-dictionary.ts";
import { finderStateFrom, type FinderState } from "./finder-files.ts";
import { answerFinder } from "./finder-scriptable.ts";
import { finderClock } from "./index.ts";

const HOME = ["~/Desktop/old-report.pdf", "~/Desktop/.DS_Store", "~/Desktop/.localized", "~/Documents/.env"];

/** Finder over `state`, its clock at 16:42:04, as the Spoon's scripts reach it. */
function finder(state: FinderState): ScriptableApp {
  const clock = () => finderClock(Date.UTC(2026, 10, 28, 16, 42, 4), "UTC");
  return {
    name: "Finder",
    bundleId: "com.apple.finder",
    dictionary: FINDER_DICTIONARY,
    isRunning: () => true,
    launch: () => {},
    handle: (event) => answerFinder(state, event, clock),
  };
}

/** What a JXA text prints (or its error) against Finder over `state`. */
function jxa(state: FinderState, body: string): string {
  const script = `const finder = Application("Finder"); ${body}`;
  const result = runOsascript(["-l", "JavaScript", "-e", script], { apps: { Finder: finder(state) } });
  return (result.exitCode === 0 ? result.stdout : result.stderr).trim();
}

const desktopNames = `finder.home.folders.byName("Desktop").items.name()`;

describe("Finder's model, as its dictionary and a Mac's disk have it", () => {
  it("names its sdef's source", () => {
    assert.match(FINDER_DICTIONARY.source ?? "", /Finder\.h/);
  });

  it("lists no invisible items (.DS_Store, .localized, dotfiles) unless Finder shows all files", () => {
    assert.equal(jxa(finderStateFrom({ files: HOME }), desktopNames), "old-report.pdf");
    assert.equal(jxa(finderStateFrom({ files: HOME }), `finder.home.folders.byName("Documents").items.length`), "0");
    const shown = finderStateFrom({ files: HOME, showAllFiles: true });
    assert.equal(jxa(shown, desktopNames), "old-report.pdf, .DS_Store, .localized");
  });

  it("finds names case-insensitively and answers them as the disk keeps them", () => {
    const state = finderStateFrom({ files: HOME });
    const found = `finder.home.folders.byName("desktop").items.byName("OLD-REPORT.PDF")`;
    assert.equal(jxa(state, `${found}.name()`), "old-report.pdf");
    assert.equal(jxa(state, `${found}.exists()`), "true");
    assert.equal(jxa(state, `finder.home.folders.byName("Desktop").items.byName("nope.pdf").exists()`), "false");
  });

  it("names a second item of the same name in the Trash with the time, as Finder does", () => {
    const state = finderStateFrom({ files: ["~/Desktop/a.pdf", "~/Documents/a.pdf", "~/Downloads/a.pdf"] });
    const trash = (folder: string) =>
      jxa(state, `finder.home.folders.byName("${folder}").items.byName("a.pdf").delete().name()`);
    assert.deepEqual(
      [trash("Desktop"), trash("Documents"), trash("Downloads")],
      ["a.pdf", "a 4.42.04 PM.pdf", "a 4.42.04 PM 2.pdf"],
    );
  });

  it("has no elements on an item and no names its sdef lacks: undefined in a script, as on a Mac", () => {
    const state = finderStateFrom({ files: HOME });
    assert.match(jxa(state, `finder.home.items.byName("Desktop").items.name()`), /undefined/);
    assert.match(jxa(state, `finder.home.folders.byName("Desktop").tabs.length`), /undefined/);
    assert.equal(jxa(state, `typeof finder.home.entireContents`), "function");
  });
});
