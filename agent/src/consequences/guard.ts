import type { Snapshot } from "../contract/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import type { Act, App, ApprovalAnswer, ApprovalRequest, Approver } from "./types.ts";
import { requestKey } from "./questions.ts";
import { needsFront, type InputWatch } from "./watch.ts";

type Listed = { name: string; bundleID: string; frontmost: boolean };
const frontOf = (apps: Listed[]): App | undefined => {
  const front = apps.find((app) => app.frontmost);
  return front && { name: front.name, bundleID: front.bundleID };
};

/** The app in front on a desktop as it was read. */
export const frontIn = (desktop: Snapshot) => frontOf(desktop.apps);

/** The app in front now, as the Spoon lists it; undefined when it cannot say. */
export async function frontApp(spoon: SpoonClient): Promise<App | undefined> {
  const listed = await spoon.call("list_apps", {});
  return listed.ok ? frontOf(listed.value.apps) : undefined;
}

/** Whether the acts may run: or the question the person (or nobody) did not approve. */
export type Allowed =
  | { ok: true }
  | { ok: false; request: ApprovalRequest; answer: Extract<ApprovalAnswer, { approved: false }> };

/**
 * The rules as steps and actions run: each act judged just before it runs, a submit against the app
 * really in front (read then), and asked unless the very same question (title and detail) was approved
 * before the plan ran.
 */
export class RunGuard {
  #front: App | undefined;

  constructor(
    private readonly watch: InputWatch,
    private readonly options: {
      /** Reads the app in front (the Spoon's list_apps). */
      front: () => Promise<App | undefined>;
      approve: Approver;
      /** The questions the person already approved for this run (the plan's, asked up front), by requestKey. */
      answered?: ReadonlySet<string>;
    },
  ) {}

  /** Asks before the acts when the rules say so; the first question not approved stops them. */
  async allow(acts: Act[]): Promise<Allowed> {
    this.#front = acts.some(needsFront) ? ((await this.options.front()) ?? this.watch.front) : undefined;
    for (const act of acts) {
      const request = this.watch.judge(act, this.#front ?? this.watch.front);
      if (!request || this.options.answered?.has(requestKey(request))) continue;
      const answer = await this.options.approve(request);
      if (!answer.approved) return { ok: false, request, answer };
    }
    return { ok: true };
  }

  /** The acts ran: the watch keeps what was typed and where. */
  done(acts: Act[]): void {
    for (const act of acts) this.watch.record(act, this.#front);
  }
}
