import { join } from "node:path";
import * as z from "zod";
import { PersonalWord } from "../contract/index.ts";
import { aliasKey } from "../desktop/index.ts";
import { createLogger } from "../log/index.ts";
import { readJsonFile, writeJsonFile } from "./json-file.ts";

const log = createLogger("aliases");

const Learned = z.intersection(PersonalWord, z.object({ learned: z.string() }));
export type Learned = z.infer<typeof Learned>;

/** The word alone, as a snapshot carries it. */
export const plainWord = ({ phrase, app, site }: PersonalWord): PersonalWord =>
  app !== undefined ? { phrase, app } : { phrase, site: site! };

/** The person's own words for apps and sites, learned from the questions they answered: `<home>/aliases.json`. */
export interface AliasStore {
  list(): Learned[];
  /** The words as a snapshot carries them. */
  words(): PersonalWord[];
  /** Keeps (or replaces) what the phrase means. */
  learn(word: PersonalWord): void;
  /** Forgets the phrase; false when it was not known. */
  forget(phrase: string): boolean;
}

export function fileAliasStore(home: string): AliasStore {
  const path = join(home, "aliases.json");
  const list = (): Learned[] => {
    try {
      return readJsonFile(path, z.array(Learned), "personal words file", () => []);
    } catch (error) {
      // A broken file must not stop commands: planning goes on without the words, and says why.
      log.warn("the personal words could not be read", { error: (error as Error).message });
      return [];
    }
  };
  const write = (words: Learned[]) => {
    writeJsonFile(path, words);
  };
  const without = (words: Learned[], phrase: string) => words.filter((w) => aliasKey(w.phrase) !== aliasKey(phrase));
  return {
    list,
    words: () => list().map(plainWord),
    learn: (word) =>
      write([
        ...without(list(), word.phrase),
        { ...plainWord(word), phrase: word.phrase.trim(), learned: new Date().toISOString() },
      ]),
    forget(phrase) {
      const words = list();
      const kept = without(words, phrase);
      if (kept.length === words.length) return false;
      write(kept);
      return true;
    },
  };
}
