import { kindOf, sendsIn, sendsSomewhere, type AppKind } from "./apps.ts";
import { chordApproval, spelled } from "./chords.ts";
import { pastes, submitOf } from "./keys.ts";
import { distinct } from "./questions.ts";
import { brief, listed, markOf, named, whole } from "./shown.ts";
import type { Act, App, ApprovalRequest, Chord } from "./types.ts";
import { urlApproval } from "./urls.ts";
import { asksToClose, SUBMITTING, unsaid, unsaidShell } from "./words.ts";

const SUBMITTING_ALL = new RegExp(SUBMITTING.source, "gu");
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/u;
const CLIPBOARD = "the clipboard's contents";

/** Whether judging an act needs the app in front: a submit (a key, a typed control character), a paste, a send. */
export function needsFront(act: Act): boolean {
  if (act.act === "type") return SUBMITTING.test(act.text);
  if (act.act === "page-enter" || (act.act === "fill" && act.submitted)) return true;
  return act.act === "key" && (submitOf(act.chord) !== undefined || pastes(act.chord) || sendsSomewhere(act.chord));
}

/** How a typed text submits: by the first character in it that acts as Return. */
function typedPress(text: string): { key: string; how: string } {
  const char = SUBMITTING.exec(text)![0];
  const how = LINE_BREAK.test(char)
    ? "(its line break presses return)"
    : `(its control character ${markOf(char)} acts as Return)`;
  return { key: "return", how };
}

/** What a submit does, by where it goes. */
const EFFECT: Record<AppKind, { verb: string; typed: string; alone: string }> = {
  terminal: {
    verb: "Run",
    typed: "a terminal runs what is at its prompt",
    alone: "which runs whatever is at its prompt",
  },
  ide: {
    verb: "Run",
    typed: "this app has an integrated terminal, which runs what is at its prompt",
    alone: "which runs whatever is at the prompt of its integrated terminal",
  },
  chat: { verb: "Send", typed: "that sends it", alone: "which sends whatever is in its message box" },
  other: { verb: "Submit", typed: "that submits it", alone: "" },
};

/**
 * What was put in since the last submit: text typed or filled, whether the clipboard was pasted, and the text typed
 * by keys (where a page step's Return sends it, the page's rules cannot tell it from the field's own).
 */
interface Input {
  typed: string;
  pasted: boolean;
  keys: string;
}
const NOTHING: Input = { typed: "", pasted: false, keys: "" };

/**
 * The consequence rules over a run of steps or actions, in order: chords that quit, close, delete or log
 * out; typing or pasting then submitting (Return or Enter with any modifiers, ⌃M, ⌃J, ⌃O, a typed control
 * character, Mail's ⇧⌘D), which asks always into a terminal, an app with a terminal inside, or a chat or mail
 * app, and elsewhere unless the text is the person's own words (nothing pasted is); a paste into a terminal; a
 * web address carrying data they did not give. It keeps what was typed since the last submit and the app last
 * known in front.
 */
export class InputWatch {
  #input: Input = NOTHING;
  #front: App | undefined;

  /**
   * @param said the person's own words (their command); undefined when there are none (a contract given whole,
   *   `exec`; a goal a model wrote), where nothing typed or carried is theirs
   * @param who who wants to act, for the question ("The plan", "Claude")
   */
  constructor(
    readonly said: string | undefined,
    front: App | undefined,
    readonly who = "Claude",
  ) {
    this.#front = front;
  }

  /** The app last known in front. */
  get front(): App | undefined {
    return this.#front;
  }

  /** The app in front as a new run of the conversation found it (what was typed before still waits for its submit). */
  saw(front: App | undefined): void {
    if (front) this.#front = front;
  }

