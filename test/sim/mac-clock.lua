-- Lua's os.time and os.date as a Mac's Hammerspoon reads them: the simulated Mac's date (sim.startDate and the
-- simulated clock) in its time zone (sim.timeZone), never the machine running the simulator.
-- __sim_date() is that date in seconds; __sim_zone_offset(seconds) how far local time is ahead of UTC then, in
-- seconds, and __sim_is_dst(seconds) whether that is summer time.
local utcDate = os.date

-- Seconds since the epoch of a date table's fields read as UTC (os.time's normalizing of months, days and hours).
local function fieldsAsUtc(t)
  local month = t.month - 1
  local year = t.year + month // 12
  month = month % 12 + 1
  local y = month <= 2 and year - 1 or year
  local era = y // 400
  local yearOfEra = y - era * 400
  local dayOfYear = (153 * ((month + 9) % 12) + 2) // 5 + t.day - 1
  local days = era * 146097 + yearOfEra * 365 + yearOfEra // 4 - yearOfEra // 100 + dayOfYear - 719468
  return days * 86400 + (t.hour or 12) * 3600 + (t.min or 0) * 60 + (t.sec or 0)
end

function os.time(t)
  if t == nil then return math.floor(__sim_date()) end
  local asUtc = fieldsAsUtc(t)
  return asUtc - __sim_zone_offset(asUtc - __sim_zone_offset(asUtc))
end

function os.date(format, time)
  format = format or "%c"
  time = time or math.floor(__sim_date())
  if format:sub(1, 1) == "!" then return utcDate(format, time) end
  local offset = __sim_zone_offset(time)
  local sign = offset < 0 and "-" or "+"
  local zone = string.format("%s%02d%02d", sign, math.abs(offset) // 3600, math.abs(offset) % 3600 // 60)
  local inZone = format:gsub("%%%%", "\0"):gsub("%%[zZ]", zone):gsub("\0", "%%%%")
  local date = utcDate("!" .. inZone, time + offset)
  if type(date) == "table" then date.isdst = __sim_is_dst(time) end
  return date
end
