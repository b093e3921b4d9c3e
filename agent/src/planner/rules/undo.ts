import type { DesktopCommand } from "../../commands/index.ts";
import type { Match, Rule } from "../context.ts";
import { plan } from "../outcome.ts";

/** "undo", "undo that", "undo the last command", "take that back": the undo command, never a guess at more. */
const LAST = "(?:the )?last(?: (?:command|one|thing|change|step))?";
const UNDO = new RegExp(`^(?:undo|undo (?:that|it|this|${LAST})|take (?:that|it) back|revert (?:that|it|${LAST}))$`);

const undo: Match<DesktopCommand> = (clause) => (UNDO.test(clause) ? plan([{ type: "undo" }]) : undefined);

export const UNDO_RULES: Rule<DesktopCommand>[] = [{ precedence: "sentence", verbs: ["undo"], match: undo }];
