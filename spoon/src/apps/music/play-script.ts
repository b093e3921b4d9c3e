// Music's play, in one JXA text: the candidates read (found by Music's own search, else the library in bulk), the
// items found, the one match played. Everything the person said is data in argv.
import { FRAMED } from "../../contract/index.ts";
import { STATE } from "../player-scripts.ts";

/**
 * argv[0] = {"app", "query", "kind"?, "artist"?, "album"?}: the candidate tracks' name, artist and album, and the
 * person's playlists (name); items whose name is the query (ignoring case), else contain it, narrowed by kind, artist
 * and album; the same item twice is one. Exactly one item plays (an album from its first track in the library);
 * prints what played, the matches and the state after.
 *
 * The candidates are what Music's own search of library playlist 1 finds by name and by album (its Search field:
 * each word, ignoring case), read track by track: three Apple events a track, where reading the whole library costs
 * three events and every track's three values (20,000 tracks: seconds). When the search finds nothing, too many
 * (reading them one by one would cost more than the bulk read) or fails, the library is read in bulk as before, so no
 * item the bulk read would find is missed. A playlist asked for by kind reads no track.
 */
export const MUSIC_PLAY_SCRIPT = `function run(argv) {
  ${FRAMED}
  ${STATE}
  const want = JSON.parse(argv[0]);
  const app = Application(want.app);
  const library = app.libraryPlaylists[0];
  const tracks = library.tracks;
  const wanted = (kind) => want.kind === undefined || want.kind === kind;
  const bulk = () => ({
    names: tracks.name(), artists: tracks.artist(), albums: tracks.album(), play: (i) => tracks[i].play(),
  });
  const searchedBy = (only) => {
    try {
      return library.search({ for: want.query, only: only }) || [];
    } catch (e) {
      return null;
    }
  };
  const candidates = () => {
    if (!wanted("track") && !wanted("album")) return { names: [], artists: [], albums: [], play: () => null };
    const byName = wanted("track") ? searchedBy("names") : [];
    const byAlbum = wanted("album") && want.album === undefined ? searchedBy("albums") : [];
    if (byName === null || byAlbum === null) return bulk();
    // An album's tracks first, in the library's order: the album plays from its first track, as the bulk read has it.
    const found = byAlbum.concat(byName);
    if (found.length === 0 || found.length * 50 > tracks.length) return bulk();
    return {
      names: found.map((t) => t.name()), artists: found.map((t) => t.artist()), albums: found.map((t) => t.album()),
      play: (i) => found[i].play(),
    };
  };
  const read = candidates();
  const lists = app.userPlaylists;
  const listNames = want.artist || want.album || !wanted("playlist") ? [] : lists.name();
  const query = want.query.toLowerCase();
  const same = (a, b) => b === undefined || a.toLowerCase() === b.toLowerCase();
  const search = (fits) => {
    const found = [], seen = {};
    const add = (item, play) => {
      const key = [item.kind, item.name, item.artist, item.album].join("\\u0000");
      if (!seen[key]) found.push({ item: item, play: play });
      seen[key] = true;
    };
    read.names.forEach((name, i) => {
      const artist = read.artists[i], album = read.albums[i], play = () => read.play(i);
      if (!same(artist, want.artist)) return;
      if (wanted("track") && fits(name) && same(album, want.album))
        add({ kind: "track", name: name, artist: artist, album: album }, play);
      if (wanted("album") && album !== "" && fits(album) && want.album === undefined)
        add({ kind: "album", name: album, artist: artist, album: album }, play);
    });
    listNames.forEach((name, j) => {
      if (fits(name)) add({ kind: "playlist", name: name, artist: "", album: "" }, () => lists[j].play());
    });
    return found;
  };
  const exact = search((name) => name.toLowerCase() === query);
  const matches = exact.length > 0 ? exact : search((name) => name.toLowerCase().includes(query));
  if (matches.length === 1) matches[0].play();
  const played = matches.length === 1 ? matches[0].item : null;
  return framed(Object.assign({ played: played, matches: matches.map((m) => m.item) }, stateOf(app)));
}`;
