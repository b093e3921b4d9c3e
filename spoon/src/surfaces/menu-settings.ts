import type { PersonalWord } from "../contract";
import { forgetOption, keepOptions, storedSettings } from "../settings";

/** Whether the Spoon starts the agent when none answers, as the Spoon decides it (its variable, else the setting). */
export interface MenuSettings {
  startsAgent: (this: void) => boolean;
  setStartsAgent: (this: void, starts: boolean) => void;
  /** The person's own words for apps, as the agent last told them. */
  words: (this: void) => PersonalWord[];
  forgetWord: (this: void, phrase: string) => void;
}

/** Models a person may pick for planning; "the agent's default" leaves the choice to the agent. */
const MODELS = ["claude-haiku-4-5", "claude-sonnet-5", "claude-opus-5"];
/** Closing more tabs than this at once asks first; 0 asks always. */
const THRESHOLDS = [0, 1, 3, 5, 10];

const tabs = (n: number) => (n === 1 ? "1 Tab" : `${n} Tabs`);

/**
 * The menu's Settings: the model, when closing tabs asks first, and whether the Spoon starts the agent,
 * each kept in hs.settings (the same place hs.claude.configure keeps them) and checked where chosen;
 * and the person's own words for apps, each forgotten when chosen (the agent keeps them).
 */
export function menuSettings(settings: MenuSettings): hs.menubar.MenuItem[] {
  const kept = storedSettings();
  const models: hs.menubar.MenuItem[] = [
    { title: "The Agent's Default", checked: kept.model === undefined, fn: () => forgetOption("model") },
    ...MODELS.map((model) => ({ title: model, checked: kept.model === model, fn: () => keepOptions({ model }) })),
  ];
  const asks: hs.menubar.MenuItem[] = [
    {
      title: "As the Agent's config.json Says",
      checked: kept.closeTabsWithoutAsking === undefined,
      fn: () => forgetOption("closeTabsWithoutAsking"),
    },
    ...THRESHOLDS.map((n) => ({
      title: n === 0 ? "Always" : `More Than ${tabs(n)}`,
      checked: kept.closeTabsWithoutAsking === n,
      fn: () => keepOptions({ closeTabsWithoutAsking: n }),
    })),
  ];
  const starts = settings.startsAgent();
  const learned = settings.words().map((word) => ({
    title: `Forget “${word.phrase}” (${word.app ?? word.site ?? "?"})`,
    fn: () => settings.forgetWord(word.phrase),
  }));
  const words = learned.length > 0 ? learned : [{ title: "(none learned yet)", disabled: true }];
  return [
    { title: "Model", menu: models },
    { title: "Ask Before Closing Tabs", menu: asks },
    { title: "Start the Agent Automatically", checked: starts, fn: () => settings.setStartsAgent(!starts) },
    { title: "Personal Words", menu: words },
  ];
}
