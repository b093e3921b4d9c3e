/** hs.screen: allScreens()[1] is the primary screen. */
declare namespace hs {
  namespace screen {
    interface Mode {
      w: number;
      h: number;
      scale: number;
      freq?: number;
      depth?: number;
      desc: string;
    }
    interface Screen {
      id(): number;
      name(): string | undefined;
      frame(): hs.geometry.Rect;
      fullFrame(): hs.geometry.Rect;
      currentMode(): Mode;
      /**
       * An image of the whole screen (or `rect` of it, in its own points from its top-left) in pixels;
       * without Screen Recording it holds only the desktop picture.
       */
      snapshot(rect?: { x: number; y: number; w: number; h: number }): hs.image.Image | undefined;
    }
    /** @noSelf */
    interface Module {
      allScreens(): Screen[];
      primaryScreen(): Screen;
      /** The screen of the focused window (not the primary one). */
      mainScreen(): Screen;
    }
  }
  const screen: hs.screen.Module;
}
