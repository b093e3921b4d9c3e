/** hs.dialog: blockAlert is modal and blocks Hammerspoon until a button is pressed. */
/** @noSelf */
declare namespace hs.dialog {
  type AlertStyle = "warning" | "informational" | "critical";
  /** Returns the title of the button pressed. */
  function blockAlert(message: string, informativeText: string, buttonOne?: string, buttonTwo?: string, style?: AlertStyle): string;
}
