/** The simulated Mac's macOS, as hs.host.operatingSystemVersion() reports it: a current release. */
export const SIM_MACOS = { major: 15, minor: 5, patch: 0 };
/** The Hammerspoon the simulated Mac runs, as its Info.plist says: its current release. */
export const SIM_HAMMERSPOON = { bundleID: "org.hammerspoon.Hammerspoon", version: "1.0.0" };

/** hs.host: this Mac. */
export function hostModule() {
  return { operatingSystemVersion: () => ({ ...SIM_MACOS }) };
}
