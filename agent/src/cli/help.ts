import { EXAMPLES } from "./help-examples.ts";

/** What `hs-claude --help` and `hs-claude VERB --help` print. */
export const VERBS = [
  "serve",
  "plan",
  "exec",
  "run",
  "undo",
  "mcp",
  "log",
  "aliases",
  "presets",
  "doctor",
  "key",
  "install-spoon",
] as const;
export type Verb = (typeof VERBS)[number];

const COLUMN = " ".repeat(50);

const VERB_LINES: Record<Verb, string> = {
  serve: `  hs-claude serve [--port N]                      agent server for the Spoon; prints its address`,
  plan: `  hs-claude plan --context FILE | --sim [FILE] [--offline] "<command>"
${COLUMN}plan only: prints the envelope (exit 3: clarification needed)`,
  exec: `  hs-claude exec [--sim [FILE]] [--yes] [--json] CONTRACT
${COLUMN}execute an envelope (JSON text, or @path to a file)`,
  run: `  hs-claude run [--sim [FILE]] [--offline] [--yes] [--json] "<command>"
${COLUMN}plan, then execute`,
  undo: `  hs-claude undo [--sim [FILE]] [--yes] [--json]  takes back the last command that changed the desktop`,
  mcp: `  hs-claude mcp [--sim [FILE]] [--yes]            MCP server on stdio (Claude Desktop, Claude Code, ...)`,
  log: `  hs-claude log [--sim [FILE]] [--since WHEN] [--json]
${COLUMN}what was asked, planned, approved and done (the audit log)`,
  aliases: `  hs-claude aliases [--sim [FILE]] [--json] | aliases remove PHRASE
${COLUMN}your words for apps and sites, learned from your answers`,
  presets: `  hs-claude presets [list|remove NAME|rename OLD NEW] [--sim [FILE]] [--json]
${COLUMN}the saved window layouts ("save this layout as focus")`,
  doctor: `  hs-claude doctor [--port N] [--deep [--sim [FILE]] [--json]]
${COLUMN}checks node, home, token, config, key, agent and Spoon;
${COLUMN}--deep: the Mac's report to attach to an issue`,
  key: `  hs-claude key set                               stores the Anthropic API key in the macOS Keychain`,
  "install-spoon": `  hs-claude install-spoon [--copy]                the Spoon for Hammerspoon, with this agent`,
};

const SIM = `--sim [FILE]   on a simulated Mac, not the connected one: a fresh desktop each time (FILE: a snapshot;
               default: the built-in desktop); presets, undo, the log and words are kept per desktop under
               <home>/sim (rm -r it to start afresh); your config.json applies. FILE is the word after --sim
               when it ends in .json or is a path (./chrome, not chrome: a bare word is the command's)`;

