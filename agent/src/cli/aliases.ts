import { existsSync } from "node:fs";
import { InputError } from "../errors/index.ts";
import { fileAliasStore, useHome, type Learned } from "../store/index.ts";
import { plainLine } from "../util/index.ts";
import { EXIT } from "./exit.ts";
import { printJson, printOut } from "./print.ts";
import { findSimHome, type SimDesktop } from "./sim-home.ts";

/** One learned word as a line; the file is the person's, but anything may have written it. */
const wordLine = ({ phrase, app, site, learned }: Learned) =>
  `"${plainLine(phrase)}" → ${plainLine(app ?? `tabs on ${site}`)}  (learned ${plainLine(learned).slice(0, 10)})`;

/** `hs-claude aliases`: the person's own words for apps (--sim: those of the --sim runs), listed or one forgotten. */
export async function aliases(args: { remove: string | undefined; json: boolean; sim?: SimDesktop }): Promise<number> {
  const person = useHome();
  const home = args.sim === undefined ? person : findSimHome(person, args.sim);
  const store = fileAliasStore(home);
  if (args.remove !== undefined) {
    const known = store.list().map((word) => `"${plainLine(word.phrase)}"`);
    // Nothing to forget in a home never made: it is not made for that.
    if (!existsSync(home) || !store.forget(args.remove))
      throw new InputError(`no word "${plainLine(args.remove)}" was learned; known: ${known.join(", ") || "none yet"}`);
    if (args.json) printJson({ removed: args.remove });
    else printOut(`forgot "${plainLine(args.remove)}"\n`);
    return EXIT.done;
  }
  const words = store.list();
  if (args.json) printJson(words);
  else if (words.length === 0)
    printOut('no words learned yet: answer a question such as which app "my editor" is, and it is kept\n');
  else for (const word of words) printOut(`${wordLine(word)}\n`);
  return EXIT.done;
}
