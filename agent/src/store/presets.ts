import { join } from "node:path";
import * as z from "zod";
import { Preset } from "../contract/index.ts";
import { readJsonFile, writeJsonFile } from "./json-file.ts";

const PresetFile = z.array(Preset);

/** Where presets live: `<home>/presets.json`, or with --sim FILE the file's own presets. */
export interface PresetStore {
  list(): Preset[];
  /** Adds the preset, replacing one with the same name. */
  save(preset: Preset): void;
}

/**
 * The presets in `<home>/presets.json` (none when the file does not exist); a broken file is an error that names the
 * problem.
 */
export function loadPresets(home: string): Preset[] {
  return readJsonFile(join(home, "presets.json"), PresetFile, "presets file", () => []);
}

function replacing(presets: Preset[], preset: Preset): Preset[] {
  return [...presets.filter((p) => p.name !== preset.name), preset];
}

/** Presets kept in `<home>/presets.json`, written atomically. */
export function filePresetStore(home: string): PresetStore {
  return {
    list: () => loadPresets(home),
    save: (preset) => writeJsonFile(join(home, "presets.json"), replacing(loadPresets(home), preset)),
  };
}

/** Presets held in memory (a simulated desktop's), changed in place so its snapshot shows them. */
export function memoryPresetStore(presets: Preset[]): PresetStore {
  return {
    list: () => structuredClone(presets),
    save: (preset) => presets.splice(0, presets.length, ...replacing(presets, preset)),
  };
}
