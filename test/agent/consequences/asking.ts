/** Every chord that asks, as [modifiers, key] in Hammerspoon's names; the first four are issue 18's. */
export const ASKING: [string[], string][] = [
  [["cmd", "alt"], "delete"],
  [["cmd", "alt", "shift"], "delete"],
  [["cmd", "shift"], "q"],
  [["cmd", "alt", "shift"], "q"],
  [["cmd"], "q"],
  [["cmd", "alt"], "q"],
  [["cmd"], "w"],
  [["cmd", "shift"], "w"],
  [["cmd", "alt"], "w"],
  [["cmd"], "delete"],
  [["cmd", "shift"], "delete"],
  [["cmd", "alt"], "escape"],
  [["cmd", "alt", "shift"], "escape"],
];
