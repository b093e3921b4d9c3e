/** hs.window: frames are absolute, in points; allWindows() sees the current Space only. */
declare namespace hs {
  namespace window {
    interface Window {
      id(): number | undefined;
      title(): string;
      frame(): hs.geometry.Rect;
      screen(): hs.screen.Screen;
      application(): hs.application.Application | undefined;
      isMinimized(): boolean;
      isStandard(): boolean;
      /** rect is floored; animates for hs.window.animationDuration unless duration is 0. */
      setFrame(rect: hs.geometry.Rect, duration?: number): Window;
      unminimize(): Window;
      /** Sets AXMinimized: the window goes to the Dock. */
      minimize(): Window;
      focus(): Window;
    }
    /** @noSelf */
    interface Module {
      allWindows(): Window[];
      focusedWindow(): Window | undefined;
      /**
       * Sets the accessibility messaging timeout of Hammerspoon's whole process (AXUIElementSetMessagingTimeout on
       * the system-wide element): each request to an app that does not answer waits this long. 0 puts back the
       * system's default (about 6 s); a negative value is refused (false).
       */
      timeout(seconds: number): boolean;
    }
  }
  const window: hs.window.Module;
}
