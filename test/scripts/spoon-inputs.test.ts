import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { builtFrom, forgetInputs, rememberInputs, spoonInputs } from "../../scripts/spoon-inputs.ts";
import { tempHome } from "../support/index.ts";

/** `npm test` keeps the Spoon's bundle only while a build made it from the very inputs there now. */
describe("the Spoon's bundle is reused only when built from these inputs", () => {
  let folder: ReturnType<typeof tempHome>;
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  before(() => {
    folder = tempHome();
    root = `${folder.path}/`;
    write("spoon/src/init.ts", "export const a = 1;\n");
    write("spoon/src/ui/alert.ts", "export const b = 2;\n");
    write("spoon/types/hs.d.ts", "declare const hs: unknown;\n");
    write("tstl.json", "{}\n");
    write("dist/Claude.spoon/init.lua", "return 1\n");
  });
  after(() => folder.remove());
  const built = () => {
    const inputs = spoonInputs(root);
    rememberInputs(root, inputs);
    return inputs;
  };

  it("is reused right after the build that made it", () => {
    assert.equal(builtFrom(root, built()), true);
  });

  it("is built again once a source, a type, the config or a compiler's version changed, even to a same size", () => {
    for (const [path, text] of [
      ["spoon/src/ui/alert.ts", "export const b = 3;\n"],
      ["spoon/types/hs.d.ts", "declare const hs: unknowN;\n"],
      ["spoon/src/ui/new.ts", ""],
      ["tstl.json", "{ }\n"],
      ["node_modules/typescript-to-lua/package.json", '{"version":"1.0.1"}'],
    ] as const) {
      const inputs = built();
      write(path, text);
      assert.notEqual(spoonInputs(root), inputs, path);
      assert.equal(builtFrom(root, spoonInputs(root)), false, path);
    }
  });

  it("is built again when the bundle changed since, or the build did not end", () => {
    const inputs = built();
    write("dist/Claude.spoon/init.lua", "return 2\n");
    assert.equal(builtFrom(root, inputs), false, "the bundle changed");
    built();
    forgetInputs(root);
    assert.equal(builtFrom(root, spoonInputs(root)), false, "no record");
  });
});