const VERB_DETAILS: Record<Verb, string> = {
  serve: `--port N   the loopback port (1-65535; default 8765, or $HS_CLAUDE_PORT for clients)`,
  plan: `--context FILE   a desktop snapshot: JSON with screens, apps, installedApps, windows, tabs and presets,
                 such as the "after" that run --json and exec --json print (or their whole output)
--sim [FILE]     the simulated desktop instead (FILE: a snapshot; default: the built-in desktop); nothing runs
--offline        only the local planner, no Claude call`,
  exec: `${SIM}
--yes          approve what would ask a person
--json         one JSON object: {plan, result, after, changed}`,
  run: `${SIM}
--offline      only the local planner, no Claude call
--yes          approve what would ask a person
--json         one JSON object: {plan, result, after, changed}; a clarification is printed, not asked
--             ends the options: the rest is the command, even when it starts with -`,
  undo: `${SIM}
--yes          approve what would ask a person (quitting an app the command started)
--json         one JSON object: {plan, result, after, changed}
each undo goes one command further back (up to 20), kept in <home>/undo.json`,
  mcp: `${SIM}
--yes          approve what would ask a person (without it the person answers at the Mac, in the Spoon's
               approval window; with --sim nobody does, and it is refused); nothing a client sends approves
without --sim it talks to the running agent (hs-claude serve); stdout is the protocol, logs go to stderr;
it ends when its stdin closes`,
  log: `--sim [FILE]   the log of the --sim runs on that desktop (FILE, or the built-in one)
--since WHEN   only events since then: today, yesterday or a weekday (from its midnight), a date or time
               (2026-11-23, 2026-11-23T08:00) or an age (2h, 7d)
--json         one JSON object per line, as kept in <home>/audit.jsonl`,
  aliases: `words you gave an app ("my editor") or a site's tabs ("the work tab") when a question asked which
--sim [FILE]    the words learned in --sim runs on that desktop (FILE, or the built-in one)
--json          one JSON array: [{phrase, app or site, learned}]
remove PHRASE   forgets the phrase ("my editor"); the planner asks again next time
an alias never stands in for an app's exact name; kept in <home>/aliases.json`,
  presets: `remove NAME       forgets the preset at once (said in a command, "delete preset NAME" asks first and undo
                  brings it back)
rename OLD NEW   gives it another name (quote a name of several words)
--sim [FILE]     those saved in --sim runs on that desktop, over FILE's own (default: the built-in desktop)
--json           one JSON value: the presets [{name, placements}], or what was removed or renamed
kept in <home>/presets.json; "save this layout as NAME" saves one, asking before it replaces another`,
  doctor: `--port N       the agent's port (default 8765, or $HS_CLAUDE_PORT)
--deep         the first-contact report, through the Spoon: each hs call it relies on (Accessibility, Screen
               Recording, screens, windows, apps, the pasteboard) and each running app's read-only scripts (tabs,
               now playing, recent notes, today's events, the home's folders), timed; each failure with macOS's
               error number and the setting that fixes it; the versions of macOS, Hammerspoon and each app. It
               changes nothing and starts no app. Kept in <home>/doctor-DATE.txt (yours alone) to attach to an issue
--sim [FILE]   the report of a simulated Mac (FILE: a snapshot; default: the built-in desktop), kept in its
               --sim home
--json         one JSON object: {file, agent, report}
each check prints ✓ or ✗ with what to do; exit 1 when one fails`,
  key: `set        reads the key (hidden when typed; or piped on stdin) and keeps it in the Keychain
           (service hs-claude), where the agent and the Spoon's agent find it`,
  "install-spoon": `--copy     a copy of the Spoon (default: a link to it, so that an upgrade or a rebuild is picked up
           by a reload); it replaces a folder already there
records this package's agent (bin/hs-claude.js) in the Spoon's settings, so that start() runs it`,
};

const ENVIRONMENT = `environment:
  ANTHROPIC_API_KEY   lets Claude plan what the offline planner defers
  ANTHROPIC_BASE_URL  another address for the Messages API
  HS_CLAUDE_MODEL     the model (default claude-haiku-4-5 to plan, claude-sonnet-5 to look at the screen)
  HS_CLAUDE_HOME      the agent's folder (default ~/.hs-claude): token, presets, config, history
  HS_CLAUDE_PORT      the port of the running agent that exec and run talk to (default 8765)
  HS_CLAUDE_LOG       error, warn, info or debug: JSON lines on stderr (unset: warnings, and at a terminal
                      each one once as a sentence)`;

/** The verbs that can end asking which was meant: only they list exit status 3. */
const CLARIFY: readonly Verb[] = ["plan", "exec", "run"];

const exitStatus = (clarifies: boolean) =>
  `exit status: 0 done, 1 failure, 2 bad usage or input,${clarifies ? " 3 the plan needs clarification," : ""}\n  ` +
  "130 cancelled (Ctrl-C, or Ctrl-D or Enter at a question), 141 the output's reader went away (| head)";

export const USAGE = `usage:
${VERBS.map((verb) => VERB_LINES[verb]).join("\n")}
  hs-claude VERB --help | hs-claude --version

${ENVIRONMENT}

${exitStatus(true)}`;

/** The help of one verb: its usage line, its options, examples, and the exit statuses it can end with. */
export function verbHelp(verb: Verb): string {
  const examples = (EXAMPLES satisfies Record<Verb, string[]>)[verb].map((example) => `  ${example}`).join("\n");
  const exits = exitStatus(CLARIFY.includes(verb));
  return `usage:\n${VERB_LINES[verb]}\n\n${VERB_DETAILS[verb]}\n\nexamples:\n${examples}\n\n${exits}`;
}

/**
 * What follows a usage error: the verb's own usage line and where its help is; with no verb, where the list is (the
 * whole usage is for `--help`, or a bare `hs-claude`).
 */
export function usageHint(verb: Verb | undefined): string {
  if (verb === undefined) return "hs-claude --help lists every verb with its options";
  return `usage:\n${VERB_LINES[verb]}\n  hs-claude ${verb} --help: its options and examples`;
}
