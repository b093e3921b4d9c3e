import { InputError } from "../errors/index.ts";
import { fileAliasStore, useHome } from "../store/index.ts";
import { EXIT } from "./exit.ts";

/** `hs-claude aliases`: the person's own words for apps, listed or one forgotten. */
export async function aliases(args: { remove: string | undefined; json: boolean }): Promise<number> {
  const store = fileAliasStore(useHome());
  if (args.remove !== undefined) {
    const known = store.list().map((word) => `"${word.phrase}"`);
    if (!store.forget(args.remove))
      throw new InputError(`no word "${args.remove}" was learned; known: ${known.join(", ") || "none yet"}`);
    process.stdout.write(args.json ? `${JSON.stringify({ removed: args.remove })}\n` : `forgot "${args.remove}"\n`);
    return EXIT.done;
  }
  const words = store.list();
  if (args.json) process.stdout.write(`${JSON.stringify(words)}\n`);
  else if (words.length === 0)
    process.stdout.write('no words learned yet: answer a question such as which app "my editor" is, and it is kept\n');
  else
    for (const word of words)
      process.stdout.write(
        `"${word.phrase}" → ${word.app ?? `tabs on ${word.site}`}  (learned ${word.learned.slice(0, 10)})\n`,
      );
  return EXIT.done;
}
