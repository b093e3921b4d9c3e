import assert from "node:assert/strict";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { parseArgs } from "../../../agent/src/cli/args.ts";
import { DESKTOPS, tempHome } from "../../support/index.ts";

const simOf = (argv: string[]) => parseArgs(argv) as { sim: string | true | undefined; command: string };

describe("run --sim FILE: the word after --sim is a file when it is one", () => {
  let folder: ReturnType<typeof tempHome>;
  let snap: string;
  before(() => {
    folder = tempHome();
    snap = join(folder.path, "my desk.snapshot");
    copyFileSync(join(DESKTOPS, "dev-dual.json"), snap);
  });
  after(() => folder.remove());

  it("a file that exists, whatever its name ends in", () => {
    assert.deepEqual(simOf(["run", "--sim", snap, "chrome", "left", "half"]), {
      verb: "run",
      sim: snap,
      offline: false,
      yes: false,
      json: false,
      command: "chrome left half",
    });
  });

  it("a word that is no file and does not look like a path is the command's", () => {
    const parsed = simOf(["run", "--sim", "chrome", "left", "half"]);
    assert.deepEqual([parsed.sim, parsed.command], [true, "chrome left half"]);
    assert.deepEqual(simOf(["run", "--sim", "--offline", "list apps"]).sim, true);
    const long = "chrome left half ".repeat(300);
    assert.deepEqual(simOf(["run", "--sim", long]).command, long, "a word too long for a path");
  });

  it("a path that does not exist is refused, naming it and what --sim takes", () => {
    for (const path of [join(folder.path, "gone.snapshot"), "./desk", "../desks/work.json", "~/desk.json"]) {
      assert.throws(
        () => parseArgs(["run", "--sim", path, "chrome left half"]),
        {
          name: "InputError",
          message:
            `--sim ${path}: there is no such file; ` +
            "--sim takes a desktop snapshot file (JSON: screens, apps, windows, tabs...), " +
            "or nothing for the built-in desktop",
        },
        path,
      );
    }
  });
});

describe("run --sim WORD: a bare word is never the desktop file", () => {
  let here: ReturnType<typeof tempHome>;
  before(() => (here = tempHome()));
  after(() => here.remove());

  it("a bare word is the command's even when a file of that name is here; a path to it is the file", () => {
    const cwd = process.cwd();
    writeFileSync(join(here.path, "chrome"), "not a desktop");
    process.chdir(here.path);
    try {
      const parsed = simOf(["run", "--sim", "chrome", "left", "half"]);
      assert.deepEqual([parsed.sim, parsed.command], [true, "chrome left half"]);
      assert.equal(simOf(["run", "--sim", "./chrome", "left", "half"]).sim, "./chrome");
      assert.equal(simOf(["run", "--sim=chrome", "left", "half"]).sim, "chrome");
    } finally {
      process.chdir(cwd);
    }
  });
});
