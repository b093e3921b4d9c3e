import { normalizedChord } from "./chords.ts";
import type { App, Chord } from "./types.ts";

/**
 * Where a submit goes: a terminal runs it, and so does an editor or IDE with a terminal inside (a submit there may
 * be at its prompt); a chat or mail app sends it; anything else (a form, a search box).
 */
export type AppKind = "terminal" | "ide" | "chat" | "other";

/** An app list: exact bundle IDs or their prefixes ("com.jetbrains."), exact names, or names starting a longer one. */
interface AppList {
  bundleIDs: string[];
  names: string[];
  /** Names that start an app's name: "PyCharm" for "PyCharm Professional Edition". */
  prefixes?: string[];
  /** Words anywhere in an app's name: "Terminal Preview", "Secure Terminal". */
  words?: string[];
}

/** Terminals by bundle ID, and by name for a snapshot without one. */
const TERMINALS: AppList = {
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
  names: ["iterm", "iterm2", "warp", "ghostty", "kitty", "alacritty", "wezterm", "hyper", "tabby", "rio"],
  words: ["terminal"],
};

/** Editors and IDEs whose integrated terminal (or command line: Vim's :!, Xcode's debugger) runs what is typed. */
const IDES: AppList = {
  bundleIDs: [
    "com.microsoft.VSCode",
    "com.microsoft.VSCodeInsiders",
    "com.vscodium",
    "com.visualstudio.code.oss",
    "com.todesktop.230313mzl4w4u92",
    "com.exafunction.windsurf",
    "com.jetbrains.",
    "com.google.android.studio",
    "com.apple.dt.Xcode",
    "com.panic.Nova",
    "dev.zed.Zed",
    "dev.zed.Zed-Preview",
    "com.sublimetext.",
    "org.vim.MacVim",
    "org.gnu.Emacs",
    "com.rstudio.desktop",
    "co.posit.positron",
    "org.eclipse.platform.ide",
  ],
  names: ["vscodium", "cursor", "windsurf", "xcode", "nova", "macvim", "emacs", "rstudio", "positron"],
  prefixes: [
    "code",
    "visual studio code",
    "intellij idea",
    "pycharm",
    "webstorm",
    "goland",
    "clion",
    "rider",
    "phpstorm",
    "rubymine",
    "datagrip",
    "dataspell",
    "rustrover",
    "fleet",
    "aqua",
    "appcode",
    "android studio",
    "zed",
    "sublime text",
    "eclipse",
  ],
};

/** Apps where Return (or their send chord) sends a message: chat and mail. */
const CHATS: AppList = {
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
const SEND_CHORDS: Record<string, AppList> = {
  "cmd+shift+d": { bundleIDs: ["com.apple.mail"], names: ["mail"] },
};

const matchesID = (id: string, given: string) =>
  given.endsWith(".") ? id.startsWith(given.toLowerCase()) : id === given.toLowerCase();

function isOneOf(app: App, list: AppList): boolean {
  const id = app.bundleID?.toLowerCase();
  if (id !== undefined && list.bundleIDs.some((given) => matchesID(id, given))) return true;
  const name = app.name
    .trim()
    .toLowerCase()
    .replace(/\.app$/, "");
  const starts = (prefix: string) => name === prefix || name.startsWith(`${prefix} `);
  const words = name.split(/\s+/);
  return (
    list.names.includes(name) ||
    (list.prefixes ?? []).some(starts) ||
    (list.words ?? []).some((word) => words.includes(word))
  );
}

/** What kind of app a submit goes into; an app not known (undefined) is judged as any other. */
export function kindOf(app: App | undefined): AppKind {
  if (!app) return "other";
  if (isOneOf(app, TERMINALS)) return "terminal";
  if (isOneOf(app, IDES)) return "ide";
  return isOneOf(app, CHATS) ? "chat" : "other";
}

/** Whether a chord sends in some app (⇧⌘D in Mail): judged against the app in front. */
export const sendsSomewhere = (chord: Chord) => normalizedChord(chord) in SEND_CHORDS;

/** Whether a chord sends in this app (⇧⌘D in Mail). */
export function sendsIn(chord: Chord, app: App | undefined): boolean {
  const list = SEND_CHORDS[normalizedChord(chord)];
  return list !== undefined && app !== undefined && isOneOf(app, list);
}
