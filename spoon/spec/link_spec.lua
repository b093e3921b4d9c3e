-- The link to the agent: hello, requests and replies, repeated request ids, reconnect backoff,
-- heartbeat, and requests cut off by a closing socket.
local session = require("spoon_session")

-- Every operation the Spoon offers, sorted: the hello announces them and errors name them.
local ALL_OPS = { "activate_preset", "ask_approval", "calendar_events", "capture_screen", "choose", "chrome_page", "click", "close_app", "close_tab", "doctor_report", "drag", "element_at", "elements_in", "finder_new_folder", "finder_open", "finder_reveal", "finder_trash", "focus_app", "hide_app", "list_apps", "list_tabs", "mouse", "move_file", "music_control", "music_play", "notes_append", "notes_create", "notes_delete", "notes_list", "open_url", "place_app", "press_element", "press_key", "reopen_tabs", "restore_windows", "safari_close", "safari_open", "safari_page", "safari_reopen", "safari_switch", "safari_tabs", "scroll", "show_progress", "snapshot", "spotify_control", "spotify_play", "switch_tab", "type_text", "withdraw_question", "zoom" }

describe("the agent link before the welcome", function()
  local s

  before_each(function() s = session.start() end)
  after_each(function() assert.are.same({}, session.finish(s)) end)

  it("says hello in a text frame when the socket opens", function()
    s.sock:open()
    assert.are.equal(1, #s.sock.frames)
    assert.is_false(s.sock.frames[1].isData)
    local hello = s.sock:sent()[1]
    assert.are.equal(1, hello.v)
    assert.are.equal("hello", hello.type)
    assert.are.equal("spoon", hello.role)
    assert.are.equal("Claude", hello.name)
    assert.are.equal(s.spoon.version, hello.version)
    assert.are.same(ALL_OPS, hello.ops)
  end)

  it("is connected only after the welcome", function()
    s.sock:open()
    assert.is_false(s.spoon:isConnected())
    s.sock:receive(session.WELCOME)
    assert.is_true(s.spoon:isConnected())
  end)
end)

describe("the agent link", function()
  local s

  before_each(function() s = session.connect() end)
  after_each(function() assert.are.same({}, session.finish(s)) end)

  local function replies() return s.sock:sent_since_mark() end

  it("answers list_apps once, with the same id and the Dock apps, frontmost first", function()
    s.sock:receive(session.request("a-1", "list_apps"))
    local sent = replies()
    assert.are.equal(1, #sent)
    assert.is_false(s.sock.frames[#s.sock.frames].isData)
    local reply = sent[1]
    assert.are.same({ v = 1, type = "response", id = "a-1", ok = true }, { v = reply.v, type = reply.type, id = reply.id, ok = reply.ok })
    assert.are.same({
      { name = "Safari", bundleID = "com.apple.Safari", frontmost = true, hidden = false, windows = 2 },
      { name = "Finder", bundleID = "com.apple.finder", frontmost = false, hidden = false, windows = 0 },
      { name = "Notes", bundleID = "com.apple.Notes", frontmost = false, hidden = true, windows = 0 },
    }, reply.result.apps)
  end)

  it("answers an unknown op with unknown_op, naming the valid ops", function()
    s.sock:receive(session.request("a-2", "paint_it_black"))
    local sent = replies()
    assert.are.equal(1, #sent)
    assert.are.equal("a-2", sent[1].id)
    assert.is_false(sent[1].ok)
    assert.are.equal("unknown_op", sent[1].error.code)
    assert.matches("paint_it_black", sent[1].error.message, 1, true)
    assert.matches("valid: " .. table.concat(ALL_OPS, ", "), sent[1].error.message, 1, true)
  end)

  it("executes a repeated request id once and answers both with the same reply", function()
    s.sock:receive(session.request("a-3", "list_apps"))
    s.sock:receive(session.request("a-3", "list_apps"))
    assert.are.equal(1, s.h.count("hs.application.runningApplications"))
    local frames = { table.unpack(s.sock.frames, s.sock.marked + 1) }
    assert.are.equal(2, #frames)
    assert.are.equal(frames[1].text, frames[2].text)
    assert.are.equal("a-3", replies()[2].id)
  end)

  it("answers a request hs.json cannot read (a lone surrogate) with bad_message and its id, at once", function()
    s.sock:receive('{"v":1,"type":"request","id":"agent-7","op":"type_text","params":{"text":"hi \\ud83d"}}')
    local sent = replies()
    assert.are.equal(1, #sent)
    assert.are.same({ v = 1, type = "error", id = "agent-7" }, { v = sent[1].v, type = sent[1].type, id = sent[1].id })
    assert.are.same({ code = "bad_message", message = "message is not valid JSON" }, sent[1].error)
    local logged = s.h.logs[#s.h.logs - 1].message
    assert.matches("hs.json.decode: Unable to convert data to string: a lone UTF-16 surrogate", logged, 1, true)
    -- An id inside the params is never taken for the message's own.
    s.sock:receive('{"v":1,"type":"request","op":"type_text","params":{"id":"agent-8","text":"\\udc00"}}')
    assert.is_nil(replies()[2].id)
  end)

  it("answers a repeated request id from memory after a reconnect", function()
    s.sock:receive(session.request("a-4", "list_apps"))
    s.sock:closed()
    s.h.clock.advance(0.5)
    local again = s.h.socket()
    again:open()
    again:receive(session.WELCOME)
    again:mark()
    again:receive(session.request("a-4", "list_apps"))
    assert.are.equal(1, s.h.count("hs.application.runningApplications"))
    assert.are.equal("a-4", again:sent_since_mark()[1].id)
  end)

  it("reconnects 0.5 s after closed, 1 s after a failed retry, and resets once welcomed again", function()
    s.sock:closed()
    assert.is_false(s.spoon:isConnected())
    s.h.clock.advance(0.4)
    assert.are.equal(1, #s.h.sockets)
    s.h.clock.advance(0.1)
    assert.are.equal(2, #s.h.sockets)
    assert.are.equal(s.sock.url, s.h.socket().url)

    s.h.socket():fail("Connection refused")
    s.h.clock.advance(0.9)
    assert.are.equal(2, #s.h.sockets)
    s.h.clock.advance(0.1)
    assert.are.equal(3, #s.h.sockets)

    s.h.socket():open()
    s.h.socket():closed()
    s.h.clock.advance(1.9)
    assert.are.equal(3, #s.h.sockets, "an open the agent did not welcome keeps the backoff growing")
    s.h.clock.advance(0.1)
    assert.are.equal(4, #s.h.sockets)

    s.h.socket():open()
    s.h.socket():receive(session.WELCOME)
    s.h.socket():closed()
    s.h.clock.advance(0.5)
    assert.are.equal(5, #s.h.sockets)
  end)

  it("backs off along 0.5, 1, 2, 4, 8, 16, 30, 30 s while the agent stays away", function()
    s.sock:closed()
    for _, delay in ipairs({ 0.5, 1, 2, 4, 8, 16, 30, 30 }) do
      local count = #s.h.sockets
      s.h.clock.advance(delay - 0.01)
      assert.are.equal(count, #s.h.sockets, "too early for the " .. delay .. " s retry")
      s.h.clock.advance(0.01)
      assert.are.equal(count + 1, #s.h.sockets, "no retry after " .. delay .. " s")
      s.h.socket():fail("Connection refused")
    end
  end)

  it("sends a ping after 20 s and keeps the socket when the agent answers", function()
    s.h.clock.advance(20)
    local ping = replies()[1]
    assert.are.same({ v = 1, type = "request", op = "ping" }, { v = ping.v, type = ping.type, op = ping.op })
    s.sock:receive(string.format('{"v":1,"type":"response","id":"%s","ok":true,"result":{"pong":true}}', ping.id))
    s.h.clock.advance(15)
    assert.are.equal(1, #s.h.sockets)
    assert.are.equal(0, s.sock.close_calls)
    assert.is_true(s.spoon:isConnected())
  end)

  it("drops the socket and reconnects when a ping gets no answer in 10 s", function()
    s.h.clock.advance(20)
    assert.are.equal("ping", replies()[1].op)
    s.h.clock.advance(9.9)
    assert.are.equal(1, #s.h.sockets)
    s.h.clock.advance(0.1)
    assert.are.equal(1, s.sock.close_calls)
    assert.are.equal(2, #s.h.sockets)
    assert.is_false(s.spoon:isConnected())

    s.sock:closed() -- the dropped socket's late event must not disturb the new one
    s.h.clock.advance(5)
    assert.are.equal(2, #s.h.sockets)
    s.h.socket():open()
    assert.are.equal("hello", s.h.socket():sent()[1].type)
  end)

  it("fails its own request at once when the agent's answer to it cannot be read (a lone surrogate)", function()
    local answers = {}
    s.spoon.session.peer:request("echo", {}, function(reply) answers[#answers + 1] = reply end)
    local id = replies()[1].id
    s.sock:receive('{"v":1,"type":"response","id":"' .. id .. '","ok":true,"result":{"title":"\\ud83d"}}')
    assert.are.equal(1, #answers)
    assert.are.same({ code = "bad_message", message = "the agent's answer could not be read: message is not valid JSON" }, answers[1].error)
    s.h.clock.advance(30)
    assert.are.equal(1, #answers, "settled once")
  end)

  it("fails requests pending when the socket closes with code disconnected, once", function()
    local answers = {}
    s.spoon.session.peer:request("echo", {}, function(reply) answers[#answers + 1] = reply end)
    assert.are.equal("echo", replies()[1].op)
    s.sock:closed()
    s.h.clock.advance(30)
    assert.are.equal(1, #answers)
    assert.is_false(answers[1].ok)
    assert.are.equal("disconnected", answers[1].error.code)
  end)
end)
