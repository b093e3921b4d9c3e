-- The snapshot op over the link: it waits for osascript (run through hs.task) to read Chrome's
-- tabs and, beside them, Finder's list of the home's files, then answers with screens, apps,
-- installed apps, windows, tabs and files as plain JSON.
local json = require("json")
local session = require("spoon_session")

local HOME_FILES = '{"files":["~/Desktop/old-report.pdf","~/Downloads/installer.dmg"],"crowded":[]}'
local CHROME_TABS = '{"running":true,"tabs":[{"index":1,"id":"501","windowIndex":1,"localIndex":1,'
  .. '"title":"Docs","url":"https://www.example.com/a","domain":"example.com","active":true}]}'

-- A spec that shows a Spoon bug: `body` asserts as usual and returns the check the bug breaks;
-- that check reports SKIP while it fails, and fails once the bug is fixed so the marker goes.
describe("the snapshot op", function()
  local s

  before_each(function()
    s = session.connect()
    local d = s.h.desktop
    d.screens = {
      { id = 1, name = "Built-in Retina Display", scale = 2, fullFrame = { x = 0, y = 0, w = 1512, h = 982 }, frame = { x = 0, y = 38, w = 1512, h = 944 } },
      { id = 2, scale = 1, fullFrame = { x = -1920, y = 0, w = 1920, h = 1080 } },
    }
    d.windows[2].screen = 2
    d.dirs["/Applications"] = { ".DS_Store", "Safari.app", "Utilities", "Broken.app" }
    d.dirs["/Applications/Utilities"] = { "Terminal.app" }
    d.dirs["/System/Applications"] = { "Notes.app", "Safari.app" }
    d.bundles["/Applications/Safari.app"] = { CFBundleIdentifier = "com.apple.Safari" }
    d.bundles["/Applications/Utilities/Terminal.app"] = { CFBundleIdentifier = "com.apple.Terminal" }
    d.bundles["/System/Applications/Notes.app"] = { CFBundleIdentifier = "com.apple.Notes" }
    d.bundles["/System/Applications/Safari.app"] = { CFBundleIdentifier = "com.apple.Safari" }
  end)

  after_each(function() assert.are.same({}, session.finish(s)) end)

  -- The osascript task started with the script that names `app`, and how many tasks started.
  local function task_for(app)
    for _, task in ipairs(s.h.tasks) do
      if task.args[4]:find('Application("' .. app .. '")', 1, true) then return task end
    end
    error("no osascript task for " .. app)
  end

  -- A whole snapshot asked for the home's files starts Chrome's tab list and Finder's file list side by side;
  -- Finder answers at once.
  local function requested_snapshot(finder_exit, finder_out, finder_err)
    s.sock:receive(session.request("snap-1", "snapshot", '{"files":["old-report.pdf"]}'))
    assert.are.same({}, s.sock:sent_since_mark())
    assert.are.equal(2, #s.h.tasks, "Chrome's and Finder's scripts, both started at once")
    task_for("Finder"):finish(finder_exit or 0, finder_out or session.framed(HOME_FILES), finder_err or "")
    s.h.clock.advance(0)
    assert.are.same({}, s.sock:sent_since_mark(), "no answer before Chrome's tabs")
    return task_for("Google Chrome")
  end

  it("runs the Chrome script with /usr/bin/osascript -l JavaScript and waits for it", function()
    local task = requested_snapshot()
    assert.are.equal("/usr/bin/osascript", task.launchPath)
    assert.are.same({ "-l", "JavaScript", "-e" }, { table.unpack(task.args, 1, 3) })
    assert.matches('Application("Google Chrome")', task.args[4], 1, true)
    s.h.clock.advance(1)
    assert.are.same({}, s.sock:sent_since_mark())
  end)

  it("answers with the whole desktop once osascript prints the tabs", function()
    requested_snapshot():finish(0, session.framed(CHROME_TABS), "")
    s.h.clock.advance(0)
    local sent = s.sock:sent_since_mark()
    assert.are.equal(1, #sent)
    assert.are.equal("snap-1", sent[1].id)
    assert.is_true(sent[1].ok)
    local desktop = sent[1].result
    assert.are.same({
      { id = 1, name = "Built-in Retina Display", primary = true, scale = 2,
        fullFrame = { x = 0, y = 0, w = 1512, h = 982 }, frame = { x = 0, y = 38, w = 1512, h = 944 } },
      { id = 2, name = "Display 2", primary = false, scale = 1,
        fullFrame = { x = -1920, y = 0, w = 1920, h = 1080 }, frame = { x = -1920, y = 0, w = 1920, h = 1080 } },
    }, desktop.screens)
    assert.are.same({ name = "Safari", bundleID = "com.apple.Safari", running = true, frontmost = true, hidden = false }, desktop.apps[2])
    assert.are.equal(3, #desktop.apps)
    assert.are.same({
      { name = "Safari", bundleID = "com.apple.Safari" },
      { name = "Terminal", bundleID = "com.apple.Terminal" },
      { name = "Notes", bundleID = "com.apple.Notes" },
    }, desktop.installedApps)
    assert.are.same({
      { id = 11, app = "Safari", title = "Start", frame = { x = 0, y = 25, w = 800, h = 600 }, screenId = 1, focused = true, minimized = false, standard = true },
      { id = 12, app = "Safari", title = "News", frame = { x = 40, y = 65, w = 800, h = 600 }, screenId = 2, focused = false, minimized = false, standard = true },
    }, desktop.windows)
    assert.are.same({
      { index = 1, id = "501", windowIndex = 1, localIndex = 1, title = "Docs", url = "https://www.example.com/a", domain = "example.com", active = true },
    }, desktop.tabs)
    assert.are.same({ "~/Desktop/old-report.pdf", "~/Downloads/installer.dmg" }, desktop.files)
  end)

  it("lists the home's files with one Finder script over Desktop, Documents and Downloads, passed as data", function()
    requested_snapshot()
    local finder = task_for("Finder")
    assert.are.same({ "-l", "JavaScript", "-e" }, { table.unpack(finder.args, 1, 3) })
    assert.are.equal("--", finder.args[5], "the script's arguments after --, never read as options")
    assert.are.same({ folders = { "~/Desktop", "~/Documents", "~/Downloads" }, limit = 200, names = { "old-report.pdf" } },
      json.decode(finder.args[6]))
  end)

  it("does not script Finder for a snapshot that does not ask for the home's files", function()
    s.sock:receive(session.request("snap-1", "snapshot"))
    assert.are.equal(1, #s.h.tasks, "Chrome's script alone")
    assert.matches('Application("Google Chrome")', s.h.tasks[1].args[4], 1, true)
  end)

  it("answers without files, and logs why, when Finder's list cannot be read; the rest still reads", function()
    requested_snapshot(1, "", "execution error: Not authorized to send Apple events to Finder. (-1743)")
      :finish(0, session.framed(CHROME_TABS), "")
    s.h.clock.advance(0)
    local reply = s.sock:sent_since_mark()[1]
    assert.is_true(reply.ok)
    assert.is_nil(reply.result.files)
    assert.are.equal("Docs", reply.result.tabs[1].title)
    local warned = s.h.logs[#s.h.logs]
    assert.are.equal("warning", warned.level)
    assert.matches("the home's files could not be read: Hammerspoon may not control Finder", warned.message, 1, true)
  end)

  it("sends tabs = [] when Chrome is not running", function()
    requested_snapshot():finish(0, session.framed('{"running":false,"tabs":[]}'), "")
    s.h.clock.advance(0)
    assert.matches('"tabs":[]', s.sock.frames[#s.sock.frames].text, 1, true)
  end)

  it("stops osascript after 5 s and still answers, with no tabs and why (macOS may be asking the person)", function()
    local task = requested_snapshot()
    s.h.clock.advance(4.9)
    assert.is_nil(task.terminated)
    s.h.clock.advance(0.1)
    assert.is_true(task.terminated)
    local sent = s.sock:sent_since_mark()
    assert.are.equal(1, #sent)
    assert.is_true(sent[1].ok)
    assert.are.same({}, sent[1].result.tabs)
    assert.matches("Google Chrome did not answer", sent[1].result.tabsUnavailable, 1, true)
    -- A timeout is the Automation question still open or a slow app: both are said, neither as the only cause.
    assert.matches("if macOS asks whether Hammerspoon may control Google Chrome, allow it", sent[1].result.tabsUnavailable, 1, true)
    assert.matches("otherwise Google Chrome is slow to answer", sent[1].result.tabsUnavailable, 1, true)
  end)

  it("answers op_failed, quoting the output, when the tab list is not framed", function()
    requested_snapshot():finish(0, "execution error: Not authorized", "")
    s.h.clock.advance(0)
    local reply = s.sock:sent_since_mark()[1]
    assert.are.equal("op_failed", reply.error.code)
    assert.matches("osascript printed an unframed answer: execution error: Not authorized", reply.error.message, 1, true)
  end)

  it("answers op_failed, quoting the output, when the framed tab list is not JSON", function()
    requested_snapshot():finish(0, session.framed("not json"), "")
    s.h.clock.advance(0)
    local reply = s.sock:sent_since_mark()[1]
    assert.are.equal("op_failed", reply.error.code)
    assert.matches("Chrome's tab list could not be read: not json", reply.error.message, 1, true)
  end)

  it("waits for the part of the answer hs.task hands over after doneFn, and puts it in its place", function()
    local json = CHROME_TABS
    local task = requested_snapshot()
    task.stream(task, #json .. ":" .. json:sub(1, 20), "")
    task:finish(0, json:sub(41) .. "\n", "")
    s.h.clock.advance(0)
    assert.are.same({}, s.sock:sent_since_mark(), "the middle is missing: no answer yet")
    task.stream(nil, json:sub(21, 40), "")
    s.h.clock.advance(0)
    local sent = s.sock:sent_since_mark()
    assert.are.equal(1, #sent)
    assert.are.equal("Docs", sent[1].result.tabs[1].title)
  end)

  it("gives up a second after exit when part of the answer never comes, with no tabs and why", function()
    local json = CHROME_TABS
    local task = requested_snapshot()
    task.stream(task, #json .. ":" .. json:sub(1, 20), "")
    task:finish(0, "", "")
    s.h.clock.advance(0.9)
    assert.are.same({}, s.sock:sent_since_mark())
    s.h.clock.advance(0.1)
    local sent = s.sock:sent_since_mark()
    assert.are.same({}, sent[1].result.tabs)
    assert.matches("cut short", sent[1].result.tabsUnavailable, 1, true)
  end)

  it("answers with no tabs and osascript's message when it exits with an error", function()
    requested_snapshot():finish(1, "", "Google Chrome got an error: Application isn't running. (-600)")
    s.h.clock.advance(0)
    local reply = s.sock:sent_since_mark()[1]
    assert.is_true(reply.ok)
    assert.matches("(-600)", reply.result.tabsUnavailable, 1, true)
  end)

  it("answers with no tabs and the fix when Hammerspoon may not control Chrome", function()
    requested_snapshot():finish(1, "", "execution error: Not authorized to send Apple events to Google Chrome. (-1743)")
    s.h.clock.advance(0)
    local reply = s.sock:sent_since_mark()[1]
    assert.is_true(reply.ok)
    assert.matches("Privacy & Security › Automation", reply.result.tabsUnavailable, 1, true)
  end)
end)
