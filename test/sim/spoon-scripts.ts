// The scripts the Spoon sends to apps, from its scripts files (each app keeps its JXA in one place, which Node can
// import as well as TypeScriptToLua): every exported text that addresses an `Application(...)`, by its name.
import * as calendar from "../../spoon/src/apps/calendar/jxa-scripts.ts";
import * as chrome from "../../spoon/src/apps/chrome/jxa-scripts.ts";
import * as chromePage from "../../spoon/src/apps/chrome/page-scripts.ts";
import * as finder from "../../spoon/src/apps/finder/scripts.ts";
import * as music from "../../spoon/src/apps/music/play-script.ts";
import * as notes from "../../spoon/src/apps/notes/scripts.ts";
import * as players from "../../spoon/src/apps/player-scripts.ts";
import * as safari from "../../spoon/src/apps/safari/jxa-scripts.ts";
import * as safariPage from "../../spoon/src/apps/safari/page-scripts.ts";
import * as spotify from "../../spoon/src/apps/spotify/scripts.ts";

/** The files that hold the Spoon's app scripts (relative to spoon/src), and what each exports. */
export const SCRIPT_MODULES: Record<string, Record<string, unknown>> = {
  "apps/calendar/jxa-scripts.ts": calendar,
  "apps/chrome/jxa-scripts.ts": chrome,
  "apps/chrome/page-scripts.ts": chromePage,
  "apps/finder/scripts.ts": finder,
  "apps/music/play-script.ts": music,
  "apps/notes/scripts.ts": notes,
  "apps/player-scripts.ts": players,
  "apps/safari/jxa-scripts.ts": safari,
  "apps/safari/page-scripts.ts": safariPage,
  "apps/spotify/scripts.ts": spotify,
};

/** What a scripts file is called. */
export const SCRIPT_FILE = /(?:^|\/)(?:scripts|jxa-scripts|page-scripts|play-script|player-scripts)\.ts$/;

/** Every app script the Spoon holds, by its exported name; fragments other scripts include are left out. */
export function spoonScripts(): Map<string, string> {
  const scripts = new Map<string, string>();
  for (const module of Object.values(SCRIPT_MODULES)) {
    for (const [name, text] of Object.entries(module)) {
      if (typeof text !== "string" || !/\bApplication\(/.test(text)) continue;
      if (scripts.has(name)) throw new Error(`two Spoon scripts are called ${name}`);
      scripts.set(name, text);
    }
  }
  return scripts;
}
