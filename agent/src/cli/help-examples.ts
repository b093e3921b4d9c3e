/**
 * Two or three commands per verb that work as written, in the clone (the --sim desktops are the repository's
 * test/sim/desktops/*.json; the tests parse each one). `#` starts what a line means, not part of the command.
 */
export const EXAMPLES = {
  serve: [
    "hs-claude serve                        # the agent for the Spoon, on 127.0.0.1:8765",
    "hs-claude serve --port 9000",
  ],
  plan: [
    'hs-claude plan --sim --offline "chrome left half"',
    'hs-claude plan --sim test/sim/desktops/big-desk.json "close all reddit tabs"',
    'hs-claude plan --context after.json "slack right half"   # after.json: what run --json printed',
  ],
  exec: [
    "hs-claude exec --sim " +
      `'{"commands":[{"type":"list_apps"}],"needs_clarification":false,"clarification_reason":null}'`,
    "hs-claude exec --sim test/sim/desktops/big-desk.json --json @plan.json   # plan.json: what plan printed",
  ],
  run: [
    'hs-claude run --sim --offline "chrome right half and slack left half"',
    'hs-claude run --sim test/sim/desktops/big-desk.json --yes "close all reddit tabs"',
    'hs-claude run "slack left half"        # on this Mac, through hs-claude serve',
  ],
  undo: [
    "hs-claude undo                         # on this Mac: the last command that changed it",
    "hs-claude undo --sim --json",
  ],
  mcp: [
    "hs-claude mcp --sim                    # a simulated Mac, to try a client off a Mac",
    "claude mcp add hs-claude -- npx hs-claude mcp",
  ],
  log: [
    "hs-claude log --since 2h",
    "hs-claude log --since yesterday --json",
    "HS_CLAUDE_HOME=~/.hs-claude/sim hs-claude log   # the --sim runs'",
  ],
  aliases: ["hs-claude aliases", 'hs-claude aliases remove "my editor"'],
  doctor: ["hs-claude doctor", "hs-claude doctor --port 9000", "hs-claude doctor --deep"],
  key: ["hs-claude key set                      # typed, not shown", "pbpaste | hs-claude key set"],
  presets: [
    "hs-claude presets                      # the saved layouts",
    'hs-claude presets rename focus "deep work"',
    "hs-claude presets remove focus --sim   # one saved in --sim runs on the built-in desktop",
  ],
  "install-spoon": [
    "hs-claude install-spoon                # links the Spoon into ~/.hammerspoon/Spoons",
    "hs-claude install-spoon --copy         # a copy instead of a link",
  ],
} satisfies Record<string, string[]>;