  /** A watch that goes on from this one's state (what was typed, where), judging a plan before it runs. */
  copy(who = this.who): InputWatch {
    const copied = new InputWatch(this.said, this.#front, who);
    copied.#input = { ...this.#input };
    return copied;
  }

  /** The question before the act runs into `front` (default: the app last known in front); undefined for none. */
  judge(act: Act, front = this.#front): ApprovalRequest | undefined {
    if (act.act === "open") return urlApproval(act.url, this.said, this.who);
    // Closing that the person's words did not ask for (a page or a model steering the plan) is theirs to allow.
    if (act.act === "close" && !asksToClose(this.said))
      return { title: `${this.who} wants to close ${act.what}`, detail: "Your words did not ask to close anything." };
    if (act.act === "type") {
      if (!SUBMITTING.test(act.text)) return undefined;
      return this.#submit({ ...this.#input, typed: this.#input.typed + act.text }, typedPress(act.text), front);
    }
    // A page step's Return (page_press_key, page_type's submit) submits what keys typed before it, as a key does;
    // what page steps filled the page's rules judge, by the form it is in.
    if (act.act === "page-enter" || (act.act === "fill" && act.submitted))
      return this.#submit(
        { ...this.#input, typed: this.#input.keys },
        { key: "return", how: "and press return in the page" },
        pageApp(front),
      );
    return act.act === "key" ? this.#key(act.chord, front) : undefined;
  }

  /** The act ran (into `front`, when it was read): typed text waits for its submit, a submit starts afresh. */
  record(act: Act, front?: App): void {
    if (front) this.#front = front;
    if (act.act === "front") this.#front = act.app;
    if (act.act === "fill")
      this.#input = act.submitted ? NOTHING : { ...this.#input, typed: this.#input.typed + act.text };
    if (act.act === "type") {
      const after = act.text.split(SUBMITTING_ALL);
      this.#input =
        after.length > 1
          ? { typed: after.at(-1)!, pasted: false, keys: after.at(-1)! }
          : { ...this.#input, typed: this.#input.typed + act.text, keys: this.#input.keys + act.text };
    }
    if (act.act === "page-enter") this.#input = NOTHING;
    if (act.act !== "key") return;
    if (submitOf(act.chord) !== undefined || sendsIn(act.chord, this.#front)) this.#input = NOTHING;
    else if (pastes(act.chord)) this.#input = { ...this.#input, pasted: true };
  }

  #key(chord: Chord, front: App | undefined): ApprovalRequest | undefined {
    const asked = chordApproval(chord, this.who);
    if (asked) return asked;
    const kind = kindOf(front);
    const key = named(spelled(chord));
    if (pastes(chord) && (kind === "terminal" || kind === "ide")) {
      const why = "a line break in it runs what is at the prompt, and no command of yours gave it";
      const detail = `${this.who} wants to paste ${CLIPBOARD} into ${nameOf(front)} (${key}): ${why}.`;
      return { title: `Paste ${CLIPBOARD} into ${nameOf(front)}?`, detail };
    }
    const why = submitOf(chord);
    if (why === undefined && !sendsIn(chord, front)) return undefined;
    return this.#submit(this.#input, { key, how: why ? `and press ${key} (${why})` : `and press ${key}` }, front);
  }

  #submit(input: Input, press: { key: string; how: string }, app: App | undefined): ApprovalRequest | undefined {
    const kind = kindOf(app);
    const [name, effect] = [nameOf(app), EFFECT[kind]];
    const typed = input.typed.trim();
    if (typed === "" && !input.pasted) {
      if (kind === "other") return undefined;
      return {
        title: `Press ${press.key} in ${name}?`,
        detail: `${this.who} wants to press ${press.key} in ${name}, ${effect.alone}.`,
      };
    }
    const notOwn = kind === "other" ? this.#notOwn({ ...input, typed }) : "";
    if (notOwn === undefined) return undefined;
    const put = input.pasted
      ? typed
        ? `type "${whole(typed)}" and paste ${CLIPBOARD}`
        : `paste ${CLIPBOARD}`
      : `type "${whole(typed)}"`;
    const what = input.pasted ? (typed ? `"${brief(typed)}" and ${CLIPBOARD}` : CLIPBOARD) : `"${brief(typed)}"`;
    return {
      title: `${effect.verb} ${what} in ${name}?`,
      detail: `${this.who} wants to ${put} into ${name} ${press.how}: ${effect.typed}${notOwn}.`,
    };
  }

  /**
   * Why text submitted into an app that is not a terminal or a chat is not the person's own; undefined when it is:
   * nothing pasted, every word (of any length) one they said, no shell or control character they did not type.
   */
  #notOwn(input: Input): string | undefined {
    if (input.pasted) return `; it pastes ${CLIPBOARD}, which no command of yours gave (a model may have copied it)`;
    if (this.said === undefined) return "; no command of yours gave this text";
    const strange = unsaid(input.typed, this.said);
    if (strange.length > 0) return `; you did not say ${listed(strange)}`;
    const shell = unsaidShell(input.typed, this.said);
    if (shell.length > 0) return `; you did not type ${shell.join(" ")}`;
    return SUBMITTING.test(input.typed) ? "; it holds a control character you did not type" : undefined;
  }
}

/** The browser a page step presses in: the app in front when it is one of no special kind, else unknown. */
const pageApp = (front: App | undefined) => (kindOf(front) === "other" ? front : undefined);

/** The app's name for a question. */
const nameOf = (app: App | undefined) => (app ? named(app.name) : "the app in front");

/**
 * The questions a plan needs for what it types, presses and opens, judged step by step from the app in
 * front when it was made (each step's own acts in order); each once (the same title and detail). `from`: the
 * conversation's watch the plan goes on from (what earlier calls typed waits for its submit), left as it is.
 */
export function planQuestions(
  steps: Act[][],
  front: App | undefined,
  said: string | undefined,
  from?: InputWatch,
): ApprovalRequest[] {
  const watch = from ? from.copy() : new InputWatch(said, front, "The plan");
  if (from) watch.saw(front);
  const asked = steps.flat().flatMap((act) => {
    const question = watch.judge(act);
    watch.record(act);
    return question ?? [];
  });
  return distinct(asked);
}
