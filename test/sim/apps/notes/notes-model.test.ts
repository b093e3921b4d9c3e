import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { APPEND_NOTE, CREATE_NOTE, DELETE_NOTE, LIST_NOTES } from "../../../../spoon/src/apps/notes/scripts.ts";
import { DEFAULT_DESKTOP } from "../../index.ts";
import { loadDesktopFile } from "../../load-desktop.ts";
import { runMetered } from "../../osascript-meter.ts";
import { runOsascript } from "../../osascript/osascript.ts";
import type { SimDesktop } from "../../desktop.ts";
import { notesModel } from "./index.ts";
import { withoutTitle } from "./notes-text.ts";

/** Notes on the built-in desktop, seeded with `state`, on a Mac in `locale`; Notes running unless said. */
function notesOn(state: object, locale = "en_US", running = true) {
  const desktop = loadDesktopFile(DEFAULT_DESKTOP);
  if (!running)
    desktop.running.splice(
      desktop.running.findIndex((app) => app.name === "Notes"),
      1,
    );
  const file = { sim: { locale } };
  const notes = notesModel.start(desktop, { state, snapshot: desktop.snapshot(), file });
  return { desktop, notes, apps: { Notes: notes } };
}

/** A Spoon script run as the Spoon runs it (its data as JSON after "--"), its framed answer decoded. */
function answer(apps: object, script: string, params: object): Record<string, unknown> {
  const ran = runOsascript(["-l", "JavaScript", "-e", script, "--", JSON.stringify(params)], { apps } as never);
  assert.equal(ran.exitCode, 0, `the script ran: ${ran.stderr}`);
  return JSON.parse(ran.stdout.slice(ran.stdout.indexOf(":") + 1)) as Record<string, unknown>;
}

const jxa = (apps: object, script: string) => runOsascript(["-l", "JavaScript", "-e", script], { apps } as never);

describe("Notes' model runs the Spoon's JXA against Notes' dictionary", () => {
  it("makes a note whose title is its body's first line, and fails a name Notes.sdef lacks", () => {
    const { notes, apps } = notesOn({});
    assert.match(notes.dictionary.source ?? "", /Notes\.sdef/, "the dictionary names where it comes from");
    const { id } = answer(apps, CREATE_NOTE, { title: "-1 idea", body: "<div>try it</div>" }) as { id: string };
    const made = `Application("Notes").notes.byId(${JSON.stringify(id)})`;
    const read = jxa(apps, `[${made}.name(), ${made}.body(), ${made}.container.name()].join("|")`);
    assert.equal(read.stdout, "-1 idea|<div><h1>-1 idea</h1></div><div>try it</div>|Notes\n", read.stderr);
    const unknown = jxa(apps, `Application("Notes").notes.tags()`);
    assert.deepEqual([unknown.exitCode, /TypeError/.test(unknown.stderr)], [1, true], `${unknown.stderr}`);
  });

  it("on a de_DE Mac names its folders in German and never lists or appends to Zuletzt gelöscht's notes", () => {
    const seeded = [
      { title: "einkauf", body: "milch", folder: "Notizen" },
      { title: "alt", body: "weg", folder: "Zuletzt gelöscht" },
      { title: "einkauf", body: "brot", folder: "Zuletzt gelöscht" },
    ];
    const { apps, notes } = notesOn({ notes: seeded }, "de_DE");
    const folders = jxa(apps, `Application("Notes").folders.name().join("|")`).stdout;
    assert.equal(folders, "Notizen|Zuletzt gelöscht\n", "the folders, Recently Deleted under its German name");
    const listed = answer(apps, LIST_NOTES, { limit: 10, now: 0 }).notes as { title: string; folder: string }[];
    assert.deepEqual(listed, [{ title: "einkauf", folder: "Notizen", age: 0 }], "only the note outside the bin");
    const added = answer(apps, APPEND_NOTE, { title: "Einkauf", html: "<div>eier</div>" });
    assert.equal(added.appended, true, "the one note outside the bin took it");
    const binned = jxa(apps, `Application("Notes").folders.byName("Zuletzt gelöscht").notes.id()[0]`).stdout.trim();
    assert.equal(answer(apps, DELETE_NOTE, { id: binned }).deleted, false, "an undo never deletes from the bin");
    const shape = notes.state?.() as { notes: { body: string }[] };
    assert.deepEqual(
      shape.notes.map((note) => withoutTitle(note.body)),
      ["milch\neier", "weg", "brot"],
      "only the note in Notizen changed, the bin's two kept",
    );
  });

  it("lists and finds a note of a Smart Folder once: the application's notes hold each note once", () => {
    const seeded = { notes: [{ title: "plan", body: "#work" }], smartFolders: [{ name: "Work", matches: "#work" }] };
    const { apps } = notesOn(seeded);
    const inSmart = jxa(apps, `Application("Notes").folders.byName("Work").notes.name().join("|")`).stdout;
    assert.equal(inSmart, "plan\n", "the Smart Folder lists the note, as Notes does");
    const listed = answer(apps, LIST_NOTES, { limit: 10, now: 0 }).notes as { title: string }[];
    assert.deepEqual(
      listed.map((note) => note.title),
      ["plan"],
      "listed once",
    );
    const added = answer(apps, APPEND_NOTE, { title: "plan", html: "<div>more</div>" });
    assert.deepEqual([added.appended, (added.matches as unknown[]).length], [true, 1], "one match, appended");
  });

  it("starts Notes when an event reaches it, charging its launch and 50 ms an event", () => {
    const { desktop, apps } = notesOn({ notes: [{ title: "a", body: "b" }] }, "en_US", false);
    const env = { apps } as never;
    const run = (args: string[]) => runMetered((e) => runOsascript(args, e), env, desktop as SimDesktop);
    const running = run(["-l", "JavaScript", "-e", 'Application("Notes").running()']);
    assert.deepEqual([running.stdout, running.meter.launched], ["false\n", []], "running() asks no event");
    const read = run(["-l", "JavaScript", "-e", 'Application("Notes").notes.name()']);
    assert.deepEqual(read.meter.launched, ["Notes"], "the first event launched Notes");
    assert.equal(read.meter.ms, 2_000 + 50 + 4, "its launch, one event and one item");
    assert.ok(desktop.isRunning("Notes"), "Notes runs afterwards");
  });
});
