// What "play ..." asks of Music: a playlist or an album when the words say so, an artist in its own field, else any
// item by name. Which player plays it is decided with the other players (../media-player-play.ts).
export type MusicPlay = { type: "music_play"; query: string; kind?: "album" | "playlist"; artist?: string };

/** "the album abbey road by the beatles": the name, and the artist after the last " by ", when there is one. */
function byArtist(words: string): { query: string; artist?: string } {
  const split = /^(.+) by (.+)$/.exec(words);
  return split ? { query: split[1]!, artist: split[2]! } : { query: words };
}

/**
 * The command that plays what the words name: "my running playlist", "the playlist running", "the album abbey road",
 * "bohemian rhapsody by queen" (the artist is Music's own field, never part of the name), "abbey road".
 */
export function musicPlayOf(words: string): MusicPlay {
  const playlist = /^(?:my |the )?(.+?) playlist$/.exec(words)?.[1] ?? /^(?:my |the )?playlist (.+)$/.exec(words)?.[1];
  if (playlist) return { type: "music_play", query: playlist, kind: "playlist" };
  const named = byArtist(words);
  const album = /^(?:the )?(.+?) album$/.exec(named.query)?.[1];
  if (album) return { type: "music_play", ...named, query: album, kind: "album" };
  const albumFirst = /^(?:the )?album (.+)$/.exec(words)?.[1];
  if (albumFirst) return { type: "music_play", ...byArtist(albumFirst), kind: "album" };
  return { type: "music_play", ...named };
}
