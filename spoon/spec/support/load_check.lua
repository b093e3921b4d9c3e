-- Loads a Spoon the way hs.loadSpoon does (require of its name through a "<parent>/?.spoon/init.lua" path) with an
-- `hs` that records every call made through it, and names what keeps it from being a Spoon: a metadata field
-- missing, obj.name not the folder's name, a method missing, an hs call at load other than hs.logger and hs.spoons
-- (the main chunk only builds obj), a global left behind. Leaves no trace: globals, hs, spoon and package as found.
local load_check = {}

--- A table standing for `hs.<path>`: any field is another such table, and calling one appends its path to `calls`.
local function recorder(path, calls)
  return setmetatable({}, {
    __index = function(self, key)
      local field = recorder(path .. "." .. tostring(key), calls)
      rawset(self, key, field)
      return field
    end,
    __call = function()
      calls[#calls + 1] = path
      return recorder(path .. "()", calls)
    end,
  })
end

local METADATA = { "name", "version", "author", "license", "homepage" }
local METHODS = { "init", "start", "stop", "bindHotkeys" }
local ALLOWED_AT_LOAD = { "^hs%.logger", "^hs%.spoons" }

--- Requires the Spoon at `dir` with a recording hs; returns what require returned, the calls and new globals.
local function required(parent, name)
  local saved = { hs = rawget(_G, "hs"), spoon = rawget(_G, "spoon"), path = package.path }
  local calls = {}
  rawset(_G, "hs", recorder("hs", calls))
  rawset(_G, "spoon", {})
  local before = {}
  for key in pairs(_G) do before[key] = true end
  package.path = parent .. "/?.spoon/init.lua;" .. package.path
  package.loaded[name] = nil
  local ok, obj = pcall(require, name)
  local globals = {}
  for key in pairs(_G) do
    if not before[key] then globals[#globals + 1] = tostring(key) end
  end
  for _, key in ipairs(globals) do rawset(_G, key, nil) end
  table.sort(globals)
  package.loaded[name], package.path = nil, saved.path
  rawset(_G, "hs", saved.hs)
  rawset(_G, "spoon", saved.spoon)
  return ok, obj, calls, globals
end

local function allowed_at_load(call)
  for _, pattern in ipairs(ALLOWED_AT_LOAD) do
    if call:match(pattern) then return true end
  end
  return false
end

--- What keeps the Spoon in the folder `dir` (PATH/Name.spoon) from being one, as a list of lines: {} when nothing.
function load_check.problems(dir)
  local parent, name = dir:gsub("/$", ""):match("^(.*)/([^/]+)%.spoon$")
  if not name then return { dir .. " is not a folder named Name.spoon" } end
  local ok, obj, calls, globals = required(parent, name)
  if not ok then return { "require failed: " .. tostring(obj) } end
  if type(obj) ~= "table" then return { "the Spoon returned a " .. type(obj) .. ", not a table" } end
  local problems = {}
  local function add(line) problems[#problems + 1] = line end
  for _, field in ipairs(METADATA) do
    if type(obj[field]) ~= "string" or obj[field] == "" then add("metadata field " .. field .. " missing") end
  end
  if obj.name ~= name then add("obj.name is " .. tostring(obj.name) .. ", not " .. name) end
  for _, method in ipairs(METHODS) do
    if type(obj[method]) ~= "function" then add("method " .. method .. " missing") end
  end
  for _, call in ipairs(calls) do
    if not allowed_at_load(call) then add("called at load time: " .. call) end
  end
  for _, key in ipairs(globals) do add("global created at load time: " .. key) end
  return problems
end

return load_check
