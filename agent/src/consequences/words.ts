/** Parts of web addresses that say nothing of their own (a person need not say "https" or "com"). */
const SCAFFOLDING = new Set([
  "http",
  "https",
  "www",
  "com",
  "co",
  "org",
  "net",
  "edu",
  "gov",
  "html",
  "htm",
  "php",
  "aspx",
]);
/** A number of one or two digits carries too little to ask about ("page 2", "?n=10"). */
const SMALL_NUMBER = /^\p{N}{1,2}$/u;

/**
 * Characters that act as Return, or run the line, when typed: every C0 control but tab (⌃M is a carriage return,
 * ⌃O runs the line in zsh and bash, ESC starts a key sequence), C1 (a terminal may take them as their 7-bit forms,
 * U+0085 is a next line), and the Unicode line and paragraph separators.
 */
export const SUBMITTING = /[\u0000-\u0008\u000a-\u001f\u0080-\u009f\u2028\u2029]/u;
/** What a shell runs, chains or redirects with: text holding one the person did not type is not theirs. */
const SHELL = /[|;&$`<>]/g;

/** Every word of a text, lower case: its runs of letters and digits. */
const wordsIn = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words of a text that may carry something: every length, no URL scaffolding, no number of one or two digits. */
const contentWords = (text: string) =>
  wordsIn(text).filter((word) => !SCAFFOLDING.has(word) && !SMALL_NUMBER.test(word));

/** The same word, allowing a plural either way ("video" and "videos", "box" and "boxes"). */
const same = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;

/**
 * The words of `text` the person did not say: those not among their words, case and plurals aside. With
 * no words of theirs (a contract given whole) every word of the text is theirs to confirm.
 */
export function unsaid(text: string, said: string | undefined): string[] {
  const theirs = said === undefined ? [] : wordsIn(said);
  const strange = contentWords(text).filter((word) => !theirs.some((their) => same(word, their)));
  return [...new Set(strange)];
}

/** Shell characters in `text` the person did not type themselves ("|" in "rm -rf ~ | sh" when they said no "|"). */
export const unsaidShell = (text: string, said: string | undefined) =>
  [...new Set(text.match(SHELL) ?? [])].filter((char) => !said?.includes(char));

/** Words a person uses when they want something closed ("close", "quit", "get rid of", "clean up"). */
const CLOSING =
  /\b(?:close[ds]?|closing|quit|kill|exit|shut|dismiss|get rid|clean(?:ing)? up|tidy|declutter|remove)\b/i;

/** Whether the person's words ask for something to be closed; a contract given whole (`said` undefined) does. */
export const asksToClose = (said: string | undefined): boolean => said === undefined || CLOSING.test(said);
