import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { MUSIC_PLAY_SCRIPT } from "../../../../spoon/src/apps/music/play-script.ts";
import { DEFAULT_DESKTOP } from "../../index.ts";
import { loadDesktopFile } from "../../load-desktop.ts";
import { runMetered } from "../../osascript-meter.ts";
import { runOsascript } from "../../osascript/osascript.ts";
import { MUSIC_DICTIONARY } from "./dictionary.ts";
import { musicModel } from "./index.ts";

const LIBRARY = [
  { name: "Come Together", artist: "The Beatles", album: "Abbey Road" },
  { name: "Something", artist: "The Beatles", album: "Abbey Road" },
  { name: "Yesterday", artist: "The Beatles", album: "Help!" },
  { name: "Run", artist: "Foo Fighters", album: "Concrete and Gold" },
];
const PLAYLISTS = [
  { name: "Running", tracks: ["Run", "Something", "Not in the library"] },
  { name: "Yesterday", tracks: ["Yesterday"] },
];

function music(running = true, library = LIBRARY) {
  const desktop = loadDesktopFile(DEFAULT_DESKTOP);
  if (running) desktop.running.push({ name: "Music", bundleID: "com.apple.Music", pid: 901, hidden: false });
  const state = { playing: false, track: null, library, playlists: PLAYLISTS };
  const app = musicModel.start(desktop, { state, snapshot: desktop.snapshot(), file: {} });
  const jxa = (script: string, ...argv: string[]) =>
    runOsascript(["-l", "JavaScript", "-e", script, ...argv], { apps: { Music: app } });
  const metered = (script: string, ...argv: string[]) =>
    runMetered(
      (env) => runOsascript(["-l", "JavaScript", "-e", script, ...argv], env),
      { apps: { Music: app } },
      desktop,
    );
  return { app, jxa, desktop, metered };
}

describe("Music's model answers as its real dictionary does", () => {
  it("keeps every track in library playlist 1, which the application's tracks also are", () => {
    const { jxa } = music();
    const library = jxa('Application("Music").libraryPlaylists[0].tracks.name()');
    assert.equal(library.stdout, "Come Together, Something, Yesterday, Run\n", library.stderr);
    assert.equal(
      jxa('Application("Music").tracks.album()').stdout,
      "Abbey Road, Abbey Road, Help!, Concrete and Gold\n",
    );
  });

  it("lists the person's playlists as user playlists, and every playlist after the library's", () => {
    const { jxa } = music();
    assert.equal(jxa('Application("Music").userPlaylists.name()').stdout, "Running, Yesterday\n");
    assert.equal(jxa('Application("Music").playlists.name()').stdout, "Library, Running, Yesterday\n");
    assert.equal(jxa('Application("Music").userPlaylists.byName("Running").tracks.name()').stdout, "Run, Something\n");
  });

  it("plays a playlist from its first track, next moving through the playlist", () => {
    const { app, jxa } = music();
    jxa('const m = Application("Music"); m.userPlaylists[0].play(); m.nextTrack()');
    assert.deepEqual((app.state!() as { track: unknown }).track, { name: "Something", artist: "The Beatles" });
  });

  it("has one source, the library, holding the library playlist and the person's playlists", () => {
    const { jxa } = music();
    assert.equal(jxa('Application("Music").sources.name()').stdout, "Library\n");
    const source = jxa('Application("Music").sources[0].libraryPlaylists[0].tracks.name()');
    assert.equal(source.stdout, "Come Together, Something, Yesterday, Run\n", source.stderr);
    assert.equal(
      jxa('Application("Music").sources.byName("Library").userPlaylists.name()').stdout,
      "Running, Yesterday\n",
    );
    assert.match(jxa('Application("Music").sources[1].playlists.name()').stderr, /\(-1719\)/);
    assert.equal(jxa('Application("Music").tracks.persistentID()[3]').stdout, "0000000000000004\n");
  });

  it("search finds a playlist's tracks as its Search field does, each a reference by database ID", () => {
    const { app, jxa } = music();
    const search = (args: string) => `Application("Music").libraryPlaylists[0].search(${args})`;
    assert.equal(
      jxa(`${search('{ for: "abbey", only: "albums" }')}.map((t) => t.name())`).stdout,
      "Come Together, Something\n",
    );
    assert.equal(
      jxa(`${search('{ for: "FOO run" }')}.map((t) => t.artist())`).stdout,
      "Foo Fighters\n",
      "every word, any field",
    );
    assert.equal(jxa(`${search('{ for: "abbey", only: "names" }')}.length`).stdout, "0\n");
    assert.match(jxa(search('{ for: "run", only: "titles" }')).stderr, /\(-1700\)/, "an only the sdef lacks");
    jxa(`${search('{ for: "something", only: "names" }')}[0].play()`);
    assert.deepEqual((app.state!() as { track: unknown }).track, { name: "Something", artist: "The Beatles" });
  });

  it("is a digest of Music's sdef, its source named; the application's extra terms are its library's playlists", () => {
    assert.match(MUSIC_DICTIONARY.source ?? "", /SBMusic\.h/);
    const application = MUSIC_DICTIONARY.classes.application!.elements;
    const sdef = ["windows", "sources", "tracks", "playlists"];
    const beyond = Object.keys(application).filter((element) => !sdef.includes(element));
    const source = Object.keys(MUSIC_DICTIONARY.classes.source!.elements).filter((element) => element !== "playlists");
    assert.deepEqual(beyond.sort(), source.sort(), "the application's elements beyond the sdef's");
  });

  it("has no albums element: a script asking for one fails as JXA does", () => {
    const { jxa } = music();
    const albums = jxa('Application("Music").albums.name()');
    assert.equal(albums.exitCode, 1);
    assert.match(albums.stderr, /TypeError/);
  });

  it("a missing playlist is the real error: -1719 by index, -1728 by name", () => {
    const { jxa } = music();
    assert.match(jxa('Application("Music").userPlaylists[3].play()').stderr, /\(-1719\)/);
    assert.match(jxa('Application("Music").userPlaylists.byName("Gym").play()').stderr, /\(-1728\)/);
  });
});

