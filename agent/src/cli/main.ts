import { createLogger } from "../log/index.ts";
import { InputError, isExpected, messageOf, UsageError } from "../errors/index.ts";
import { AGENT_VERSION } from "../version.ts";
import { isVerb, parseArgs, USAGE, type ParsedArgs } from "./args.ts";
import { usageHint, verbHelp } from "./help.ts";
import { EXIT } from "./exit.ts";
import { printJsonFailure } from "./output.ts";
import { printErr, printOut, quietWhenReaderGoes, readerGone } from "./print.ts";

const log = createLogger("cli");

/** Runs the CLI and returns its exit status (EXIT: 0 done, 1 failure, 2 bad usage or input, 3 clarification needed). */
export async function main(argv: string[]): Promise<number> {
  quietWhenReaderGoes();
  const code = await runVerb(argv);
  // A write that failed because the reader went is reported on the next tick: it decides the status too.
  await new Promise((resolve) => setImmediate(resolve));
  return readerGone() ? EXIT.readerGone : code;
}

async function runVerb(argv: string[]): Promise<number> {
  let args: ParsedArgs | undefined;
  try {
    args = parseArgs(argv);
    if (args.verb === "help") {
      printOut(`${args.topic ? verbHelp(args.topic) : USAGE}\n`);
      return EXIT.done;
    }
    if (args.verb === "version") {
      printOut(`hs-claude ${AGENT_VERSION}\n`);
      return EXIT.done;
    }
    // Each verb loads only what it needs: `plan --offline` should feel instant.
    if (args.verb === "serve") return await (await import("./serve.ts")).serve(args.port);
    if (args.verb === "plan") return await (await import("./plan.ts")).plan(args);
    if (args.verb === "run") return await (await import("./run.ts")).run(args);
    if (args.verb === "doctor" && args.deep) return await (await import("./doctor-deep.ts")).deepDoctor(args);
    if (args.verb === "doctor") return await (await import("./doctor.ts")).doctor(args.port);
    if (args.verb === "key") return await (await import("./key.ts")).setKey();
    if (args.verb === "log") return await (await import("./log.ts")).printLog(args);
    if (args.verb === "mcp") return await (await import("./mcp.ts")).mcp(args);
    if (args.verb === "install-spoon") return (await import("./install-spoon.ts")).installSpoonVerb(args.copy);
    if (args.verb === "aliases") return await (await import("./aliases.ts")).aliases(args);
    if (args.verb === "presets") return await (await import("./presets.ts")).presets(args);
    return await (await import("./exec.ts")).exec(args);
  } catch (error) {
    if (error instanceof UsageError) {
      const usage = argv.length === 0 ? USAGE : usageHint(isVerb(argv[0]) ? argv[0] : undefined);
      printErr(`hs-claude: ${error.message}\n${usage}\n`);
      return EXIT.badInput;
    }
    if (isExpected(error)) {
      // --json promises one object on stdout once the arguments are understood: no agent, no Spoon, a broken home.
      if ((args?.verb === "run" || args?.verb === "exec") && args.json) printJsonFailure(error);
      printErr(`hs-claude: ${error.message}\n`);
      return error instanceof InputError ? EXIT.badInput : EXIT.failed;
    }
    const missing = missingPackage(error);
    if (missing) {
      printErr(`hs-claude: ${missing}\n`);
      return EXIT.failed;
    }
    log.error("internal error", { errorType: "internal", stack: error instanceof Error ? error.stack : String(error) });
    printErr(`hs-claude: internal error: ${messageOf(error)}\n`);
    return EXIT.failed;
  }
}

/**
 * What to do when a package the verb loads later (the simulator's, the MCP SDK) is not there: the agent a Spoon
 * carries has its bundle alone, which serves the Spoon and talks to it.
 */
function missingPackage(error: unknown): string | undefined {
  if ((error as { code?: unknown } | null)?.code !== "MODULE_NOT_FOUND") return undefined;
  const name = /^Cannot find module '((?:@[^/']+\/)?[^/'.][^/']*)/.exec(messageOf(error))?.[1];
  if (name === undefined) return undefined;
  return (
    `this hs-claude cannot load ${name}: the agent a Spoon carries serves the Spoon only, not --sim or mcp; ` +
    "for them install hs-claude (npm install -g), or run npm ci in a clone"
  );
}
