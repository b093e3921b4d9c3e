import { askApp, readInstalledApps, runningDockApps, withAccessibilityTimeout } from "../desktop";
import { broken, note, ok } from "../runtime";
import type { Found } from "./probe-run";

const PRIVACY = "System Settings › Privacy & Security";
const near = (a: number, b: number) => math.abs(a - b) <= 1;

/** One hs call (or a few) the Spoon relies on, read and never changed. */
export interface HsProbe {
  what: string;
  read: (this: void) => Found;
}

const missing = (text: string, pane: string): Found => ({
  ...broken(text),
  fix: `${PRIVACY} › ${pane} › Hammerspoon on`,
});

function screens(): Found {
  const all = hs.screen.allScreens();
  const each = all.map((screen) => {
    const full = screen.fullFrame();
    return `${screen.name() ?? "screen"} ${full.w}×${full.h} points at scale ${screen.currentMode().scale}`;
  });
  return all.length === 0 ? broken("no screen") : ok(`${all.length}: ${each.join("; ")}`);
}

/** The primary screen's image: its pixel size against points × scale (no image without Screen Recording). */
function screenshot(): Found {
  const screen = hs.screen.primaryScreen();
  const full = screen.fullFrame();
  const scale = screen.currentMode().scale;
  const size = screen.snapshot()?.size();
  if (size === undefined) return missing("no image of the screen", "Screen & System Audio Recording");
  if (near(size.w, full.w * scale) && near(size.h, full.h * scale)) return ok(`${size.w}×${size.h} pixels`);
  return broken(`${size.w}×${size.h} pixels, expected ${full.w * scale}×${full.h * scale}`);
}

/** The windows of the Dock apps, as the desktop snapshot reads them: an app that does not answer is named. */
function windows(): Found {
  return withAccessibilityTimeout(() => {
    const apps = runningDockApps();
    const silent: string[] = [];
    let count = 0;
    for (const app of apps) {
      const answer = askApp(app);
      if (answer === undefined) silent.push(app.name());
      else count += answer.windows.length;
    }
    const read = `${count} windows of ${apps.length} apps`;
    if (silent.length === 0) return ok(read);
    return { ...note(`${read}; no answer in time from ${silent.join(", ")}`), fix: "a busy app: check again later" };
  });
}

/** Each hs call the Spoon relies on, in the order the report lists them. Nothing here moves, writes or asks. */
export const HS_PROBES: HsProbe[] = [
  {
    what: "Accessibility",
    read: () => (hs.accessibilityState(false) ? ok("granted") : missing("not granted", "Accessibility")),
  },
  {
    what: "Screen Recording",
    read: () =>
      hs.screenRecordingState(false) ? ok("granted") : missing("not granted", "Screen & System Audio Recording"),
  },
  { what: "screens", read: screens },
  { what: "a screenshot", read: screenshot },
  {
    what: "running apps",
    read: () => {
      const front = hs.application.frontmostApplication()?.name() ?? "none";
      return ok(`${hs.application.runningApplications().length}, ${front} in front`);
    },
  },
  { what: "windows", read: windows },
  {
    // Its title is never read: only that there is one (the report is for an issue).
    what: "the focused window",
    read: () => withAccessibilityTimeout(() => ok(hs.window.focusedWindow() === undefined ? "none" : "one, in front")),
  },
  {
    // Scanned again here, so that the report says how long a scan takes on this Mac.
    what: "installed apps",
    read: () => ok(`${readInstalledApps(true).length} in the application folders`),
  },
  {
    what: "the pointer",
    read: () => {
      const at = hs.mouse.absolutePosition();
      return ok(`at ${math.floor(at.x)},${math.floor(at.y)}`);
    },
  },
  {
    // Its contents are never read: only that it answers.
    what: "the pasteboard",
    read: () => ok(`answers (${hs.pasteboard.allContentTypes().length} items; contents not read)`),
  },
];
