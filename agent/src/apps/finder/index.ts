import { defineApp } from "../app.ts";
import { FINDER_COMMANDS } from "./commands/index.ts";
import { FINDER_RULES } from "./rules/index.ts";

export { fileNamesIn } from "./words.ts";

/** Finder: files revealed, moved and trashed, folders opened and made, each by its path in the home. */
export const finder = defineApp({ name: "Finder", commands: FINDER_COMMANDS, rules: FINDER_RULES });
