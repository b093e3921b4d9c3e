// What each Hammerspoon call and each osascript process costs on a real Mac, charged on the simulated Mac's
// clock. Every figure is a typical one, its public source named beside it (measured: a published timing; reported:
// a figure stated without method; estimate: derived as said). A call not listed here answers in microseconds (no
// message to another process) and is free. VERIFY_ON_MAC.md says how to check them on a Mac.

/** One accessibility request to a responsive app: ~250 µs per attribute (AXTerminator's notes; reported). */
export const AX_REQUEST_MS = 0.25;
/**
 * The accessibility messaging timeout by default, per unresponsive app: "took 6.00s for com.microsoft.VSCode"
 * (Hammerspoon issues #2289, #2970; window.lua: "OSX enforces a 6s limit"; measured). `hs.window.timeout(0)` puts it
 * back.
 */
export const DEFAULT_MESSAGING_TIMEOUT_MS = 6_000;
/** `app:allWindows()` of one responsive app: allWindows() "about 120 ms" for 154 apps (Hammerspoon2 #201; measured). */
export const APP_WINDOWS_MS = 0.8;
/**
 * Processes of kind ≥ 0 a real Mac runs beside the apps a desktop file lists (helpers, agents, extensions), each
 * asked for its windows by `hs.window.allWindows()`: 100–150 beside 30 Dock apps (154 in Hammerspoon2 #201; estimate).
 */
export const UNLISTED_PROCESSES = 100;
/** NSWorkspace's running apps: screens and Dock apps read in 10–30 ms, less two AX reads per app (estimate). */
export const RUNNING_APPLICATIONS_MS = 5;
/** Reading one bundle's Info.plist: a cold scan of ~100 bundles in 100–300 ms (estimate). */
export const BUNDLE_INFO_MS = 1.5;
/** `win:setFrame(f, 0)`: "move = 6-10ms mostly", other runs 22–48 ms (Hammerspoon issue #2924; measured). */
export const SET_FRAME_MS = 10;
/** `hs.screen:snapshot()`: a Retina full-screen capture, 220.6 → 99.8 ms (mac-control-mcp PR #18; measured). */
export const SCREEN_CAPTURE_MS = 160;
/** `hs.eventtap.keyStroke`'s wait between key down and up when none is given: eventtap.lua, 200000 µs. */
export const KEY_STROKE_DEFAULT_US = 200_000;
/**
 * One HTTPS round trip to Spotify's Web API (a token, or one /v1/search): ≈150 ms typical, 500 ms slow, 429 with
 * Retry-After when limited (developer.spotify.com's rate-limit and search pages; estimate from public client logs).
 */
export const WEB_API_ROUND_TRIP_MS = 150;
/** An `osascript -l JavaScript` process up to its first Apple event: JXA starts in 50–150 ms (reported). */
export const JXA_PROCESS_MS = 100;
/** An AppleScript `osascript` process up to its first Apple event: "osascript startup (~40-80 ms)" (reported). */
export const APPLESCRIPT_PROCESS_MS = 60;
/** One Apple event's round trip: "up to about 2,000 Apple events per second", often far fewer (reported). */
export const APPLE_EVENT_MS = 5;
/**
 * Each item of a bulk reply (a tab's url in `windows.tabs.url()`): one event per property "for all windows (and all
 * tabs)… hundreds of tabs still take ~100 ms" (chrome-control PR #7; reported): 5 properties × 200 tabs.
 */
export const REPLY_ITEM_MS = 0.1;

/**
 * An app started by its first Apple event (or JXA's `launch()`): 1–3 s typical, 5–10 s cold (estimate from Spotify's
 * first-play-after-launch reports: tombonez/noTunes#54, ersel/spotify-cli-mac#20).
 */
export const APP_LAUNCH_MS = 2_000;

