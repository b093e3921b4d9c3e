// Which catalogue item "play X" means, never a guess: an item whose name is X (a track's version suffix, " - Live",
// aside); "X by Y" keeps Y's. One maker's items: the first (the API's relevance), a track before an album, a playlist
// only when neither matches. Items by different makers, or none called X, are a question offering each, as commands.
import type { Found } from "./search-answer.ts";

/** What the person asked for: a name, and the artist that "by" names, if any. */
export interface Wanted {
  name: string;
  by?: string;
}

/** An item that could be meant: what to call it, who made it, and the exact command that plays it. */
export interface Candidate {
  label: string;
  maker: string;
  commands: [{ type: "spotify_play"; uri: string }];
}

/**
 * A track as the search answered it: the URIs of its instances (the one answered, and the one it was relinked from
 * for the market), its name and its artist: what the player may play in its place, relinked for the person's country.
 */
export interface TrackIdentity {
  uris: string[];
  name: string;
  artist: string;
}

export type Choice = { play: Candidate; track?: TrackIdentity } | { ask: Candidate[]; why: "several" | "none" };

export const plain = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
/** A track's name without the version Spotify appends ("Bohemian Rhapsody - Remastered 2011"). */
const baseName = (name: string) => plain(name.replace(/ - [^-]+$/, ""));

/** "bohemian rhapsody by queen": the name and the artist; a name alone otherwise. */
export function wantedOf(query: string): Wanted[] {
  const split = /^(.+) by (.+)$/i.exec(query.trim());
  const whole = { name: query.trim() };
  // "Stand by Me" is a name, not "Stand" by "Me": the whole query is a name too.
  return split ? [{ name: split[1]!.trim(), by: split[2]!.trim() }, whole] : [whole];
}

type Named = Candidate & { name: string; track?: TrackIdentity };

const named = (name: string, label: string, maker: string, uri: string): Named => ({
  name,
  label,
  maker,
  commands: [{ type: "spotify_play", uri }],
});

/** A track as a candidate, with its identity (see TrackIdentity). */
function trackNamed(t: Found["tracks"][number]): Named {
  const maker = t.artists[0]?.name ?? "";
  const uris = t.linked_from ? [t.uri, t.linked_from.uri] : [t.uri];
  return {
    ...named(t.name, `${t.name} by ${maker} (${t.album.name})`, maker, t.uri),
    track: { uris, name: t.name, artist: maker },
  };
}

/** The items of one search as candidates, by kind, in the API's order. */
function candidates(found: Found): { tracks: Named[]; albums: Named[]; playlists: Named[] } {
  const maker = (artists: { name: string }[]) => artists[0]?.name ?? "";
  return {
    tracks: found.tracks.map(trackNamed),
    albums: found.albums.map((a) =>
      named(a.name, `the album ${a.name} by ${maker(a.artists)}`, maker(a.artists), a.uri),
    ),
    playlists: found.playlists.map((p) =>
      named(p.name, `the playlist ${p.name} by ${p.owner.display_name ?? ""}`, p.owner.display_name ?? "", p.uri),
    ),
  };
}

const strip = ({ label, maker, commands }: Candidate): Candidate => ({ label, maker, commands });

/** The choice `found` gives for `wanted`: one item to play, or the items to ask about. */
export function choose(wanted: Wanted, found: Found, offered = 5): Choice {
  const all = candidates(found);
  const called = (items: Named[]) =>
    items.filter(
      (item) =>
        baseName(item.name) === plain(wanted.name) &&
        (wanted.by === undefined || plain(item.maker).includes(plain(wanted.by))),
    );
  const tracks = called(all.tracks);
  const albums = called(all.albums);
  const matching = tracks.length + albums.length > 0 ? [...tracks, ...albums] : called(all.playlists);
  if (matching.length === 0) {
    const near = [...all.tracks, ...all.albums, ...all.playlists].slice(0, offered).map(strip);
    return { ask: near, why: "none" };
  }
  const makers = new Set(matching.map((item) => plain(item.maker)));
  const chosen = matching[0]!;
  if (makers.size === 1) return { play: strip(chosen), ...(chosen.track ? { track: chosen.track } : {}) };
  const firstOfEach = [...makers].map((maker) => matching.find((item) => plain(item.maker) === maker)!);
  return { ask: firstOfEach.slice(0, offered).map(strip), why: "several" };
}
