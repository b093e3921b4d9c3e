/** A step as the executor reports it, and an action as the vision loop does: only what this file reads. */
interface DoneStep {
  command: { type: string; text?: unknown; preset_name?: unknown };
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

/**
 * What a run did that no undo can take back, in the person's words: text typed into apps, and what
 * clicks and keys did inside them (a message sent, a form submitted), and presets saved.
 */
export function irreversible(steps: DoneStep[], actions: DoneAction[] = []): string[] {
  const done = steps.filter((step) => step.status === "done");
  const acted = actions
    .filter((action) => action.status === "done")
    .map((action) => (action.action ?? {}) as { action?: string; text?: unknown });
  const typed =
    done.filter((s) => s.command.type === "type_text").reduce((n, s) => n + String(s.command.text ?? "").length, 0) +
    acted.filter((a) => a.action === "type").reduce((n, a) => n + String(a.text ?? "").length, 0);
  const clicks =
    done.filter((s) => s.command.type === "click_element").length +
    acted.filter((a) => CLICKS.has(a.action ?? "")).length;
  const keys =
    done.filter((s) => s.command.type === "press_key").length + acted.filter((a) => a.action === "key").length;
  const cannot: string[] = [];
  if (typed) cannot.push(`the ${plural(typed, "character")} typed stay typed`);
  if (clicks) cannot.push(`what ${plural(clicks, "click")} did inside apps (a message sent, a form submitted)`);
  if (keys) cannot.push(`what ${plural(keys, "key press")} did inside apps`);
  for (const step of done.filter((s) => s.command.type === "save_preset"))
    cannot.push(`the preset "${String(step.command.preset_name)}" stays saved`);
  for (const step of done.filter((s) => s.command.type === "open_url")) {
    const opened = step.result as { browser?: string; tabId?: string } | undefined;
    if (opened && !opened.tabId) cannot.push(`the page opened in ${opened.browser ?? "the browser"} stays open`);
  }
  return cannot;
}