/**
 * Finder's Apple events: each one as any app's (APPLE_EVENT_MS, reported); each name of a bulk reply (`items.name()`)
 * 0.5 ms, Finder making an item object of each entry of the folder (estimate: Finder is slower than Chrome's 0.1 ms
 * per item; a folder of thousands of items times out or fails in scripts, codez/ImportPhotoFolders#6 and #8; measured
 * figures for big folders are a VERIFY_ON_MAC item); Finder is kept running by macOS, and one that was quit starts
 * again in about a second (estimate).
 */
export const FINDER_COSTS = { eventMs: APPLE_EVENT_MS, itemMs: 0.5, launchMs: 1_000 } as const;
/** Chrome's Apple events: the figures above (chrome-control PR #7's bulk reads), and its launch by an event. */
export const CHROME_COSTS = { eventMs: APPLE_EVENT_MS, itemMs: REPLY_ITEM_MS, launchMs: APP_LAUNCH_MS } as const;

/**
 * Safari's Apple events: no public per-event figure, so Chrome's (estimate); its launch by its first Apple event as
 * any app's above (estimate).
 */
export const SAFARI_COSTS = CHROME_COSTS;

/**
 * Calendar's Apple events. An event about a calendar's events goes through each of them in Calendar, slowly on a
 * synced calendar: `start date of every event` of a 472-event Google-synced calendar took ~6 s, 13 ms an event
 * returned (ShenSeanChen/waku-agent#41; measured); one `every event whose start date ≥ X` on it ~25 s, 53 ms an event,
 * of which 40 ms is testing it and 13 ms returning it if it passed (waku-agent#40; estimate). The same order as
 * codefuturist/email-mcp#46 (a whose per calendar on 10 calendars exceeds 15 s) and caleb531/open-conference-url#16
 * (every event of every calendar of corporate calendars: 1:40 min). No Calendar-specific figure for one event: Apple
 * events' own (estimate). Its launch: any app's.
 */
export const CALENDAR_COSTS = { eventMs: APPLE_EVENT_MS, itemMs: 13, scanMs: 40, launchMs: APP_LAUNCH_MS };

/** What an hs call costs: fixed milliseconds, or accessibility requests to the app of the object it is called on. */
export type CallCost =
  | { ms: number }
  | {
      /** Accessibility requests the call makes to its object's app (HSuicore.m); each waits out a hung app. */
      ax: number;
      /** The whole call when the app answers, when measured as a whole (default: `ax` requests). */
      ms?: number;
      /** What the call returns when the app does not answer (kAXErrorCannotComplete: HSuicore.m's defaults). */
      noAnswer: NoAnswer;
    };

/** A value, or what to make: the object called on, an empty frame, the primary screen (a window at 0,0). */
export type NoAnswer = { value: unknown } | { make: "self" | "zeroRect" | "primaryScreen" };

const none = (value: unknown): NoAnswer => ({ value });

/**
 * The calls the simulator charges, by the name the bridge calls them (`hs.window:title` a method,
 * `hs.application.runningApplications` a function); `hs.window.allWindows`, `hs.window.focusedWindow`,
 * `hs.eventtap.keyStroke` and osascript processes are computed where they are simulated.
 */
