import { join } from "node:path";
import * as z from "zod";
import { Preset } from "../contract/index.ts";
import { readStore, updateStore, type StoreFile } from "./json-store.ts";

/** Presets kept at most: the oldest saved are forgotten first. */
export const MAX_PRESETS = 100;

/** Where presets live: `<home>/presets.json`, or with --sim FILE the file's own presets. */
export interface PresetStore {
  list(): Preset[];
  /** Adds the preset, replacing one with the same name. */
  save(preset: Preset): void;
}

/** The person may write presets.json by hand: a broken one is refused with the problem, never kept aside. */
const presetsFile = (home: string): StoreFile<Preset[]> => ({
  path: join(home, "presets.json"),
  what: "presets file",
  schema: z.array(Preset),
  empty: () => [],
  bound: (presets) => presets.slice(-MAX_PRESETS),
  maxBytes: 1_000_000,
  broken: "refuse",
  indent: 2,
});

/**
 * The presets in `<home>/presets.json` (none when the file does not exist); a broken file is an error that names the
 * problem.
 */
export function loadPresets(home: string): Preset[] {
  return readStore(presetsFile(home)).value;
}

function replacing(presets: Preset[], preset: Preset): Preset[] {
  return [...presets.filter((p) => p.name !== preset.name), preset];
}

/** Presets kept in `<home>/presets.json`, changed under its lock and written whole. */
export function filePresetStore(home: string): PresetStore {
  return {
    list: () => loadPresets(home),
    save: (preset) => void updateStore(presetsFile(home), (presets) => replacing(presets, preset)),
  };
}

/** Presets held in memory (a simulated desktop's), changed in place so its snapshot shows them. */
export function memoryPresetStore(presets: Preset[]): PresetStore {
  return {
    list: () => structuredClone(presets),
    save: (preset) => presets.splice(0, presets.length, ...replacing(presets, preset)),
  };
}

/** A simulated desktop's own presets with those saved since over them (by name); what is saved goes to `saved`. */
export function layeredPresetStore(own: PresetStore, saved: PresetStore): PresetStore {
  return {
    list: () => {
      const kept = saved.list();
      const names = new Set(kept.map((preset) => preset.name));
      return [...own.list().filter((preset) => !names.has(preset.name)), ...kept];
    },
    save: (preset) => saved.save(preset),
  };
}
