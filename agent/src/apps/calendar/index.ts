import { defineApp } from "../app.ts";
import { CALENDAR_COMMANDS } from "./commands.ts";
import { CALENDAR_RULES } from "./rules.ts";

/** Calendar, read-only: today's and upcoming events; its planner rules. */
export const calendar = defineApp({ name: "Calendar", commands: CALENDAR_COMMANDS, rules: CALENDAR_RULES });
