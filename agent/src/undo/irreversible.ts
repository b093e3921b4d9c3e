import { rulesOf, type CommandRules, type Lasting } from "./rules.ts";

/** A step as the executor reports it, and an action as the vision loop does: only what this file reads. */
interface DoneStep {
  command: { type: string };
  status: string;
  result?: unknown;
}
interface DoneAction {
  action: unknown;
  status: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const CLICKS = new Set([
  "left_click",
  "right_click",
  "middle_click",
  "double_click",
  "triple_click",
  "left_click_drag",
]);

/** What one of the vision loop's actions (by its computer-use name) sends to apps. */
function sentBy(action: { action?: string; text?: unknown }): Lasting[] {
  if (action.action === "type") return [{ sent: "characters", count: String(action.text ?? "").length }];
  if (CLICKS.has(action.action ?? "")) return [{ sent: "clicks", count: 1 }];
  return action.action === "key" ? [{ sent: "keys", count: 1 }] : [];
}

/** Input counted over the run, then what stays saved, then what stays open. */
function sentences(lasting: Lasting[]): string[] {
  const sent = (kind: string) => lasting.reduce((n, l) => n + ("sent" in l && l.sent === kind ? l.count : 0), 0);
  const stays = (state: string) => lasting.flatMap((l) => ("stays" in l && l.stays === state ? [l] : []));
  const [typed, clicks, keys] = [sent("characters"), sent("clicks"), sent("keys")];
  const cannot: string[] = [];
  if (typed) cannot.push(`the ${plural(typed, "character")} typed stay typed`);
  if (clicks) cannot.push(`what ${plural(clicks, "click")} did inside apps (a message sent, a form submitted)`);
  if (keys) cannot.push(`what ${plural(keys, "key press")} did inside apps`);
  for (const kept of [...stays("saved"), ...stays("open")]) cannot.push(`${kept.what} stays ${kept.stays}`);
  for (const told of lasting) if ("done" in told) cannot.push(told.done);
  return cannot;
}

/**
 * What a run did that no undo can take back, in the person's words: text typed into apps, what clicks
 * and keys did inside them (a message sent, a form submitted), and what stays (a preset saved). Each
 * done step's command says what through its `irreversible` rule.
 */
export function irreversible(
  steps: DoneStep[],
  commands: readonly CommandRules[],
  actions: DoneAction[] = [],
): string[] {
  const fromSteps = steps
    .filter((step) => step.status === "done")
    .flatMap((step) => rulesOf(step, commands)?.irreversible?.(step.command, step.result) ?? []);
  const fromActions = actions
    .filter((action) => action.status === "done")
    .flatMap((action) => sentBy((action.action ?? {}) as { action?: string; text?: unknown }));
  return sentences([...fromSteps, ...fromActions]);
}
