/** hs.eventtap: synthetic input, posted to the session at global points. */
declare namespace hs {
  namespace eventtap {
    interface Event {
      setProperty(property: number, value: number): Event;
      post(): Event;
    }
    /** @noSelf */
    interface EventModule {
      newMouseEvent(type: number, point: hs.geometry.Point, modifiers?: string[]): Event;
      /** CGEventType numbers by name: leftMouseDown, leftMouseUp, rightMouseDown, otherMouseDown, ... */
      readonly types: { [name: string]: number };
      /** Event properties by name: mouseEventClickState (1 single, 2 double, 3 triple). */
      readonly properties: { [name: string]: number };
    }
    /** @noSelf */
    interface Module {
      /** Types the text as key events carrying the characters (no delay; newlines are characters). */
      keyStrokes(text: string): void;
      /** Presses a key (a hs.keycodes.map name or a character) with modifiers; `delay` µs between down and up. */
      keyStroke(modifiers: string[], key: string, delay?: number): void;
      /** Scrolls where the pointer is: offsets {horizontal, vertical}, whole lines, positive up/left; mods required. */
      scrollWheel(offsets: [number, number], modifiers: string[], unit?: "line" | "pixel"): void;
      readonly event: EventModule;
    }
  }
  const eventtap: hs.eventtap.Module;
}
