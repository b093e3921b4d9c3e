import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { printErr, printOut } from "./print.ts";

const log = createLogger("cli.runs");

/**
 * Closes, as interrupted, the runs a killed agent or CLI left without a result (`close` does and names them), and
 * says how many on `to`, with the `hs-claude` verb that shows them; a failure here never stops what starts.
 */
export function closeRunsLeftOpen(close: () => string[], to: "stdout" | "stderr", shownBy: string): void {
  try {
    const closed = close();
    if (closed.length === 0) return;
    const line =
      `closed ${closed.length} run${closed.length === 1 ? "" : "s"} left without a result ` +
      `(stopped mid-run) as interrupted: hs-claude ${shownBy} shows them\n`;
    if (to === "stdout") printOut(line);
    else printErr(`hs-claude: ${line}`);
  } catch (error) {
    log.warn("could not close the runs left without a result", { error: messageOf(error) });
  }
}
