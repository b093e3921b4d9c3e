/** hs.websocket (SocketRocket 0.7.1): text and binary frames both arrive as strings; `send` defaults to binary. */
declare namespace hs {
  namespace websocket {
    type Event = "open" | "closed" | "fail" | "received" | "pong";
    type Status = "connecting" | "open" | "closing" | "closed" | "unknown";
    type Callback = (this: void, event: Event, message?: string) => void;
    interface WebSocket {
      /** isData defaults to true (a binary frame); pass false for a text frame. */
      send(message: string, isData?: boolean): WebSocket;
      close(): WebSocket;
      status(): Status;
    }
    /** @noSelf */
    interface Module {
      "new"(url: string, callback: Callback): WebSocket;
    }
  }
  const websocket: hs.websocket.Module;
}
