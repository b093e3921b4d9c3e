import type { DesktopCommand } from "../../commands/index.ts";
import { plan } from "../outcome.ts";
import { pattern } from "../pattern.ts";
import type { Match, Rule } from "../context.ts";

const LIST_APPS = pattern(
  String.raw`^(?:(?:list|show|see)(?: me)?(?: all)?(?: of)?(?: the| my)?(?: running| open)? `,
  String.raw`(?:apps|applications|programs)|(?:what|which) (?:apps|applications|programs) are `,
  String.raw`(?:running|open))$`,
);

/** "list apps", "which apps are running": the running apps, listed. */
const list: Match<DesktopCommand> = (clause) => (LIST_APPS.test(clause) ? plan([{ type: "list_apps" }]) : undefined);

export const LIST_RULES: Rule<DesktopCommand>[] = [
  { precedence: "sentence", verbs: ["list", "show", "see"], match: list },
];
