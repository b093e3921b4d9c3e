import { plan } from "../outcome.ts";
import { pattern } from "../pattern.ts";
import type { Match, Rule } from "../context.ts";

const LIST_APPS = pattern(
  String.raw`^(?:(?:list|show|see)(?: me)?(?: all)?(?: of)?(?: the| my)?(?: running| open)? `,
  String.raw`(?:apps|applications|programs)|(?:what|which) (?:apps|applications|programs) are `,
  String.raw`(?:running|open))$`,
);
const LIST_TABS = pattern(
  String.raw`^(?:(?:list|show|see)(?: me)?(?: all)?(?: of)?(?: the| my)?(?: open)?`,
  String.raw`(?: chrome| browser)? tabs|(?:what|which) tabs (?:are|do i have) open)$`,
);

/** "list apps", "which tabs are open": the running apps or the open tabs, listed. */
const list: Match = (clause) => {
  if (LIST_APPS.test(clause)) return plan([{ type: "list_apps" }]);
  if (LIST_TABS.test(clause)) return plan([{ type: "list_tabs" }]);
  return undefined;
};

export const LIST_RULES: Rule[] = [{ precedence: "sentence", verbs: ["list", "show", "see"], match: list }];
