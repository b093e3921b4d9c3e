-- Fake hs.chooser, hs.webview, hs.menubar and hs.settings for the busted specs: they record what is
-- on screen and let a spec act as the person (chooser:pick(row), webview:post("approve")).
local fake_ui = {}

function fake_ui.new()
  local ui = { choosers = {}, webviews = {}, menubars = {}, settings = {} }

  local Chooser = {}
  Chooser.__index = Chooser
  function Chooser:choices(rows) self.rows = rows; return self end
  function Chooser:placeholderText(text) self.prompt = text; return self end
  function Chooser:show() self.visible = true; return self end
  function Chooser:hide() self.visible = false; return self end
  function Chooser:delete() self.visible = false; self.deleted = true end
  --- The person picks a row (nil dismisses): Hammerspoon hides the chooser, then calls back.
  function Chooser:pick(row) self.visible = false; self.completion(row) end

  -- hs.webview as the approval window uses it: delete() closes the window, so windowCallback hears
  -- "closing" first (libwebview.m); a page's posts reach its usercontent's callback.
  local Webview = {}
  Webview.__index = Webview
  function Webview:show() self.visible = true; return self end
  function Webview:hide() self.visible = false; return self end
  function Webview:isVisible() return self.visible and not self.deleted end
  function Webview:html(html) self.page = html; return self end
  function Webview:windowStyle(mask) self.style = mask; return self end
  function Webview:windowTitle(title) self.title = title; return self end
  function Webview:allowTextEntry(flag) self.keys = flag; return self end
  function Webview:closeOnEscape(flag) self.escape_closes = flag; return self end
  function Webview:bringToFront() self.front = true; return self end
  function Webview:windowCallback(fn) self.on_window = fn; return self end
  function Webview:delete()
    if self.deleted then return end
    if self.on_window then self.on_window("closing", self) end
    self.visible = false; self.deleted = true
  end
  --- The page's script posts a message (what a click or key on it does).
  function Webview:post(body)
    if not self.deleted then self.usercontent.callback({ body = body, name = self.usercontent.name }) end
  end
  --- The person closes the window with its close button.
  function Webview:close_by_person()
    if self.on_window then self.on_window("closing", self) end
    self.visible = false
  end

  --- Approval windows still open.
  function ui.open_windows()
    local open = {}
    for _, webview in ipairs(ui.webviews) do
      if webview.page and not webview.deleted then open[#open + 1] = webview end
    end
    return open
  end

  local modules = {
    chooser = {
      new = function(completion)
        local chooser = setmetatable({ completion = completion, visible = false }, Chooser)
        ui.choosers[#ui.choosers + 1] = chooser
        return chooser
      end,
    },
    webview = {
      usercontent = {
        new = function(name)
          local controller = { name = name }
          function controller:setCallback(fn) self.callback = fn; return self end
          return controller
        end,
      },
      new = function(rect, _, usercontent)
        local webview = setmetatable({ rect = rect, visible = false, usercontent = usercontent }, Webview)
        ui.webviews[#ui.webviews + 1] = webview
        return webview
      end,
    },
    settings = {
      get = function(key) return ui.settings[key] end,
      set = function(key, value) ui.settings[key] = value end,
    },
    menubar = {
      new = function()
        local menubar = { deleted = false }
        function menubar:setTitle(title) self.title = title; return self end
        function menubar:setTooltip() return self end
        function menubar:setMenu(menu) self.menu = menu; return self end
        function menubar:delete() self.deleted = true end
        ui.menubars[#ui.menubars + 1] = menubar
        return menubar
      end,
    },
  }
  return ui, modules
end

return fake_ui