describe("Music not running", () => {
  it("a script that asks running() first starts nothing; any Apple event starts Music, which then answers", () => {
    const { desktop, jxa } = music(false);
    assert.equal(jxa('Application("Music").running()').stdout, "false\n");
    assert.equal(desktop.isRunning("Music"), false);
    const library = jxa('Application("Music").libraryPlaylists[0].tracks.name()');
    assert.equal(library.stdout, "Come Together, Something, Yesterday, Run\n", library.stderr);
    assert.equal(desktop.isRunning("Music"), true, "the Apple event started Music");
  });
});

describe("Music's play against that dictionary", () => {
  const want = (query: string) => JSON.stringify({ app: "Music", query });
  const playing = (app: ReturnType<typeof music>["app"]) => (app.state!() as { track: unknown }).track;

  it("Music's own search plays the album from its first track, and the playlist by its name", () => {
    const { app, jxa } = music();
    const album = jxa(MUSIC_PLAY_SCRIPT, want("abbey road"));
    assert.match(album.stdout, /"played":\{"kind":"album","name":"Abbey Road"/, album.stderr);
    assert.deepEqual(playing(app), { name: "Come Together", artist: "The Beatles" });
    jxa(MUSIC_PLAY_SCRIPT, JSON.stringify({ app: "Music", query: "running", kind: "playlist" }));
    assert.deepEqual(playing(app), { name: "Run", artist: "Foo Fighters" });
  });

  it("on 20,000 tracks, reads what Music's search finds; a query in too many names reads all in bulk", () => {
    const filler = (i: number) => ({ name: `Track ${i}`, artist: `Artist ${i % 900}`, album: `Album ${i % 1_700}` });
    const { app, metered } = music(true, [...LIBRARY, ...Array.from({ length: 19_996 }, (_, i) => filler(i))]);
    const album = metered(MUSIC_PLAY_SCRIPT, want("abbey road"));
    assert.match(album.stdout, /"played":\{"kind":"album","name":"Abbey Road"/, album.stderr);
    assert.deepEqual(playing(app), { name: "Come Together", artist: "The Beatles" });
    assert.ok(
      album.meter.items < 50 && album.meter.ms < 200,
      `read ${album.meter.items} items in ${album.meter.ms} ms`,
    );
    const many = metered(MUSIC_PLAY_SCRIPT, want("track 1"));
    assert.match(many.stdout, /"played":\{"kind":"track","name":"Track 1"/, many.stderr);
    assert.ok(many.meter.items > 60_000, `read ${many.meter.items} items in bulk`);
    const list = metered(MUSIC_PLAY_SCRIPT, JSON.stringify({ app: "Music", query: "running", kind: "playlist" }));
    assert.match(list.stdout, /"played":\{"kind":"playlist","name":"Running"/, list.stderr);
    assert.ok(list.meter.items < 10, `a playlist asked for by kind reads no track: ${list.meter.items} items`);
  });

  it("an exact name wins over names that contain it; a track and a playlist both called so are both offered", () => {
    const { app, jxa } = music();
    const run = jxa(MUSIC_PLAY_SCRIPT, want("run"));
    assert.match(run.stdout, /"played":\{"kind":"track","name":"Run"/, run.stderr);
    const both = jxa(MUSIC_PLAY_SCRIPT, want("yesterday"));
    assert.match(both.stdout, /"played":null/, both.stderr);
    assert.match(
      both.stdout,
      /"matches":\[\{"kind":"track","name":"Yesterday".*\{"kind":"playlist","name":"Yesterday"/,
    );
    assert.deepEqual(playing(app), { name: "Run", artist: "Foo Fighters" });
  });
});
