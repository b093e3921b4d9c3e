import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import { openDesktop } from "../../../agent/src/cli/desktop.ts";
import { readSnapshotFile } from "../../../agent/src/cli/snapshot-file.ts";
import { InputError } from "../../../agent/src/errors/index.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { loadDesktop } from "../../sim/load-desktop.ts";
import { anyCodePoints } from "../../support/fuzz-envelopes.ts";
import { mutatedDocument } from "../../support/fuzz-json.ts";
import { fuzzOptions } from "../../support/fuzz-runs.ts";
import { DESKTOPS, tempHome } from "../../support/index.ts";

/** The simulator's own fields beyond the snapshot format, which --sim FILE also reads. */
const SIM_FIELDS = ["sim", "pages", "appState", "automation", "keyboardLayout", "defaultBrowser"];
const DESKTOP_FILES = [DEFAULT_DESKTOP, join(DESKTOPS, "dev-dual.json"), join(DESKTOPS, "dev-laptop.json")];
const documents = DESKTOP_FILES.map((file) => JSON.parse(readFileSync(file, "utf8")) as unknown);

describe("--sim FILE, fuzzed: a mutated snapshot is loaded or refused with an InputError naming the file", () => {
  let folder: ReturnType<typeof tempHome>;
  let count = 0;
  before(() => (folder = tempHome()));
  after(() => folder.remove());

  /** The file written, read as --sim reads it: the snapshot checked, then the simulated desktop made from it. */
  function load(document: unknown, text = JSON.stringify(document) ?? "") {
    const file = join(folder.path, `desk-${++count}.json`);
    writeFileSync(file, text);
    try {
      readSnapshotFile(file);
      loadDesktop(JSON.parse(text));
      return { loaded: true as const };
    } catch (error) {
      return { loaded: false as const, error, file };
    }
  }

  const refusedClearly = (outcome: ReturnType<typeof load>) => {
    if (outcome.loaded) return;
    const { error, file } = outcome;
    assert.ok(error instanceof InputError, `an InputError, not ${(error as Error).stack}`);
    assert.ok(error.message.includes(file) || /snapshot/.test(error.message), error.message);
    assert.ok(!/\n\s+at /.test(error.message), `no stack in the message: ${error.message}`);
  };

  it("the snapshots as they are load", () => {
    for (const document of documents) assert.equal(load(document).loaded, true);
  });

  it("values replaced, dropped, or the simulator's fields added with any value", () => {
    const mutated = fc.constantFrom(...documents).chain((document) => mutatedDocument(document, SIM_FIELDS));
    fc.assert(
      fc.property(mutated, (document) => refusedClearly(load(document))),
      fuzzOptions(60),
    );
  });

  it("one that loads starts the simulated Mac, and the desktop is read from it", async () => {
    const mutated = fc.constantFrom(...documents).chain((document) => mutatedDocument(document, SIM_FIELDS));
    const loads = mutated.filter((document) => load(document).loaded);
    await fc.assert(
      fc.asyncProperty(loads, async (document) => {
        const file = join(folder.path, `desk-${++count}.json`);
        writeFileSync(file, JSON.stringify(document));
        const desktop = await openDesktop(file, { home: folder.path });
        try {
          assert.ok((await desktop.runner.read()).screens.length > 0, "the desktop read");
        } finally {
          await desktop.close();
        }
      }),
      fuzzOptions(1),
    );
  });

  it("bytes that are no JSON, or JSON of any shape", () => {
    const text = fc.oneof(
      anyCodePoints(80),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(text, (content) => refusedClearly(load(undefined, content))),
      fuzzOptions(60),
    );
  });
});
