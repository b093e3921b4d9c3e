-- A fake `hs` for running the compiled Spoon on plain Lua 5.4. fake_hs.install() sets a fresh
-- global `hs` and returns a handle: clock, sockets, desktop, tasks, logs, calls, hotkeys, errors.
-- fake_hs.require_spoon() / load_spoon() load dist/Claude.spoon/init.lua as hs.loadSpoon does.
local json = require("json")
local fake_clock = require("fake_clock")
local fake_websocket = require("fake_websocket")
local fake_desktop = require("fake_desktop")
local fake_ui = require("fake_ui")

local fake_hs = {}

-- The repository root, from where this file lies: <root>/spoon/spec/support/fake_hs.lua.
local here = debug.getinfo(1, "S").source:match("^@(.*)/[^/]*$") or "."
fake_hs.root = here:match("^(.*/)spoon/spec/support$") or (here == "spoon/spec/support" and "./") or here .. "/../../../"

-- The globals before any Spoon code ran in this spec file; hs and spoon are the fake's own.
local baseline = { hs = true, spoon = true }
for k in pairs(_G) do baseline[k] = true end

--- Names of the globals created since this file was loaded (by the Spoon: nothing else creates any).
function fake_hs.new_globals()
  local created = {}
  for k in pairs(_G) do if not baseline[k] then created[#created + 1] = tostring(k) end end
  table.sort(created)
  return created
end

local LEVELS = { e = "error", w = "warning", i = "info", d = "debug", v = "verbose" }

local function new_logger(logs, id)
  local log = { level = 2 }
  local function record(level, message) logs[#logs + 1] = { id = id, level = level, message = message } end
  for short, level in pairs(LEVELS) do
    log[short] = function(...)
      local parts = table.pack(...)
      for i = 1, parts.n do parts[i] = tostring(parts[i]) end
      record(level, table.concat(parts, " ", 1, parts.n))
    end
    log[short == "i" and "f" or short .. "f"] = function(fmt, ...) record(level, string.format(fmt, ...)) end
  end
  log.setLogLevel = function(level) log.level = level end
  log.getLogLevel = function() return log.level end
  return log
end

-- hs.hotkey.bind's argument shifting: a nil or function message means "no message".
local function hotkey_module(hotkeys)
  local hotkey = {}
  function hotkey.bind(mods, key, message, pressed, released)
    if message == nil or type(message) == "function" then message, pressed, released = nil, message, pressed end
    local hk = { mods = mods, key = key, message = message, pressed = pressed, released = released, enabled = true }
    function hk:delete() self.enabled = false; self.deleted = true end
    hotkeys[#hotkeys + 1] = hk
    return hk
  end
  function hotkey.bindSpec(spec, ...) return hotkey.bind(spec[1], spec[2], ...) end
  return hotkey
end

local function spoons_module(hs, logs)
  local bound, log = {}, new_logger(logs, "spoons")
  return {
    bindHotkeysToSpec = function(def, map)
      for action, spec in pairs(map) do
        if def[action] == nil then
          log.ef("Error: Hotkey requested for undefined action '%s'", action)
        else
          if bound[action] then bound[action]:delete() end
          bound[action] = hs.hotkey.bindSpec(spec, spec.message, def[action])
          bound[action].action = action
        end
      end
    end,
  }
end

-- Every call to hs.<module>.<function> is appended to `calls` as "hs.module.function".
local function recorded(calls, name, module)
  for key, value in pairs(module) do
    if type(value) == "function" then
      local path = "hs." .. name .. "." .. key
      module[key] = function(...) calls[#calls + 1] = path; return value(...) end
    end
  end
  return module
end

function fake_hs.install()
  local h = { logs = {}, calls = {}, hotkeys = {}, errors = {} }
  local function on_error(err) h.errors[#h.errors + 1] = tostring(err) end
  local function log_error(message) h.logs[#h.logs + 1] = { id = "hs", level = "error", message = message } end
  h.clock = fake_clock.new(on_error)
  local websocket, sockets = fake_websocket.new(on_error)
  h.sockets = sockets
  local desktop, desktop_modules, tasks = fake_desktop.new(h.clock, log_error)
  h.desktop, h.tasks = desktop, tasks

  local hs = {}
  hs.logger = { new = function(id) return new_logger(h.logs, id) end }
  hs.timer = h.clock.module
  hs.websocket = websocket
  hs.json = {
    encode = function(value)
      local text, err = json.encode(value)
      if not text then log_error("Object cannot be serialised as JSON: " .. err) end
      return text
    end,
    decode = function(text)
      local value, err = json.decode(text)
      if err then log_error("hs.json.decode: " .. err) end
      return value
    end,
  }
  hs.hotkey = hotkey_module(h.hotkeys)
  hs.spoons = spoons_module(hs, h.logs)
  for name, module in pairs(desktop_modules) do hs[name] = module end
  local ui, ui_modules = fake_ui.new()
  h.ui = ui
  for name, module in pairs(ui_modules) do hs[name] = module end
  for name, module in pairs(hs) do recorded(h.calls, name, module) end
  -- Accessibility is granted unless a spec says otherwise (h.accessibility = false).
  h.accessibility = true
  hs.accessibilityState = function() h.calls[#h.calls + 1] = "hs.accessibilityState"; return h.accessibility end
  hs.focus = function() h.calls[#h.calls + 1] = "hs.focus" end
  rawset(_G, "hs", hs)
  rawset(_G, "spoon", {})

  function h.socket() return sockets[#sockets] end
  function h.count(path)
    local n = 0
    for _, c in ipairs(h.calls) do if c == path then n = n + 1 end end
    return n
  end
  function h.logged(level, pattern)
    for _, entry in ipairs(h.logs) do
      if entry.level == level and entry.message:find(pattern, 1, true) then return entry.message end
    end
  end
  return h
end

--- The Spoon's module, required the way hs.loadSpoon requires it (no init).
function fake_hs.require_spoon()
  local entry = fake_hs.root .. "dist/?.spoon/init.lua;"
  if package.path:sub(1, #entry) ~= entry then package.path = entry .. package.path end
  package.loaded.Claude = nil
  return require("Claude")
end

--- hs.loadSpoon("Claude"): require, set spoonPath, init, store in spoon.Claude.
function fake_hs.load_spoon()
  local obj = fake_hs.require_spoon()
  obj.spoonPath = fake_hs.root .. "dist/Claude.spoon/"
  obj = obj:init()
  spoon.Claude = obj
  return obj
end

--- A fresh folder under /tmp, holding `token` when one is given; returns its path.
function fake_hs.temp_home(token)
  local path = os.tmpname()
  os.remove(path)
  assert(os.execute("mkdir -p '" .. path .. "'"))
  if token then fake_hs.write_token(path, token) end
  return path
end

function fake_hs.write_token(home, token)
  local file = assert(io.open(home .. "/token", "w"))
  file:write(token, "\n")
  file:close()
end

function fake_hs.remove_home(home)
  os.remove(home .. "/token")
  os.remove(home)
end

return fake_hs
