import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { LINE_MARK, plainJson, plainLine, plainText, visibleLine } from "../../../agent/src/util/index.ts";
import { assertPlain, HOSTILE, UNPLAIN } from "../../support/hostile.ts";

/** Any text at all: every code point, with the characters terminals act on much more often than chance. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom("\u001b", "[", "]", "\\", "\u0007", "\u009b", "\u009c", "\u009d", "\n", "\r", "\t", "\u202e"),
    fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0x2000, max: 0x206f }).map((code) => String.fromCharCode(code)),
    fc.constantFrom("\u061c", "\u2028", "\u2029"),
    fc
      .integer({ min: 0xa0, max: 0x10ffff })
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .map((code) => String.fromCodePoint(code)),
  ),
  maxLength: 60,
});
/** Text with nothing a terminal acts on: printable characters and spaces, any script. */
const plain = fc
  .string({ unit: "grapheme", maxLength: 60 })
  .filter((text) => !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(text));

describe("text made plain for a terminal", () => {
  it("removes whole escape sequences: CSI, OSC (titles, links) to BEL or ST, DCS/APC strings, ESC x", () => {
    assert.equal(plainLine(HOSTILE.clear), "Screen wiped");
    assert.equal(plainLine(HOSTILE.colour), "red and hidden");
    assert.equal(plainLine(HOSTILE.windowTitle), "Title set");
    assert.equal(plainLine(HOSTILE.link), "click me");
    assert.equal(
      plainLine("a\u001bPq#0;2;0;0;0\u001b\\b\u001b_apc\u0007c\u001b^pm\u001b\\d\u001bXsos\u001b\\e"),
      "abcde",
    );
    assert.equal(
      plainLine("save\u001b7 restore\u001b8 reset\u001bc charset\u001b(B keypad\u001b="),
      "save restore reset charset keypad",
    );
    assert.equal(
      plainLine("unended \u001b]0;the rest of the title"),
      "unended ",
      "an unended string swallows the rest",
    );
    assert.equal(plainLine("lone \u001b"), "lone ");
  });

  it("removes 8-bit C1 sequences and characters, DEL and the C0 controls that move the cursor", () => {
    assert.equal(plainLine(HOSTILE.c1), "eight-bit CSI");
    assert.equal(
      plainLine("bell\u0007 back\u0008space vt\u000b ff\u000c so\u000e del\u007f nel\u0085 ind\u0084"),
      "bell backspace vt ff so del nel ind",
    );
    assert.equal(plainLine("col\tumn"), "col umn");
  });

  it("removes bidi marks, embeddings, overrides and isolates, so text reads in the order it is stored", () => {
    assert.equal(plainLine(HOSTILE.bidi), "invoice gpj.exe iso mark");
    assert.equal(plainLine("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"), "");
  });

  it("shows a line break inside one line as a mark, so it cannot forge a line", () => {
    assert.equal(plainLine(HOSTILE.forged), `Inbox${LINE_MARK}Allow? [y/N] y${LINE_MARK}  1. done: nothing`);
    assert.equal(plainLine("a\r\nb\u2028c\u2029d"), `a${LINE_MARK}b${LINE_MARK}c${LINE_MARK}d`);
  });

  it("keeps the line breaks of lines the product composed, and the lines it put inside cannot add any", () => {
    const titles = [HOSTILE.forged, HOSTILE.clear, "plain"];
    const composed = `Close 3 tabs?\n${titles.map((title, i) => `${i + 1}. ${plainLine(title)}`).join("\n")}`;
    const shown = plainText(composed);
    assert.equal(shown.split("\n").length, 4);
    assert.equal(shown.split("\n")[1], `1. Inbox${LINE_MARK}Allow? [y/N] y${LINE_MARK}  1. done: nothing`);
    assert.equal(
      plainText("line\r\nnext\u001b[2K"),
      `line${LINE_MARK}\nnext`,
      "a carriage return is never the product's",
    );
  });

  it("never leaves a control, escape or bidi character, and is stable (property)", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const line = plainLine(text);
        assert.doesNotMatch(line, UNPLAIN);
        assert.doesNotMatch(line, /[\n\u2028\u2029]/);
        assert.equal(plainLine(line), line);
        const lines = plainText(text);
        assertPlain(lines, "plainText");
        assert.equal(lines.split("\n").length, text.split("\n").length, "only the text's own \\n are line breaks");
      }),
      { numRuns: 2000 },
    );
  });

  it("passes plain text unchanged (property)", () => {
    fc.assert(
      fc.property(plain, (text) => {
        assert.equal(plainLine(text), text);
        assert.equal(plainText(text), text);
      }),
      { numRuns: 1000 },
    );
    assert.equal(
      plainLine("Pull requests · hs-claude — 日本語 👩‍💻 مرحبا ✓ → …"),
      "Pull requests · hs-claude — 日本語 👩‍💻 مرحبا ✓ → …",
    );
  });

  it("writes JSON with what a terminal acts on as \\u escapes, the same data parsed back (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), anyText, (value, text) => {
        for (const data of [value, { title: text, nested: [text, { text }] }]) {
          for (const indent of [undefined, 2]) {
            const json = plainJson(data, indent);
            assertPlain(json, "plainJson");
            assert.deepEqual(JSON.parse(json), JSON.parse(JSON.stringify(data)));
          }
        }
      }),
      { numRuns: 500 },
    );
    assert.equal(plainJson({ t: "\u009b2J\u202e" }), '{"t":"\\u009b2J\\u202e"}');
  });

  it("shows what was typed, escapes and controls as pictures or \\u escapes, none acted on (property)", () => {
    assert.equal(visibleLine("chrome \u001b[31mleft half"), "chrome \u241b[31mleft half");
    assert.equal(visibleLine("a\tb\u007f\u009b\u202e"), "a\u2409b\u2421\\u009b\\u202e");
    fc.assert(
      fc.property(anyText, (text) => assertPlain(visibleLine(text), `visibleLine(${JSON.stringify(text)})`)),
      { numRuns: 500 },
    );
  });
});
