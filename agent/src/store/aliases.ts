import { join } from "node:path";
import * as z from "zod";
import { PersonalWord } from "../contract/index.ts";
import { aliasKey } from "../desktop/index.ts";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { readStore, updateStore, type StoreFile } from "./json-store.ts";

const log = createLogger("aliases");

const Learned = z.intersection(PersonalWord, z.object({ learned: z.string() }));
export type Learned = z.infer<typeof Learned>;

/** Personal words kept at most: the oldest learned are forgotten first (a person has dozens, not hundreds). */
export const MAX_ALIASES = 500;

/** The word alone, as a snapshot carries it. */
export const plainWord = ({ phrase, app, site }: PersonalWord): PersonalWord =>
  app !== undefined ? { phrase, app } : { phrase, site: site! };

/** The person's own words for apps and sites, learned from the questions they answered: `<home>/aliases.json`. */
export interface AliasStore {
  /** Every word kept; a file that cannot be used is an error naming it. */
  list(): Learned[];
  /** The words as a snapshot carries them; a file that cannot be used leaves none (and is logged). */
  words(): PersonalWord[];
  /** Keeps (or replaces) what the phrase means. */
  learn(word: PersonalWord): void;
  /** Forgets the phrase; false when it was not known. */
  forget(phrase: string): boolean;
}

const aliasesFile = (home: string): StoreFile<Learned[]> => ({
  path: join(home, "aliases.json"),
  what: "personal words file",
  schema: z.array(Learned),
  empty: () => [],
  bound: (words) => words.slice(-MAX_ALIASES),
  maxBytes: 1_000_000,
  broken: "keep aside",
  indent: 2,
});

export function fileAliasStore(home: string): AliasStore {
  const file = aliasesFile(home);
  const list = () => readStore(file).value;
  const without = (words: Learned[], phrase: string) => words.filter((w) => aliasKey(w.phrase) !== aliasKey(phrase));
  return {
    list,
    words() {
      try {
        return list().map(plainWord);
      } catch (error) {
        // Planning goes on without the words, and says why.
        log.warn("the personal words could not be read", { error: messageOf(error) });
        return [];
      }
    },
    learn(word) {
      const learned = { ...plainWord(word), phrase: word.phrase.trim(), learned: new Date().toISOString() };
      updateStore(file, (words) => [...without(words, word.phrase), learned]);
    },
    forget(phrase) {
      let found = false;
      updateStore(file, (words) => {
        const kept = without(words, phrase);
        found = kept.length < words.length;
        return found ? kept : undefined;
      });
      return found;
    },
  };
}
