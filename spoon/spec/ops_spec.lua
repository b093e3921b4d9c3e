-- Every operation checks the params the agent sent before it touches the desktop: a bad one gets
-- exactly one bad_params reply naming the field, and nothing of the desktop is called.
local session = require("spoon_session")

local CASES = {
  { op = "focus_app", params = '{"name":"Slack"}', names = "bundleID must be a non-empty string" },
  { op = "place_app", params = '{"name":"Slack","bundleID":"com.tinyspeck.slackmacgap"}', names = "a placement needs a frame or a screenId" },
  { op = "place_app", params = '{"name":"Slack","bundleID":"b","frame":{"x":0,"y":0,"w":-5,"h":10}}', names = "frame must be {x, y, w, h} with w and h > 0" },
  { op = "place_app", params = '{"name":"Slack","bundleID":"b","screenId":1.5}', names = "screenId must be an integer" },
  { op = "close_app", params = '{"bundleID":"com.spotify.client"}', names = "name must be a non-empty string" },
  { op = "hide_app", params = '{"name":"Spotify","bundleID":""}', names = "bundleID must be a non-empty string" },
  { op = "switch_tab", params = '{"id":7013,"url":"https://github.com/"}', names = "id must be a non-empty string" },
  { op = "close_tab", params = '{"tabs":"all"}', names = "tabs must be a list" },
  { op = "close_tab", params = '{"tabs":[{"id":"7013"}]}', names = "tabs: url must be a non-empty string" },
  { op = "open_url", params = '{"url":""}', names = "url must be a non-empty string" },
  { op = "open_url", params = '{"url":"javascript:alert(1)"}', names = "url must start with http:// or https://" },
  { op = "close_tab", params = '{"tabs":[{"id":"7013","url":"https://a.com/"},null,{"id":"7026","url":"https://b.com/"}]}', names = "tabs must not contain null" },
  { op = "close_tab", params = '{"tabs":{"first":{"id":"7013","url":"https://a.com/"}}}', names = "tabs must be a list, not an object" },
  { op = "activate_preset", params = '{"name":"x","placements":[{"name":"Slack","bundleID":"b"}]}', names = "placements: a placement needs a frame or a screenId" },
  { op = "ask_approval", params = '{"title":"Quit?"}', names = "detail must be a non-empty string" },
  { op = "ask_approval", params = '{"title":"Quit?","detail":"Spotify quits.","key":""}', names = "key must be a non-empty string" },
  { op = "withdraw_question", params = '{"key":7}', names = "key must be a non-empty string" },
  { op = "choose", params = '{"prompt":"Which?","choices":[]}', names = "choices must not be empty" },
  { op = "choose", params = '{"prompt":"Which?","choices":["a"],"key":false}', names = "key must be a non-empty string" },
  { op = "choose", params = '{"prompt":"Which?","choices":["a",2]}', names = "every entry of choices must be a non-empty string" },
}

describe("operation params", function()
  local s

  before_each(function() s = session.connect() end)
  after_each(function() assert.are.same({}, session.finish(s)) end)

  for i, case in ipairs(CASES) do
    it(case.op .. " refuses " .. case.params, function()
      local before = #s.h.calls
      s.sock:receive(session.request("p-" .. i, case.op, case.params))
      local sent = s.sock:sent_since_mark()
      assert.are.equal(1, #sent)
      assert.are.equal("p-" .. i, sent[1].id)
      assert.is_false(sent[1].ok)
      assert.are.equal("bad_params", sent[1].error.code, sent[1].error.message)
      assert.matches(case.op .. ": " .. case.names, sent[1].error.message, 1, true)
      for j = before + 1, #s.h.calls do
        assert.is_truthy(s.h.calls[j]:match("^hs%.json") or s.h.calls[j]:match("^hs%.logger"), "touched the desktop: " .. s.h.calls[j])
      end
    end)
  end
end)
