import { PresetName, presetApps } from "../commands/index.ts";
import type { Preset } from "../contract/index.ts";
import { InputError } from "../errors/index.ts";
import { filePresetStore, renamePreset, useHome } from "../store/index.ts";
import { plainLine } from "../util/index.ts";
import { EXIT } from "./exit.ts";
import type { PresetsArgs } from "./presets-args.ts";
import { printJson, printOut } from "./print.ts";
import { findSimHome } from "./sim-home.ts";
import { readSnapshotFile } from "./snapshot-file.ts";

const namesOf = (presets: Preset[]) => presets.map((p) => `"${plainLine(p.name)}"`).join(", ") || "none saved yet";

/**
 * With --sim, the desktop's own presets (FILE's, or the built-in desktop's; the file is never written) and where the
 * runs on it keep theirs: FILE read once, a pipe (`<(…)`) has no second read.
 */
async function simPresets(
  home: string,
  sim: string | true,
): Promise<{ presets: Preset[]; from: string; kept: string }> {
  if (sim !== true) {
    const snapshot = readSnapshotFile(sim);
    return { presets: snapshot.presets, from: sim, kept: findSimHome(home, sim, snapshot) };
  }
  const { DEFAULT_DESKTOP } = await import("../../../test/sim/index.ts");
  const { presets } = readSnapshotFile(DEFAULT_DESKTOP);
  return { presets, from: "the built-in desktop", kept: findSimHome(home, true) };
}

/** `hs-claude presets`: the saved presets listed, one removed or renamed (with --sim, those of that desktop's runs). */
export async function presets(args: PresetsArgs): Promise<number> {
  const person = useHome();
  const own = args.sim === undefined ? { presets: [], from: "", kept: person } : await simPresets(person, args.sim);
  const home = own.kept;
  const store = filePresetStore(home);
  const saved = store.list();
  const named = "remove" in args.action ? args.action.remove : "rename" in args.action ? args.action.rename[0] : "";
  if (named && !saved.some((p) => p.name === named) && own.presets.some((p) => p.name === named))
    throw new InputError(`the preset "${plainLine(named)}" comes with ${own.from}, which stays as it is`);
  if ("remove" in args.action) {
    const removed = store.remove(args.action.remove);
    if (!removed) throw new InputError(`no preset "${plainLine(args.action.remove)}"; presets: ${namesOf(saved)}`);
    if (args.json) printJson({ removed });
    else printOut(`removed the preset "${plainLine(removed.name)}" (${presetApps(removed)})\n`);
    return EXIT.done;
  }
  if ("rename" in args.action) {
    const [from, to] = args.action.rename;
    const name = PresetName.safeParse(to);
    if (!name.success) throw new InputError(name.error.issues[0]!.message.replace("preset_name", "the new name"));
    if ([...own.presets, ...saved].some((p) => p.name === name.data))
      throw new InputError(`a preset "${plainLine(name.data)}" is there already; remove it first`);
    const renamed = renamePreset(home, from, name.data);
    if (typeof renamed === "string") throw new InputError(`${plainLine(renamed)}; presets: ${namesOf(saved)}`);
    if (args.json) printJson({ renamed: { from, to: renamed.name } });
    else printOut(`renamed the preset "${plainLine(from)}" to "${plainLine(renamed.name)}"\n`);
    return EXIT.done;
  }
  return listed(saved, own, args.json);
}

/** The presets, one a line; with --sim the desktop's own ones the saved ones do not replace, said to be its. */
function listed(saved: Preset[], own: { presets: Preset[]; from: string }, json: boolean): number {
  const fromDesktop = own.presets.filter((p) => !saved.some((s) => s.name === p.name));
  const all = [...fromDesktop, ...saved];
  if (json) printJson(all);
  else if (all.length === 0) printOut('no presets saved yet: say "save this layout as focus"\n');
  else
    for (const preset of all) {
      const mark = fromDesktop.includes(preset) ? `  (${own.from})` : "";
      printOut(`${plainLine(preset.name)}: ${presetApps(preset)}${mark}\n`);
    }
  return EXIT.done;
}
