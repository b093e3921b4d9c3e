/** hs.dialog: blockAlert is modal and blocks Hammerspoon until a button is pressed. */
/** @noSelf */
declare namespace hs.dialog {
  type AlertStyle = "warning" | "informational" | "critical";
  /** Non-blocking: shows the alert at (x, y) and calls back with the title of the button pressed. */
  function alert(
    x: number,
    y: number,
    callback: (this: void, button: string) => void,
    message: string,
    informativeText?: string,
    buttonOne?: string,
    buttonTwo?: string,
    style?: AlertStyle,
  ): string;
}
