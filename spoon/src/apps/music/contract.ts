// Music's own operations: its play (a search of its library playlist, its albums and the person's playlists), and
// the control every player shares (../player-contract.ts).
import { PLAYER_SECONDS, type PlayerControlOps, type PlayerState } from "../player-contract.ts";

/** What Music can play: a track, an album (its first track in the library) or a playlist of the person's. */
export const MUSIC_KINDS = ["track", "album", "playlist"] as const;
export type MusicKind = (typeof MUSIC_KINDS)[number];

/** An item of Music's library; a playlist's artist and album are "", an album's name is its album. */
export interface MusicItem {
  kind: MusicKind;
  name: string;
  artist: string;
  album: string;
}

/**
 * What to play: a name (exact, else contained, ignoring case), narrowed by kind, artist (exact) and album (exact,
 * tracks only). Given all four it names one item.
 */
export interface MusicPlayParams {
  query: string;
  kind?: MusicKind;
  artist?: string;
  album?: string;
}

/**
 * Music's operations: `music_play` plays the item that matches when exactly one does (`played`; the matches are in
 * the answer either way), and pause, resume, next, previous, now playing.
 */
export type MusicOps = PlayerControlOps<"music"> & {
  music_play: { params: MusicPlayParams; result: PlayerState & { played: MusicItem | null; matches: MusicItem[] } };
};

/** How long each may take inside the Spoon, in seconds. */
export const MUSIC_SECONDS = { music_play: PLAYER_SECONDS.play, music_control: PLAYER_SECONDS.control };
