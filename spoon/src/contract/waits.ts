/** Seconds each wait inside the Spoon may last; an operation's budget is the sum of the waits it makes. */
export const WAITS = {
  /** One osascript run (an app can stall on Apple events). */
  script: 5,
  /** An installed app starting. */
  launch: 10,
  /** A just-launched app showing its first window. */
  window: 5,
  /** An app coming to the front. */
  focus: 3,
  /** An app quitting after being asked to. */
  quit: 5,
  /** Reading screens, apps and windows: no waiting, only Accessibility calls. */
  read: 5,
  /** The longest a person may be given to answer (spoon.Claude.approvalTimeout is clamped to it). */
  person: 600,
} as const;

/** How long the Spoon waits for a command (`run`, `click_element`): an approval and a question in turn, then acts. */
export const RUN_SECONDS = 2 * WAITS.person + 60;
/** How long the Spoon waits for a model's answer (`vision`, `api_message`); the agent's client retries within it. */
export const MESSAGE_SECONDS = 180;
