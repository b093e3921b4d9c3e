import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DESKTOPS, tempHome, until } from "../support/index.ts";
import { ManualClock } from "./clock.ts";
import { loadDesktopFile } from "./load-desktop.ts";
import { SimulatedMac } from "./mac.ts";
import { BUNDLE } from "./index.ts";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What Hammerspoon on a real Mac does that is easy to get wrong, as its sources say, done by the simulated one too. */
describe("the simulated hs modules do what Hammerspoon's sources do", () => {
  const clock = new ManualClock();
  let mac: SimulatedMac;
  let folder: ReturnType<typeof tempHome>;
  before(async () => {
    mac = await SimulatedMac.boot({ desktop: loadDesktopFile(join(DESKTOPS, "dev-dual.json")), bundle: BUNDLE, clock });
    folder = tempHome();
  });
  after(async () => {
    await mac.shutdown();
    folder.remove();
  });

  it("a webview deleted while shown closes once its fade ends, a turn later; a hidden one at once", async () => {
    mac.run(`heard, kept = {}, {}
      local function window(name)
        local hear = function(action) heard[#heard + 1] = name .. " " .. action end
        kept[name] = hs.webview.new({x = 0, y = 0, w = 100, h = 100}):windowCallback(hear):show()
        return kept[name]
      end
      window("shown"):delete()
      window("hidden"):hide():delete()`);
    assert.deepEqual(mac.run(`return heard`), ["hidden closing"], "what windowCallback heard before the fade ended");
    assert.equal(mac.onScreen().webviews.length, 1, "the window deleted while shown is still on screen");
    await turn();
    assert.deepEqual(mac.run(`return heard`), ["hidden closing", "shown closing"], "what windowCallback heard in all");
    assert.equal(mac.onScreen().webviews.length, 0);
  });

  it("hs.task passes nil for a read ending mid-character; a pipe whose callback raised is not read on", async () => {
    const [script, go] = [join(folder.path, "half.sh"), join(folder.path, "go")];
    // Half of an é on stdout; once told, the rest of stdout and a line on stderr.
    writeFileSync(
      script,
      `printf 'caf\\303'\nwhile [ ! -e '${go}' ]; do sleep 0.01; done\nprintf 'rest\\n'\nprintf 'err\\n' >&2`,
    );
    mac.run(`chunks, done = {}, nil
      local function seen(text) return text == nil and "nil" or text end
      task = hs.task.new("/bin/sh", function(code, out, err) done = {code, seen(out), seen(err)} end,
        function(_, out, err)
          chunks[#chunks + 1] = seen(out) .. "|" .. seen(err)
          return #out >= 0 and #err >= 0
        end, {${JSON.stringify(script)}}):start()`);
    await until(() => mac.run(`return #chunks`) === 1, "the first read");
    writeFileSync(go, "");
    await until(() => mac.run(`return done ~= nil`) === true, "the task ended");
    assert.deepEqual(mac.run(`return chunks`), ["nil|", "|err\n"], "what the streaming callback heard");
    assert.deepEqual(mac.run(`return done`), [0, "rest\n", ""], "what doneFn heard: the pipe no longer read");
    assert.match(mac.console.join("\n"), /callback error: .*attempt to get length of a nil value/);
  });

  it("keyStroke raises Invalid key for what no key makes; a letter the layout lacks falls back to the ANSI key", () => {
    const press = (key: string, mods = "{}") =>
      mac.run(`local ok, why = pcall(hs.eventtap.keyStroke, ${mods}, "${key}", 0) return ok or why`);
    for (const key of ["!", "é"]) assert.match(String(press(key)), new RegExp(`Invalid key: ${key} - `));
    mac.desktop.keyboardLayout = "Russian – PC";
    try {
      assert.equal(press("м"), true);
      assert.equal(press("v", `{"cmd"}`), true);
      const keys = [
        { key: "м", mods: [] },
        { key: "v", mods: ["cmd"] },
      ];
      assert.deepEqual(mac.desktop.content.keys.slice(-2), keys, "the keys the app took");
      assert.match(mac.console.at(-1)!, /key 'v' not found in active keymap; using ANSI-standard US keyboard layout/);
    } finally {
      mac.desktop.keyboardLayout = "U.S.";
    }
  });

  it("hs.pasteboard.readAllData reads the first item only; allContentTypes lists every item's types", () => {
    const [a, b] = [
      { "public.file-url": "file:///a.pdf" },
      { "public.file-url": "file:///b.pdf", "public.utf8-plain-text": "b" },
    ];
    Object.assign(mac.desktop.content.pasteboard, { items: a, others: [b] });
    assert.deepEqual(mac.run(`return hs.pasteboard.readAllData()`), a);
    const types = [["public.file-url"], Object.keys(b)];
    assert.deepEqual(mac.run(`return hs.pasteboard.allContentTypes()`), types, "each item's types");
    mac.run(`hs.pasteboard.writeAllData(hs.pasteboard.readAllData())`);
    assert.deepEqual(
      mac.run(`return hs.pasteboard.allContentTypes()`),
      [["public.file-url"]],
      "written back: one item",
    );
  });

  it("hs.chooser ignores Return with no row, unless enableDefaultForQuery: then it chooses the query", () => {
    mac.person.present = true;
    mac.run(`chosen = {}
      bars = {}
      for i, default in ipairs({false, true}) do
        bars[i] = hs.chooser.new(function(row) chosen[#chosen + 1] = row and row.text or "nil" end)
        bars[i]:choices({}):enableDefaultForQuery(default):show()
      end`);
    const [plain, defaulting] = mac.onScreen().choosers;
    for (const bar of [plain!, defaulting!]) bar.type("hello");
    plain!.press("return");
    assert.deepEqual(
      [mac.run(`return #chosen`), mac.onScreen().choosers.length],
      [0, 2],
      "nothing chosen, still shown",
    );
    defaulting!.press("return");
    assert.deepEqual(mac.run(`return chosen`), ["hello"], "chosen: the query");
    plain!.press("escape");
    assert.deepEqual(mac.run(`return chosen`), ["hello", "nil"], "chosen: then nil, dismissed");
  });

  it("Lua's os.date and os.time read the Mac's date in its time zone, summer time included", () => {
    const [startDate, timeZone] = [mac.desktop.startDate, mac.desktop.timeZone];
    [mac.desktop.startDate, mac.desktop.timeZone] = [Date.parse("2026-07-01T10:00:00Z") - clock.now(), "Europe/Berlin"];
    try {
      assert.equal(mac.run(`return os.date("%Y-%m-%d %H:%M %z")`), "2026-07-01 12:00 +0200");
      assert.equal(mac.run(`return os.date("!%H:%M")`), "10:00", "! is UTC");
      assert.equal(mac.run(`return os.date("*t").isdst`), true);
      assert.equal(
        mac.run(`return os.date("*t", os.time({year = 2026, month = 1, day = 31 + 1, hour = 9})).isdst`),
        false,
      );
      assert.equal(
        mac.run(`return os.date("%d.%m. %H:%M", os.time({year = 2026, month = 3, day = 29, hour = 2, min = 30}))`),
        "29.03. 03:30",
      );
      assert.equal(mac.run(`return os.time() - os.time({year = 2026, month = 7, day = 1, hour = 12})`), 0);
    } finally {
      [mac.desktop.startDate, mac.desktop.timeZone] = [startDate, timeZone];
    }
  });

  it("Hammerspoon always has HOME: the simulated Mac's own, which an env given cannot take away", async () => {
    assert.equal(mac.run(`return os.getenv("HOME")`), "/Users/sim");
    const desktop = loadDesktopFile(join(DESKTOPS, "dev-dual.json"));
    await assert.rejects(
      SimulatedMac.boot({ desktop, bundle: BUNDLE, clock, env: { HOME: "" } }),
      /env\.HOME: the simulated Mac's HOME is always \/Users\/sim/,
    );
  });

  it("an app's accessibility children start with its menu bar: a title per menu, each with its menu's items", () => {
    const tree = mac.run(`local app = hs.axuielement.applicationElement(hs.application.get("Notes"))
      local bar = app:attributeValue("AXChildren")[1]
      local titles, edit = {}, nil
      for _, title in ipairs(bar:attributeValue("AXChildren")) do
        titles[#titles + 1] = title:attributeValue("AXTitle")
        if title:attributeValue("AXTitle") == "Edit" then edit = title end
      end
      local paste = edit:attributeValue("AXChildren")[1]:attributeValue("AXChildren")[5]
      paste:performAction("AXPress")
      local role = function(element) return element:attributeValue("AXRole") end
      return { role(bar), titles, role(paste), paste:attributeValue("AXTitle") }`);
    const menus = ["Apple", "Notes", "File", "Edit", "View", "Window", "Help"];
    assert.deepEqual(
      tree,
      ["AXMenuBar", menus, "AXMenuItem", "Paste"],
      "the bar's role, titles, an item's role and title",
    );
    assert.deepEqual(mac.desktop.content.menus, [["Edit", "Paste"]], "the menus pressed");
  });
});
