import assert from "node:assert/strict";
import { runInNewContext } from "node:vm";
import { describe, it } from "node:test";
import { inAscii } from "../../scripts/ascii-text.ts";

/** Code as esbuild leaves characters beyond ASCII in it: comments and regular expressions. */
const ESCAPABLE = [
  "/** Hides the app's windows, as ⌘H does. */",
  "// nothing is a multiple of zero — the number branch fails",
  'const quoted = /["“‘]([^"”’]+)["”’]/; // a quote — typed or curly',
  "const glyphs = /^[⌘⌥⌃⇧]/u;",
  "const emoji = /^(?:😀|👍)/u;",
  "const clause = (text) => text.replace(/[’‘]/g, \"'\").replace(/[“”]/g, '\"');",
  // Strings come in ASCII already (esbuild writes them so).
  'const said = clause("\\u2018a\\u2019 \\u201cb\\u201d");',
  'const found = [quoted.exec("say \\u201chi\\u201d")[1], glyphs.test("\\u2325x"), emoji.test("\\ud83d\\udc4d")];',
  "JSON.stringify([...found, said])",
].join("\n");

describe("a bundle's text in ASCII (scripts/ascii-text.ts)", () => {
  it("writes the characters of comments and regular expressions as escapes that mean the same", () => {
    const ascii = inAscii(ESCAPABLE, "bundle.cjs");
    assert.match(ascii, /^[\x00-\x7f]*$/, "only ASCII");
    assert.equal(runInNewContext(ascii), runInNewContext(ESCAPABLE));
    assert.equal(runInNewContext(ascii), JSON.stringify(["hi", true, true, "'a' \"b\""]));
  });

  it("refuses a character a tagged template may hold, naming its line", () => {
    const tagged = ["const a = String.raw`“`;", "const b = String.raw`line", "“ and / more /`;"].join("\n");
    assert.throws(
      () => inAscii(tagged, "bundle.cjs"),
      (error: Error) => {
        assert.match(error.message, /bundle\.cjs:1: const a = String\.raw`“`;/);
        assert.match(error.message, /bundle\.cjs:3: “ and/);
        return true;
      },
    );
  });
});
