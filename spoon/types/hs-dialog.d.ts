/**
 * hs.dialog: blockAlert is modal and blocks Hammerspoon; an alert shown on a webview goes when the webview is deleted.
 */
/** @noSelf */
declare namespace hs.dialog {
  type AlertStyle = "warning" | "informational" | "critical";
  /** Shows an NSAlert as a sheet of the webview; calls back with the title of the button pressed. */
  function webviewAlert(
    webview: hs.webview.Webview,
    callback: (this: void, button: string) => void,
    message: string,
    informativeText?: string,
    buttonOne?: string,
    buttonTwo?: string,
    style?: AlertStyle,
  ): void;
}
