import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { appleScriptNameProblems } from "../../scripts/applescript-check.ts";
import { unknownTellWords } from "../../scripts/applescript-tell.ts";
import { REPO } from "../support/index.ts";

/**
 * Every AppleScript the Spoon sends, by the file that holds it, with the app it addresses: none, every script is JXA
 * the simulator runs; one kept (a dictionary only AppleScript can speak) goes here and is checked.
 */
const SPOON_APPLESCRIPTS: Record<string, Record<string, { text: string; app?: string }>> = {};

/** The Spoon's files holding AppleScript: an `on run` or `on name(` handler starting a line of a text. */
function filesWithAppleScript(): string[] {
  return readdirSync(join(REPO, "spoon/src"), { recursive: true })
    .map((file) => `spoon/src/${String(file)}`)
    .filter((file) => file.endsWith(".ts"))
    .filter((file) => /(?:^|[`\n])\s*on (?:run\b|[A-Za-z]\w*\()/.test(readFileSync(join(REPO, file), "utf8")))
    .sort();
}

const names = (source: string, app?: string) =>
  appleScriptNameProblems(source, app).map((p) => `${p.line} ${p.role} ${p.name}: ${p.because}`);

describe("the AppleScript the Spoon sends uses no AppleScript or app word as a name", () => {
  it("refuses the handler parameter `items` (B2, -2741 on a Mac) and class names in every slot", () => {
    const old = 'on jsonList(items)\n\tset AppleScript\'s text item delimiters to ","\n\treturn items as text\nend';
    assert.deepEqual(names(old), ["1 handler parameter items: AppleScript class"], "the old jsonList's refused names");
    const slots =
      "on note(x, Folders)\nset {a, list} to {1, 2}\nrepeat with attachment in x\nend\nset starts to 1\nglobal tab";
    assert.deepEqual(
      names(slots, "Notes"),
      [
        "1 handler note: app class",
        "1 handler parameter Folders: app class",
        "2 set variable list: AppleScript class",
        "3 repeat variable attachment: app class",
        "5 set variable starts: operator or constant",
        "6 declared variable tab: operator or constant",
      ],
      "the refused names in each slot",
    );
  });

  it("reads the addressed app from `tell application` and applies only its dictionary", () => {
    const told = 'tell application "Calendar"\n\tset calendars to 1\n\tset note to 2\nend tell';
    assert.deepEqual(names(told), ["2 set variable calendars: app class"], "Calendar's class refused, Notes' not");
  });

  it("skips strings, comments, «raw codes», |piped names| and line continuations", () => {
    const quiet = [
      'set x to "on jsonList(items)" -- set items to 1',
      "(* set items to 1 (* nested *) set list to 2 *) set y to «class item»",
      "# set item to 3",
      "set |items| to 4",
      "set z to ¬",
      "\t5",
      "set word to 6",
    ].join("\n");
    assert.deepEqual(names(quiet), ["7 set variable word: AppleScript class"], "the one name outside skipped text");
  });

  it("refuses a word in a `tell application` block that its dictionary lacks, nested tells and one-liners too", () => {
    const told = [
      'tell application "Notes" to set t to title of note 1',
      'tell application "Calendar"',
      "\tset x to name of every note",
      "\ttell front window",
      "\tend tell",
      "\tset y to summary of first event",
      "end tell",
      "set z to bogus",
    ].join("\n");
    const unknown = unknownTellWords(told).map((u) => `${u.line} ${u.app}: ${u.word}`);
    assert.deepEqual(unknown, ["1 Notes: title", "3 Calendar: note"], "the words outside each app's dictionary");
  });

  it("finds every AppleScript source of the Spoon in its list", () => {
    assert.deepEqual(
      filesWithAppleScript(),
      Object.keys(SPOON_APPLESCRIPTS).sort(),
      "the Spoon's files with AppleScript: a new one goes in SPOON_APPLESCRIPTS",
    );
  });

  for (const [file, scripts] of Object.entries(SPOON_APPLESCRIPTS)) {
    for (const [name, { text, app }] of Object.entries(scripts)) {
      it(`${name} (${file}) makes only plain names and speaks its app's dictionary`, () => {
        assert.deepEqual(names(text, app), [], `${name}: names AppleScript would not read as names`);
        assert.deepEqual(unknownTellWords(text), [], `${name}: words its app's dictionary lacks`);
      });
    }
  }
});
