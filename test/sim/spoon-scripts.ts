// The scripts the Spoon sends to apps, read from its scripts files (each app keeps its JXA in one place, which Node
// can import as well as TypeScriptToLua): every exported text that addresses an `Application(...)`, by its name.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { REPO } from "../support/index.ts";

/** The files that hold the Spoon's app scripts, relative to spoon/src. */
export const SCRIPT_FILE = /(?:^|\/)(?:scripts|jxa-scripts|page-scripts|play-script|player-scripts)\.ts$/;

/** Every app script the Spoon holds, by its exported name; fragments other scripts include are left out. */
export async function spoonScripts(): Promise<Map<string, string>> {
  const files = readdirSync(join(REPO, "spoon/src"), { recursive: true })
    .map(String)
    .filter((file) => SCRIPT_FILE.test(file))
    .sort();
  const scripts = new Map<string, string>();
  for (const file of files) {
    const module = (await import(pathToFileURL(join(REPO, "spoon/src", file)).href)) as Record<string, unknown>;
    for (const [name, text] of Object.entries(module)) {
      if (typeof text !== "string" || !/\bApplication\(/.test(text)) continue;
      if (scripts.has(name)) throw new Error(`two Spoon scripts are called ${name}`);
      scripts.set(name, text);
    }
  }
  return scripts;
}
