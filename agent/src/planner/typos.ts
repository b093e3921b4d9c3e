import type { Snapshot } from "../contract/index.ts";
import { ALIASES, matchApp } from "../desktop/index.ts";
import { SITES } from "../web/index.ts";

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
 * "minimize" is not "maximize"): they are never corrected, so a command we have no operation for is
 * never turned into one we have.
 */
const NEVER_CORRECTED = [
  "hide side mute play pause stop restart reload refresh delete remove undo redo copy paste mind dont don't",
  "never minimize minimise minimized clone closer quite slow shop snow chose lose mode more love movie",
  "lift light night might sight fight eight tight tall hall calf tape taps tail quiet",
].join(" ");

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);

/** Optimal string alignment distance, capped: 0, 1, or 2 meaning "more than one edit". */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2;
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return Math.min(rows[a.length]![b.length]!, 2);
}

/** The names on this desktop, word by word: apps (running and installed), their aliases, tabs, presets, sites. */
function desktopWords(snapshot: Snapshot): Set<string> {
  const apps = new Set([...snapshot.apps, ...snapshot.installedApps].map((app) => app.name));
  const names = [
    ...apps,
    ...snapshot.presets.map((preset) => preset.name),
    ...snapshot.tabs.flatMap((tab) => [tab.title, tab.domain.replace(/\./g, " ")]),
    ...Object.keys(ALIASES).filter((alias) => ALIASES[alias]!.some((name) => apps.has(name))),
    ...Object.keys(SITES),
  ];
  return new Set(names.flatMap(words));
}

/** The one word of `vocabulary` a single edit away from `word`, or undefined when none or several are. */
function nearest(word: string, vocabulary: Iterable<string>): string | undefined {
  let found: string | undefined;
  for (const candidate of vocabulary) {
    if (candidate.length < 4 || editDistance(word, candidate) !== 1) continue;
    if (found !== undefined && found !== candidate) return undefined;
    found = candidate;
  }
  return found;
}

/**
 * Corrects typos one edit away (a letter wrong, missing, extra or two swapped) in words of four
 * letters or more, to the rules' own words or the names on this desktop. A word that is already
 * known, or one edit from two candidates, stays as typed; so does a name being given ("save this layout as
 * work": everything after "as", "called" or "named").
 */
export function correctTypos(clause: string, snapshot: Snapshot): string {
  const vocabulary = new Set([...COMMAND_VERBS.split(" "), ...STRUCTURE_WORDS.split(" "), ...desktopWords(snapshot)]);
  const never = new Set(NEVER_CORRECTED.split(" "));
  const given = /\b(?:as|called|named)\b/.exec(clause);
  const head = given ? clause.slice(0, given.index) : clause;
  const corrected = head
    .split(" ")
    .map((word) => {
      if (word.length < 4 || !/^[a-z]+$/.test(word) || vocabulary.has(word) || never.has(word)) return word;
      // "term" starts Terminal's name (and is inside iTerm2's): it is a name as typed, not a typo of "iterm".
      if (matchApp(word, snapshot).kind !== "none") return word;
      return nearest(word, vocabulary) ?? word;
    })
    .join(" ");
  return given ? corrected + clause.slice(given.index) : corrected;
}
