import { readdirSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
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
  /** Forgets the preset of this name: the one forgotten, or undefined when there was none. */
  remove(name: string): Preset | undefined;
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
    remove: (name) => {
      let removed: Preset | undefined;
      updateStore(presetsFile(home), (presets) => {
        removed = presets.find((p) => p.name === name);
        return removed && presets.filter((p) => p !== removed);
      });
      return removed;
    },
  };
}

/** Presets held in memory (a simulated desktop's), changed in place so its snapshot shows them. */
export function memoryPresetStore(presets: Preset[]): PresetStore {
  return {
    list: () => structuredClone(presets),
    save: (preset) => presets.splice(0, presets.length, ...replacing(presets, preset)),
    remove: (name) => {
      const at = presets.findIndex((p) => p.name === name);
      return at < 0 ? undefined : presets.splice(at, 1)[0];
    },
  };
}

/**
 * A simulated desktop's own presets with those saved since over them (by name); what is saved goes to `saved`. One
 * removed goes from both: the desktop file's own is gone for this run only (the file is never written).
 */
export function layeredPresetStore(own: PresetStore, saved: PresetStore): PresetStore {
  return {
    list: () => {
      const kept = saved.list();
      const names = new Set(kept.map((preset) => preset.name));
      return [...own.list().filter((preset) => !names.has(preset.name)), ...kept];
    },
    // One the same as the desktop's own (put back by undo) needs no copy over it.
    save: (preset) =>
      own.list().some((p) => isDeepStrictEqual(p, preset)) ? void saved.remove(preset.name) : saved.save(preset),
    remove: (name) => {
      const [fromSaved, fromOwn] = [saved.remove(name), own.remove(name)];
      return fromSaved ?? fromOwn;
    },
    unavailable: () => saved.unavailable?.(),
  };
}

/**
 * Renames a preset in `<home>/presets.json` under its lock: the preset renamed, or what stops it (no preset of the
 * old name, one of the new name already there) in words.
 */
export function renamePreset(home: string, from: string, to: string): Preset | string {
  let outcome: Preset | string = "";
  updateStore(presetsFile(home), (presets) => {
    const preset = presets.find((p) => p.name === from);
    if (!preset) outcome = `no preset "${from}"`;
    else if (presets.some((p) => p.name === to)) outcome = `a preset "${to}" is there already; remove it first`;
    else {
      outcome = { ...preset, name: to };
      return presets.map((p) => (p === preset ? (outcome as Preset) : p));
    }
    return undefined;
  });
  return outcome;
}
