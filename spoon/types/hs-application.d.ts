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
      allWindows(): hs.window.Window[];
    }
    /** Info.plist keys read from a bundle. */
    interface BundleInfo {
      CFBundleIdentifier?: string;
      CFBundleName?: string;
      CFBundleDisplayName?: string;
    }
    /** @noSelf */
    interface Module {
      runningApplications(): Application[];
      infoForBundlePath(bundlePath: string): BundleInfo | undefined;
    }
  }
  const application: hs.application.Module;
}
