import type { AppWithTools, PersonalWord } from "../contract";
import { forgetOption, keepOptions, storedSettings } from "../settings";

/** Whether the Spoon starts the agent when none answers, as the Spoon decides it (its variable, else the setting). */
export interface MenuSettings {
  startsAgent: (this: void) => boolean;
  setStartsAgent: (this: void, starts: boolean) => void;
  /** The person's own words for apps, as the agent last told them. */
  words: (this: void) => PersonalWord[];
  forgetWord: (this: void, phrase: string) => void;
  /** The apps with tools of their own, as the agent last told them (allowed: by config.json). */
  apps: (this: void) => AppWithTools[];
}

/** Models a person may pick for planning; "the agent's default" leaves the choice to the agent. */
const MODELS = ["claude-haiku-4-5", "claude-sonnet-5", "claude-opus-5"];
/** Closing more tabs than this at once asks first; 0 asks always. */
const THRESHOLDS = [0, 1, 3, 5, 10];

const tabs = (n: number) => (n === 1 ? "1 Tab" : `${n} Tabs`);

/**
 * Settings › Apps: each app with tools of its own, checked when allowed; a choice there is kept as the list of apps
 * denied, in place of config.json's apps.deny, until the menu follows config.json again.
 */
function appItems(apps: AppWithTools[]): hs.menubar.MenuItem[] {
  const kept = storedSettings().denyApps;
  const denied = kept ?? apps.filter((app) => !app.allowed).map((app) => app.name);
  const items: hs.menubar.MenuItem[] = apps.map(({ name }) => {
    const allowed = !denied.includes(name);
    const denyApps = allowed ? [...denied, name] : denied.filter((other) => other !== name);
    return { title: name, checked: allowed, fn: () => keepOptions({ denyApps }) };
  });
  return [
    { title: "As the Agent's config.json Says", checked: kept === undefined, fn: () => forgetOption("denyApps") },
    { title: "-" },
    ...(items.length > 0 ? items : [{ title: "(none known yet)", disabled: true }]),
  ];
}

/**
 * The menu's Settings: the model, when closing tabs asks first, whether the Spoon starts the agent and which apps'
 * own tools are allowed, each kept in hs.settings (the same place hs.claude.configure keeps them) and checked where
 * chosen; and the person's own words for apps, each forgotten when chosen (the agent keeps them).
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
    { title: "Apps", menu: appItems(settings.apps()) },
    { title: "Personal Words", menu: words },
  ];
}
