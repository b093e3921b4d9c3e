import type { SpoonContext } from "../../runtime";
import { runScript } from "../../desktop";

export const FINDER_NAME = "Finder";

/** The folders of the home whose files the snapshot lists (what the person names files in). */
export const LISTED_FOLDERS = ["~/Desktop", "~/Documents", "~/Downloads"];
/**
 * The most items of a folder the snapshot lists (a planner reads every one): a bigger folder (a Downloads of years)
 * is looked in by the names the command says instead.
 */
export const LISTED_ITEMS = 200;

type Table = { [key: string]: unknown };

/** Runs one of Finder's scripts with its parameters as JSON and decodes the JSON it prints. */
export async function finderScript(ctx: SpoonContext, script: string, params: object): Promise<Table> {
  const output = await runScript(ctx, { app: FINDER_NAME, text: script }, [hs.json.encode(params)!]);
  const decoded = hs.json.decode(output);
  if (type(decoded) !== "table") throw `Finder's answer could not be read: ${string.sub(output, 1, 200)}`;
  return decoded as Table;
}

/** A string field of Finder's answer; a bug (thrown) when it is missing. */
export function field(answer: Table, key: string): string {
  const value = answer[key];
  if (type(value) !== "string") throw `Finder's answer has no ${key}`;
  return value as string;
}
