import type { DesktopCommand } from "../../commands/index.ts";
import type { Match, Rule } from "../context.ts";
import { plan } from "../outcome.ts";

/** "restore my workspace", "restore the workspace": the apps it had open, opened again. */
const RESTORE = /^(?:restore|reopen) (?:my |the )?workspace$/;

const restore: Match<DesktopCommand> = (clause) =>
  RESTORE.test(clause) ? plan([{ type: "restore_workspace" }]) : undefined;

export const WORKSPACE_RULES: Rule<DesktopCommand>[] = [
  { precedence: "sentence", verbs: ["restore", "reopen"], match: restore },
];
