-- The Spoon as Hammerspoon's SPOONS.md wants it: metadata, a side-effect-free load and init(),
-- start()/stop() that own the socket and timers and are safe to call twice, bindHotkeys().
local fake_hs = require("fake_hs")

describe("Claude.spoon lifecycle", function()
  local h, home, obj

  before_each(function()
    h = fake_hs.install()
    home = fake_hs.temp_home("tok-123")
  end)

  after_each(function()
    if obj then obj:stop() end
    obj = nil
    fake_hs.remove_home(home)
    assert.are.same({}, h.errors)
  end)

  local function started()
    obj = fake_hs.load_spoon()
    obj.home = home
    return obj:start()
  end

  it("has the metadata fields of a Spoon", function()
    obj = fake_hs.require_spoon()
    assert.are.equal("Claude", obj.name)
    assert.matches("^%d+%.%d+%.%d+$", obj.version)
    for _, field in ipairs({ "author", "license", "homepage" }) do
      assert.are.equal("string", type(obj[field]), field)
      assert.is_true(#obj[field] > 0, field)
    end
    assert.matches("^https://", obj.homepage)
  end)

  it("calls nothing but hs.logger and creates no global when required", function()
    obj = fake_hs.require_spoon()
    assert.are.same({}, fake_hs.new_globals())
    assert.are.same({ "hs.logger.new" }, h.calls)
  end)

  it("init() returns self and starts nothing", function()
    obj = fake_hs.require_spoon()
    assert.are.equal(obj, obj:init())
    assert.are.same({ "hs.logger.new" }, h.calls)
    assert.are.equal(0, #h.sockets)
    assert.are.same({}, h.clock.running())
  end)

  it("start() opens one websocket to the agent, with the token in the query", function()
    local returned = started()
    assert.are.equal(obj, returned)
    assert.are.equal(1, #h.sockets)
    assert.are.equal("ws://127.0.0.1:8765/?token=tok-123", h.socket().url)
  end)

  it("start() uses the configured port", function()
    obj = fake_hs.load_spoon()
    obj.home, obj.port = home, 9001
    obj:start()
    assert.are.equal("ws://127.0.0.1:9001/?token=tok-123", h.socket().url)
  end)

  it("start() twice still has one websocket, one scan of the installed apps and one heartbeat timer", function()
    started()
    assert.are.equal(obj, obj:start())
    assert.are.equal(1, #h.sockets)
    local running = h.clock.running()
    assert.are.same({ 0, 20 }, { running[1]:nextTrigger(), running[2]:nextTrigger() })
    h.clock.advance(0)
    assert.are.equal(1, #h.clock.running())
    assert.are.equal(20, h.clock.running()[1]:nextTrigger())
  end)

  it("start() scans the installed apps on the run loop's next turn, so that no command waits for it", function()
    h.desktop.dirs["/Applications"] = { "Safari.app" }
    h.desktop.bundles["/Applications/Safari.app"] = { CFBundleIdentifier = "com.apple.Safari" }
    local scans = 0
    local info = hs.application.infoForBundlePath
    hs.application.infoForBundlePath = function(path) scans = scans + 1; return info(path) end
    started()
    assert.are.equal(0, scans, "start() itself scans nothing")
    h.clock.advance(0)
    assert.are.equal(1, scans)
    obj:stop()
    obj:start()
    h.clock.advance(0)
    assert.are.equal(1, scans, "a list still fresh is not scanned again")
  end)

  it("stop() before the scan at start stops it: nothing is scanned", function()
    h.desktop.dirs["/Applications"] = { "Safari.app" }
    h.desktop.bundles["/Applications/Safari.app"] = { CFBundleIdentifier = "com.apple.Safari" }
    local scans = 0
    hs.application.infoForBundlePath = function() scans = scans + 1 end
    started()
    obj:stop()
    assert.are.same({}, h.clock.running())
    h.clock.advance(1)
    assert.are.equal(0, scans)
  end)

  it("stop() closes the websocket and stops every timer; stop() twice is fine", function()
    started()
    local sock = h.socket()
    sock:open()
    assert.are.equal(obj, obj:stop())
    assert.are.equal(1, sock.close_calls)
    assert.are.equal("closing", sock:status())
    assert.are.same({}, h.clock.running())
    assert.are.equal(obj, obj:stop())
    assert.are.equal(1, sock.close_calls)
    h.clock.advance(120)
    assert.are.equal(1, #h.sockets)
  end)

  it("ignores a late closed event from a socket it stopped", function()
    started()
    local sock = h.socket()
    sock:open()
    obj:stop()
    sock:closed()
    h.clock.advance(60)
    assert.are.equal(1, #h.sockets)
    assert.are.same({}, h.clock.running())
  end)

  it("start() after stop() connects again and keeps the heartbeat", function()
    started()
    obj:stop()
    obj:start()
    assert.are.equal(2, #h.sockets)
    local sock = h.socket()
    sock:open()
    sock:receive('{"v":1,"type":"welcome","agent":"hs-claude","session":"s-2"}')
    h.clock.advance(20)
    local ops = {}
    for _, frame in ipairs(sock:sent()) do ops[#ops + 1] = frame.op or frame.type end
    assert.are.same({ "hello", "presets", "aliases", "apps", "ping" }, ops)
  end)

  it("start() without a token file opens no socket, warns, and retries on a timer", function()
    os.remove(home .. "/token")
    started()
    assert.are.equal(0, #h.sockets)
    local warning = h.logged("warning", "hs-claude serve")
    assert.is_not_nil(warning)
    assert.matches(home .. "/token", warning, 1, true)
    h.clock.advance(0)
    assert.are.equal(0.5, h.clock.running()[1]:nextTrigger())

    fake_hs.write_token(home, "late-token")
    h.clock.advance(0.5)
    assert.are.equal(1, #h.sockets)
    assert.are.equal("ws://127.0.0.1:8765/?token=late-token", h.socket().url)
  end)

  it("never reads $HS_CLAUDE_HOME (Hammerspoon sees no shell's variables): spoon.Claude.home or ~/.hs-claude", function()
    local read, getenv = {}, os.getenv
    os.getenv = function(name) read[#read + 1] = name; return getenv(name) end
    obj = fake_hs.load_spoon()
    obj:start()
    os.getenv = getenv
    assert.are.same({ "HOME" }, read)
  end)

  it("reads the agent's base64url token, trimming spaces and a CRLF", function()
    local file = assert(io.open(home .. "/token", "w"))
    file:write("  Zm9v-YmFy_4Q \r\n")
    file:close()
    started()
    assert.are.equal("ws://127.0.0.1:8765/?token=Zm9v-YmFy_4Q", h.socket().url)
  end)

  it("does not accept a token with characters that would break the URL", function()
    fake_hs.write_token(home, "tok 123&x=1")
    started()
    assert.are.equal(0, #h.sockets)
    assert.is_not_nil(h.logged("warning", "hs-claude serve"))
  end)

  it("bindHotkeys() returns self and binds on start(), as a key press, until stop()", function()
    obj = fake_hs.load_spoon()
    obj.home = home
    assert.are.equal(obj, obj:bindHotkeys({ reconnect = { { "cmd", "alt" }, "R" } }))
    assert.are.equal(0, #h.hotkeys, "nothing is bound before start()")
    obj:start()
    assert.are.equal(1, #h.hotkeys)
    local hk = h.hotkeys[1]
    assert.are.same({ "cmd", "alt" }, hk.mods)
    assert.are.equal("R", hk.key)
    assert.is_nil(hk.message)
    assert.are.equal("function", type(hk.pressed), "a spec without message still fires on press")
    assert.is_nil(hk.released)
    obj:stop()
    assert.is_true(hk.deleted)
  end)

  it("bindHotkeys() while started rebinds at once, keeps a message, and logs an unknown action", function()
    started()
    obj:bindHotkeys({ reconnect = { { "cmd" }, "R" } })
    obj:bindHotkeys({ reconnect = { { "ctrl" }, "R", message = "Reconnecting" }, fly = { { "cmd" }, "F" } })
    assert.is_true(h.hotkeys[1].deleted)
    assert.are.equal(2, #h.hotkeys)
    assert.are.equal("Reconnecting", h.hotkeys[2].message)
    assert.is_not_nil(h.logged("error", "no action named fly; actions: cancel, commandBar, reconnect"))
  end)

  -- Its socket and timers keep a started Spoon reachable; Hammerspoon finalizes it when a reload
  -- closes the Lua state, which runs every __gc registered when the object got its metatable.
  it("has a finalizer, set with its metatable, that stops it", function()
    started()
    obj:bindHotkeys({ reconnect = { { "cmd" }, "R" } })
    local socket, hk = h.socket(), h.hotkeys[1]
    local finalizer = rawget(getmetatable(obj), "__gc")
    assert.are.equal("function", type(finalizer))
    finalizer(obj)
    assert.are.equal(1, socket.close_calls)
    assert.is_true(hk.deleted)
    assert.are.same({}, h.clock.running())
  end)

  it("the reconnect hotkey drops the socket and connects again", function()
    started()
    obj:bindHotkeys({ reconnect = { { "cmd", "alt" }, "R" } })
    local first = h.socket()
    first:open()
    h.hotkeys[1].pressed()
    assert.are.equal(1, first.close_calls)
    assert.are.equal(2, #h.sockets)
    h.clock.advance(0)
    assert.are.equal(1, #h.clock.running())
  end)
end)
