import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { contextText } from "../../../agent/src/desktop/index.ts";
import { planOffline } from "../../../agent/src/registry/index.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { DESKTOPS } from "../../support/index.ts";

/** The built-in desktop: a Retina laptop as main screen (frame 0,33 1512x949) and an external display to its right. */
const home = Snapshot.parse(JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")));
const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const laptop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-laptop.json"), "utf8")));

const commands = (text: string, snapshot = home) => {
  const envelope = planOffline(text, snapshot);
  assert.equal(envelope.needs_clarification, false, `${text}: ${envelope.clarification_reason}`);
  assert.equal(envelope.source, "offline");
  return envelope.commands;
};
/** The commands planned offline for `text` are `expected`; a failure names the text. */
const plansAs = (text: string, expected: object[], snapshot = home) =>
  assert.deepEqual(commands(text, snapshot), expected, `the commands planned for "${text}"`);
const defers = (text: string, snapshot = home) => {
  const envelope = planOffline(text, snapshot);
  assert.equal(
    envelope.needs_clarification,
    true,
    `${text} should defer, planned ${JSON.stringify(envelope.commands)}`,
  );
  assert.deepEqual(envelope.commands, [], `${text}: no commands while it asks`);
  return envelope;
};

describe("offline planner on other desktops and phrasings", () => {
  it("places by the named placements' geometry on the app's own screen, including one with a negative origin", () => {
    plansAs("Please put Slack on the left half.", [
      { type: "place_app", app_name: "Slack", bounds: [1512, -433, 2792, 982] },
    ]);
    plansAs("terminal right third", [{ type: "place_app", app_name: "Terminal", bounds: [1008, 33, 1512, 982] }]);
    plansAs("snap chrome to the top-left corner", [
      { type: "place_app", app_name: "Google Chrome", bounds: [1512, -433, 2792, 274] },
    ]);
    plansAs("make notes 900 by 600", [{ type: "place_app", app_name: "Notes", bounds: [306, 207, 1206, 807] }]);
    assert.deepEqual(
      commands("resize terminal to 5000x5000"),
      [{ type: "place_app", app_name: "Terminal", bounds: [0, 33, 1512, 982] }],
      "clamped to the frame",
    );
    plansAs("terminal left half on the right monitor", [
      { type: "place_app", app_name: "Terminal", monitor: "right", bounds: [1512, -433, 2792, 982] },
    ]);
  });

  it("moves to named monitors and refuses ones that do not exist", () => {
    plansAs("send terminal to the right display", [{ type: "place_app", app_name: "Terminal", monitor: "right" }]);
    assert.match(
      defers("move slack to the left monitor").clarification_reason!,
      /there is no left monitor; this Mac has: main, right/,
    );
  });

  it("matches apps by alias and by a unique prefix, and asks when the name is not there", () => {
    plansAs("launch code", [{ type: "focus_app", app_name: "Visual Studio Code" }]);
    plansAs("bring up calend", [{ type: "focus_app", app_name: "Calendar" }]);
    plansAs("open iterm", [{ type: "focus_app", app_name: "iTerm2" }], laptop);
    assert.match(defers("focus zoom").clarification_reason!, /"zoom" is not an app on this Mac/);
  });

  it("handles tabs by number, site, title and 'this tab'", () => {
    plansAs("tab 5", [{ type: "switch_tab", tab_index: 5 }]);
    plansAs("go to youtube", [{ type: "switch_tab", tab_index: 5 }]);
    plansAs("close the current tab", [{ type: "close_tab", tab_indices: [1] }]);
    plansAs("close tabs 2 to 4", [{ type: "close_tab", tab_indices: [2, 3, 4] }]);
    plansAs("close every github tab", [{ type: "close_tab", tab_indices: [1] }]);
    plansAs("go to the hammerspoon docs", [{ type: "switch_tab", tab_index: 4 }], home);
    assert.match(defers("close tab 6").clarification_reason!, /there is no tab 6; open tabs are 1-5/);
  });

  it("opens new tabs for sites, with normalized URLs, and never for unknown words", () => {
    plansAs("open a new tab for hacker news", [{ type: "open_url", url: "https://news.ycombinator.com/" }]);
    plansAs("go to twitter", [{ type: "open_url", url: "https://x.com/" }]);
    defers("open cooking videos");
  });

  it("splits compound commands and follows 'it' to the app before", () => {
    plansAs("focus slack and then move it to the main screen", [
      { type: "focus_app", app_name: "Slack" },
      { type: "place_app", app_name: "Slack", monitor: "main" },
    ]);
    plansAs("open calendar, safari", [
      { type: "focus_app", app_name: "Calendar" },
      { type: "focus_app", app_name: "Safari" },
    ]);
  });

  it("saves the layout under the name as typed, and takes the first and last tab", () => {
    assert.deepEqual(
      planOffline("save this layout as Deep Work", dual).commands,
      [{ type: "save_preset", preset_name: "Deep Work" }],
      'the commands planned for "save this layout as Deep Work"',
    );
    assert.deepEqual(
      planOffline("save the current window arrangement as 'evening'", dual).commands,
      [{ type: "save_preset", preset_name: "evening" }],
      "the commands planned for \"save the current window arrangement as 'evening'\"",
    );
    assert.deepEqual(
      planOffline("switch to the last tab", dual).commands,
      [{ type: "switch_tab", tab_index: 9 }],
      'the commands planned for "switch to the last tab"',
    );
    assert.deepEqual(
      planOffline("the first tab", dual).commands,
      [{ type: "switch_tab", tab_index: 1 }],
      'the commands planned for "the first tab"',
    );
    assert.deepEqual(
      planOffline("close the last tab", dual).commands,
      [{ type: "close_tab", tab_indices: [9] }],
      'the commands planned for "close the last tab"',
    );
  });

  it("centers a window keeping its size, on its own screen or the one named", () => {
    // Terminal's window is 900×600 on the main screen (usable 0,25 2560×1345); the left one is -1512,491 1512×949.
    assert.deepEqual(
      planOffline("center terminal", dual).commands,
      [{ type: "place_app", app_name: "Terminal", bounds: [830, 397, 1730, 997] }],
      'the commands planned for "center terminal"',
    );
    assert.deepEqual(
      planOffline("centre terminal on the left screen", dual).commands,
      [{ type: "place_app", app_name: "Terminal", monitor: "left", bounds: [-1206, 665, -306, 1265] }],
      'the commands planned for "centre terminal on the left screen"',
    );
  });

  it("does a command asked twice in one breath once", () => {
    assert.deepEqual(
      planOffline("close tab 3 and tab 3", dual).commands,
      [{ type: "close_tab", tab_indices: [3] }],
      'the commands planned for "close tab 3 and tab 3"',
    );
  });

  it("takes 'undo' and its everyday forms as the undo command, and nothing longer", () => {
    for (const text of ["undo", "Undo that", "undo the last command", "undo last", "take that back", "revert that"])
      assert.deepEqual(commands(text, dual), [{ type: "undo" }], text);
    defers("undo closing the github tab", dual);
  });

  it("takes the person's own words for apps, never over an app's exact name", () => {
    const words = {
      ...dual,
      aliases: [
        { phrase: "my editor", app: "Cursor" },
        { phrase: "slack", app: "Notes" },
      ],
    };
    plansAs("focus my editor", [{ type: "focus_app", app_name: "Cursor" }], words);
    plansAs("hide the editor app", [{ type: "hide_app", app_name: "Cursor" }], words);
    plansAs("focus slack", [{ type: "focus_app", app_name: "Slack" }], words);
    const sites = {
      ...dual,
      aliases: [
        { phrase: "reddit", site: "reddit.com" },
        { phrase: "work", site: "github.com" },
      ],
    };
    plansAs("switch to the work tab", [{ type: "switch_tab", tab_index: 1 }], sites);
    plansAs("close the github tab", [{ type: "close_tab", tab_indices: [1] }], sites);
    const claude = contextText({ ...sites, aliases: [...sites.aliases, { phrase: "my editor", app: "Cursor" }] });
    const said = /^The person's own words: (.*)$/m.exec(claude)?.[1];
    assert.equal(
      said,
      '"reddit" means the tab on reddit.com; "work" means the tab on github.com; "my editor" means Cursor',
    );
    const asked = defers("focus my editor", dual);
    assert.match(asked.clarification_reason ?? "", /"my editor" is not an app on this Mac: which app do you mean\?/);
    assert.deepEqual(
      asked.candidates?.find((c) => c.label === "Cursor"),
      {
        label: "Cursor",
        commands: [{ type: "focus_app", app_name: "Cursor" }],
        alias: { phrase: "my editor", app: "Cursor" },
      },
    );
  });

  it('offers installed apps too for "my editor", never choosing one; Visual Studio Code is not running here', () => {
    const asked = defers("focus my editor", dual);
    const labels = asked.candidates?.map((c) => c.label) ?? [];
    assert.deepEqual(labels.slice(0, 2), ["Google Chrome", "Slack"], "the running apps with a window come first");
    assert.deepEqual(
      asked.candidates?.find((c) => c.label === "Visual Studio Code")?.alias,
      { phrase: "my editor", app: "Visual Studio Code" },
      "the installed editor, offered with the word to learn",
    );
    assert.equal(new Set(labels).size, labels.length, "each app offered once");
  });

  it("teaches a word for a tab's site only when that site singles out the tab picked", () => {
    const asked = defers("switch to the reddit tab", dual);
    assert.equal(asked.candidates?.length, 3, "the three reddit tabs are offered");
    assert.deepEqual(
      asked.candidates?.filter((c) => c.alias),
      [],
      "no word is taught: reddit.com would still match all three",
    );
    const named = defers("switch to the work tab", dual);
    assert.deepEqual(
      named.candidates?.find((c) => c.label.includes("Hacker News"))?.alias,
      { phrase: "work", site: "news.ycombinator.com" },
      "a site only one tab shows is taught",
    );
    assert.equal(
      named.candidates?.find((c) => c.label.includes("r/macapps"))?.alias,
      undefined,
      "reddit.com: three tabs",
    );
  });

  it("says truthfully what it cannot do: close windows, quit every app at once, shut down the Mac", () => {
    const reasons = ["close all windows", "close windows", "quit everything", "quit all apps", "shut down the mac"].map(
      (text) => {
        const asked = defers(text);
        assert.deepEqual(asked.candidates ?? [], [], `${text}: nothing to choose from`);
        return asked.clarification_reason;
      },
    );
    assert.deepEqual(
      reasons,
      [
        'closing windows is not something I can do yet; quitting an app closes its windows ("quit slack")',
        'closing windows is not something I can do yet; quitting an app closes its windows ("quit slack")',
        "quitting every app at once is not something I can do; name the apps to quit; running: Finder, " +
          "Google Chrome, Slack, Terminal, Notes",
        "quitting every app at once is not something I can do; name the apps to quit; running: Finder, " +
          "Google Chrome, Slack, Terminal, Notes",
        "shutting down, restarting or logging out of the Mac is not something I can do",
      ],
      "the reasons given",
    );
    const slack = defers("close all slack windows");
    assert.deepEqual(
      slack.candidates?.map((c) => c.commands),
      [[{ type: "close_app", app_name: "Slack" }]],
      "quitting Slack is offered, not done",
    );
  });

  it("swaps two apps' windows only when each app's window is plain: asks for one of several, or none on screen", () => {
    const unfocused = { ...dual, windows: dual.windows.map((w) => ({ ...w, focused: false })) };
    const several = defers("swap chrome and slack", unfocused);
    assert.equal(several.clarification_reason, "Google Chrome has 2 windows: which one to swap?");
    assert.equal(defers("swap chrome and figma", dual).clarification_reason, "Figma has no window on screen to swap");
    assert.match(defers("swap slack with slack", dual).clarification_reason ?? "", /names Slack twice/);
  });

  it("quotes a command it does not know as typed, escapes shown, not cleaned into one it knows", () => {
    assert.equal(
      defers("chrome \u001b[31mleft half").clarification_reason,
      '"chrome \u241b[31mleft half" is not a command the offline planner knows',
    );
  });

  it("defers instead of guessing", () => {
    for (const text of [
      "move it to the left",
      "make it bigger",
      "close everything",
      "do the thing",
      "left half",
      "put it on the left half",
      "quit figma",
      "switch to the docs tab",
    ])
      defers(text);
  });

  it("brings an app named alone to the front, as a launcher does (harmless, and what a name typed alone means)", () => {
    plansAs("slack", [{ type: "focus_app", app_name: "Slack" }]);
  });

  it("offers the candidates when several things fit", () => {
    const envelope = defers("switch to the hammerspoon tab");
    assert.deepEqual(
      envelope.candidates?.map((c) => c.commands),
      [[{ type: "switch_tab", tab_index: 2 }], [{ type: "switch_tab", tab_index: 4 }]],
      'the candidates offered for "switch to the hammerspoon tab"',
    );
  });

  it("activates presets by name and asks about unknown ones", () => {
    plansAs("use the focus layout", [{ type: "activate_preset", preset_name: "focus" }]);
    assert.match(defers("coding preset").clarification_reason!, /there is no preset "coding"; presets: focus/);
  });

  it("turns questions into queries", () => {
    plansAs("how many reddit tabs do I have?", [{ type: "query", question: "how many reddit tabs do i have?" }]);
  });

  it("carries the verb to a clause without one, and the screen an earlier clause moved the app to", () => {
    assert.deepEqual(commands("close tab 2 and tab 3"), [{ type: "close_tab", tab_indices: [2, 3] }], "one close");
    plansAs(
      "chrome on the left monitor and maximize it",
      [
        { type: "place_app", app_name: "Google Chrome", monitor: "left" },
        { type: "place_app", app_name: "Google Chrome", bounds: [-1512, 491, 0, 1440] },
      ],
      dual,
    );
  });

  it("keeps the case of URLs and opens only what is plainly a web address", () => {
    plansAs(
      "open youtube.com/watch?v=dQw4w9WgXcQ",
      [{ type: "open_url", url: "https://youtube.com/watch?v=dQw4w9WgXcQ" }],
      dual,
    );
    for (const text of ["go to 3.13", "go to 10.5", "open server.ts", "open readme.md", "open node.js"])
      defers(text, laptop);
    assert.deepEqual(
      commands("go to 3.13", dual),
      [{ type: "switch_tab", tab_index: 6 }],
      "the tab titled 3.13 Documentation",
    );
  });

  it("goes to an open tab before a new one, and asks when an app and a page both fit", () => {
    plansAs("go to youtube", [{ type: "switch_tab", tab_index: 7 }], dual);
    assert.deepEqual(
      defers("go to spotify", laptop).candidates?.map((c) => c.commands[0]!.type),
      ["focus_app", "open_url"],
      'the kinds of the candidates offered for "go to spotify"',
    );
    assert.deepEqual(
      defers("go to code", dual).candidates?.map((c) => c.commands[0]!.type),
      ["focus_app", "switch_tab"],
      'the kinds of the candidates offered for "go to code"',
    );
  });

  it("does not quit an app when asked to close one of its windows", () => {
    assert.deepEqual(
      defers("close chrome windows", dual).candidates?.map((c) => c.commands),
      [[{ type: "close_app", app_name: "Google Chrome" }]],
      'the candidates offered for "close chrome windows"',
    );
    defers("close the slack window", dual);
  });

  it("closes tabs of a known site by domain only, and asks when site and title matches mix", () => {
    defers("close all claude tabs", dual);
    defers("close all hammerspoon tabs");
  });

  it("refuses sizes too small to use, and questions it cannot answer offline", () => {
    assert.match(defers("terminal 00x00", dual).clarification_reason!, /too small/);
    plansAs("could you quit spotify?", [{ type: "close_app", app_name: "Spotify" }], dual);
  });
});
