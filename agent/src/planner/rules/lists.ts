import { plan } from "../outcome.ts";
import type { Rule } from "../context.ts";

const LIST_APPS =
  /^(?:(?:list|show|see)(?: me)?(?: all)?(?: of)?(?: the| my)?(?: running| open)? (?:apps|applications|programs)|(?:what|which) (?:apps|applications|programs) are (?:running|open))$/;
const LIST_TABS =
  /^(?:(?:list|show|see)(?: me)?(?: all)?(?: of)?(?: the| my)?(?: open)?(?: chrome| browser)? tabs|(?:what|which) tabs (?:are|do i have) open)$/;

export const listRule: Rule = (clause) => {
  if (LIST_APPS.test(clause)) return plan([{ type: "list_apps" }]);
  if (LIST_TABS.test(clause)) return plan([{ type: "list_tabs" }]);
  return undefined;
};
