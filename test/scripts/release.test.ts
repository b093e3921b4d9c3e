import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { unzipSync } from "fflate";
import { hsConformance } from "../../scripts/hs-api.ts";
import { publicMembers } from "../../scripts/spoon-docs.ts";
import { packRelease } from "../../scripts/spoon-release.ts";
import { REPO, tempHome } from "../support/index.ts";

/**
 * `npm run release` (its work: packRelease): the zip SpoonInstall takes, its bundle loaded as hs.loadSpoon loads it
 * and checked against Hammerspoon's API lists, its docs.json.
 */
describe("npm run release", () => {
  let out: ReturnType<typeof tempHome>;
  let files: Record<string, Uint8Array>;
  before(() => {
    out = tempHome();
    // What scripts/release.ts packs, in this process (the tests build the bundle once, before they run).
    const release = packRelease(REPO, out.path);
    assert.equal(release.out, join(out.path, "Claude.spoon.zip"));
    files = unzipSync(readFileSync(release.out));
    mkdirSync(join(out.path, "Claude.spoon/agent"), { recursive: true });
    for (const [name, bytes] of Object.entries(files))
      if (!name.endsWith("/")) writeFileSync(join(out.path, name), bytes);
  });
  after(() => out.remove());

  it("holds Claude.spoon/ with init.lua, docs.json, agent/ (the agent's bundles and model text), nothing else", () => {
    const agent = readdirSync(join(REPO, "dist/agent")).filter((file) => /\.(cjs|txt)$/.test(file));
    assert.ok(agent.includes("hs-claude.cjs") && agent.includes("plan-system.txt"), agent.join(", "));
    assert.deepEqual(
      Object.keys(files).sort(),
      [
        "Claude.spoon/",
        "Claude.spoon/agent/",
        ...agent.map((file) => `Claude.spoon/agent/${file}`),
        "Claude.spoon/docs.json",
        "Claude.spoon/init.lua",
      ].sort(),
      "the entries of the archive",
    );
  });

  it("its init.lua loads as hs.loadSpoon loads it and uses only Hammerspoon's names", () => {
    const spoon = join(out.path, "Claude.spoon");
    const check = join(REPO, "spoon/spec/support/check_spoon.lua");
    const loaded = spawnSync("lua5.4", [check, spoon], { encoding: "utf8" });
    assert.equal(loaded.status, 0, loaded.stdout + loaded.stderr);
    assert.match(loaded.stdout, /Claude\.spoon: 0 problems\n$/);
    const { used, unknown } = hsConformance(readFileSync(join(spoon, "init.lua"), "utf8"));
    assert.deepEqual(unknown, [], "the hs names the released bundle uses that Hammerspoon lacks");
    assert.ok(used.length > 20, `the released bundle uses hs names: ${used.length}`);
    assert.match(readFileSync(join(spoon, "init.lua"), "utf8"), /^--- === Claude ===\n/);
  });

  it("its docs.json lists every public method and variable, in Hammerspoon's layout", () => {
    const modules = JSON.parse(readFileSync(join(out.path, "Claude.spoon/docs.json"), "utf8"));
    const claude = modules.find((module: { name: string }) => module.name === "Claude");
    const names = claude.items.map((item: { name: string }) => item.name);
    for (const member of publicMembers(REPO)) assert.ok(names.includes(member), `${member} is documented`);
    const start = claude.Method.find((item: { name: string }) => item.name === "start");
    assert.deepEqual(
      [start.signature, start.type, start.parameters, start.returns],
      ["Claude:start() -> self", "Method", [], [" * The Claude object"]],
    );
    const bind = claude.Method.find((item: { name: string }) => item.name === "bindHotkeys");
    assert.match(bind.parameters[0], /^ \* mapping - /);
    assert.ok(claude.Variable.some((item: { name: string }) => item.name === "port"));
    const api = modules.find((module: { name: string }) => module.name === "hs.claude");
    assert.deepEqual(
      api.Function.map((item: { signature: string }) => item.signature.split("(")[0]).sort(),
      [
        "hs.claude.actions.activateApp",
        "hs.claude.actions.click",
        "hs.claude.actions.clickElement",
        "hs.claude.actions.doubleClick",
        "hs.claude.actions.moveTo",
        "hs.claude.actions.openUrl",
        "hs.claude.actions.pressKey",
        "hs.claude.actions.quitApp",
        "hs.claude.actions.rightClick",
        "hs.claude.actions.scroll",
        "hs.claude.actions.typeText",
        "hs.claude.api.message",
        "hs.claude.api.messageWithImage",
        "hs.claude.api.setApiKey",
        "hs.claude.configure",
        "hs.claude.coordinates.fromImage",
        "hs.claude.coordinates.normalizedToScreenshot",
        "hs.claude.coordinates.screenshotToLogical",
        "hs.claude.coordinates.toImage",
        "hs.claude.execute",
        "hs.claude.vision.captureScreen",
        "hs.claude.vision.checkCondition",
        "hs.claude.vision.describeScreen",
        "hs.claude.vision.extractInfo",
        "hs.claude.vision.findElement",
      ],
      "the functions docs.json lists",
    );
  });
});
