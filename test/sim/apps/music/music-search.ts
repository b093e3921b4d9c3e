// Music's `search` command on a playlist ("identical to entering search text in the Search field", its sdef): the
// tracks in which every word of the text appears, ignoring case, in the fields `only` names (all text fields when
// absent), in the playlist's order; each answered as a reference by its database ID, as Music answers tracks.
import type { JsonRecord, ReplyValue, Specifier } from "../../osascript/apple-events.ts";
import type { Item } from "../player-core.ts";

/** The fields each `only` of the sdef's search looks in (composers: the simulated library holds none). */
const FIELDS: Record<string, (keyof Item)[]> = {
  all: ["name", "artist", "album"],
  displayed: ["name", "artist", "album"],
  names: ["name"],
  artists: ["artist"],
  albums: ["album"],
  composers: [],
};

/** The tracks of `tracks` the search finds; an `only` the sdef lacks is the real error (-1700: can't make it). */
export function searched(tracks: Item[], args: JsonRecord): Item[] | "bad only" {
  const fields = FIELDS[typeof args.only === "string" ? args.only : "all"];
  if (!fields) return "bad only";
  const words = String(args.for ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0) return [];
  return tracks.filter((item) => {
    const text = fields.map((field) => item[field].toLowerCase()).join("\n");
    return words.every((word) => text.includes(word));
  });
}

/** A track as Music refers to it in a reply: by its database ID (`databaseID`, its place in the library from 1). */
export function trackReference(container: Specifier, databaseID: number): ReplyValue {
  return { $specifier: { form: "id", container, element: "tracks", id: databaseID }, $class: "track" };
}
