/** A question for the person before a consequential step. */
export interface ApprovalRequest {
  title: string;
  detail: string;
}

/** `withdrawn`: nobody answered because the run was cancelled while it asked (the question was taken back). */
export type ApprovalAnswer = { approved: true; by: string } | { approved: false; reason: string; withdrawn?: true };
/** Who answers an approval: the person at the Mac (or --yes); the model never can. */
export type Approver = (request: ApprovalRequest) => Promise<ApprovalAnswer>;

/** An app as the rules know it: its name, and its bundle ID when the snapshot or the Spoon gave one. */
export interface App {
  name: string;
  bundleID?: string | undefined;
}

/** A key with the modifiers held while it is pressed, as a step or an action gives them. */
export interface Chord {
  key: string;
  modifiers: readonly string[];
}

/**
 * What a step or an action does to the keyboard and the apps, as the consequence rules judge it: an app
 * comes forward, text is typed, a key is pressed, a web address is opened, something is closed.
 */
export type Act =
  | { act: "front"; app: App }
  | { act: "type"; text: string }
  /**
   * A page's field filled by script (page_type): nothing in the text presses Return, but it waits in the field for a
   * submit, as typed text does; `submitted` when the step submitted it (judged by the page's rules).
   */
  | { act: "fill"; text: string; submitted: boolean }
  | { act: "key"; chord: Chord }
  /** Return pressed in a page by script (page_press_key): it submits what was typed or filled before, as a key does. */
  | { act: "page-enter" }
  | { act: "open"; url: string }
  /** Something is closed (`what`: "1 tab: Inbox (mail.google.com)"). */
  | { act: "close"; what: string };
