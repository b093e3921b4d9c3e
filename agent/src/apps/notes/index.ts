import { defineApp } from "../app.ts";
import { NOTES_COMMANDS } from "./commands/index.ts";
import { NOTES_RULES } from "./rules.ts";

/** Notes: notes created, appended to and listed; its planner rules. */
export const notes = defineApp({ name: "Notes", commands: NOTES_COMMANDS, rules: NOTES_RULES });
