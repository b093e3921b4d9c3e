-- JSON as hs.json does it: a table is an array iff its keys are exactly
-- 1..n, so {} encodes as []; other tables need all-string keys; failures return nil, never raise,
-- except a non-table at the top level. decode returns nil for invalid JSON and nil for null.
local json = {}

local escapes = { ['"'] = '\\"', ["\\"] = "\\\\", ["/"] = "\\/", ["\b"] = "\\b", ["\f"] = "\\f", ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t" }

local function encode_string(s)
  return '"' .. s:gsub('[%c"\\/]', function(c) return escapes[c] or string.format("\\u%04x", c:byte()) end) .. '"'
end

local function encode_number(n)
  if n ~= n or n == math.huge or n == -math.huge then return nil, "NaN or infinity" end
  if math.type(n) == "integer" then return string.format("%d", n) end
  if n == math.floor(n) and math.abs(n) < 2 ^ 53 then return string.format("%d", math.tointeger(n)) end
  for _, digits in ipairs({ 15, 16, 17 }) do
    local text = string.format("%." .. digits .. "g", n)
    if tonumber(text) == n then return text end
  end
end

local function array_length(t)
  local count = 0
  for k in pairs(t) do
    if math.type(k) ~= "integer" or k < 1 then return nil end
    count = count + 1
  end
  for i = 1, count do if t[i] == nil then return nil end end
  return count
end

local encode_value

local function encode_table(t, seen)
  local mt = getmetatable(t)
  if mt and mt.__luaSkinType then return nil, "LuaSkin object (" .. tostring(mt.__luaSkinType) .. ")" end
  if seen[t] then return nil, "self reference" end
  seen[t] = true
  local parts, n = {}, array_length(t)
  if n then
    for i = 1, n do
      local text, err = encode_value(t[i], seen)
      if not text then return nil, err end
      parts[i] = text
    end
    seen[t] = nil
    return "[" .. table.concat(parts, ",") .. "]"
  end
  local keys = {}
  for k in pairs(t) do
    if type(k) ~= "string" then return nil, "non-string key " .. tostring(k) end
    keys[#keys + 1] = k
  end
  table.sort(keys)
  for _, k in ipairs(keys) do
    local text, err = encode_value(t[k], seen)
    if not text then return nil, err end
    parts[#parts + 1] = encode_string(k) .. ":" .. text
  end
  seen[t] = nil
  return "{" .. table.concat(parts, ",") .. "}"
end

function encode_value(v, seen)
  local kind = type(v)
  if kind == "string" then return encode_string(v) end
  if kind == "number" then return encode_number(v) end
  if kind == "boolean" then return tostring(v) end
  if kind == "table" then return encode_table(v, seen) end
  return nil, "cannot encode a " .. kind
end

--- Returns the JSON text, or nil and the reason; raises when `value` is not a table.
function json.encode(value)
  if type(value) ~= "table" then error("hs.json.encode: the top level must be a table", 2) end
  return encode_value(value, {})
end

local Parser = {}
Parser.__index = Parser

function Parser:fail(what) error({ json_error = what .. " at byte " .. self.pos }, 0) end
function Parser:skip() self.pos = self.text:find("[^ \t\r\n]", self.pos) or #self.text + 1 end
function Parser:peek() return self.text:sub(self.pos, self.pos) end

function Parser:literal(word, value)
  if self.text:sub(self.pos, self.pos + #word - 1) ~= word then self:fail("unexpected text") end
  self.pos = self.pos + #word
  return value
end

function Parser:number()
  local start = self.pos
  local int = self.text:match("^-?0", start) or self.text:match("^-?[1-9]%d*", start) or self:fail("bad number")
  self.pos = start + #int
  local frac = self.text:match("^%.%d+", self.pos) or ""
  self.pos = self.pos + #frac
  local exp = self.text:match("^[eE][-+]?%d+", self.pos) or ""
  self.pos = self.pos + #exp
  local n = tonumber(self.text:sub(start, self.pos - 1))
  return frac == "" and exp == "" and math.tointeger(n) or n
end

function Parser:string()
  local out, pos = {}, self.pos + 1
  while true do
    local c = self.text:sub(pos, pos)
    if c == "" or c:byte() < 32 then self:fail("unterminated string") end
    if c == '"' then break end
    if c == "\\" then
      local e = self.text:sub(pos + 1, pos + 1)
      local simple = ({ ['"'] = '"', ["\\"] = "\\", ["/"] = "/", b = "\b", f = "\f", n = "\n", r = "\r", t = "\t" })[e]
      if simple then out[#out + 1], pos = simple, pos + 2
      elseif e == "u" then
        local hex = self.text:match("^%x%x%x%x", pos + 2) or self:fail("bad \\u escape")
        local code, low = tonumber(hex, 16), self.text:match("^\\u(%x%x%x%x)", pos + 6)
        pos = pos + 6
        local paired = low and tonumber(low, 16) >= 0xDC00 and tonumber(low, 16) <= 0xDFFF
        if code >= 0xD800 and code < 0xDC00 and paired then
          code, pos = 0x10000 + (code - 0xD800) * 0x400 + (tonumber(low, 16) - 0xDC00), pos + 6
        elseif code >= 0xD800 and code <= 0xDFFF then
          -- As NSJSONSerialization (behind hs.json.decode): a lone surrogate makes the text unreadable.
          self:fail("Unable to convert data to string: a lone UTF-16 surrogate")
        end
        out[#out + 1] = utf8.char(code)
      else self:fail("bad escape") end
    else out[#out + 1], pos = c, pos + 1 end
  end
  self.pos = pos + 1
  return table.concat(out)
end

function Parser:sequence(close, item)
  self.pos = self.pos + 1
  self:skip()
  if self:peek() == close then self.pos = self.pos + 1; return end
  repeat
    self:skip()
    item()
    self:skip()
    local c = self:peek()
    self.pos = self.pos + 1
  until c ~= ","
  if self.text:sub(self.pos - 1, self.pos - 1) ~= close then self:fail("expected " .. close) end
end

function Parser:value()
  self:skip()
  local c = self:peek()
  if c == "{" then
    local t = {}
    self:sequence("}", function()
      if self:peek() ~= '"' then self:fail("expected a key") end
      local key = self:string()
      self:skip()
      if self:peek() ~= ":" then self:fail("expected :") end
      self.pos = self.pos + 1
      t[key] = self:value()
    end)
    return t
  elseif c == "[" then
    local t, n = {}, 0
    self:sequence("]", function() n = n + 1; t[n] = self:value() end)
    return t
  elseif c == '"' then return self:string()
  elseif c == "t" then return self:literal("true", true)
  elseif c == "f" then return self:literal("false", false)
  elseif c == "n" then return self:literal("null", nil)
  elseif c:match("[-%d]") then return self:number() end
  self:fail("unexpected character")
end

--- Returns the decoded value, or nil and the reason for invalid JSON (null also decodes to nil).
function json.decode(text)
  if type(text) ~= "string" then return nil, "not a string" end
  local parser = setmetatable({ text = text, pos = 1 }, Parser)
  local ok, result = pcall(function()
    local value = parser:value()
    parser:skip()
    if parser.pos <= #text then parser:fail("trailing text") end
    return value
  end)
  if ok then return result end
  if type(result) == "table" and result.json_error then return nil, result.json_error end
  error(result, 0)
end

return json
