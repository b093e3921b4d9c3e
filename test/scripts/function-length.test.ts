import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { described, longFunctions, longFunctionsIn, MAX_LINES } from "../../scripts/function-length.ts";
import { tempHome } from "../support/index.ts";

/** A function of `name` whose body spans `lines` lines, braces included. */
const functionOf = (name: string, lines: number, header = `function ${name}() `) =>
  `${header}{\n${"  void 0;\n".repeat(lines - 2)}}\n`;

describe("the function length check", () => {
  it("reports a body over 60 lines by file:line, name and length, and passes one of 60", () => {
    const text = `// a file\n${functionOf("short", MAX_LINES)}${functionOf("long", MAX_LINES + 1)}`;
    const found = longFunctionsIn("agent/src/x.ts", text);
    assert.deepEqual(found, [{ file: "agent/src/x.ts", line: MAX_LINES + 2, name: "long", lines: 61 }], "only long");
    assert.equal(described(found[0]!), "agent/src/x.ts:62: long is 61 lines (at most 60)");
  });

  it("measures arrow functions, methods and a factory's closure, counting what is nested in it", () => {
    const arrow = functionOf("arrow", 70, "const arrow = () => ");
    const method = `class A {\n${functionOf("m", 65, "  m() ")}}\n`;
    const members = `${functionOf("inner", 40, "    inner() ")}${functionOf("other", 30, "    other() ")}`;
    const factory = `function factory() {\n  return {\n${members}  };\n}\n`;
    const found = longFunctionsIn("f.ts", `${arrow}${method}${factory}`).map(({ name, lines }) => [name, lines]);
    assert.deepEqual(
      found,
      [
        ["arrow", 70],
        ["m", 65],
        ["factory", 74],
      ],
      "the arrow, the method and the factory",
    );
  });

  it("takes folders (agent/src, spoon/src), leaving out declaration files", () => {
    const root = tempHome();
    try {
      mkdirSync(join(root.path, "spoon", "src", "ops"), { recursive: true });
      writeFileSync(join(root.path, "spoon", "src", "ops", "long.ts"), functionOf("long", 61));
      writeFileSync(join(root.path, "spoon", "src", "ops", "hs.d.ts"), functionOf("declared", 90));
      const found = longFunctions(["spoon/src"], root.path).map(described);
      assert.deepEqual(found, ["spoon/src/ops/long.ts:1: long is 61 lines (at most 60)"], "the one long function");
    } finally {
      root.remove();
    }
  });
});
