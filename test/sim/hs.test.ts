import assert from "node:assert/strict";
import { once } from "node:events";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { WebSocketServer } from "ws";
import type { AddressInfo } from "node:net";
import { DESKTOPS, until } from "../support/index.ts";
import { ManualClock } from "./clock.ts";
import { loadDesktopFile } from "./load-desktop.ts";
import { SimulatedMac } from "./mac.ts";
import { BUNDLE } from "./index.ts";

describe("the simulated hs modules keep Hammerspoon's quirks", () => {
  const clock = new ManualClock();
  let mac: SimulatedMac;
  before(async () => {
    const desktop = loadDesktopFile(join(DESKTOPS, "dev-dual.json"));
    mac = await SimulatedMac.boot({ desktop, bundle: BUNDLE, clock, costs: "none" });
  });
  after(() => mac.shutdown());

  it("hs.json encodes {} as [] and / as \\/, returns nil for userdata, and decodes bad JSON to nil", () => {
    assert.equal(mac.run(`return hs.json.encode({a = {}})`), '{"a":[]}');
    assert.equal(mac.run(`return hs.json.encode({"a/b"})`), '["a\\/b"]');
    assert.equal(mac.run(`return hs.json.encode({f = hs.screen.primaryScreen():frame()}) == nil`), true);
    assert.equal(
      mac.run(`return hs.json.encode({[1] = 1, [3] = 3}) == nil and hs.json.encode({1, 2, x = 3}) == nil`),
      true,
    );
    assert.equal(mac.run(`return hs.json.decode("{nope") == nil`), true);
    assert.equal(
      mac.run(`local t = hs.json.decode('{"a":null,"b":[1,null,3]}') return tostring(t.a) .. #t.b`) as string,
      "nil3",
    );
    assert.ok(mac.console.some((line) => line.includes("Object cannot be serialised as JSON")));
  });

  it("hs.json.decode takes 512 nested arrays and objects, and refuses 513 as NSJSONSerialization does", () => {
    const deepest = "[".repeat(512) + "]".repeat(512);
    assert.equal(mac.run(`return type(hs.json.decode([==[${deepest}]==]))`), "table");
    assert.equal(mac.run(`return hs.json.decode([==[{"a":${deepest}}]==]) == nil`), true);
    const lines = mac.errors();
    assert.equal(lines.at(-1), "E hs.json: Too many nested arrays or dictionaries around character 517.");
    const far = "[".repeat(100_000) + "]".repeat(100_000);
    assert.equal(mac.run(`return hs.json.decode([==[${far}]==]) == nil`), true);
  });

  it("screens are in points with the primary first; frame() excludes the menu bar; currentMode has the scale", () => {
    assert.equal(mac.run(`return hs.screen.allScreens()[1]:id()`), 1);
    assert.equal(mac.run(`local f = hs.screen.allScreens()[2]:fullFrame() return f.x .. "," .. f.y`), "-1512,458");
    assert.equal(mac.run(`return hs.screen.allScreens()[1]:frame().y`), 25);
    assert.equal(mac.run(`return hs.screen.allScreens()[2]:currentMode().scale`), 2);
  });

  it("objects show Lua no JavaScript members (constructor, toString), as userdata have none", () => {
    assert.equal(
      mac.run(
        `local w = hs.window.allWindows()[1]
        return tostring(w.constructor) .. tostring(w.toString) .. tostring(w.hasOwnProperty)`,
      ),
      "nilnilnil",
    );
  });

  it("the same window is the same object, and win:screen() is the screen it mostly lies on", () => {
    assert.equal(mac.run(`return hs.window.focusedWindow() == hs.window.allWindows()[1]`), true);
    assert.equal(
      mac.run(`for _, w in ipairs(hs.window.allWindows()) do if w:id() == 501 then return w:screen():id() end end`),
      2,
    );
  });

  it("setFrame animates for hs.window.animationDuration unless it is 0; frame() reports the target meanwhile", () => {
    const terminal = () => mac.desktop.windows.find((w) => w.id === 401)!;
    assert.equal(mac.run(`return hs.window.animationDuration`), 0.2);
    mac.run(`for _, w in ipairs(hs.window.allWindows()) do if w:id() == 401 then __term = w end end`);
    mac.run(`__term:setFrame({x = 10.7, y = 30, w = 500, h = 400})`);
    assert.equal(mac.run(`return __term:frame().x`), 10, "the target, floored, at once");
    assert.equal(terminal().frame.x, 600, "the window has not arrived yet");
    clock.advance(200);
    assert.deepEqual(terminal().frame, { x: 10, y: 30, w: 500, h: 400 });
    mac.run(`hs.window.animationDuration = 0; __term:setFrame({x = 20, y = 40, w = 600, h = 500})`);
    assert.deepEqual(terminal().frame, { x: 20, y: 40, w: 600, h: 500 });
  });

  it("macOS keeps a window no larger than the usable frame of the screen it lands on; it may hang over an edge", () => {
    const notes = () => mac.desktop.windows.find((w) => w.id === 501)!;
    mac.run(`for _, w in ipairs(hs.window.allWindows()) do if w:id() == 501 then __notes = w end end`);
    mac.run(`__notes:setFrame({x = -1512, y = 491, w = 99999, h = 5000}, 0)`);
    assert.deepEqual(notes().frame, { x: -1512, y: 491, w: 1512, h: 949 }, "the laptop's usable size, not 99999");
    mac.run(`__notes:setFrame({x = -1600, y = 600, w = 700, h = 500}, 0)`);
    assert.deepEqual(notes().frame, { x: -1600, y: 600, w: 700, h: 500 }, "a window fitting its screen goes as asked");
  });

  it("hs.logger instances are tables of functions called with a dot, quiet below warning by default", () => {
    mac.run(`local log = hs.logger.new("quirks") log.i("hidden") log.w("shown", 42)`);
    assert.ok(mac.console.includes("W quirks: shown 42"));
    assert.ok(!mac.console.some((line) => line.includes("hidden")));
  });

  it("bindHotkeysToSpec binds a message-less entry as the release handler, and a pressed key runs it", () => {
    mac.run(`__pressed = {}
      hs.spoons.bindHotkeysToSpec({
          a = function() __pressed[#__pressed + 1] = "a" end,
          b = function() __pressed[#__pressed + 1] = "b" end },
        { a = { { "cmd", "alt" }, "A", message = "" }, b = { { "ctrl" }, "B" } })`);
    assert.deepEqual(
      mac.hotkeys.map((h) => [h.key, typeof h.pressed, typeof h.released]).sort(),
      [
        ["A", "function", "undefined"],
        ["B", "undefined", "function"],
      ],
      "each hotkey bound: key, and which handlers it has",
    );
    mac.pressHotkey(["alt", "cmd"], "a");
    mac.pressHotkey(["ctrl"], "b");
    assert.equal(mac.run(`return table.concat(__pressed, ",")`), "a,b");
  });

  it("hs.fs.dir lists . and .. and raises for a missing folder", () => {
    assert.equal(
      mac.run(`local n = {} for e in hs.fs.dir("/System/Applications") do n[#n+1] = e end return table.concat(n, ",")`),
      ".,..,Calendar.app,Finder.app,Mail.app,Messages.app,Music.app,Notes.app,Preview.app," +
        "System Settings.app,Utilities",
    );
    assert.match(
      mac.run(`local ok, e = pcall(hs.fs.dir, "/nowhere") return tostring(ok) .. " " .. e`) as string,
      /^false .*cannot open \/nowhere/,
    );
  });

  it("a timer nobody references stops when collected", () => {
    mac.run(
      `__fired = 0; hs.timer.doAfter(5, function() __fired = __fired + 1 end); collectgarbage(); collectgarbage()`,
    );
    clock.advance(5_000);
    assert.equal(mac.run(`return __fired`), 0);
    mac.run(`__kept = hs.timer.doAfter(5, function() __fired = __fired + 1 end); collectgarbage()`);
    clock.advance(5_000);
    assert.equal(mac.run(`return __fired`), 1);
  });

  it("a repeating timer whose callback errors stops, and the error goes to the console", () => {
    mac.run(`__ticks = 0; __bad = hs.timer.new(1, function() __ticks = __ticks + 1; error("boom") end):start()`);
    clock.advance(3_000);
    assert.equal(mac.run(`return __ticks`), 1);
    assert.equal(mac.run(`return __bad:running()`), false);
    assert.ok(mac.errors().some((line) => line.includes("boom")));
  });

  it("hs.task runs osascript asynchronously and hands back stdout", async () => {
    mac.run(
      `__out = nil
      __task = hs.task.new("/usr/bin/osascript", function(code, out, err) __out = code .. ":" .. out end,
        {"-l", "JavaScript", "-e", "Application('Google Chrome').windows.length"})
      __task:start()`,
    );
    assert.equal(mac.run(`return __out`), null, "the task finishes later, not inside start()");
    await until(() => mac.run(`return __out`) !== null, "the task finishes");
    assert.equal(mac.run(`return __out`), "0:2\n");
  });

  it("hs.websocket sends binary frames unless told false, with SocketRocket's Origin", async () => {
    const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await once(server, "listening");
    const port = (server.address() as AddressInfo).port;
    const frames: { binary: boolean; text: string }[] = [];
    let origin: string | undefined;
    server.on("connection", (socket, request) => {
      origin = request.headers.origin;
      socket.on("message", (data, binary) => frames.push({ binary, text: String(data) }));
    });
    mac.run(
      `__ws = hs.websocket.new("ws://127.0.0.1:${port}/x", function(event)
        if event == "open" then __ws:send("bin") __ws:send("txt", false) end
      end)`,
    );
    await until(() => frames.length === 2, "two frames");
    assert.deepEqual(
      frames,
      [
        { binary: true, text: "bin" },
        { binary: false, text: "txt" },
      ],
      "the frames sent, binary or text",
    );
    assert.equal(origin, `http://127.0.0.1:${port}`);
    mac.run(`__ws:close()`);
    server.close();
  });
});
