import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DEFAULT_DESKTOP } from "../index.ts";
import { loadDesktopFile } from "../load-desktop.ts";
import { runMetered } from "../osascript-meter.ts";
import {
  dateValue,
  passesWhose,
  READ_ONLY,
  type AppleEvent,
  type EventReply,
  type ScriptableApp,
  type Specifier,
} from "./apple-events.ts";
import { runOsascript, type OsascriptEnv } from "./osascript.ts";

const BOOKS = [
  { title: "Emma", published: Date.UTC(1815, 11, 23) },
  { title: "Dune", published: Date.UTC(1965, 7, 1) },
  { title: "Dune Messiah", published: Date.UTC(1969, 9, 15) },
];

/** A shelf of books scripts can filter with `whose`: the app examines each book, as a Mac's app does. */
function shelf(): ScriptableApp {
  const read = (book: (typeof BOOKS)[number], property: string) =>
    property === "title" ? book.title : property === "published" ? dateValue(book.published) : undefined;
  const books = (spec: Specifier) =>
    spec.form === "whose" ? BOOKS.filter((b) => passesWhose(spec.test, (p) => read(b, p))) : BOOKS;
  const handle = (event: AppleEvent): EventReply => {
    const target = event.kind === "get" || event.kind === "count" ? event.target : undefined;
    const scanned = target?.form === "whose" || (target?.form === "property" && target.container.form === "whose");
    const list = target?.form === "property" ? books(target.container) : target ? books(target) : [];
    const value =
      event.kind === "count"
        ? list.length
        : target?.form === "property"
          ? list.map((b) => read(b, target.property) ?? null)
          : null;
    return { ok: true, value, ...(scanned ? { scanned: BOOKS.length } : {}) };
  };
  return {
    name: "Shelf",
    bundleId: "test.Shelf",
    dictionary: {
      application: "application",
      classes: {
        application: { properties: {}, elements: { books: "book" }, commands: [] },
        book: { properties: { title: READ_ONLY, published: READ_ONLY }, elements: {}, commands: [] },
      },
    },
    isRunning: () => true,
    launch: () => {},
    handle,
    costs: { eventMs: 1, itemMs: 0.5, launchMs: 0, scanMs: 10 },
  };
}

const BERLIN: OsascriptEnv["macTime"] = { now: () => Date.UTC(2026, 2, 29, 7), timeZone: "Europe/Berlin" };
const jxa = (script: string, env: Partial<OsascriptEnv> = {}) =>
  runOsascript(["-l", "JavaScript", "-e", script], { apps: { Shelf: shelf() }, macTime: BERLIN, ...env });

describe("JXA's whose, evaluated by the app", () => {
  it("answers only the elements that pass: comparisons on dates and text, _and, _or, _not, a bare value", () => {
    const titles = (test: string) => {
      const r = jxa(`Application("Shelf").books.whose(${test}).title()`);
      return r.stdout.trim() || r.stderr;
    };
    assert.equal(titles("{published: {_lessThan: new Date(1900, 0, 1)}}"), "Emma");
    assert.equal(
      titles('{_and: [{title: {_beginsWith: "Dune"}}, {published: {_greaterThan: new Date(1966, 0, 1)}}]}'),
      "Dune Messiah",
    );
    assert.equal(titles('{_or: [{title: "Emma"}, {title: {_endsWith: "siah"}}]}'), "Emma, Dune Messiah");
    assert.equal(titles('{_not: [{title: {_contains: "Dune"}}]}'), "Emma");
    assert.equal(jxa('Application("Shelf").books.whose({title: "Dune"}).length').stdout, "1\n", "count of the matches");
  });

  it("fails a test on a property the elements' class lacks, as a Mac does", () => {
    const failed = jxa('Application("Shelf").books.whose({author: "Austen"}).title()');
    assert.match(failed.stderr, /Can't convert types\. \(-1700\)/);
  });

  it("charges each object the app examined at its scanMs, beside the event and what it returned", () => {
    const desktop = loadDesktopFile(DEFAULT_DESKTOP);
    const env: OsascriptEnv = { apps: { Shelf: shelf() }, macTime: BERLIN };
    const script = 'Application("Shelf").books.whose({title: "Emma"}).title()';
    const { meter } = runMetered((given) => runOsascript(["-l", "JavaScript", "-e", script], given), env, desktop);
    assert.deepEqual([meter.events, meter.items, meter.scanned, meter.ms], [1, 1, 3, 1 + 0.5 + 30]);
  });
});

describe("JXA's Date on the simulated Mac", () => {
  it("reads the Mac's clock and its time zone, across a DST change, and a date in a reply is a Date", () => {
    const script = `const now = new Date(), midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
      [now.getTime() === Date.now(), now.getHours(), now.getTimezoneOffset(), midnight.toISOString(),
       (midnight - new Date(2026, 2, 29)) / 3600000, Application("Shelf").books.published()[0].getUTCFullYear()]`;
    const shown = jxa(script);
    assert.equal(shown.stdout, "true, 9, -120, 2026-03-29T22:00:00.000Z, 23, 1815\n", shown.stderr);
    const local = jxa('new Date(Date.UTC(2026, 2, 29, 7)).toLocaleTimeString("en-GB")');
    assert.equal(local.stdout, "09:00:00\n", "local text in the Mac's zone");
    const waited = jxa("const start = Date.now(); while (Date.now() - start < 2000) delay(0.5); Date.now() - start");
    assert.equal(waited.stdout, "2000\n", `a loop waiting on the clock ends as it sleeps: ${waited.stderr}`);
  });
});
