import type { DesktopSession } from "../app/index.ts";
import { messageOf } from "../errors/index.ts";
import { printErr } from "./print.ts";

/**
 * Ctrl-C while a command runs: the first stops it before its next step (a run in the agent too, told
 * before this says so), and the result is printed as usual; a second leaves at once (exit 130).
 */
export function cancelOnInterrupt(desktop: DesktopSession): { cancelled: () => boolean; dispose(): void } {
  let cancelled = false;
  const interrupted = () => {
    if (cancelled) process.exit(130);
    cancelled = true;
    (desktop.cancel?.() ?? Promise.resolve()).then(
      () => printErr("hs-claude: cancelling: it stops before its next step (Ctrl-C again to quit now)\n"),
      (error: unknown) => printErr(`hs-claude: could not cancel: ${messageOf(error)}\n`),
    );
  };
  process.on("SIGINT", interrupted);
  return { cancelled: () => cancelled, dispose: () => process.off("SIGINT", interrupted) };
}
