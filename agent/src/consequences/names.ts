import { ACTING_SIGNS, ACTING_WORDS, APP_WORDS, LEADING_WORDS } from "./name-words.ts";

/**
 * Characters that show nothing or change no letter a person reads: format characters (zero-width space and
 * joiners, soft hyphen, bidi marks, word joiner, tags), combining marks left after NFKC (variation selectors,
 * the combining grapheme joiner, marks stacked on a letter), and the fillers Hangul and Braille draw blank.
 */
const INVISIBLE = /[\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** Capital letters of other scripts drawn as a Latin capital: Cyrillic "В", Greek "Η" read as "B", "H". */
const CAPITALS: { [letter: string]: string } = {
  ...pairs("АВЕКМНОРСТУХЅІЈԚԜҮ", "ABEKMHOPCTYXSIJQWY"),
  ...pairs("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX"),
};
/** Small letters drawn as a Latin one: Cyrillic "а", "е", "о", "р", "с", Greek "ο", "ν", Latin "ı", "ɑ". */
const SMALLS: { [letter: string]: string } = {
  ...pairs("аеорсухѕіјԁԛԝһӏвкмнтґгпь", "aeopcyxsijdqwhlbkmhtrrnb"),
  ...pairs("αβεικνορτυχγ", "abeikvoptuxy"),
  ...pairs("ıȷɑɡʏɴʙᴜᴏᴄᴅᴇᴋᴍᴘᴛᴠᴡᴢʀꜱսօհոց", "ijagynbuocdekmptvwzrsuohng"),
};

function pairs(from: string, to: string): { [letter: string]: string } {
  return Object.fromEntries([...from].map((letter, i) => [letter, to[i]!]));
}

/**
 * A name as a person reads it: NFKC (full-width and styled letters to plain ones), invisible characters
 * removed, lower case, each run of anything but letters and digits one space, trimmed.
 */
export function normalizedName(text: string): string {
  return text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(/[\u2019\u02bc]/gu, "'")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim();
}

/**
 * The same, its look-alike letters of other scripts folded to the Latin ones they are drawn as ("Ѕеnd" → "send"),
 * and its letters without their accents ("Délete", "Sénd": a mark on a letter hides no word from a person).
 */
export function foldedName(text: string): string {
  const capitals = text.normalize("NFKD").replace(INVISIBLE, "").normalize("NFKC");
  const latin = [...capitals].map((letter) => CAPITALS[letter] ?? letter).join("");
  return [...normalizedName(latin)].map((letter) => SMALLS[letter] ?? letter).join("");
}

/** A name for a question: NFKC and invisible characters removed, as it reads, case kept. */
export const shownName = (text: string) => text.normalize("NFKC").replace(INVISIBLE, "").replace(/\s+/gu, " ").trim();

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternatives = (words: string[]) => [...new Set(words.map(normalizedName))].map(escaped).join("|");
/** A whole word: no letter or digit right before or after it. */
const bounded = (words: string[], leading: boolean) =>
  new RegExp(`${leading ? "^" : "(?<![\\p{L}\\p{N}])"}(${alternatives(words)})(?![\\p{L}\\p{N}])`, "u");

const PAGE_WORDS = [...Object.values(ACTING_WORDS).flat()];
const ANYWHERE = bounded(PAGE_WORDS, false);
const LEADING = bounded(LEADING_WORDS, true);
const SIGNS = new RegExp(`(${alternatives(Object.values(ACTING_SIGNS).flat())})`, "u");
const APP = bounded(APP_WORDS, true);
/** In a description of a control ("the red Close button"), leading and app words count anywhere. */
const DESCRIBED = bounded([...LEADING_WORDS, ...APP_WORDS], false);
/** Every word whole, for a name spelled out letter by letter ("S e n d", "B.u.y"). */
const SPELLED = new Set([...PAGE_WORDS, ...LEADING_WORDS].map((word) => normalizedName(word).replace(/ /g, "")));

/** Right-to-left override and embedding, and the right-to-left isolate. */
const RIGHT_TO_LEFT = /[\u202b\u202e\u2067]/u;
/**
 * Possessives, articles and pronouns between the words of a name ("Close my account", "Cancel your subscription",
 * "Sign me out"): without them the name reads as the words list writes it ("close account"). Never a name's first
 * word, so a word that acts only first stays first.
 */
const POSSESSIVES = new RegExp(
  `(?<=[\\p{L}\\p{N}] )(${[
    "my your our their his her the this that me us", // en
    "mein meine meinen dein deine deinen ihr ihre ihren unser unsere das die den", // de
    "mon ma mes ton ta tes votre vos le la les", // fr
    "mi mis tu tus su sus el il lo mio mia meu minha o a", // es, it, pt
    "mijn uw je de het min mitt mina din ditt dina", // nl, sv
  ]
    .join(" ")
    .replace(/ /g, "|")}) `,
  "gu",
);
const withoutPossessives = (text: string) => text.replace(POSSESSIVES, "");

/** Which words count: a page's control's, an app's own control's (also quit, close), or a description's. */
export type NameKind = "page" | "app" | "description";

const found = (text: string, kind: NameKind) =>
  ANYWHERE.exec(text) ??
  LEADING.exec(text) ??
  SIGNS.exec(text) ??
  (kind === "app" ? APP.exec(text) : kind === "description" ? DESCRIBED.exec(text) : null);

/**
 * The consequential word a control's name holds ("payment" in "Confirm payment", "send" in "Ｓｅ\u200bnd"),
 * whatever its spelling: case, invisible characters, full-width or look-alike letters, letters spaced out.
 * Undefined: the name says nothing consequential.
 */
export function consequentialWord(name: string, kind: NameKind = "page"): string | undefined {
  // A right-to-left override draws the letters after it backwards: "\u202eyuB" shows "Buy".
  const drawn = RIGHT_TO_LEFT.test(name) ? [foldedName([...name].reverse().join(""))] : [];
  const texts = [normalizedName(name), foldedName(name), ...drawn];
  for (const text of new Set([...texts, ...texts.map(withoutPossessives)])) {
    const word = found(text, kind);
    if (word) return word[1];
  }
  const spelled = foldedName(name).replace(/ /g, "");
  return SPELLED.has(spelled) ? spelled : undefined;
}
