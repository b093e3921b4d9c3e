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
    }
  }
  const window: hs.window.Module;
}
