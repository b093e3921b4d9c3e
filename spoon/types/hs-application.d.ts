/** hs.application: objects are bound to a pid. */
declare namespace hs {
  namespace application {
    interface Application {
      name(): string;
      bundleID(): string | undefined;
      pid(): number;
      /** 1 dock app, 0 no dock icon, -1 no GUI */
      kind(): number;
      isFrontmost(): boolean;
      isHidden(): boolean;
      /** Hides the app, as ⌘H does; true when macOS accepted the request. */
      hide(): boolean;
      /** Shows a hidden app again; true when macOS accepted the request. */
      unhide(): boolean;
      allWindows(): hs.window.Window[];
      mainWindow(): hs.window.Window | undefined;
      focusedWindow(): hs.window.Window | undefined;
      isRunning(): boolean;
      /** Brings the app forward; true when macOS accepted the request. */
      activate(allWindows?: boolean): boolean;
      /** Asks the app to quit, as Quit does: it may refuse or ask to save. */
      kill(): void;
    }
    /** Info.plist keys read from a bundle. */
    interface BundleInfo {
      CFBundleIdentifier?: string;
      CFBundleName?: string;
      CFBundleDisplayName?: string;
      /** The version a person sees ("131.0.6778.86"). */
      CFBundleShortVersionString?: string;
    }
    /** @noSelf */
    interface Module {
      runningApplications(): Application[];
      applicationForPID(pid: number): Application | undefined;
      /** The app in front (taking keys), if any. */
      frontmostApplication(): Application | undefined;
      /** The running apps with this bundle ID. */
      applicationsForBundleID(bundleID: string): Application[];
      /** Returns once the launch is requested; the app may not be running yet. */
      launchOrFocusByBundleID(bundleID: string): boolean;
      infoForBundlePath(bundlePath: string): BundleInfo | undefined;
      /** The Info.plist of the app installed with this bundle ID, or nil when there is none. */
      infoForBundleID(bundleID: string): BundleInfo | undefined;
    }
  }
  const application: hs.application.Module;
}
