export { asksBeforeWrites, Config, deniedMessage, isDenied, loadConfig } from "./config.ts";
export { watchedConfig } from "./watched-config.ts";
export { agentHome, checkedHome, ensureToken, existingToken, useHome } from "./home.ts";
export { appendHomeFile, findHomeFolder, lastByteOf, readHomeFile, writeHomeFile } from "./home-files.ts";
export {
  HOME_MARKER,
  homeFolder,
  homeRefusal,
  prepareHome,
  verifyHome,
  whyHomeCannotBeMade,
  type HomeRefusal,
} from "./home-folder.ts";
export { homeNamed, NotAFile, problemWith } from "./home-problems.ts";
export { readHomeJson, readJsonFile } from "./json-file.ts";
export { plainIssue } from "./file-issues.ts";
export { readStore, updateStore, type Loaded, type StoreFile } from "./json-store.ts";
export { LOCK_STALE_MS, withFileLock } from "./lock.ts";
export { fileAliasStore, MAX_ALIASES, plainWord, type AliasStore, type Learned } from "./aliases.ts";
export {
  filePresetStore,
  layeredPresetStore,
  loadPresets,
  MAX_PRESETS,
  memoryPresetStore,
  renamePreset,
  type PresetStore,
} from "./presets.ts";
