export { Config, loadConfig } from "./config.ts";
export { agentHome, ensureToken } from "./home.ts";
export { readJsonFile, writeJsonFile } from "./json-file.ts";
export { fileAliasStore, plainWord, type AliasStore, type Learned } from "./aliases.ts";
export { filePresetStore, loadPresets, memoryPresetStore, type PresetStore } from "./presets.ts";
