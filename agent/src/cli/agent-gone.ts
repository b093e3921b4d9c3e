import { AGENT_GONE, interruption, readAudit, RunInterrupted } from "../audit/index.ts";
import { Disconnected } from "../errors/index.ts";
import type { Config } from "../store/index.ts";

/**
 * A run the agent was carrying out when its connection closed (it was killed, or crashed): the run's end as its log
 * shows it, which steps ran, which may have, which did not, for the person and the log. Any other error as it is.
 */
export function whenAgentGone(
  error: unknown,
  where: { home: string; config: Config },
  run: string,
  planned: unknown[] = [],
): unknown {
  if (!(error instanceof Disconnected) || error.code !== "disconnected") return error;
  const logged = readAudit(where.home, where.config.audit.keep).events.filter((event) => event.run === run);
  return new RunInterrupted(interruption(AGENT_GONE, logged, planned), { cause: error });
}
