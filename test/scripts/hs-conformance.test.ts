import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { codeOnly, conformanceReport, hammerspoonNames, hsConformance, hsNamesIn } from "../../scripts/hs-api.ts";

describe("the hs names a Lua source uses, against Hammerspoon's API lists", () => {
  it("reads the lists, documented and undocumented, methods with their colon", () => {
    const names = hammerspoonNames();
    for (const name of ["hs.screen.allScreens", "hs.window:setFrame", "hs.window.windowForID", "hs.alert"])
      assert.ok(names.has(name), name);
    assert.ok(names.size > 2000, `${names.size} names`);
  });

  it("takes comments and strings out as Lua reads them, so a `--` in a string hides no code", () => {
    const lua = [
      'local a = "-- not a comment" hs.alert.show(a) -- hs.comment.line',
      "--[==[ hs.long.comment ]] still ]==] hs.after.comment()",
      "local b = [[ hs.long.string ]] .. 'it\\'s hs.quoted' .. \"esc\\\"aped hs.q\" .. hs.code.last",
    ].join("\n");
    assert.equal(
      codeOnly(lua),
      'local a = "" hs.alert.show(a) \n hs.after.comment()\nlocal b = "" .. "" .. "" .. hs.code.last',
    );
    assert.deepEqual(hsNamesIn(lua), ["hs.after.comment", "hs.alert.show", "hs.code.last"], "the names in code");
  });

  it("knows a listed name, a method as a field, the start of a listed name and the Spoon's own hs.claude", () => {
    const lua = "hs.screen.allScreens() hs.window.setFrame(w) hs.window x.hs.nothing hs.claude.execute() hs.claude";
    assert.deepEqual(hsConformance(lua), {
      used: ["hs.screen.allScreens", "hs.window", "hs.window.setFrame"],
      unknown: [],
    });
    const wrong = hsConformance("hs.window.setFrames(w) hs.screen.allScreen() hs.claudex.run() hs.windows");
    assert.deepEqual(
      wrong.unknown,
      ["hs.claudex.run", "hs.screen.allScreen", "hs.window.setFrames", "hs.windows"],
      "the names Hammerspoon lacks",
    );
  });

  it("the check fails naming each unknown name, and fails when it finds no hs name at all", () => {
    const check = (lua: string) => {
      const { passed, output } = conformanceReport(lua, "dist/Claude.spoon/init.lua");
      return [passed, output];
    };
    assert.deepEqual(
      check("hs.alert.show('x') hs.window.nope()"),
      [false, "not in Hammerspoon's API: hs.window.nope\nhs names used: 2, unknown to Hammerspoon: 1\n"],
      "verdict and output with an unknown name",
    );
    assert.deepEqual(
      check("-- hs.alert.show('x')\nreturn {}"),
      [
        false,
        "no hs name found in dist/Claude.spoon/init.lua: is it the Spoon's bundle?\n" +
          "hs names used: 0, unknown to Hammerspoon: 0\n",
      ],
      "verdict and output with no hs name",
    );
    assert.deepEqual(
      check("hs.alert.show('x')"),
      [true, "hs names used: 1, unknown to Hammerspoon: 0\n"],
      "verdict and output with known names only",
    );
  });
});
