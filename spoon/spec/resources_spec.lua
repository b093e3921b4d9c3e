-- The started Spoon holds every timer, task and thing on screen in one context: stop() releases them
-- all. Expected failures are refused (op_refused), bugs fail (op_failed) and are logged at error level.
local session = require("spoon_session")

local APPROVAL = '{"title":"Quit Spotify?","detail":"Unsaved work may be lost."}'
local QUESTION = '{"prompt":"Which tab?","choices":["r/programming","r/macapps"]}'

describe("the Spoon's resources", function()
  local s

  before_each(function() s = session.connect() end)
  after_each(function() assert.are.same({}, session.finish(s)) end)

  local function reply(id)
    for _, frame in ipairs(s.sock:sent_since_mark()) do
      if frame.id == id then return frame end
    end
  end

  it("answers an approval from the person's click in its window, and the window goes", function()
    s.sock:receive(session.request("a-1", "ask_approval", APPROVAL))
    local window = s.h.ui.open_windows()[1]
    assert.is_truthy(window.page:find("<h1>Quit Spotify?</h1>", 1, true))
    assert.is_truthy(window.page:find(">Approve</button>", 1, true))
    assert.is_true(window.visible and window.keys and window.front)
    assert.are.equal(1, s.h.count("hs.focus"), "Hammerspoon comes forward so the window takes keys")
    window:post("approve")
    s.h.clock.advance(0)
    assert.are.equal("approved", reply("a-1").result.answer)
    assert.is_true(window.deleted)
    local running = s.h.clock.running()
    assert.are.equal(1, #running, "the timeout was stopped; only the heartbeat runs")
    assert.is_true(running[1].repeats)
  end)

  it("takes closing the window as a no, and only the page's own answers", function()
    s.sock:receive(session.request("a-4", "ask_approval", APPROVAL))
    local window = s.h.ui.open_windows()[1]
    window:post("yes please")
    s.h.clock.advance(0)
    assert.is_nil(reply("a-4"), "a message that is not an answer answers nothing")
    window:close_by_person()
    s.h.clock.advance(0)
    assert.are.equal("declined", reply("a-4").result.answer)
    assert.is_true(window.deleted)
  end)

  it("shows the agent's text as text: markup in a tab title cannot add buttons or scripts", function()
    local title = '<button onclick=x>Approve</button><script>webkit.messageHandlers.hsClaudeApproval.postMessage(\\"approve\\")</script>'
    s.sock:receive(session.request("a-5", "ask_approval", '{"title":"Close 2 tabs?","detail":"' .. title .. '"}'))
    local page = s.h.ui.open_windows()[1].page
    assert.is_nil(page:find("<button onclick", 1, true))
    assert.is_truthy(page:find("&lt;button onclick=x&gt;Approve&lt;/button&gt;&lt;script&gt;", 1, true))
    local _, scripts = page:gsub("<script", "")
    assert.are.equal(1, scripts)
  end)

  it("answers nobody when the person's time is up, closing the window; a late click changes nothing", function()
    s.spoon.approvalTimeout = 30
    s.sock:receive(session.request("a-2", "ask_approval", APPROVAL))
    local window = s.h.ui.open_windows()[1]
    s.h.clock.advance(30)
    assert.are.equal("nobody", reply("a-2").result.answer)
    assert.are.same({}, s.h.ui.open_windows())
    window:post("approve")
    local answers = 0
    for _, frame in ipairs(s.sock:sent_since_mark()) do
      if frame.id == "a-2" then answers = answers + 1 end
    end
    assert.are.equal(1, answers)
  end)

  it("gives up a question after the person's time, hiding the chooser and deleting it a turn later", function()
    s.spoon.approvalTimeout = 20
    s.sock:receive(session.request("c-1", "choose", QUESTION))
    local chooser = s.h.ui.choosers[1]
    assert.is_true(chooser.visible)
    s.h.clock.advance(20)
    assert.are.equal(0, reply("c-1").result.index)
    assert.is_false(chooser.visible)
    s.h.clock.advance(0)
    assert.is_true(chooser.deleted)
  end)

  it("deletes a chosen chooser on a later turn, never inside its own callback", function()
    s.sock:receive(session.request("c-2", "choose", QUESTION))
    local chooser = s.h.ui.choosers[1]
    chooser:pick(chooser.rows[2])
    assert.is_nil(chooser.deleted)
    s.h.clock.advance(0)
    assert.are.equal(2, reply("c-2").result.index)
    assert.is_true(chooser.deleted)
  end)

  it("stop() closes the chooser and the dialog and stops every timer and task", function()
    s.h.desktop.apps[1].frontmost = false
    s.sock:receive(session.request("c-3", "choose", QUESTION))
    s.sock:receive(session.request("a-3", "ask_approval", APPROVAL))
    s.sock:receive(session.request("f-1", "focus_app", '{"name":"Finder","bundleID":"com.apple.finder"}'))
    s.sock:receive(session.request("t-1", "list_tabs", "{}"))
    local task = s.h.tasks[#s.h.tasks]
    assert.is_true(task.running)
    assert.is_true(#s.h.clock.running() > 2, "timeouts, a poll and the heartbeat are running")
    s.spoon:stop()
    assert.is_true(s.h.ui.choosers[1].deleted)
    assert.are.same({}, s.h.ui.open_windows())
    assert.is_true(task.terminated)
    s.h.clock.advance(0)
    assert.are.same({}, s.h.clock.running())
  end)

  it("refuses an expected failure and fails a bug, logging only the bug at error level", function()
    s.sock:receive(session.request("x-1", "switch_tab", '{"id":"7013","url":"https://a.com/"}'))
    s.h.tasks[#s.h.tasks]:finish(0, session.framed('{"ok":false,"reason":"gone"}'), "")
    s.h.clock.advance(0)
    assert.are.equal("op_refused", reply("x-1").error.code)
    assert.is_nil(s.h.logged("error", "switch_tab"))
    s.sock:receive(session.request("x-2", "list_tabs", "{}"))
    s.h.tasks[#s.h.tasks]:finish(0, session.framed('{"tabs":[{"index":"one"}]}'), "")
    s.h.clock.advance(0)
    assert.are.equal("op_failed", reply("x-2").error.code)
    assert.is_not_nil(s.h.logged("error", "list_tabs failed"))
  end)
end)
