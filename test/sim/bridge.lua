-- Builds the global `hs` from modules implemented in TypeScript. Everything crosses the boundary
-- as plain values: a simulated object travels as {__simRef=id, __simType=name} and becomes, here,
-- a table with a metatable, the way Hammerspoon's userdata behave: methods are called with `:`,
-- the same object is the same table while referenced, and an object the collector takes is told
-- so (`__gc`), because Hammerspoon stops timers, sockets and menus that nobody references.
local invoke, member, assign, retain, release, describe, SELF, ERROR = ...
local wrappers = setmetatable({}, { __mode = "v" })
local wrap
-- Lua functions handed to TypeScript stay here and cross as {__simFn=id}: a callback then runs as a
-- Lua function called from Lua, so its nil arguments stay nil (a JavaScript round trip makes them null).
local functions, functionIds, nextFunction = {}, {}, 0

local function functionRef(fn)
  local id = functionIds[fn]
  if not id then
    nextFunction = nextFunction + 1
    id = nextFunction
    functions[id], functionIds[fn] = fn, id
  end
  return { __simFn = id }
end

local function isRef(value)
  return type(value) == "table" and getmetatable(value) == nil and value.__simRef ~= nil
end

local function lift(value, depth)
  if type(value) ~= "table" or depth > 12 or getmetatable(value) ~= nil then return value end
  if isRef(value) then return wrap(value.__simRef, value.__simType) end
  if value.__simFn ~= nil then return functions[value.__simFn] end
  for k, v in pairs(value) do value[k] = lift(v, depth + 1) end
  return value
end

local function lower(value, depth)
  if type(value) == "function" then return functionRef(value) end
  if type(value) ~= "table" or depth > 12 then return value end
  local mt = getmetatable(value)
  if mt and mt.__simRef then return { __simRef = mt.__simRef } end
  if mt then return value end
  local copy = {}
  for k, v in pairs(value) do copy[k] = lower(v, depth + 1) end
  return copy
end

local function call(id, name, self, ...)
  local args = table.pack(...)
  for i = 1, args.n do args[i] = lower(args[i], 0) end
  local out = table.pack(invoke(id, name, table.unpack(args, 1, args.n)))
  if out[1] == ERROR then error(out[2], 3) end
  for i = 1, out.n do
    if out[i] == SELF then out[i] = self else out[i] = lift(out[i], 0) end
  end
  return table.unpack(out, 1, out.n)
end

wrap = function(id, typeName)
  local existing = wrappers[id]
  if existing then return existing end
  local methods = {}
  local wrapper = {}
  setmetatable(wrapper, {
    __name = typeName,
    __simRef = id,
    __index = function(self, key)
      local method = methods[key]
      if method then return method end
      local kind, value = member(id, key)
      if kind ~= "method" then return lift(value, 0) end
      method = function(_, ...) return call(id, key, self, ...) end
      methods[key] = method
      return method
    end,
    __gc = function() release(id) end,
    -- lfs dir objects are to-be-closed values in a generic for (Lua 5.4's fourth value)
    __close = function(self)
      if member(id, "close") == "method" then call(id, "close", self) end
    end,
    __eq = function(a, b)
      local ma, mb = getmetatable(a), getmetatable(b)
      return ma ~= nil and mb ~= nil and ma.__simRef ~= nil and ma.__simRef == mb.__simRef
    end,
    __tostring = function() return typeName .. ": (" .. tostring(id) .. ")" end,
  })
  wrappers[id] = wrapper
  -- A collected wrapper's finalizer may run after a new wrapper for the same object exists, so count them.
  retain(id)
  return wrapper
end

-- TypeScript let go of these functions: they are forgotten here too, so what they hold can be collected.
function __sim_forget_functions(ids)
  for _, id in ipairs(ids) do
    local fn = functions[id]
    if fn ~= nil then functions[id], functionIds[fn] = nil, nil end
  end
end

-- Calls a Lua callback from TypeScript with simulated objects lifted, as Hammerspoon passes userdata.
function __sim_callback(fn, holes, ...)
  if type(fn) == "number" then fn = functions[fn] end
  local args = table.pack(...)
  for i = 1, args.n do args[i] = lift(args[i], 0) end
  for i in string.gmatch(holes, "%d+") do args[tonumber(i)] = nil end
  return fn(table.unpack(args, 1, args.n))
end

-- Module variables (hs.window.animationDuration) live in TypeScript: reads and writes go there.
local function module(id, spec)
  local out, variables = {}, {}
  for _, name in ipairs(spec.functions) do
    out[name] = function(...) return call(id, name, nil, ...) end
  end
  for _, name in ipairs(spec.variables) do variables[name] = true end
  return setmetatable(out, {
    __index = function(_, key)
      if not variables[key] then return nil end
      local _, value = member(id, key)
      return lift(value, 0)
    end,
    __newindex = function(t, key, value)
      if variables[key] then assign(id, key, lower(value, 0)) else rawset(t, key, value) end
    end,
  })
end

hs = {}
local specs = describe()
for name, spec in pairs(specs) do
  if name == "__root" then
    -- functions on hs itself, such as hs.accessibilityState
    for key, value in pairs(module(spec.id, spec)) do hs[key] = value end
  elseif not string.find(name, ".", 1, true) then
    hs[name] = module(spec.id, spec)
  end
end
-- Submodules ("webview.usercontent") hang off their parent module, as hs.webview.usercontent does.
for name, spec in pairs(specs) do
  local parent, child = string.match(name, "^([^.]+)%.(.+)$")
  if parent then rawset(hs[parent], child, module(spec.id, spec)) end
end
