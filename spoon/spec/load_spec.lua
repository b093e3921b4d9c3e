-- The built Spoon loads as hs.loadSpoon loads it (require through a "?.spoon/init.lua" path) in plain Lua 5.4, with
-- an hs that records every call: a Spoon's metadata and methods, nothing called but hs.logger and hs.spoons, no
-- global left. The check itself is shown to name each of those faults on Spoons made to have them.
local fake_hs = require("fake_hs")
local load_check = require("load_check")

--- A folder <temp>/<name>.spoon holding init.lua with `source`; returns the Spoon's folder and a remover.
local function spoon_with(name, source)
  local parent = fake_hs.temp_home()
  local dir = parent .. "/" .. name .. ".spoon"
  assert(os.execute("mkdir '" .. dir .. "'"))
  local file = assert(io.open(dir .. "/init.lua", "w"))
  file:write(source)
  file:close()
  return dir, function()
    os.remove(dir .. "/init.lua")
    os.remove(dir)
    os.remove(parent)
  end
end

describe("Claude.spoon as hs.loadSpoon loads it", function()
  it("is a Spoon: metadata, init/start/stop/bindHotkeys, only hs.logger called, no global created", function()
    assert.are.same({}, load_check.problems(fake_hs.root .. "dist/Claude.spoon"))
  end)

  it("names each fault of a Spoon that does what a Spoon must not at load, and leaves no trace of it", function()
    local dir, remove = spoon_with("Faulty", table.concat({
      'local obj = { name = "Other", version = "1.0", author = "" }',
      "function obj:init() return self end",
      'obj.logger = hs.logger.new("Faulty")',
      'hs.alert.show("loaded")',
      'hs.hotkey.bind({ "cmd" }, "a", function() end):enable()',
      "leaked = obj",
      "return obj",
    }, "\n"))
    local problems = load_check.problems(dir)
    remove()
    assert.are.same({
      "metadata field author missing",
      "metadata field license missing",
      "metadata field homepage missing",
      "obj.name is Other, not Faulty",
      "method start missing",
      "method stop missing",
      "method bindHotkeys missing",
      "called at load time: hs.alert.show",
      "called at load time: hs.hotkey.bind",
      "called at load time: hs.hotkey.bind().enable",
      "global created at load time: leaked",
    }, problems)
    assert.is_nil(rawget(_G, "leaked"))
  end)

  it("says when the Spoon does not load or does not return its object", function()
    local failing, remove_failing = spoon_with("Failing", 'error("broken at load")')
    local nothing, remove_nothing = spoon_with("Nothing", "local obj = {}")
    local problems = { load_check.problems(failing), load_check.problems(nothing) }
    remove_failing()
    remove_nothing()
    assert.matches("^require failed: .*broken at load", problems[1][1])
    assert.are.same({ "the Spoon returned a boolean, not a table" }, problems[2])
    assert.are.same({ "/tmp/Claude is not a folder named Name.spoon" }, load_check.problems("/tmp/Claude"))
  end)
end)
