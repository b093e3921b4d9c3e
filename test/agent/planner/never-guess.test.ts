import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { planOffline } from "../../../agent/src/registry/index.ts";
import { DESKTOPS } from "../../support/index.ts";

/** Commands the planner was never shown, where acting would be a guess: each is planned as said, or asked. */
const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const laptop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-laptop.json"), "utf8")));

const plansAs = (text: string, expected: object[], snapshot: Snapshot) => {
  const envelope = planOffline(text, snapshot);
  assert.equal(envelope.needs_clarification, false, `${text}: ${envelope.clarification_reason}`);
  assert.deepEqual(envelope.commands, expected, `the commands planned for "${text}"`);
};
const asks = (text: string, snapshot: Snapshot) => {
  const envelope = planOffline(text, snapshot);
  assert.equal(envelope.needs_clarification, true, `"${text}" planned ${JSON.stringify(envelope.commands)}`);
  return envelope;
};

describe("'open <site>' opens a new tab", () => {
  it("opens a new tab though a tab of the site is open; 'go to' and 'switch to' switch to it", () => {
    plansAs("open github", [{ type: "open_url", url: "https://github.com/" }], dual);
    plansAs("open chatgpt in chrome", [{ type: "open_url", url: "https://chatgpt.com/" }], dual);
    plansAs("go to github", [{ type: "switch_tab", tab_index: 1 }], dual);
    plansAs("switch to github", [{ type: "switch_tab", tab_index: 1 }], dual);
  });

  it("asks when what follows 'open' is no site but an open tab's name ('open jira')", () => {
    assert.deepEqual(
      asks("open jira", laptop).candidates?.map((c) => c.commands),
      [[{ type: "switch_tab", tab_index: 2 }]],
      'the candidates offered for "open jira"',
    );
    asks("open news", dual);
  });
});

describe("a word that is the start of one app's name and inside another's", () => {
  it("asks, listing both: 'term' is Terminal's start and inside iTerm2", () => {
    const envelope = asks("focus term", laptop);
    assert.equal(envelope.clarification_reason, '"term" could be Terminal or iTerm2');
    assert.deepEqual(
      envelope.candidates?.map((c) => c.commands),
      [[{ type: "focus_app", app_name: "Terminal" }], [{ type: "focus_app", app_name: "iTerm2" }]],
      'the candidates offered for "focus term"',
    );
    asks("term left half", laptop);
    plansAs("focus term", [{ type: "focus_app", app_name: "Terminal" }], dual);
  });

  it("asks when a usual short name is inside another app's name: 'code' with Xcode installed", () => {
    const xcode = Snapshot.parse({
      ...laptop,
      installedApps: [...laptop.installedApps, { name: "Xcode", bundleID: "com.apple.dt.Xcode" }],
    });
    assert.equal(asks("quit code", xcode).clarification_reason, '"code" could be Visual Studio Code or Xcode');
    plansAs("quit code", [{ type: "close_app", app_name: "Visual Studio Code" }], laptop);
  });
});

describe("typo correction toward a single name the desktop knows", () => {
  it("never turns the name of an app that is not on this Mac into another app's name or a word of one", () => {
    for (const text of ["focus xcode", "open loom", "quit xcode", "focus notion"])
      assert.match(asks(text, dual).clarification_reason!, new RegExp(`"${text.split(" ")[1]}"`), "names the word");
    asks("focus zoom", laptop);
  });

  it("never reads a real word as a typo of a command: 'edit notes' does not quit Notes", () => {
    for (const text of ["edit notes", "will slack", "lost tabs"]) asks(text, dual);
  });

  it("leaves a word alone that already names apps by their start: 'term' on a Mac with iTerm2 is not 'iterm'", () => {
    asks("focus term", laptop);
  });

  it("counts the person's own words among the names it corrects toward, when there is one candidate", () => {
    const taught = Snapshot.parse({ ...dual, aliases: [{ phrase: "editor", app: "Cursor" }] });
    plansAs("focus edtor", [{ type: "focus_app", app_name: "Cursor" }], taught);
    asks("focus edtor", dual);
  });

  it("corrects words of three letters and four to the rules' words: 'chrome lft half', 'slack rigt half'", () => {
    plansAs("chrome lft half", [{ type: "place_app", app_name: "Google Chrome", bounds: [0, 25, 1280, 1370] }], dual);
    plansAs("chrome left hlf", [{ type: "place_app", app_name: "Google Chrome", bounds: [0, 25, 1280, 1370] }], dual);
    plansAs("slack rigt half", [{ type: "place_app", app_name: "Slack", bounds: [-756, 491, 0, 1440] }], dual);
  });
});

