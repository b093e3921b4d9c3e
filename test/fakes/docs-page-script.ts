// The Messages double's answers for a task on the built-in desktop's docs page: the planner sends it to the docs tab
// and leaves the rest to the page; the page's planning call answers plain steps; the executor one call per step.
import { reply, toolUse } from "./youtube-script.ts";

export const DOCS = "https://www.hammerspoon.org/docs/";
export const DOCS_TASK = "search the docs for hotkey and open the first result";
export const DOCS_STEPS = [
  "Type hotkey into the search field #q and submit its form",
  "Click the first result link, .result a",
];

/** The same steps as the page's planning call writes them: each one's words, tool and target. */
export const DOCS_PLAN = [
  { text: DOCS_STEPS[0], tool: "page_type", target: { selector: "#q", text: "hotkey", submit: true } },
  { text: DOCS_STEPS[1], tool: "page_click", target: { selector: ".result a" } },
];

/** The planner's answer: go to the docs tab (index 4 of the built-in desktop), then what is left needs the page. */
export const toTheDocs = () =>
  reply(
    toolUse("submit_plan", {
      commands: [{ type: "switch_tab", tab_index: 4 }],
      needs_clarification: false,
      clarification_reason: null,
      requires_observation: true,
      goal: DOCS_TASK,
    }),
  );

/** The page's planning call: these steps. */
export const pageSteps = (steps: object[]) =>
  reply(toolUse("submit_page_steps", { path: "page", why: "the docs page has a search form", steps, message: "" }));

/** One executor call: `tool` with `input`. */
export const stepCall = (tool: string, input: object) => reply(toolUse(tool, input));

/** The whole task's answers: plan, steps, then typing "hotkey" with Return and clicking the first result. */
export const docsTaskReplies = () => [
  toTheDocs(),
  pageSteps(DOCS_PLAN),
  stepCall("page_type", { selector: "#q", text: "hotkey", submit: true }),
  stepCall("page_click", { selector: ".result a" }),
];
