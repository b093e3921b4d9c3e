import { KEYS } from "../contract/index.ts";

/** xdotool-style names the model uses for keys → Hammerspoon's. */
const KEY_NAMES: Record<string, string> = {
  return: "return",
  enter: "return",
  kp_enter: "padenter",
  tab: "tab",
  escape: "escape",
  esc: "escape",
  backspace: "delete",
  delete: "forwarddelete",
  space: "space",
  up: "up",
  down: "down",
  left: "left",
  right: "right",
  home: "home",
  end: "end",
  page_up: "pageup",
  page_down: "pagedown",
  prior: "pageup",
  next: "pagedown",
};
const MODIFIER_NAMES: Record<string, string> = {
  ctrl: "ctrl",
  control: "ctrl",
  alt: "alt",
  option: "alt",
  shift: "shift",
  cmd: "cmd",
  command: "cmd",
  super: "cmd",
  meta: "cmd",
  fn: "fn",
};

/** "ctrl+shift" → Hammerspoon's modifier names, or what is not one. */
export function modifiersOf(text: string | null | undefined): string[] | string {
  if (!text) return [];
  const names = text.split("+").map((part) => MODIFIER_NAMES[part.trim().toLowerCase()]);
  return names.some((m) => m === undefined) ? `unknown modifier in "${text}"` : (names as string[]);
}

/** "ctrl+shift+a" or "Return" → Hammerspoon's key and modifiers, or what is wrong. */
export function keyChord(text: string): { key: string; modifiers: string[] } | string {
  const parts = text.split("+").map((part) => part.trim());
  const key = parts.pop()!;
  const modifiers = modifiersOf(parts.join("+"));
  if (typeof modifiers === "string") return modifiers;
  const name = KEY_NAMES[key.toLowerCase()] ?? MODIFIER_NAMES[key.toLowerCase()] ?? key.toLowerCase();
  if (!KEYS.includes(name) && [...name].length !== 1) return `unknown key "${key}" in "${text}"`;
  return { key: name, modifiers };
}
