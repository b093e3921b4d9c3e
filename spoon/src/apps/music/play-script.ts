// Music's play, in one JXA text: the library read in bulk (one Apple event per property), the items found, the one
// match played. Everything the person said is data in argv.
import { FRAMED } from "../../contract/index.ts";
import { STATE } from "../player-scripts.ts";

/**
 * argv[0] = {"app", "query", "kind"?, "artist"?, "album"?}: the tracks of library playlist 1 (name, artist, album)
 * and the person's playlists (name) read in bulk; items whose name is the query (ignoring case), else contain it,
 * narrowed by kind, artist and album; the same item twice is one. Exactly one item plays (an album from its first
 * track in the library); prints what played, the matches and the state after.
 */
export const MUSIC_PLAY_SCRIPT = `function run(argv) {
  ${FRAMED}
  ${STATE}
  const want = JSON.parse(argv[0]);
  const app = Application(want.app);
  const tracks = app.libraryPlaylists[0].tracks;
  const names = tracks.name(), artists = tracks.artist(), albums = tracks.album();
  const lists = app.userPlaylists;
  const listNames = want.artist || want.album ? [] : lists.name();
  const query = want.query.toLowerCase();
  const same = (a, b) => b === undefined || a.toLowerCase() === b.toLowerCase();
  const wanted = (kind) => want.kind === undefined || want.kind === kind;
  const search = (fits) => {
    const found = [], seen = {};
    const add = (item, play) => {
      const key = [item.kind, item.name, item.artist, item.album].join("\\u0000");
      if (!seen[key]) found.push({ item: item, play: play });
      seen[key] = true;
    };
    names.forEach((name, i) => {
      const artist = artists[i], album = albums[i], play = () => tracks[i].play();
      if (!same(artist, want.artist)) return;
      if (wanted("track") && fits(name) && same(album, want.album))
        add({ kind: "track", name: name, artist: artist, album: album }, play);
      if (wanted("album") && album !== "" && fits(album) && want.album === undefined)
        add({ kind: "album", name: album, artist: artist, album: album }, play);
    });
    listNames.forEach((name, j) => {
      if (wanted("playlist") && fits(name))
        add({ kind: "playlist", name: name, artist: "", album: "" }, () => lists[j].play());
    });
    return found;
  };
  const exact = search((name) => name.toLowerCase() === query);
  const matches = exact.length > 0 ? exact : search((name) => name.toLowerCase().includes(query));
  if (matches.length === 1) matches[0].play();
  const played = matches.length === 1 ? matches[0].item : null;
  return framed(Object.assign({ played: played, matches: matches.map((m) => m.item) }, stateOf(app)));
}`;
