-- The agent under the Spoon: launched with hs.task while no agent answers, again with backoff when it
-- dies, never after stop().
local fake_hs = require("fake_hs")

local NODE, AGENT = "/opt/homebrew/bin/node", "/hs-claude/bin/hs-claude.js"

describe("the agent the Spoon starts", function()
  local h, home, obj

  before_each(function()
    h = fake_hs.install()
    home = fake_hs.temp_home() -- no token: no agent answers
    h.desktop.files = { [NODE] = true, [AGENT] = true }
    obj = fake_hs.load_spoon()
    obj.home = home
    obj.agentPath = AGENT
  end)

  after_each(function()
    obj:stop()
    fake_hs.remove_home(home)
    assert.are.same({}, h.errors)
  end)

  local function agents()
    local found = {}
    for _, task in ipairs(h.tasks) do
      if task.launchPath == NODE then found[#found + 1] = task end
    end
    return found
  end

  it("launches `serve` with node from the usual places after 1 s, telling it the home and port", function()
    obj:start()
    h.clock.advance(0.9)
    assert.are.equal(0, #agents(), "an agent already running gets a moment to answer")
    h.clock.advance(0.1)
    local task = agents()[1]
    assert.are.same({ AGENT, "serve", "--port", "8765" }, task.args)
    assert.are.equal(home, task.env.HS_CLAUDE_HOME)
    assert.are.equal("/usr/bin:/bin", task.env.PATH, "Hammerspoon's own environment, plus ours")
    assert.is_nil(task.env.ANTHROPIC_API_KEY)
    assert.is_function(task.stream, "output is read as it comes, so the pipe never fills")
  end)

  it("starts it again with backoff while it keeps dying, logging its last line of errors", function()
    obj:start()
    h.clock.advance(1)
    local first = agents()[1]
    assert.is_true(first.stream(first, "", "Error: boom\n"))
    first:finish(1, "", "")
    h.clock.advance(0)
    assert.is_not_nil(h.logged("warning", "the hs-claude agent exited (1): Error: boom"))
    h.clock.advance(1.9)
    assert.are.equal(1, #agents())
    h.clock.advance(0.1)
    assert.are.equal(2, #agents())
    agents()[2]:finish(1, "", "")
    h.clock.advance(4.9)
    assert.are.equal(2, #agents())
    h.clock.advance(0.1)
    assert.are.equal(3, #agents())
  end)

  it("says so when another agent holds the port", function()
    obj:start()
    h.clock.advance(1)
    local task = agents()[1]
    task.stream(task, "", "hs-claude: port 8765 is in use: is another hs-claude serve running? Try --port N\n")
    task:finish(1, "", "")
    h.clock.advance(0)
    assert.is_not_nil(h.logged("info", "another hs-claude agent serves this port"))
  end)

  it("stop() ends the agent it started and starts no other", function()
    obj:start()
    h.clock.advance(1)
    local task = agents()[1]
    obj:stop()
    assert.is_true(task.terminated)
    h.clock.advance(60)
    assert.are.equal(1, #agents())
    assert.are.same({}, h.clock.running())
  end)

  it("starts nothing when told not to, or without the agent's path", function()
    obj.startAgent = false
    obj:start()
    h.clock.advance(5)
    assert.are.equal(0, #agents())
    obj:stop()
    obj.startAgent, obj.agentPath = nil, nil
    obj:start()
    h.clock.advance(5)
    assert.are.equal(0, #agents())
  end)
end)
