import type { SimulatedMac } from "./mac.ts";
import type { VirtualTime } from "./settle.ts";

/** What a person sees on the simulated Mac: alerts, notifications, dialogs, the chooser, this Spoon's menu. */
export interface Seen {
  alerts: string[];
  notifications: string[];
  dialogs: { title: string; text: string; buttons: string[] }[];
  chooser?: { query: string; rows: string[] };
  menubar?: { title: string; items: string[] };
}

/** A person at the simulated Mac, acting through what is on screen (hotkeys, typing, keys, the menu, buttons). */
export interface Person {
  pressKeys(chord: string): Promise<void>;
  type(text: string): Promise<void>;
  press(key: string): Promise<void>;
  clickMenubar(path: string[]): Promise<void>;
  answer(button: string): Promise<void>;
  sees(): Seen;
}

const MODIFIERS = new Set(["cmd", "alt", "ctrl", "shift", "fn"]);

/** "cmd+shift+a" → modifiers and key; "⌘" style names are not taken, to keep chords plain. */
function parseChord(chord: string): { mods: string[]; key: string } {
  const parts = chord.split("+").map((part) => part.trim().toLowerCase());
  const key = parts.pop();
  const unknown = parts.filter((part) => !MODIFIERS.has(part));
  if (!key || unknown.length) throw new Error(`not a key chord: ${chord} (modifiers: ${[...MODIFIERS].join(", ")})`);
  return { mods: parts, key };
}

/**
 * The menu bar item's title, and its menu's rows as the person sees them once they open it: the menu (the Spoon's
 * menu function) is built when `items` is read, as clicking the item builds it, not each time they look at the screen.
 */
function menuSeen(menubar: { title(): string | undefined; rows(): { title: string }[] }): NonNullable<Seen["menubar"]> {
  return {
    title: menubar.title()!,
    get items() {
      return menubar.rows().map((row) => row.title);
    },
  };
}

/**
 * The person: they are there (choosers wait for them), and each act lets the simulated Mac run until
 * it has reacted, as a person would wait before looking again.
 */
export function personAt(mac: SimulatedMac, time: VirtualTime, present: boolean): Person {
  mac.person.present = present;
  const chooser = () => {
    const [open] = mac.onScreen().choosers;
    if (!open) throw new Error("no chooser is on screen");
    return open;
  };
  /** Keys go to the chooser when one is open, else to Hammerspoon's key window (a webview that takes keys). */
  const keyWindow = () => mac.onScreen().webviews.findLast((webview) => webview.takesKeys());
  return {
    async pressKeys(chord) {
      const { mods, key } = parseChord(chord);
      const window = keyWindow();
      if (window && !mac.hasHotkey(mods, key)) window.key(key, mods);
      else mac.pressHotkey(mods, key);
      await time.quiet();
    },
    async type(text) {
      chooser().type(text);
      await time.quiet();
    },
    async press(key) {
      const window = keyWindow();
      if (mac.onScreen().choosers.length === 0 && window) window.key(key, []);
      else chooser().press(key);
      await time.quiet();
    },
    async clickMenubar(path) {
      const [menubar] = mac.onScreen().menubars;
      if (!menubar) throw new Error("no menu bar item of this Spoon is showing");
      menubar.click(path);
      await time.quiet();
    },
    async answer(button) {
      const [dialog] = mac.onScreen().dialogs;
      if (!dialog) throw new Error("no dialog is on screen");
      dialog.press(button);
      await time.quiet();
    },
    sees() {
      const { dialogs, choosers, alerts, notifications, menubars } = mac.onScreen();
      const [open] = choosers;
      const [menubar] = menubars;
      return {
        alerts,
        notifications,
        dialogs: dialogs.map(({ dialog }) => ({
          title: dialog.message,
          text: dialog.informativeText,
          buttons: dialog.buttons,
        })),
        ...(open ? { chooser: { query: open.query, rows: open.rows } } : {}),
        ...(menubar ? { menubar: menuSeen(menubar) } : {}),
      };
    },
  };
}
