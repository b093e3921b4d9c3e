import { showAlert } from "../runtime";

/** How long a line of progress stays on screen, in seconds: the next step's line usually follows within it. */
const PROGRESS_SECONDS = 4;

/**
 * Shows a line of a running command's progress ("✓ 1/2 Type hotkey into the search field", "opening Spotify…") as an
 * alert, beside the one the command bar shows while the command runs; the result alert comes after them as ever.
 */
export function showProgressLine(line: string): void {
  showAlert(`Claude: ${line}`, PROGRESS_SECONDS);
}
