/** hs.webview: a window holding a web view; deleted webviews close their window (and any alert sheet on it). */
declare namespace hs {
  namespace webview {
    interface Webview {
      show(fadeInTime?: number): Webview;
      hide(fadeOutTime?: number): Webview;
      /** Closes the window; the object is unusable afterwards. */
      delete(propagate?: boolean, fadeOutTime?: number): void;
      isVisible(): boolean;
    }
    /** @noSelf */
    interface Module {
      "new"(rect: { x: number; y: number; w: number; h: number }): Webview;
    }
  }
  const webview: hs.webview.Module;
}
