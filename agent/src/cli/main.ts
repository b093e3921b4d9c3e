import { createLogger } from "../log/index.ts";
import { parseArgs, USAGE, UsageError } from "./args.ts";
import { exec } from "./exec.ts";
import { EXIT } from "./exit.ts";
import { plan } from "./plan.ts";
import { serve } from "./serve.ts";

const log = createLogger("cli");

/** Runs the CLI and returns its exit status: 0 done, 1 failure, 2 bad usage or input, 3 clarification needed. */
export async function main(argv: string[]): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.verb === "help") {
      process.stdout.write(`${USAGE}\n`);
      return EXIT.done;
    }
    if (args.verb === "serve") return await serve(args.port);
    if (args.verb === "plan") return await plan(args);
    return await exec(args);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`hs-claude: ${error.message}\n${USAGE}\n`);
      return EXIT.badInput;
    }
    log.debug("command failed", { stack: (error as Error).stack });
    process.stderr.write(`hs-claude: ${(error as Error).message}\n`);
    return EXIT.failed;
  }
}
