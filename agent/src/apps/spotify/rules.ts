// What "play ..." asks of Spotify: its search takes a name, or "<name> by <artist>", as one query. Which player plays
// it is decided with the other players (../media-player-play.ts).
export type SpotifyPlay = { type: "spotify_play"; query: string };

/**
 * The command that plays what the words name, or undefined when its query cannot say it exactly: an album or a
 * playlist (the search has no kind: the name alone could start a track of that name).
 */
export function spotifyPlayOf(words: string): SpotifyPlay | undefined {
  if (/(?:^(?:my |the )?(?:album|playlist) )|(?: (?:album|playlist)$)/.test(words)) return undefined;
  return { type: "spotify_play", query: words };
}
