import { readdirSync } from "node:fs";
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
  /** Why presets the person saved are missing (their file could not be read and was kept aside), when they are. */
  unavailable?(): string | undefined;
}

/**
 * A presets.json that cannot be read (the person may write it by hand) is kept aside as `presets.json.corrupt-<time>`
 * and reported, as the other stores are: it stops no command, and a preset command names where it went.
 */
const presetsFile = (home: string): StoreFile<Preset[]> => ({
  path: join(home, "presets.json"),
  what: "presets file",
  schema: z.array(Preset),
  empty: () => [],
  bound: (presets) => presets.slice(-MAX_PRESETS),
  maxBytes: 1_000_000,
  broken: "keep aside",
  indent: 2,
});

/** The newest presets file kept aside in `home`, as a sentence saying what to do; undefined when there is none. */
function keptAside(home: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(home);
  } catch {
    return undefined;
  }
  const newest = names
    .filter((name) => name.startsWith("presets.json.corrupt-"))
    .sort()
    .at(-1);
  if (newest === undefined) return undefined;
  const path = join(home, "presets.json");
  return `the presets file ${path} could not be read and was kept aside as ${join(home, newest)}: fix it, move it back`;
}

/** The presets in `<home>/presets.json` (none when the file does not exist, or when it was kept aside unreadable). */
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
    unavailable: () => keptAside(home),
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
    unavailable: () => saved.unavailable?.(),
  };
}
