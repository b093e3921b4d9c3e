/** hs.hotkey: with a function (or nil) as the third argument there is no message and the arguments shift left. */
declare namespace hs {
  namespace hotkey {
    interface Hotkey {
      enable(): Hotkey | undefined;
      disable(): Hotkey;
      /** Disables the hotkey and removes it from Hammerspoon's table of hotkeys. */
      delete(): void;
    }
    /** @noSelf */
    interface Module {
      /** Binds and enables: `fn` runs when the keys are pressed. */
      bind(mods: string[], key: string, pressedfn: (this: void) => void): Hotkey;
      /** Binds and enables, showing `message` as an alert when pressed ("" shows the key combination). */
      bind(mods: string[], key: string, message: string, pressedfn: (this: void) => void): Hotkey;
    }
  }
  const hotkey: hs.hotkey.Module;
}
