import assert from "node:assert/strict";
import { beforeEach, describe, it } from "node:test";
import { createRunner, type Runner } from "../../../agent/src/app/index.ts";
import type { Plan } from "../../../agent/src/registry/index.ts";
import { until } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";
import { CHECKOUT, shopDesktop } from "../../sim/desktops/shop.ts";

const plan = (...commands: object[]) =>
  ({ commands, needs_clarification: false, clarification_reason: null }) as unknown as Plan;

/**
 * The page's own code, as its scripts would set it up: a button of no type (none to submit) inside `form` whose
 * click handler sends the form by code (`submit()`, or `requestSubmit()`, which fires the submit event).
 */
const handlerThatSends = (form: string, how: "submit" | "requestSubmit", name: string) =>
  `(function () {
    var button = document.createElement("button");
    button.type = "button"; button.id = "next"; button.textContent = ${JSON.stringify(name)};
    button.addEventListener("click", function () { this.form.${how}(); });
    document.querySelector(${JSON.stringify(form)}).appendChild(button);
  })()`;

/** A press whose handlers send a form the look could not foresee: judged as that form's submission as it runs. */
describe("a form a press's handlers send is held back and judged as a submission of that form", () => {
  const sim = simMacForTests({ desktop: shopDesktop(), tempHome: true }, "each test");
  let runner: Runner;
  beforeEach(() => {
    const { spoon, presets } = sim.agent!;
    runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
  });
  const tabOf = (id: string) => sim.snapshot().tabs.find((tab) => tab.id === id)!;
  const dialogs = () => sim.person.sees().dialogs;
  const onPage = (tab: string, script: string) => sim.desktop.chrome.executeJavaScript(Number(tab), script);

  async function clickAnswering(button: "Approve" | "Deny") {
    onPage("505", handlerThatSends("#order", "submit", "Continue"));
    const running = runner.execute(plan({ type: "page_click", tab: "505", selector: "#next" }), {
      ...{ yes: false, offline: true, said: "continue with my order" },
    });
    await until(() => dialogs().length === 1, "the Mac asks the person");
    const [asked] = dialogs();
    await sim.person.answer(button);
    return { asked: asked!, ...(await running) };
  }

  it('a "Continue" button whose code sends the card form asks; denied, nothing is sent', async () => {
    const { asked, result } = await clickAnswering("Deny");
    assert.equal(asked.title, 'Submit the form with a card field by clicking "Continue"?');
    assert.equal(result.success, false);
    assert.match(result.steps[0]!.message, /^not approved: .*the form it started to send was held back: nothing/);
    assert.equal(tabOf("505").url, CHECKOUT, "no order placed");
  });

  it("approved, the held form is sent as the page's code started it", async () => {
    const { result } = await clickAnswering("Approve");
    assert.equal(result.success, true, result.message);
    assert.equal(tabOf("505").url, "https://shop.example/orders");
    assert.match(result.steps[0]!.message, /the page is .* at https:\/\/shop\.example\/orders$/);
  });

  it("a harmless form sent by code (a search) goes unasked, its submit event and all", async () => {
    const before = tabOf("504").url;
    onPage("504", handlerThatSends("form", "requestSubmit", "Go"));
    const { result } = await runner.execute(plan({ type: "page_click", tab: "504", selector: "#next" }), {
      ...{ yes: false, offline: true, said: "search the docs" },
    });
    assert.equal(result.success, true, result.message);
    assert.deepEqual(dialogs(), [], "no question");
    assert.notEqual(tabOf("504").url, before, "the search was sent");
  });
});
