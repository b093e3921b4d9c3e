import assert from "node:assert/strict";
import { beforeEach, describe, it } from "node:test";
import { createRunner, type Runner } from "../../../agent/src/app/index.ts";
import type { Plan } from "../../../agent/src/registry/index.ts";
import { until } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";
import { CHECKOUT, LOGIN, shopDesktop } from "../../sim/desktops/shop.ts";

const DOCS = "https://www.hammerspoon.org/docs/";
const plan = (...commands: object[]) =>
  ({ commands, needs_clarification: false, clarification_reason: null }) as unknown as Plan;

/** Page steps that pay, sign in or submit, on the simulated Chrome's shop; the person answers at the Mac. */
describe("a consequential page step asks the person first, having read the element on the page", () => {
  const sim = simMacForTests({ desktop: shopDesktop(), tempHome: true }, "each test");
  let runner: Runner;
  beforeEach(() => {
    const { spoon, presets } = sim.agent!;
    runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
  });
  const urlOf = (id: string) => sim.snapshot().tabs.find((tab) => tab.id === id)!.url;
  const dialogs = () => sim.person.sees().dialogs;

  /** Runs the plan; the person answers the one question it asks with `button`. */
  async function runAnswering(button: "Approve" | "Deny", ...commands: object[]) {
    const running = runner.execute(plan(...commands), { yes: false, offline: true, said: "pay for my order" });
    await until(() => dialogs().length === 1, "the Mac asks the person");
    const [asked] = dialogs();
    await sim.person.answer(button);
    return { asked: asked!, ...(await running) };
  }

  it("mid-plan, the Pay button (read first: a submit button named Pay) asks; Deny changes nothing", async () => {
    const { asked, result } = await runAnswering(
      "Deny",
      { type: "page_type", tab: "505", selector: "#card", text: "4242 4242 4242 4242" },
      { type: "page_click", tab: "505", selector: "#pay" },
    );
    assert.equal(asked.title, 'Submit the form with a card field by clicking "Pay $42.00"?');
    assert.match(asked.text, /wants to click button#pay "Pay \$42\.00" on "Checkout - Shop" \(https:\/\/shop\.example/);
    assert.match(asked.text, /its form has card field card_number, security code field cvv/);
    assert.deepEqual(
      result.steps.map((step) => step.status),
      ["done", "failed"],
      "the card typed, the click refused",
    );
    assert.match(
      result.steps[1]!.message,
      /^not approved: Submit the form with a card field by clicking "Pay \$42\.00"\? \(declined at the Mac\)/,
    );
    assert.equal(urlOf("505"), CHECKOUT, "no order placed");
  });

  it("Approve: the Pay button is clicked and the order goes", async () => {
    const { result } = await runAnswering("Approve", { type: "page_click", tab: "505", selector: "#pay" });
    assert.equal(result.success, true, result.message);
    assert.equal(urlOf("505"), "https://shop.example/orders");
  });

  it("Return in the security code field submits a form with card fields: asks", async () => {
    const { asked, result } = await runAnswering("Deny", {
      type: "page_press_key",
      tab: "505",
      selector: "#cvv",
      key: "Enter",
    });
    assert.equal(asked.title, "Submit the form with a card field by pressing Return?");
    assert.equal(result.success, false);
    assert.equal(urlOf("505"), CHECKOUT);
  });

  it("typing a password and submitting the sign-in form asks; Deny leaves the page as it was", async () => {
    const { asked, result } = await runAnswering(
      "Deny",
      { type: "page_type", tab: "502", selector: "#user", text: "ann@example.com" },
      { type: "page_type", tab: "502", selector: "#password", text: "hunter2", submit: true },
    );
    assert.equal(asked.title, "Submit the form with a password field by pressing Return?");
    assert.match(asked.text, /type into and submit input#password .* its form has password field pw/);
    assert.equal(result.steps[1]!.status, "failed");
    assert.equal(urlOf("502"), LOGIN, "not signed in");
  });

  it("clicking Sign in (a submit button of a form with a password field) asks too", async () => {
    const { asked } = await runAnswering("Deny", { type: "page_click", tab: "502", selector: "#sign-in" });
    assert.equal(asked.title, 'Submit the form with a password field by clicking "Sign in"?');
    assert.equal(urlOf("502"), LOGIN);
  });

  it("closing a tab by a page step asks, naming it", async () => {
    const { asked, result } = await runAnswering("Deny", { type: "page_tabs", action: "close", tab: "505" });
    assert.deepEqual([asked.title, asked.text.split("\n")[0]], ["Close a tab?", "Checkout - Shop (shop.example)"]);
    assert.equal(result.success, false);
    assert.ok(
      sim.snapshot().tabs.some((tab) => tab.id === "505"),
      "the tab is still open",
    );
  });

  it("the docs' search form and a help link ask nothing: they run straight through", async () => {
    const { result } = await runner.execute(
      plan(
        { type: "page_type", tab: "504", selector: "#q", text: "hotkey", submit: true },
        { type: "page_click", tab: "504", selector: ".result a" },
        { type: "page_click", tab: "505", selector: "#help" },
      ),
      { yes: false, offline: true, said: "search the docs for hotkey" },
    );
    assert.equal(result.success, true, result.message);
    assert.deepEqual(dialogs(), [], "no question on screen");
    assert.equal(urlOf("504"), `${DOCS}hs.hotkey.html`);
    assert.equal(urlOf("505"), "https://shop.example/help");
  });
});
