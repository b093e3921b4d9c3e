/** Words that say what kind of control a description means ("the Search field"), not its label. */
const KINDS = [
  "button",
  "field",
  "text field",
  "search field",
  "box",
  "search box",
  "text box",
  "link",
  "tab",
  "checkbox",
  "check box",
  "menu",
  "menu item",
  "icon",
  "toggle",
  "switch",
  "option",
];
const KIND = new RegExp(`\\s+(${KINDS.sort((a, b) => b.length - a.length).join("|")})$`, "i");
const QUOTED = /["“'‘]([^"”'’]+)["”'’]/;

/**
 * The title an element probably has, from a description of it: the quoted text when there is some
 * (`the "Sign in" button` → Sign in), else the words without a leading article and a trailing kind
 * (`the Search field` → Search). The accessibility tree is searched for it before vision is asked.
 */
export function elementLabel(description: string): string {
  const quoted = QUOTED.exec(description)?.[1]?.trim();
  if (quoted) return quoted;
  const words = description
    .trim()
    .replace(/^(the|a|an)\s+/i, "")
    .replace(KIND, "")
    .trim();
  return words || description.trim();
}

/** A goal that names a menu ("the Edit menu", `the "Save" menu item`): the search takes in the app's menu bar. */
export function namesMenu(description: string): boolean {
  return /\bmenu(\s+item)?$/i.test(description.replace(QUOTED, "").trim());
}