export const CALL_COSTS: Record<string, CallCost> = {
  "hs.application.runningApplications": { ms: RUNNING_APPLICATIONS_MS },
  "hs.application.get": { ms: RUNNING_APPLICATIONS_MS },
  "hs.application.infoForBundlePath": { ms: BUNDLE_INFO_MS },
  // Through LaunchServices to the bundle, then its Info.plist: as infoForBundlePath.
  "hs.application.infoForBundleID": { ms: BUNDLE_INFO_MS },
  // HSuicore.m: isHidden, isFrontmost, mainWindow and focusedWindow each copy one attribute of the app.
  "hs.application:isHidden": { ax: 1, noAnswer: none(false) },
  "hs.application:isFrontmost": { ax: 1, noAnswer: none(false) },
  "hs.application:mainWindow": { ax: 1, noAnswer: none(undefined) },
  "hs.application:focusedWindow": { ax: 1, noAnswer: none(undefined) },
  "hs.application:hide": { ax: 1, noAnswer: none(false) },
  "hs.application:unhide": { ax: 1, noAnswer: none(false) },
  "hs.application:allWindows": { ax: 1, ms: APP_WINDOWS_MS, noAnswer: none([]) },
  // HSuicore.m HSwindow: title 1 attribute, frame = position + size, screen from the frame, subrole for isStandard.
  "hs.window:title": { ax: 1, noAnswer: none("") },
  "hs.window:frame": { ax: 2, noAnswer: { make: "zeroRect" } },
  "hs.window:screen": { ax: 2, noAnswer: { make: "primaryScreen" } },
  "hs.window:isMinimized": { ax: 1, noAnswer: none(false) },
  "hs.window:isStandard": { ax: 1, noAnswer: none(false) },
  "hs.window:isVisible": { ax: 2, noAnswer: none(false) },
  "hs.window:minimize": { ax: 1, noAnswer: { make: "self" } },
  "hs.window:unminimize": { ax: 1, noAnswer: { make: "self" } },
  "hs.window:focus": { ax: 2, noAnswer: { make: "self" } },
  // setFrame reads AXEnhancedUserInterface, then sets size, position and size again.
  "hs.window:setFrame": { ax: 4, ms: SET_FRAME_MS, noAnswer: { make: "self" } },
  "hs.axuielement:attributeValue": { ax: 1, noAnswer: none(undefined) },
  "hs.axuielement:setAttributeValue": { ax: 1, noAnswer: none(undefined) },
  "hs.axuielement:actionNames": { ax: 1, noAnswer: none([]) },
  "hs.axuielement:performAction": { ax: 1, noAnswer: none(false) },
  "hs.screen:snapshot": { ms: SCREEN_CAPTURE_MS },
};

/** An osascript process's start on a real Mac, up to its first Apple event. */
export function osascriptStartMs(language: string): number {
  return language === "AppleScript" ? APPLESCRIPT_PROCESS_MS : JXA_PROCESS_MS;
}

/** How long an osascript process runs on a real Mac: its start, its Apple events to Chrome and what they carried. */
export function osascriptMs(language: string, events: number, items: number): number {
  return osascriptStartMs(language) + events * APPLE_EVENT_MS + items * REPLY_ITEM_MS;
}

/**
 * Notes' Apple events: "roughly 50ms per Apple Event" (sweetrb/apple-notes-mcp#100; reported); each item of a bulk
 * read ≈ 4 ms: `name`, `id` and `modification date` of 524 notes read in three events, with the script's loop, took
 * 6.7 s (apple-notes-mcp#86; measured), (6.7 s − 3 × 50 ms) / 1,572 items, an upper bound since it holds the loop.
 */
export const NOTES_COSTS = { eventMs: 50, itemMs: 4, launchMs: APP_LAUNCH_MS };

/**
 * Music's Apple events: no published per-event or per-item figure for Music, so Chrome's (estimate): 5 ms an event,
 * 0.1 ms an item of a bulk reply (the shape chrome-control PR #7 reports: hundreds of tabs' properties ≈100 ms), so a
 * bulk read of 20,000 tracks' names ≈2 s; its launch by its first Apple event 1–3 s (APP_LAUNCH_MS).
 */
export const MUSIC_COSTS = { eventMs: APPLE_EVENT_MS, itemMs: REPLY_ITEM_MS, launchMs: APP_LAUNCH_MS };
/** Spotify's Apple events, as Music's (estimate: none published); it has no library, so its replies are small. */
export const SPOTIFY_COSTS = { eventMs: APPLE_EVENT_MS, itemMs: REPLY_ITEM_MS, launchMs: APP_LAUNCH_MS };
/**
 * How long after its launch begins Spotify's player takes to load (estimate): until then a play command is lost
 * and the player answers nothing ("the first command is lost while it opens": tombonez/noTunes#54; the first
 * command after a launch fails reading the current track: ersel/spotify-cli-mac#20). The launch (1–3 s) plus ≈1 s.
 */
export const SPOTIFY_PLAYER_READY_MS = APP_LAUNCH_MS + 1_000;
