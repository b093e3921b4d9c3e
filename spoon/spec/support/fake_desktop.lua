-- hs.screen, hs.application, hs.window, hs.fs and hs.task read from plain tables the spec fills in:
--   desktop.screens = { {id=, name=, scale=, fullFrame={x,y,w,h}, frame={...}} }  (first = primary)
--   desktop.apps    = { {name=, bundleID=, kind=1, frontmost=, hidden=} }
--   desktop.windows = { {id=, app=, title=, frame=, screen=<screen id>, focused=, minimized=, standard=} }
--   desktop.dirs    = { [path] = {entry, ...} },  desktop.bundles = { [path.app] = Info.plist table }
-- Frames come back as hs.geometry-like objects that hs.json refuses, as the real ones do.
local fake_desktop = {}

local rect_mt = { __luaSkinType = "NSRect" }
rect_mt.__index = function(r, k)
  local raw = { x = "_x", y = "_y", w = "_w", h = "_h" }
  return raw[k] and rawget(r, raw[k]) or nil
end
local function rect(f) return setmetatable({ _x = f.x, _y = f.y, _w = f.w, _h = f.h }, rect_mt) end

local function find(list, field, value)
  for _, item in ipairs(list) do if item[field] == value then return item end end
end

function fake_desktop.new(clock, log_error)
  local desktop = { screens = {}, apps = {}, windows = {}, dirs = {}, bundles = {} }
  local tasks = {}
  local screen_of, app_of, window_of

  local Screen = {}
  Screen.__index = Screen
  function Screen:id() return self.spec.id end
  function Screen:name() return self.spec.name end
  function Screen:currentMode() return { scale = self.spec.scale or 1 } end
  function Screen:fullFrame() return rect(self.spec.fullFrame) end
  function Screen:frame() return rect(self.spec.frame or self.spec.fullFrame) end
  screen_of = function(spec) return spec and setmetatable({ spec = spec }, Screen) end

  local App = {}
  App.__index = App
  function App:name() return self.spec.name end
  function App:bundleID() return self.spec.bundleID end
  function App:kind() return self.spec.kind or 1 end
  local last_pid = 100
  --- A pid per app, handed out when first asked, as a running process keeps its own.
  function App:pid()
    if not self.spec.pid then last_pid = last_pid + 1; self.spec.pid = last_pid end
    return self.spec.pid
  end
  function App:isFrontmost() return self.spec.frontmost == true end
  function App:isHidden() return self.spec.hidden == true end
  function App:activate()
    for _, other in ipairs(desktop.apps) do other.frontmost = other == self.spec end
    return true
  end
  function App:allWindows()
    local list = {}
    for _, w in ipairs(desktop.windows) do if w.app == self.spec.name then list[#list + 1] = window_of(w) end end
    return list
  end
  function App:focusedWindow()
    for _, w in ipairs(desktop.windows) do
      if w.app == self.spec.name and w.focused then return window_of(w) end
    end
  end
  app_of = function(spec) return spec and setmetatable({ spec = spec }, App) end

  local Window = {}
  Window.__index = Window
  function Window:id() return self.spec.id end
  function Window:application() return app_of(find(desktop.apps, "name", self.spec.app)) end
  function Window:title() return self.spec.title or "" end
  function Window:frame() return rect(self.spec.frame) end
  function Window:screen() return screen_of(find(desktop.screens, "id", self.spec.screen) or desktop.screens[1]) end
  function Window:isMinimized() return self.spec.minimized == true end
  function Window:isStandard() return self.spec.standard ~= false end
  window_of = function(spec) return spec and setmetatable({ spec = spec }, Window) end

  local function map(list, wrap)
    local out = {}
    for i, spec in ipairs(list) do out[i] = wrap(spec) end
    return out
  end

  local Task = {}
  Task.__index = Task
  function Task:start() self.running = true; tasks[#tasks + 1] = self; return self end
  function Task:isRunning() return self.running end
  function Task:pid() return 4242 end
  function Task:environment() return { HOME = "/Users/me", PATH = "/usr/bin:/bin" } end
  function Task:setEnvironment(env) self.env = env; return self end
  --- The process ends: its done callback runs on the next clock advance, as in Hammerspoon.
  function Task:finish(exitCode, stdOut, stdErr)
    self.running = false
    clock.soon(function() self.done(exitCode, stdOut, stdErr) end)
  end
  function Task:terminate()
    self.terminated = true
    if self.running then self:finish(15, "", "") end
    return self
  end

  local modules = {
    screen = {
      allScreens = function() return map(desktop.screens, screen_of) end,
      primaryScreen = function() return screen_of(desktop.screens[1]) end,
      mainScreen = function() return screen_of(desktop.screens[1]) end,
    },
    application = {
      runningApplications = function() return map(desktop.apps, app_of) end,
      frontmostApplication = function() return app_of(find(desktop.apps, "frontmost", true)) end,
      infoForBundlePath = function(path) return desktop.bundles[path] end,
    },
    window = {
      allWindows = function() return map(desktop.windows, window_of) end,
      focusedWindow = function() return window_of(find(desktop.windows, "focused", true)) end,
      --- The accessibility timeout of the whole process, as set last (0: the system's default).
      timeout = function(seconds) desktop.accessibility_timeout = seconds; return true end,
    },
    fs = {
      attributes = function(path, field)
        local mode = (desktop.dirs[path] or desktop.bundles[path]) and "directory" or nil
        if desktop.files and desktop.files[path] then mode = "file" end
        if field == "mode" then return mode end
        return mode and { mode = mode } or nil
      end,
      dir = function(path)
        local entries = desktop.dirs[path] or error("cannot open " .. path .. ": No such file or directory")
        local all, i = { ".", "..", table.unpack(entries) }, 0
        return function() i = i + 1; return all[i] end
      end,
    },
    task = {
      new = function(launchPath, done, streamOrArgs, args)
        if type(streamOrArgs) == "table" then args = streamOrArgs end
        for _, a in ipairs(args or {}) do
          if type(a) ~= "string" then log_error("hs.task.new: arguments must be strings"); return nil end
        end
        if launchPath:sub(1, 1) ~= "/" then log_error("hs.task.new: launchPath must be absolute"); return nil end
        local stream = type(streamOrArgs) == "function" and streamOrArgs or nil
        return setmetatable({ launchPath = launchPath, done = done, stream = stream, args = args or {}, running = false }, Task)
      end,
    },
  }
  return desktop, modules, tasks
end

return fake_desktop
