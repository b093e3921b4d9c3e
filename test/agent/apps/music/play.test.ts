import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Snapshot } from "../../../../agent/src/contract/index.ts";
import { musicPlay } from "../../../../agent/src/apps/music/play.ts";
import { fakeContext } from "../../../fakes/command-context.ts";
import { fakeSpoon } from "../../../fakes/spoon-client.ts";

const ABBEY_ROAD = { kind: "album" as const, name: "Abbey Road", artist: "The Beatles", album: "Abbey Road" };
const YESTERDAY = { kind: "track" as const, name: "Yesterday", artist: "The Beatles", album: "Help!" };
const COME_TOGETHER = { name: "Come Together", artist: "The Beatles" };

/** Runs a play whose Spoon answers that `played` was found and played, and Music's state afterwards. */
async function play(
  query: string,
  played: object,
  after: { running: boolean; playing: boolean; track: object | null },
) {
  const spoon = fakeSpoon({});
  spoon.callApp = async () => ({ ok: true, value: { ...after, played, matches: [played] } as never });
  return musicPlay.run({ type: "music_play", query } as never, fakeContext(spoon, {} as Snapshot));
}

describe("music_play: a play counts as done only when Music plays what was asked", () => {
  it("succeeds when Music plays from the album found", async () => {
    const outcome = await play("abbey road", ABBEY_ROAD, { running: true, playing: true, track: COME_TOGETHER });
    assert.equal(outcome.ok, true, outcome.message);
  });

  it("fails when Music, just opened, plays nothing after the item was found", async () => {
    const outcome = await play("abbey road", ABBEY_ROAD, { running: true, playing: false, track: null });
    assert.equal(outcome.ok, false, "a play that started nothing is no success");
    assert.match(outcome.message, /did not start it: Music plays nothing/);
  });

  it("fails when Music is not running after the play", async () => {
    const outcome = await play("abbey road", ABBEY_ROAD, { running: false, playing: false, track: null });
    assert.equal(outcome.ok, false, outcome.message);
  });

  it("fails when Music still plays another track than the one asked for", async () => {
    const outcome = await play("yesterday", YESTERDAY, { running: true, playing: true, track: COME_TOGETHER });
    assert.equal(outcome.ok, false, "the track playing is not the one asked for");
  });

  it("plays a title with 'by' in it when no track is by the 'artist' the words seemed to name", async () => {
    const stand = {
      kind: "track" as const,
      name: "Stand by Me",
      artist: "Ben E. King",
      album: "Don't Play That Song!",
    };
    const spoon = fakeSpoon({});
    const asked: object[] = [];
    spoon.callApp = async (_op, params) => {
      asked.push(params as object);
      const byArtist = (params as { artist?: string }).artist !== undefined;
      const state = { running: true, playing: !byArtist, track: byArtist ? null : stand };
      return {
        ok: true,
        value: { ...state, played: byArtist ? undefined : stand, matches: byArtist ? [] : [stand] } as never,
      };
    };
    const command = { type: "music_play", query: "stand", artist: "me" };
    const outcome = await musicPlay.run(command as never, fakeContext(spoon, {} as Snapshot));
    assert.equal(outcome.ok, true, outcome.message);
    assert.deepEqual(
      asked,
      [{ query: "stand", artist: "me" }, { query: "stand by me" }],
      "asked by artist, then whole",
    );
  });
});
