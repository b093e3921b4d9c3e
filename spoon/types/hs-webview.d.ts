/** hs.webview: a window holding a web view; deleted webviews close their window (and any alert sheet on it). */
declare namespace hs {
  namespace webview {
    type Rect = { x: number; y: number; w: number; h: number };
    /** What windowCallback is told: "closing" (by the person or by delete()), "focusChange", "frameChange". */
    type WindowAction = "closing" | "focusChange" | "frameChange";
    /** hs.webview.windowMasks keys, combined when given as a list. */
    type WindowMask = "borderless" | "titled" | "closable" | "miniaturizable" | "resizable" | "utility" | "HUD";
    interface Webview {
      /** Makes the window key and brings it to the front (key only while Hammerspoon is the active app). */
      show(fadeInTime?: number): Webview;
      hide(fadeOutTime?: number): Webview;
      /**
       * Closes the window (windowCallback hears "closing" first); the object is unusable afterwards. A window
       * still shown goes only once its fade ends (0 s by default: a run-loop turn later); a hidden one at once.
       */
      delete(propagate?: boolean, fadeOutTime?: number): void;
      isVisible(): boolean;
      /** Loads this HTML as the page. */
      html(html: string, baseURL?: string): Webview;
      /** Navigates to the URL; a table request may carry HTTPHeaderFields (Authorization and Host are ignored). */
      url(request: string | { URL: string; HTTPHeaderFields?: { [name: string]: string } }): Webview;
      /** Closing the window deletes the webview (else it is only hidden). */
      deleteOnClose(flag: boolean): Webview;
      windowStyle(mask: WindowMask[]): Webview;
      windowTitle(title: string): Webview;
      /** The window can become key and take typed keys (off by default). */
      allowTextEntry(allow: boolean): Webview;
      /** Escape, when the page does not take it, closes the window. */
      closeOnEscape(close: boolean): Webview;
      /** Floating level; `aboveEverything` puts it at the screen saver's level. */
      bringToFront(aboveEverything?: boolean): Webview;
      windowCallback(fn: (this: void, action: WindowAction, webview: Webview, state?: boolean) => void): Webview;
    }
    /** A message the page posted with `webkit.messageHandlers[name].postMessage(body)`. */
    interface ScriptMessage {
      body: unknown;
      name: string;
    }
    /** A user content controller: the page's messages to its named handler reach setCallback's function. */
    interface UserContent {
      setCallback(fn: (this: void, message: ScriptMessage) => void): UserContent;
    }
    /** @noSelf */
    interface UserContentModule {
      "new"(name: string): UserContent;
    }
    /** @noSelf */
    interface Module {
      "new"(rect: Rect, preferences?: { developerExtrasEnabled?: boolean }, userContent?: UserContent): Webview;
      usercontent: UserContentModule;
    }
  }
  const webview: hs.webview.Module;
}
