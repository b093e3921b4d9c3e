-- Malformed input from the agent never raises: each gets one error frame with code bad_message
-- and a message naming the problem, and the Spoon keeps serving the requests that follow.
local session = require("spoon_session")

local CASES = {
  { what = "invalid JSON", text = '{"v":1,"type":', names = "not valid JSON" },
  { what = "a JSON number", text = "5", names = "JSON object" },
  { what = "a JSON string", text = '"hello"', names = "JSON object" },
  { what = "an empty frame", text = "", names = "not valid JSON" },
  { what = "protocol version 2", text = '{"v":2,"type":"request","id":"r-1","op":"list_apps","params":{}}',
    names = "unsupported protocol version 2", id = "r-1" },
  { what = "no protocol version", text = '{"type":"welcome","agent":"a","session":"s"}', names = "protocol version" },
  { what = "an unknown type", text = '{"v":1,"type":"gossip"}', names = "unknown message type gossip; valid types: welcome, request" },
  { what = "a request without id", text = '{"v":1,"type":"request","op":"list_apps","params":{}}', names = "request needs an id" },
  { what = "a request with a numeric id", text = '{"v":1,"type":"request","id":7,"op":"list_apps"}', names = "request needs an id string" },
  { what = "a request without op", text = '{"v":1,"type":"request","id":"r-2","params":{}}', names = "op", id = "r-2" },
  { what = "a request whose params is a string", text = '{"v":1,"type":"request","id":"r-3","op":"list_apps","params":"all"}',
    names = "params must be an object", id = "r-3" },
  { what = "a response with ok missing", text = '{"v":1,"type":"response","id":"r-4","result":{}}', names = "ok", id = "r-4" },
  { what = "an ok response without result", text = '{"v":1,"type":"response","id":"r-8","ok":true}',
    names = "result must be an object", id = "r-8" },
  { what = "an ok response whose result is a number", text = '{"v":1,"type":"response","id":"r-9","ok":true,"result":5}',
    names = "result must be an object", id = "r-9" },
  { what = "a failed response without error", text = '{"v":1,"type":"response","id":"r-5","ok":false}', names = "error", id = "r-5" },
  { what = "an error with an unknown code", text = '{"v":1,"type":"error","error":{"code":"oops","message":"x"}}', names = "error.code" },
  { what = "a welcome without session", text = '{"v":1,"type":"welcome","agent":"a"}', names = "session" },
}

describe("inbound validation", function()
  local s

  before_each(function() s = session.connect() end)
  after_each(function() assert.are.same({}, session.finish(s)) end)

  for _, case in ipairs(CASES) do
    it("answers " .. case.what .. " with bad_message and keeps serving", function()
      s.sock:receive(case.text)
      local sent = s.sock:sent_since_mark()
      assert.are.equal(1, #sent)
      assert.is_false(s.sock.frames[#s.sock.frames].isData)
      local reply = sent[1]
      assert.are.equal(1, reply.v)
      assert.are.equal("error", reply.type)
      assert.are.equal(case.id, reply.id)
      assert.are.equal("bad_message", reply.error.code)
      assert.matches(case.names, reply.error.message, 1, true)
      assert.is_not_nil(s.h.logged("warning", "rejected a message from the agent"))

      s.sock:mark()
      s.sock:receive(session.request("after-1", "list_apps"))
      local next_reply = s.sock:sent_since_mark()
      assert.are.equal(1, #next_reply)
      assert.are.equal("after-1", next_reply[1].id)
      assert.is_true(next_reply[1].ok)
    end)
  end

  it("raises no error when its own request gets an ok response without result", function()
    s.sock:receive(session.WELCOME)
    local asked = 0
    for _, frame in ipairs(s.sock:sent_since_mark()) do
      if frame.type == "request" then
        asked = asked + 1
        s.sock:receive('{"v":1,"type":"response","id":"' .. frame.id .. '","ok":true}')
      end
    end
    assert.is_true(asked > 0, "the Spoon asked the agent something on connecting")
  end)

  it("does not execute a request it rejected", function()
    s.sock:receive('{"v":1,"type":"request","id":"r-6","op":"list_apps","params":"all"}')
    assert.are.equal(0, s.h.count("hs.application.runningApplications"))
  end)

  it("accepts a request without params as params = {}", function()
    s.sock:receive('{"v":1,"type":"request","id":"r-7","op":"list_apps"}')
    local reply = s.sock:sent_since_mark()[1]
    assert.are.equal("response", reply.type)
    assert.is_true(reply.ok)
  end)

  it("accepts params = [], which is how hs.json writes an empty table", function()
    s.sock:receive(session.request("r-8", "list_apps", "[]"))
    assert.is_true(s.sock:sent_since_mark()[1].ok)
  end)

  it("ignores a response or error for a request it never sent, without replying", function()
    s.sock:receive('{"v":1,"type":"response","id":"nobody","ok":true,"result":{}}')
    s.sock:receive('{"v":1,"type":"error","id":"nobody","error":{"code":"timeout","message":"late"}}')
    assert.are.same({}, s.sock:sent_since_mark())
    assert.is_not_nil(s.h.logged("warning", "agent reported: late"))
  end)
end)
