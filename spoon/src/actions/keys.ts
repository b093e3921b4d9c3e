// Plain TypeScript on purpose (no Lua or hs names): compiled into the Spoon and read by the agent through
// agent/src/contract, so both sides name keys alike.

/** Modifier names as hs.eventtap takes them. */
export const MODIFIERS = ["cmd", "alt", "ctrl", "shift", "fn"];
/** Key names a person can press (hs.keycodes.map's fixed names); single characters too. */
export const KEYS = [
  "return",
  "tab",
  "space",
  "delete",
  "escape",
  "forwarddelete",
  "home",
  "end",
  "pageup",
  "pagedown",
  "left",
  "right",
  "up",
  "down",
  "padenter",
  "f1",
  "f2",
  "f3",
  "f4",
  "f5",
  "f6",
  "f7",
  "f8",
  "f9",
  "f10",
  "f11",
  "f12",
  // Modifier keys pressed (or held) on their own, as hs.keycodes.map names them.
  "shift",
  "ctrl",
  "alt",
  "cmd",
  "fn",
  "capslock",
];
