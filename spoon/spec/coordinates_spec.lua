-- hs.claude.coordinates: the one path from a pixel of a sent screenshot to the global point a click goes
-- to, on every screen of the evaluation desktops (eval/desktops/dev-dual.json and dev-laptop.json, the snapshot
-- files the planner is scored on): scales 1 and 2, a screen left of the primary
-- (negative x), full-size and downscaled captures, and a reported scale the image contradicts.
local fake_hs = require("fake_hs")
local json = require("json")

local DESKTOPS = { "dev-dual.json", "dev-laptop.json" }

local function read_desktop(name)
  local file = assert(io.open(fake_hs.root .. "eval/desktops/" .. name, "r"))
  local desktop = json.decode(file:read("a"))
  file:close()
  return desktop
end

--- The capture of a screen at an image width (nil: full size, points × scale).
local function capture_of(screen, width, reported_scale)
  local full = screen.fullFrame
  local w = width or full.w * screen.scale
  local h = math.floor(w * full.h / full.w + 0.5)
  return { screenId = screen.id, fullFrame = full, scale = reported_scale or screen.scale, image = { w = w, h = h } }
end

--- The pixel of the image that shows a global point, computed here from the ground truth.
local function pixel_showing(capture, gx, gy)
  local f, img = capture.fullFrame, capture.image
  return math.floor((gx - f.x) * img.w / f.w), math.floor((gy - f.y) * img.h / f.h)
end

describe("hs.claude.coordinates", function()
  local h, home, obj

  after_each(function()
    if obj then obj:stop() end
    obj = nil
    if home then fake_hs.remove_home(home) end
    assert.are.same({}, h.errors)
  end)

  local function started(desktop)
    h = fake_hs.install()
    home = fake_hs.temp_home("tok")
    for i, screen in ipairs(desktop.screens) do h.desktop.screens[i] = screen end
    obj = fake_hs.load_spoon()
    obj.home = home
    obj:start()
    return hs.claude.coordinates
  end

  for _, name in ipairs(DESKTOPS) do
    local desktop = read_desktop(name)
    for _, screen in ipairs(desktop.screens) do
      for _, width in ipairs({ false, 1280, 1024 }) do
        local size = width and (width .. " px wide") or "full size"
        it(string.format("%s screen %d (scale %d, origin %d,%d), %s: the point a pixel shows is the point clicked",
          name, screen.id, screen.scale, screen.fullFrame.x, screen.fullFrame.y, size), function()
          local coordinates = started(desktop)
          local capture = capture_of(screen, width or nil)
          local f = screen.fullFrame
          local points_per_pixel = f.w / capture.image.w
          local targets = {
            { f.x, f.y }, { f.x + f.w - 1, f.y + f.h - 1 }, { f.x + math.floor(f.w / 2), f.y + math.floor(f.h / 3) },
            { f.x + 17, f.y + f.h - 40 },
          }
          for _, target in ipairs(targets) do
            local px, py = pixel_showing(capture, target[1], target[2])
            local point, err = coordinates.fromImage(capture, px, py)
            assert.is_nil(err)
            assert.are.equal(screen.id, point.screenId)
            assert.is_true(math.abs(point.x - target[1]) < points_per_pixel, "x within the pixel's footprint")
            assert.is_true(math.abs(point.y - target[2]) < points_per_pixel + 0.01, "y within the pixel's footprint")
            -- The pixel showing the point clicked is the one named (on a full-size Retina capture, two
            -- pixels show each point: the first of them).
            local back = coordinates.toImage(capture, point)
            local slack = math.max(0, math.ceil(1 / points_per_pixel) - 1)
            assert.is_true(px - back.x >= 0 and px - back.x <= slack, "x shows in the pixel named")
            assert.is_true(py - back.y >= 0 and py - back.y <= slack, "y shows in the pixel named")
          end
        end)
      end
    end
  end

  it("measures the image instead of trusting a scale that disagrees with it", function()
    local desktop = read_desktop("dev-dual.json")
    local coordinates = started(desktop)
    local retina = desktop.screens[2]
    local says_one = capture_of(retina, nil, 1) -- 3024 px wide, but the scale reported is 1
    local point = coordinates.fromImage(says_one, 3023, 1963)
    assert.are.same({ x = -1, y = 1439, screenId = 2 }, point)
  end)

  it("refuses a pixel outside the image, and a point on no screen", function()
    local desktop = read_desktop("dev-dual.json")
    local coordinates = started(desktop)
    local capture = capture_of(desktop.screens[2], 1280)
    local point, err = coordinates.fromImage(capture, 1280, 10)
    assert.is_nil(point)
    assert.are.equal("pixel 1280,10 is outside the 1280×831 image", err)
    local gone = { screenId = 3, fullFrame = { x = 5000, y = 0, w = 1000, h = 800 }, scale = 1, image = { w = 1000, h = 800 } }
    point, err = coordinates.fromImage(gone, 10, 10)
    assert.is_nil(point)
    assert.are.equal("5010,10 is on no screen", err)
    assert.has_error(function() coordinates.fromImage({ image = { w = 10 } }, 1, 1) end,
      "hs.claude.coordinates.fromImage: capture must be {screenId, fullFrame = {x, y, w, h}, scale, image = {w, h}}")
  end)

  it("keeps normalizedToScreenshot and screenshotToLogical, floor semantics", function()
    local coordinates = started(read_desktop("dev-laptop.json"))
    assert.are.same({ x = 1535, y = 982 }, coordinates.normalizedToScreenshot(500, 500, 3071, 1965))
    assert.are.same({ x = 755, y = 490 }, coordinates.screenshotToLogical(1511, 981, 2))
  end)
end)
