// The Web API's search answer (GET /v1/search?type=track,album,playlist), the fields a choice needs: each item's
// name, URI and who made it; a track relinked to its instance that plays in the market asked, the one it stands for
// (`linked_from`). A playlist's place may be null (the API answers so for playlists it will not show).
import * as z from "zod";

const Artists = z.array(z.object({ name: z.string() })).describe("the artists, the first the main one");

/** A track (a search's item, or GET /v1/tracks/{id}'s answer). */
export const TrackAnswer = z.object({
  name: z.string(),
  uri: z.string(),
  artists: Artists,
  album: z.object({ name: z.string(), uri: z.string() }),
  linked_from: z.object({ uri: z.string() }).nullish().describe("the instance asked for, when this one stands for it"),
});
const Album = z.object({ name: z.string(), uri: z.string(), artists: Artists });
const Playlist = z.object({
  name: z.string(),
  uri: z.string(),
  owner: z.object({ display_name: z.string().nullish() }),
});

/** A page of a search's results of one type; what the API leaves out is no results. */
const page = <T extends z.core.$ZodType>(item: T) =>
  z
    .object({ items: z.array(item) })
    .optional()
    .transform((found) => found?.items ?? []);

export const SearchAnswer = z.object({
  tracks: page(TrackAnswer),
  albums: page(Album),
  playlists: page(Playlist.nullable()).transform((items) => items.filter((item) => item !== null)),
});

/** What a search found, by type, in the API's order (its relevance). */
export type Found = z.output<typeof SearchAnswer>;

export type FoundTrack = z.output<typeof TrackAnswer>;
