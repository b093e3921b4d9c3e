/** hs.spoons: Spoon helpers. */
declare namespace hs.spoons {
  /** One hotkey of a Spoon's mapping: modifiers, key and an optional message (see README for the release quirk). */
  interface HotkeySpec {
    [1]: string[];
    [2]: string;
    message?: string;
  }
  type HotkeyMap = { [action: string]: HotkeySpec };
  type HotkeyActions = { [action: string]: (this: void) => void };
  /** @noSelf */
  function bindHotkeysToSpec(def: HotkeyActions, map: HotkeyMap): void;
}
