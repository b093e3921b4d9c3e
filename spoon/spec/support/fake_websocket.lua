-- hs.websocket whose sockets record what the Spoon sends and let the spec play the network:
-- sock:open(), sock:receive(text), sock:closed(), sock:fail(reason). As in SocketRocket, a send
-- while the socket is not "open" is dropped (kept in `dropped`), and isData defaults to true.
local json = require("json")

local fake_websocket = {}

function fake_websocket.new(on_error)
  local sockets = {}
  local Socket = {}
  Socket.__index = Socket

  function Socket:send(message, isData)
    if isData == nil then isData = true end
    local frame = { text = message, isData = isData }
    if self.state == "open" then self.frames[#self.frames + 1] = frame else self.dropped[#self.dropped + 1] = frame end
    return self
  end

  function Socket:close()
    self.close_calls = self.close_calls + 1
    if self.state == "open" or self.state == "connecting" then self.state = "closing" end
    return self
  end

  function Socket:status() return self.state end

  local function deliver(sock, event, message)
    local ok, err = pcall(sock.callback, event, message)
    if not ok then on_error(err) end
  end

  function Socket:open()
    self.state = "open"
    deliver(self, "open")
  end
  function Socket:receive(text) deliver(self, "received", text) end
  function Socket:closed()
    self.state = "closed"
    deliver(self, "closed")
  end
  function Socket:fail(reason)
    self.state = "closed"
    deliver(self, "fail", reason)
  end

  --- The frames sent so far, decoded; `from` skips the first from-1 of them.
  function Socket:sent(from)
    local messages = {}
    for i = from or 1, #self.frames do
      messages[#messages + 1] = json.decode(self.frames[i].text)
    end
    return messages
  end

  --- The frames sent after the spec's mark (see Socket:mark), decoded.
  function Socket:sent_since_mark() return self:sent((self.marked or 0) + 1) end
  function Socket:mark() self.marked = #self.frames end

  local module = {
    new = function(url, callback)
      local sock = setmetatable({ url = url, callback = callback, state = "connecting", frames = {}, dropped = {}, close_calls = 0 }, Socket)
      sockets[#sockets + 1] = sock
      return sock
    end,
  }
  return module, sockets
end

return fake_websocket
