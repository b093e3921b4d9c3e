import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { chordApproval, normalizedChord, type Chord } from "../../../agent/src/consequences/index.ts";
import { keyChord } from "../../../agent/src/loop/keys.ts";
import { ASKING } from "./asking.ts";

/** Other names for each modifier and key: a person's, the glyphs, the loop's xdotool names. */
const ALIASES: Record<string, string[]> = {
  cmd: ["command", "super", "meta", "⌘", "CMD"],
  alt: ["option", "opt", "⌥", "Alt"],
  shift: ["⇧", "SHIFT"],
  delete: ["backspace", "⌫", "BackSpace"],
  q: ["Q"],
  w: ["W"],
  escape: ["esc", "Escape", "⎋"],
};
const GLYPH: Record<string, string> = { cmd: "⌘", alt: "⌥", shift: "⇧", ctrl: "⌃", delete: "⌫", escape: "⎋" };

/** One chord written every way: order, case, spacing, repeated modifiers, fn, every alias, glyphs run together. */
function spellings(modifiers: string[], key: string): string[] {
  const other = (name: string, i: number) => ALIASES[name]?.[i % ALIASES[name]!.length] ?? name;
  const aliased = [0, 1, 2, 3].map((i) => [...modifiers.map((m, j) => other(m, i + j)), other(key, i)].join("+"));
  return [
    [...modifiers, key].join("+"),
    [...[...modifiers].reverse(), key].join(" + ").toUpperCase(),
    `  ${[...modifiers, key].join("  +")} `,
    ["fn", ...modifiers, modifiers[0]!, key].join("+"),
    ...aliased,
    [...modifiers.map((m) => GLYPH[m] ?? m), GLYPH[key] ?? key.toUpperCase()].join(""),
  ];
}

/** The loop's xdotool spellings, which keyChord turns into the Spoon's names ("BackSpace" is ⌫, "Delete" ⌦). */
const XDOTOOL: Record<string, string> = {
  "super+alt+BackSpace": "cmd+alt+delete",
  "super+alt+shift+BackSpace": "cmd+alt+shift+delete",
  "shift+super+BackSpace": "cmd+shift+delete",
  "shift+cmd+Q": "cmd+shift+q",
  "alt+shift+super+q": "cmd+alt+shift+q",
  "meta+option+Escape": "cmd+alt+escape",
  "cmd+alt+esc": "cmd+alt+escape",
  "fn+command+command+alt+BackSpace": "cmd+alt+delete",
};

describe("consequential chords, every spelling", () => {
  for (const [modifiers, key] of ASKING) {
    const chord = [...modifiers, key].join("+");
    it(`${chord} asks however it is written`, () => {
      for (const text of spellings(modifiers, key)) {
        assert.equal(normalizedChord(text), chord, `"${text}" is ${chord}`);
        assert.match(chordApproval(text)?.title ?? "", /^Press /, `"${text}" asks`);
      }
      const held: Chord[] = [
        { key, modifiers },
        { key: key.toUpperCase(), modifiers: [...modifiers].reverse() },
        { key: ALIASES[key]?.[2] ?? key, modifiers: ["fn", ...modifiers, ...modifiers] },
      ];
      for (const form of held) assert.ok(chordApproval(form, "The plan"), `${JSON.stringify(form)} asks`);
    });
  }

  it("the loop's xdotool spellings ask once the Spoon's names are given", () => {
    for (const [text, chord] of Object.entries(XDOTOOL)) {
      const pressed = keyChord(text);
      assert.ok(typeof pressed !== "string", `${text}: ${String(pressed)}`);
      assert.equal(normalizedChord(pressed), chord, text);
      assert.ok(chordApproval(pressed), `${text} asks`);
    }
  });

  it("says what each new chord does, and its milder or unrelated neighbours do not ask", () => {
    assert.deepEqual(chordApproval("⌥⌘⌫", "The plan"), {
      title: "Press ⌥⌘⌫?",
      detail: "The plan wants to press ⌥⌘⌫: delete the selection immediately, skipping the Trash.",
    });
    assert.match(chordApproval("cmd+alt+shift+delete")!.detail, /empty the Trash at once, without a dialog/);
    assert.match(chordApproval("cmd+shift+q")!.detail, /log out of the Mac\.$/);
    assert.match(chordApproval("cmd+alt+shift+q")!.detail, /log out of the Mac at once, without confirming/);
    for (const mild of [
      "cmd+a",
      "alt+delete",
      "shift+delete",
      "cmd+forwarddelete",
      "ctrl+cmd+q",
      "cmd+l",
      "q",
      "delete",
    ])
      assert.equal(chordApproval(mild), undefined, `${mild} does not ask`);
  });
});
