import assert from "node:assert/strict";
import { lstatSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { fileAliasStore, filePresetStore, MAX_ALIASES, MAX_PRESETS } from "../../../agent/src/store/index.ts";
import { tempHome } from "../../support/index.ts";

const LINK = "is a symbolic link; hs-claude does not follow links in its home: remove it";
const word = (i: number) => ({ phrase: `word ${i}`, app: "Notes", learned: "2026-11-01T00:00:00.000Z" });
const preset = (i: number) => ({ name: `desk ${i}`, placements: [{ app_name: "Notes", monitor: "main" as const }] });

describe("the person's words and presets in the home", () => {
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());
  const read = (name: string) => JSON.parse(readFileSync(join(home.path, name), "utf8")) as { name?: string }[];

  it("keep only their newest entries, both from a file that holds more and when written", () => {
    writeFileSync(
      join(home.path, "aliases.json"),
      JSON.stringify(Array.from({ length: MAX_ALIASES + 100 }, (_, i) => word(i))),
    );
    const aliases = fileAliasStore(home.path);
    assert.equal(aliases.list().length, MAX_ALIASES);
    assert.equal(aliases.list()[0]!.phrase, "word 100", "the oldest are the ones left out");
    aliases.learn({ phrase: "my editor", app: "Visual Studio Code" });
    assert.equal(read("aliases.json").length, MAX_ALIASES);
    writeFileSync(
      join(home.path, "presets.json"),
      JSON.stringify(Array.from({ length: MAX_PRESETS + 50 }, (_, i) => preset(i))),
    );
    const presets = filePresetStore(home.path);
    assert.equal(presets.list().length, MAX_PRESETS);
    presets.save(preset(1000));
    assert.equal(read("presets.json").length, MAX_PRESETS);
    assert.equal(read("presets.json").at(-1)!.name, "desk 1000");
  });

  it("refuse a file that is a link, naming it, and never write through it or over it", () => {
    for (const name of ["aliases.json", "presets.json"]) {
      const outside = join(home.path, `dotfiles-${name}`);
      writeFileSync(outside, "[]\n");
      symlinkSync(outside, join(home.path, name));
    }
    const message = (name: string) => ({ name: "InputError", message: `${join(home.path, name)} ${LINK}` });
    assert.throws(() => fileAliasStore(home.path).learn({ phrase: "my editor", app: "Zed" }), message("aliases.json"));
    assert.throws(() => fileAliasStore(home.path).forget("my editor"), message("aliases.json"));
    assert.throws(() => filePresetStore(home.path).list(), message("presets.json"));
    assert.throws(() => filePresetStore(home.path).save(preset(1)), message("presets.json"));
    for (const name of ["aliases.json", "presets.json"]) {
      assert.ok(lstatSync(join(home.path, name)).isSymbolicLink(), name);
      assert.equal(readFileSync(join(home.path, `dotfiles-${name}`), "utf8"), "[]\n", name);
    }
  });

  it("keep a personal words file that cannot be read aside instead of writing over it", () => {
    writeFileSync(join(home.path, "aliases.json"), '[{"phrase": "my ed');
    fileAliasStore(home.path).learn({ phrase: "my editor", app: "Zed" });
    const aside = readdirSync(home.path).filter((name) => name.startsWith("aliases.json.corrupt-"));
    assert.equal(aside.length, 1);
    assert.equal(readFileSync(join(home.path, aside[0]!), "utf8"), '[{"phrase": "my ed');
    assert.deepEqual(
      fileAliasStore(home.path).words(),
      [{ phrase: "my editor", app: "Zed" }],
      "the personal words of the new file",
    );
  });
});
