import type { Snapshot } from "../contract/index.ts";
import { ALIASES, isKnownAppName, matchApp } from "../desktop/index.ts";
import { SITES } from "../web/index.ts";
import { editsBetween } from "../util/index.ts";

/** Words that start a command. */
const COMMAND_VERBS = [
  "close quit exit kill open focus switch launch start activate put move place snap make set resize send",
  "maximize maximise show list bring jump navigate visit apply load save center centre hide select",
  "pull take give expand shut terminate remember",
].join(" ");

/** The other words the rules are made of. */
const STRUCTURE_WORDS = [
  "left right half halves third thirds quarter corner top bottom upper lower middle full screen fullscreen",
  "monitor display laptop builtin built-in internal external other primary main tab tabs window windows",
  "first second third fourth fifth sixth seventh eighth ninth tenth last except preset presets layout layouts",
].join(" ");

/**
 * Real words that are one letter from a word above and mean something else ("hide" is not "side",
 * "minimize" is not "maximize", "edit" is not "exit", "but" is not "put"): they are never corrected, so a command
 * we have no operation for is never turned into one we have.
 */
const NEVER_CORRECTED = [
  "hide side mute play pause stop restart reload refresh delete remove undo redo copy paste mind dont don't",
  "never minimize minimise minimized clone closer quite slow shop snow chose lose mode more love movie",
  "lift light night might sight fight eight tight tall hall calf tape taps tail quiet edit will fill bill mill",
  "hill till wake bake cake fake lake take tale tame tile have gave cave safe same sake wave lead road loan lost",
  "lust mist fist lint fast cast past vast east late fall fell dull bull poll pill shot shoe slow stow tide wide",
  "ride five live dive shut rain gain pain mail maid oven bend lend mend sand seed sent tend spend",
].join(" ");

/** Common short words, never read as a typo of a word of three letters or four ("new" is not "news"). */
const SHORT_WORDS = [
  "the and for you are but not all any can had her was one our out day get has him his how man new now old see",
  "two way who boy did its let say she too use app off big end why yes yet via per own few may try ask bit box",
  "far got lot max min mid add run won ago pls plz thx hey com org net api cut rid mac win key tip tap pin pen",
  "cap map sit fit hit kit lit bat cat hat mat sat fat tan ran fan pan van lab cab tag tug tub mop pop hop cop",
  "toy ton toe tot bet met pet wet lid lip lap leg log lot lug pot put set ten top yes sky fix mix six men",
  "pit pat pub pun pup gut hut nut rut sea sew sit vet jet tow dab jab nab gab lad ill ave abs ups too",
].join(" ");

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);

/** Optimal string alignment distance, capped: 0, 1, or 2 meaning "more than one edit". */
export function editDistance(a: string, b: string): number {
  return Math.abs(a.length - b.length) > 1 ? 2 : Math.min(editsBetween(a, b), 2);
}

/**
 * The names on this desktop, word by word: apps (running and installed), their usual short names, tabs, presets,
 * sites, the person's own words.
 */
function desktopWords(snapshot: Snapshot): Set<string> {
  const apps = new Set([...snapshot.apps, ...snapshot.installedApps].map((app) => app.name));
  const names = [
    ...apps,
    ...snapshot.presets.map((preset) => preset.name),
    ...snapshot.tabs.flatMap((tab) => [tab.title, tab.domain.replace(/\./g, " ")]),
    ...Object.keys(ALIASES).filter((alias) => ALIASES[alias]!.some((name) => apps.has(name))),
    ...Object.keys(SITES),
    ...(snapshot.aliases ?? []).map((word) => word.phrase),
  ];
  return new Set(names.flatMap(words));
}

/** The one word of `vocabulary` a single edit away from `word`, or undefined when none or several are. */
function nearest(word: string, vocabulary: Iterable<string>): string | undefined {
  let found: string | undefined;
  for (const candidate of vocabulary) {
    if (candidate.length < 3 || editDistance(word, candidate) !== 1) continue;
    if (found !== undefined && found !== candidate) return undefined;
    found = candidate;
  }
  return found;
}

/** The rules' own words: the only ones a word of three letters is corrected to. */
const RULE_WORDS = new Set([...COMMAND_VERBS.split(" "), ...STRUCTURE_WORDS.split(" ")]);
const NEVER = new Set([...NEVER_CORRECTED.split(" "), ...SHORT_WORDS.split(" ")]);

/** Whether a word stays as typed: too short, known, a real word, an app's name, or a name the desktop matches. */
function kept(word: string, vocabulary: Set<string>, snapshot: Snapshot): boolean {
  if (word.length < 3 || !/^[a-z]+$/.test(word) || vocabulary.has(word) || NEVER.has(word)) return true;
  return isKnownAppName(word) || matchApp(word, snapshot).kind !== "none";
}

/** The word a typo stands for: one edit from a single known word, not that word with a letter put in front. */
function corrected(word: string, vocabulary: Set<string>): string | undefined {
  const meant = nearest(word, vocabulary);
  if (meant === undefined || word.slice(1) === meant) return undefined;
  return word.length > 3 || RULE_WORDS.has(meant) ? meant : undefined;
}

/**
 * Corrects typos one edit away (a letter wrong, missing, extra or two swapped) in words of three letters or more,
 * toward the one word it can be among the rules' own words and the names on this desktop (a word of three letters
 * only toward the rules' words: "lft" is "left"). A word stays as typed when it is known, a common word, the name
 * of an app (here or not: "loom" is not "zoom"), a name the desktop matches ("term" starts Terminal), or one edit
 * from two words; so does a name being given ("save this layout as work": everything after "as", "called", "named").
 */
export function correctTypos(clause: string, snapshot: Snapshot): string {
  const vocabulary = new Set([...RULE_WORDS, ...desktopWords(snapshot)]);
  const given = /\b(?:as|called|named)\b/.exec(clause);
  const head = given ? clause.slice(0, given.index) : clause;
  const fixed = head
    .split(" ")
    .map((word) => (kept(word, vocabulary, snapshot) ? word : (corrected(word, vocabulary) ?? word)))
    .join(" ");
  return given ? fixed + clause.slice(given.index) : fixed;
}
