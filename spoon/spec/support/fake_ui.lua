-- Fake hs.chooser, hs.webview and hs.dialog.webviewAlert for the busted specs: they record what is
-- on screen and let a spec act as the person (chooser:pick(row), alert:press(button)).
local fake_ui = {}

function fake_ui.new()
  local ui = { choosers = {}, webviews = {}, alerts = {}, menubars = {}, settings = {} }

  local Chooser = {}
  Chooser.__index = Chooser
  function Chooser:choices(rows) self.rows = rows; return self end
  function Chooser:placeholderText(text) self.prompt = text; return self end
  function Chooser:show() self.visible = true; return self end
  function Chooser:hide() self.visible = false; return self end
  function Chooser:delete() self.visible = false; self.deleted = true end
  --- The person picks a row (nil dismisses): Hammerspoon hides the chooser, then calls back.
  function Chooser:pick(row) self.visible = false; self.completion(row) end

  local Webview = {}
  Webview.__index = Webview
  function Webview:show() self.visible = true; return self end
  function Webview:hide() self.visible = false; return self end
  function Webview:isVisible() return self.visible and not self.deleted end
  function Webview:delete() self.visible = false; self.deleted = true end

  --- The alerts a person could press now: those whose webview still exists and are not answered.
  function ui.open_alerts()
    local open = {}
    for _, alert in ipairs(ui.alerts) do
      if not alert.answered and not alert.webview.deleted then open[#open + 1] = alert end
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
      new = function(rect)
        local webview = setmetatable({ rect = rect, visible = false }, Webview)
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
    dialog = {
      webviewAlert = function(webview, callback, message, informativeText, buttonOne, buttonTwo)
        local alert = { webview = webview, message = message, informativeText = informativeText, buttons = { buttonOne, buttonTwo } }
        function alert:press(button)
          self.answered = true
          callback(button)
        end
        ui.alerts[#ui.alerts + 1] = alert
      end,
    },
  }
  return ui, modules
end

return fake_ui
