-- hs.loadSpoon as Hammerspoon's _coresetup defines it: find Name.spoon/init.lua on package.path,
-- require it, record where it came from, call init(), and keep it in the global `spoon` table.
spoon = spoon or {}
function hs.loadSpoon(name, global)
  if global == nil then global = true end
  if global and spoon[name] ~= nil then return spoon[name] end
  local path = package.searchpath(name, package.path)
  if path == nil then
    print("-- Unable to load Spoon: " .. name)
    return nil
  end
  local obj = require(name)
  if obj == nil then return nil end
  obj.spoonPath = path:match("^(.*/)")
  obj.spoonMeta = nil
  if obj.init then obj:init() end
  if global then spoon[name] = obj end
  return obj
end
