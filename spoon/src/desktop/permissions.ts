import { OpFailure } from "../runtime";

/**
 * Without Accessibility, Hammerspoon sees no windows and cannot move them: say so instead of
 * reporting an empty desktop or waiting for a window that will never be found.
 */
export function requireAccessibility(): void {
  if (hs.accessibilityState(false)) return;
  throw new OpFailure(
    "Hammerspoon lacks the Accessibility permission: allow it in " +
      "System Settings > Privacy & Security > Accessibility, then reload Hammerspoon",
  );
}
