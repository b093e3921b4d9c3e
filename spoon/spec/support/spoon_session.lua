-- A loaded, started Spoon on a fake hs, for the link and validation specs: session.connect() gives
-- one whose socket is open and welcomed by the agent; session.finish(s) stops it and cleans up.
local fake_hs = require("fake_hs")

local session = {}

session.TOKEN = "tok-123"
session.WELCOME = '{"v":1,"type":"welcome","agent":"hs-claude 0.1.0","session":"s-1"}'

--- What a Chrome script prints for `json`: the JSON after its length, then osascript's newline.
function session.framed(json) return #json .. ":" .. json .. "\n" end

--- Dock apps as the fake desktop holds them; a background app (kind 0) is not listed by list_apps.
function session.sample_apps()
  return {
    { name = "Finder", bundleID = "com.apple.finder", kind = 1, frontmost = false, hidden = false },
    { name = "Safari", bundleID = "com.apple.Safari", kind = 1, frontmost = true, hidden = false },
    { name = "Notes", bundleID = "com.apple.Notes", kind = 1, frontmost = false, hidden = true },
    { name = "Spotlight", bundleID = "com.apple.Spotlight", kind = 0, frontmost = false, hidden = false },
  }
end

--- A started Spoon whose first socket has not opened yet.
function session.start()
  local s = { h = fake_hs.install(), home = fake_hs.temp_home(session.TOKEN) }
  s.h.desktop.apps = session.sample_apps()
  s.h.desktop.screens = {
    { id = 1, name = "Built-in Retina Display", scale = 2, fullFrame = { x = 0, y = 0, w = 1512, h = 982 }, frame = { x = 0, y = 25, w = 1512, h = 957 } },
  }
  s.h.desktop.windows = {
    { id = 11, app = "Safari", title = "Start", frame = { x = 0, y = 25, w = 800, h = 600 }, screen = 1, focused = true },
    { id = 12, app = "Safari", title = "News", frame = { x = 40, y = 65, w = 800, h = 600 }, screen = 1 },
  }
  s.spoon = fake_hs.load_spoon()
  s.spoon.home = s.home
  s.spoon:start()
  s.sock = s.h.socket()
  return s
end

--- A started Spoon, connected and welcomed; frames sent before the welcome are behind the mark.
--- The agent answers the requests a Spoon makes once linked (the presets, personal words and apps for its menus).
local LINK_ANSWERS = {
  presets = '{"names":["code space"]}',
  aliases = '{"words":[{"phrase":"my editor","app":"Cursor"}]}',
  apps = '{"apps":[{"name":"Notes","allowed":true}]}',
}

function session.answer_link_requests(sock)
  for _, frame in ipairs(sock:sent()) do
    local answer = frame.type == "request" and LINK_ANSWERS[frame.op]
    if answer then
      sock:receive(string.format('{"v":1,"type":"response","id":"%s","ok":true,"result":%s}', frame.id, answer))
    end
  end
end

function session.connect()
  local s = session.start()
  s.sock:open()
  s.sock:receive(session.WELCOME)
  session.answer_link_requests(s.sock)
  s.sock:mark()
  return s
end

--- A request from the agent as it puts it on the wire (JSON.stringify, so params is an object).
function session.request(id, op, params)
  return string.format('{"v":1,"type":"request","id":"%s","op":"%s","params":%s}', id, op, params or "{}")
end

--- Stops the Spoon and removes its home; returns the errors its callbacks raised (expected: none).
function session.finish(s)
  s.spoon:stop()
  fake_hs.remove_home(s.home)
  return s.h.errors
end

return session
