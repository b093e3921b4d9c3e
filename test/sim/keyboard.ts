/**
 * Keyboard layouts as hs.keycodes sees them (libkeycodes.m): each key that moves between layouts makes the
 * character the layout puts on it, unshifted; the keys that never move (return, f1, ...) keep their names.
 */

/** The ANSI (U.S.) layout, by key code: also keycodes.lua's fallback for a name the current layout lacks. */
// biome-ignore format: a table, several entries a line
const ANSI: Record<number, string> = {
  0: "a", 1: "s", 2: "d", 3: "f", 4: "h", 5: "g", 6: "z", 7: "x", 8: "c", 9: "v", 11: "b", 12: "q", 13: "w",
  14: "e", 15: "r", 16: "y", 17: "t", 18: "1", 19: "2", 20: "3", 21: "4", 22: "6", 23: "5", 24: "=", 25: "9",
  26: "7", 27: "-", 28: "8", 29: "0", 30: "]", 31: "o", 32: "u", 33: "[", 34: "i", 35: "p", 37: "l", 38: "j",
  39: "'", 40: "k", 41: ";", 42: "\\", 43: ",", 44: "/", 45: "n", 46: "m", 47: ".", 50: "`",
};

/** Russian – PC (ЙЦУКЕН): Cyrillic letters where the ANSI layout has Latin ones; no "v" anywhere. */
// biome-ignore format: a table, several entries a line
const RUSSIAN: Record<number, string> = {
  ...ANSI,
  0: "ф", 1: "ы", 2: "в", 3: "а", 4: "р", 5: "п", 6: "я", 7: "ч", 8: "с", 9: "м", 11: "и", 12: "й", 13: "ц",
  14: "у", 15: "к", 16: "н", 17: "е", 30: "ъ", 31: "щ", 32: "г", 33: "х", 34: "ш", 35: "з", 37: "д", 38: "о",
  39: "э", 40: "л", 41: "ж", 43: "б", 44: ".", 45: "т", 46: "ь", 47: "ю", 50: "ё",
};

/** The layouts a simulated Mac can have (a simulator field of the snapshot: `keyboardLayout`). */
export const LAYOUTS = { "U.S.": { keys: ANSI, latin: true }, "Russian – PC": { keys: RUSSIAN, latin: false } };
export type KeyboardLayout = keyof typeof LAYOUTS;

/** The keys every layout has, by name (libkeycodes.m's second part), with their key codes. */
// biome-ignore format: a table, several entries a line
const FIXED: Record<string, number> = {
  return: 36, tab: 48, space: 49, delete: 51, escape: 53, cmd: 55, shift: 56, capslock: 57, alt: 58, ctrl: 59,
  fn: 63, f1: 122, f2: 120, f3: 99, f4: 118, f5: 96, f6: 97, f7: 98, f8: 100, f9: 101, f10: 109, f11: 103,
  f12: 111, help: 114, home: 115, pageup: 116, forwarddelete: 117, end: 119, pagedown: 121, left: 123,
  right: 124, down: 125, up: 126, padenter: 76,
};

const codeFor = (keys: Record<number, string>, name: string) =>
  Object.entries(keys).find(([, key]) => key === name)?.[0];

/**
 * The key code eventtap.lua's getKeycode finds for a key: a number as it is, "#9", a name of the current
 * layout (lower-cased), else the ANSI layout's (keycodes.lua's fallback, which logs a warning), else it raises
 * "Invalid key".
 */
export function keycodeOf(layout: KeyboardLayout, key: unknown, warn: (line: string) => void): number {
  if (typeof key === "number") return key;
  if (typeof key !== "string") throw new Error("key must be a string or a number");
  if (key.startsWith("#")) return Number(key.slice(1));
  const name = key.toLowerCase();
  const found = FIXED[name] ?? codeFor(LAYOUTS[layout].keys, name);
  if (found !== undefined) return Number(found);
  const fallback = codeFor(ANSI, name);
  if (fallback === undefined)
    throw new Error(
      `Invalid key: ${key} - this may mean that the key requested does not exist in your keymap` +
        " (particularly if you switch keyboard layouts frequently)",
    );
  const using = "using ANSI-standard US keyboard layout as fallback";
  warn(`key '${name}' not found in active keymap; ${using}, returning '${fallback}'`);
  return Number(fallback);
}

/**
 * What an app takes a key for: its name when it is a fixed key, else the character the layout puts on it;
 * with ⌘ held on a layout without Latin letters, the ANSI character (macOS matches ⌘ shortcuts on a Latin layout).
 */
export function keyName(layout: KeyboardLayout, code: number, mods: string[]): string | undefined {
  const fixed = Object.entries(FIXED).find(([, fixedCode]) => fixedCode === code)?.[0];
  if (fixed !== undefined) return fixed;
  const { keys, latin } = LAYOUTS[layout];
  return mods.includes("cmd") && !latin ? ANSI[code] : keys[code];
}
