import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { measureScenario, SCENARIOS, waited, type Latency, type Scenario, type Start } from "../sim/index.ts";

const scenario = (name: string): Scenario => {
  const found = SCENARIOS.find((s) => s.name === name);
  if (!found) throw new Error(`no latency scenario "${name}"`);
  return found;
};
const LEFT_HALF = { x: 0, y: 33, w: 756, h: 949 };
/** The Chrome window in front on the big desk, and the tab "close tab 3" closes. */
const FRONT_CHROME = 1001;
const TAB_3 = "30003";

/**
 * A command reads only what it needs: on a big desk (2 screens, 30 apps with 80 windows, 200 tabs), from the person's
 * Return in the command bar to the screen's last change, on the simulated Mac's clock (a real Mac's costs); the first
 * command on a Spoon just started ("cold") as well as on one that has run a while ("warm").
 */
for (const start of ["cold", "warm"] satisfies Start[])
  describe(`latency on a big desk, ${start}, from Return in the command bar to the last change`, () => {
    const within = (latency: Latency, { targetMs }: Scenario) => {
      const ms = waited(latency);
      assert.ok(ms !== undefined && ms <= targetMs, `${ms} ms, over the ${targetMs} ms aimed at`);
    };

    for (const name of ["chrome left half", "chrome left half, an unrelated app hung"])
      it(`${name}: Chrome's window is on the left half within 100 ms`, async () => {
        const latency = await measureScenario(scenario(name), start);
        assert.deepEqual(latency.after.windows.find((w) => w.id === FRONT_CHROME)?.frame, LEFT_HALF);
        within(latency, scenario(name));
      });

    it("chrome left half, Chrome hung: nothing moves; within 1.2 s the person is told it does not answer", async () => {
      const latency = await measureScenario(scenario("chrome left half, Chrome hung"), start);
      assert.equal(latency.changed, undefined, "nothing changed");
      assert.match(latency.result ?? "", /Google Chrome.*(not responding|did not answer)/);
      within(latency, scenario("chrome left half, Chrome hung"));
    });

    it("close tab 3: the tab is gone within 400 ms", async () => {
      const latency = await measureScenario(scenario("close tab 3"), start);
      assert.equal(latency.after.tabs.length, 199);
      assert.ok(!latency.after.tabs.some((tab) => tab.id === TAB_3), "tab 3 is closed");
      within(latency, scenario("close tab 3"));
    });

    it("switch to wikipedia: its tab is in front within 400 ms", async () => {
      const latency = await measureScenario(scenario("switch to wikipedia"), start);
      const tab = latency.after.tabs.find((t) => t.domain === "wikipedia.org");
      assert.equal(tab?.active, true);
      assert.equal(latency.after.apps.find((app) => app.frontmost)?.name, "Google Chrome");
      within(latency, scenario("switch to wikipedia"));
    });
  });