describe("a destructive verb on a word that names both a running app and an open tab", () => {
  /** The dual desktop with one more tab, index 10, of this title on this page. */
  const withTab = (title: string, url: string) => {
    const tab = {
      ...dual.tabs[0]!,
      index: 10,
      id: "9001",
      title,
      url,
      domain: new URL(url).hostname.replace(/^www\./, ""),
    };
    return Snapshot.parse({ ...dual, tabs: [...dual.tabs, tab] });
  };

  it("asks which: 'close slack' with Slack running and a slack.com tab open", () => {
    const both = withTab("general | Acme", "https://app.slack.com/");
    const envelope = asks("close slack", both);
    assert.equal(envelope.clarification_reason, '"slack" is the app Slack and its tab: quit the app, or close a tab?');
    assert.deepEqual(
      envelope.candidates?.map((c) => c.commands),
      [[{ type: "close_app", app_name: "Slack" }], [{ type: "close_tab", tab_indices: [10] }]],
      'the candidates offered for "close slack"',
    );
    plansAs("quit slack", [{ type: "close_app", app_name: "Slack" }], both);
    plansAs("close slack", [{ type: "close_app", app_name: "Slack" }], dual);
  });

  it("asks which: 'close spotify' with a tab on spotify.com, not the web player's host, titled Spotify", () => {
    const both = withTab("Spotify – Premium", "https://www.spotify.com/us/premium/");
    assert.deepEqual(
      asks("close spotify", both).candidates?.map((c) => c.commands),
      [[{ type: "close_app", app_name: "Spotify" }], [{ type: "close_tab", tab_indices: [10] }]],
      'the candidates offered for "close spotify"',
    );
  });
});

describe("a word that is both a preset and an app", () => {
  const musicPreset = Snapshot.parse({
    ...laptop,
    presets: [...laptop.presets, { ...laptop.presets[0]!, name: "music" }],
  });

  it("asks which, listing both: 'open music' with a preset called music and the app Music", () => {
    for (const text of ["open music", "music", "activate music"]) {
      const envelope = asks(text, musicPreset);
      assert.equal(envelope.clarification_reason, '"music" is a preset and the app Music: which one?');
      assert.deepEqual(
        envelope.candidates?.map((c) => c.commands),
        [[{ type: "activate_preset", preset_name: "music" }], [{ type: "focus_app", app_name: "Music" }]],
        `the candidates offered for "${text}"`,
      );
    }
  });

  it("activates the preset when the word preset or layout is said", () => {
    plansAs("activate the music preset", [{ type: "activate_preset", preset_name: "music" }], musicPreset);
    plansAs("load preset music", [{ type: "activate_preset", preset_name: "music" }], musicPreset);
  });
});

describe("a media player named but not there", () => {
  it("asks when the player a control names is not running, offering the one that is: 'pause music'", () => {
    assert.deepEqual(
      asks("pause music", dual).candidates?.map((c) => c.commands),
      [[{ type: "spotify_pause" }]],
      'the candidates offered for "pause music"',
    );
    asks("next song on music", dual);
    plansAs("pause spotify", [{ type: "spotify_pause" }], dual);
  });

  it("asks when the player to play on is not on this Mac, and plays on one installed but not running", () => {
    const noSpotify = {
      ...laptop,
      installedApps: laptop.installedApps.filter((app) => app.name !== "Spotify"),
    };
    asks("play bohemian rhapsody on spotify", noSpotify);
    plansAs("play bohemian rhapsody on music", [{ type: "music_play", query: "bohemian rhapsody" }], laptop);
  });

  it("with no player running, 'next song' offers only the players on this Mac", () => {
    const spotifyOnly = {
      ...laptop,
      apps: laptop.apps.filter((app) => app.name !== "Spotify" && app.name !== "Music"),
      installedApps: laptop.installedApps.filter((app) => app.name !== "Music"),
    };
    assert.deepEqual(
      asks("next song", spotifyOnly).candidates?.map((c) => c.label),
      ["Spotify"],
      'the players offered for "next song"',
    );
  });
});
