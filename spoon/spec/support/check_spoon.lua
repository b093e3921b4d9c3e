-- lua5.4 spoon/spec/support/check_spoon.lua PATH/Name.spoon: load_check.lua's check from the command line; prints
-- each problem and their count, exits 1 when there is one.
local here = arg[0]:match("^(.*)/[^/]*$") or "."
package.path = here .. "/?.lua;" .. package.path
local dir = arg[1]
if not dir then
  io.stderr:write("usage: lua5.4 check_spoon.lua PATH/Name.spoon\n")
  os.exit(2)
end
local problems = require("load_check").problems(dir)
for _, problem in ipairs(problems) do print(problem) end
print(string.format("%s: %d problems", dir, #problems))
os.exit(#problems == 0 and 0 or 1)
