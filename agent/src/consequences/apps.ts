import { normalizedChord } from "./chords.ts";
import type { App, Chord } from "./types.ts";

/** Where a submit goes: a terminal runs it, a chat or mail app sends it; anything else (a form, a search box). */
export type AppKind = "terminal" | "chat" | "other";

/** Terminals by bundle ID, and by name for a snapshot without one. */
const TERMINALS = {
  bundleIDs: [
    "com.apple.Terminal",
    "com.googlecode.iterm2",
    "dev.warp.Warp-Stable",
    "dev.warp.Warp",
    "com.mitchellh.ghostty",
    "net.kovidgoyal.kitty",
    "org.alacritty",
    "io.alacritty",
    "com.github.wez.wezterm",
    "co.zeit.hyper",
    "org.tabby",
    "com.raphaelamorim.rio",
  ],
  names: ["terminal", "iterm", "iterm2", "warp", "ghostty", "kitty", "alacritty", "wezterm", "hyper", "tabby", "rio"],
};

/** Apps where Return (or their send chord) sends a message: chat and mail. */
const CHATS = {
  bundleIDs: [
    "com.tinyspeck.slackmacgap",
    "com.apple.MobileSMS",
    "com.apple.mail",
    "com.hnc.Discord",
    "ru.keepcoder.Telegram",
    "org.telegram.desktop",
    "net.whatsapp.WhatsApp",
    "desktop.WhatsApp",
    "org.whispersystems.signal-desktop",
    "com.microsoft.teams",
    "com.microsoft.teams2",
    "us.zoom.xos",
    "com.microsoft.Outlook",
    "com.skype.skype",
    "com.tencent.xinWeChat",
    "com.facebook.archon",
    "com.readdle.smartemail-Mac",
    "org.mozilla.thunderbird",
    "im.riot.app",
  ],
  names: [
    "slack",
    "messages",
    "mail",
    "discord",
    "telegram",
    "whatsapp",
    "signal",
    "microsoft teams",
    "microsoft teams (work or school)",
    "microsoft teams classic",
    "zoom.us",
    "zoom",
    "microsoft outlook",
    "outlook",
    "skype",
    "wechat",
    "messenger",
    "spark",
    "spark desktop",
    "thunderbird",
    "element",
  ],
};

/**
 * Chords that send in one app only: Mail's Message › Send is ⇧⌘D (elsewhere ⇧⌘D opens the Desktop folder or
 * bookmarks tabs, so it asks only there).
 */
const SEND_CHORDS: Record<string, { bundleIDs: string[]; names: string[] }> = {
  "cmd+shift+d": { bundleIDs: ["com.apple.mail"], names: ["mail"] },
};

const isOneOf = (app: App, list: { bundleIDs: string[]; names: string[] }) =>
  (app.bundleID !== undefined && list.bundleIDs.some((id) => id.toLowerCase() === app.bundleID!.toLowerCase())) ||
  list.names.includes(
    app.name
      .trim()
      .toLowerCase()
      .replace(/\.app$/, ""),
  );

/** What kind of app a submit goes into; an app not known (undefined) is judged as any other. */
export function kindOf(app: App | undefined): AppKind {
  if (!app) return "other";
  if (isOneOf(app, TERMINALS)) return "terminal";
  return isOneOf(app, CHATS) ? "chat" : "other";
}

/** Return, Enter or keypad Enter, with any modifiers (⌘↩ sends in most chat and mail apps). */
export const isReturn = (chord: Chord) => /(^|\+)(return|padenter)$/.test(normalizedChord(chord));

/** Whether a chord sends in some app (⇧⌘D in Mail): judged against the app in front. */
export const sendsSomewhere = (chord: Chord) => normalizedChord(chord) in SEND_CHORDS;

/** Whether a chord sends in this app (⇧⌘D in Mail). */
export function sendsIn(chord: Chord, app: App | undefined): boolean {
  const list = SEND_CHORDS[normalizedChord(chord)];
  return list !== undefined && app !== undefined && isOneOf(app, list);
}
