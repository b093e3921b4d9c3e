import { isReturn, kindOf, sendsIn, sendsSomewhere } from "./apps.ts";
import { chordApproval, spelled } from "./chords.ts";
import type { Act, App, ApprovalRequest } from "./types.ts";
import { urlApproval } from "./urls.ts";
import { listed, shorten, unsaid } from "./words.ts";

const LINE_BREAK = /[\r\n]/;
/** Typing a line break presses Return. */
const LINE_BREAK_PRESS = { key: "return", how: "(its line break presses return)" };

/** Whether judging an act needs the app in front: a submit (Return, a typed line break), or a chord that may send. */
export function needsFront(act: Act): boolean {
  if (act.act === "type") return LINE_BREAK.test(act.text);
  return act.act === "key" && (isReturn(act.chord) || sendsSomewhere(act.chord));
}

/** What a submit does, by where it goes. */
const EFFECT = {
  terminal: {
    verb: "Run",
    typed: "a terminal runs what is at its prompt",
    alone: "which runs whatever is at its prompt",
  },
  chat: { verb: "Send", typed: "that sends it", alone: "which sends whatever is in its message box" },
  other: { verb: "Submit", typed: "that submits it", alone: "" },
};

/**
 * The consequence rules over a run of steps or actions, in order: chords that quit, close, delete or log
 * out; typing then submitting (Return or Enter with any modifiers after typed text, a typed line break,
 * Mail's ⇧⌘D), which asks always into a terminal or a chat or mail app and elsewhere unless the text is
 * the person's own words; a web address carrying data they did not give. It keeps what was typed since
 * the last submit and the app last known in front.
 */
export class InputWatch {
  #typed = "";
  #front: App | undefined;

  /**
   * @param said the person's own words (their command, or the vision loop's goal); undefined for a
   *   contract given whole (`exec`), where nothing typed or carried is theirs
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

  /** The question before the act runs into `front` (default: the app last known in front); undefined for none. */
  judge(act: Act, front = this.#front): ApprovalRequest | undefined {
    if (act.act === "open") return urlApproval(act.url, this.said, this.who);
    if (act.act === "type")
      return LINE_BREAK.test(act.text) ? this.#submit(this.#typed + act.text, LINE_BREAK_PRESS, front) : undefined;
    if (act.act !== "key") return undefined;
    const chord = chordApproval(act.chord, this.who);
    if (chord || !(isReturn(act.chord) || sendsIn(act.chord, front))) return chord;
    return this.#submit(this.#typed, { key: spelled(act.chord), how: `and press ${spelled(act.chord)}` }, front);
  }

  /** The act ran (into `front`, when it was read): typed text waits for its submit, a submit starts afresh. */
  record(act: Act, front?: App): void {
    if (front) this.#front = front;
    if (act.act === "front") this.#front = act.app;
    if (act.act === "type")
      this.#typed = LINE_BREAK.test(act.text) ? act.text.split(/\r\n|\r|\n/).at(-1)! : this.#typed + act.text;
    if (act.act === "key" && (isReturn(act.chord) || sendsIn(act.chord, this.#front))) this.#typed = "";
  }

  #submit(text: string, press: { key: string; how: string }, app: App | undefined): ApprovalRequest | undefined {
    const kind = kindOf(app);
    const name = app?.name ?? "the app in front";
    const effect = EFFECT[kind];
    const typed = text.trim();
    if (typed === "") {
      if (kind === "other") return undefined;
      const detail = `${this.who} wants to press ${press.key} in ${name}, ${effect.alone}.`;
      return { title: `Press ${press.key} in ${name}?`, detail };
    }
    const strange = unsaid(typed, this.said);
    if (kind === "other" && this.said !== undefined && strange.length === 0) return undefined;
    const why =
      kind !== "other"
        ? ""
        : this.said === undefined
          ? "; no command of yours gave this text"
          : `; you did not say ${listed(strange)}`;
    return {
      title: `${effect.verb} "${shorten(typed)}" in ${name}?`,
      detail: `${this.who} wants to type "${shorten(typed, 120)}" into ${name} ${press.how}: ${effect.typed}${why}.`,
    };
  }
}

/**
 * The questions a plan needs for what it types, presses and opens, judged step by step from the app in
 * front when it was made (each step's own acts in order); one per distinct question.
 */
export function planQuestions(steps: Act[][], front: App | undefined, said: string | undefined): ApprovalRequest[] {
  const watch = new InputWatch(said, front, "The plan");
  const asked = steps.flat().flatMap((act) => {
    const question = watch.judge(act);
    watch.record(act);
    return question ?? [];
  });
  return asked.filter((question, i) => asked.findIndex((q) => q.title === question.title) === i);
}
