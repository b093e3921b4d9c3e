-- hs.timer on a fake clock: nothing fires until the spec calls clock.advance(seconds), which runs
-- the due timers in order of their fire time (creation order on ties) and moves the clock forward.
-- Like Hammerspoon, an error in a callback is caught and reported (to `on_error`), not raised.
local fake_clock = {}

local EPSILON = 1e-9

function fake_clock.new(on_error)
  local clock = { now = 0 }
  local timers, created = {}, 0

  local Timer = {}
  Timer.__index = Timer

  local function make(interval, fn, repeats)
    created = created + 1
    local timer = setmetatable({ interval = interval, fn = fn, repeats = repeats, active = false, order = created }, Timer)
    timers[#timers + 1] = timer
    return timer
  end

  function Timer:start()
    self.active, self.due = true, clock.now + self.interval
    return self
  end
  function Timer:stop() self.active = false; return self end
  function Timer:running() return self.active end
  function Timer:nextTrigger() return self.active and self.due - clock.now or nil end
  function Timer:fire()
    local ok, err = pcall(self.fn, self)
    if not ok then
      on_error(err)
      if self.repeats and not self.continueOnError then self.active = false end
    end
    return self
  end

  local function next_due(limit)
    local best
    for _, t in ipairs(timers) do
      if t.active and t.due <= limit + EPSILON and (not best or t.due < best.due or t.due == best.due and t.order < best.order) then
        best = t
      end
    end
    return best
  end

  --- Runs every timer due within `seconds` from now, including ones those timers start.
  function clock.advance(seconds)
    local limit = clock.now + seconds
    while true do
      local timer = next_due(limit)
      if not timer then break end
      clock.now = math.max(clock.now, timer.due)
      if timer.repeats then timer.due = timer.due + timer.interval else timer.active = false end
      timer:fire()
    end
    clock.now = limit
  end

  --- The running timers visible to the Spoon, soonest first.
  function clock.running()
    local list = {}
    for _, t in ipairs(timers) do if t.active and not t.internal then list[#list + 1] = t end end
    table.sort(list, function(a, b) return a.due < b.due or a.due == b.due and a.order < b.order end)
    return list
  end

  --- Delivers `fn` on the next advance, like an asynchronous Hammerspoon callback.
  function clock.soon(fn)
    local timer = make(0, fn, false):start()
    timer.internal = true
  end

  clock.module = {
    new = function(interval, fn, continueOnError)
      local timer = make(interval, fn, interval > 0)
      timer.continueOnError = continueOnError
      return timer
    end,
    doAfter = function(seconds, fn) return make(seconds, fn, false):start() end,
    doEvery = function(seconds, fn) return make(seconds, fn, true):start() end,
    secondsSinceEpoch = function() return 1700000000 + clock.now end,
  }
  return clock
end

return fake_clock
