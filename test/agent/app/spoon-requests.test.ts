import assert from "node:assert/strict";
import { it } from "node:test";
import { AppService, spoonRequests } from "../../../agent/src/app/index.ts";
import { AGENT_REQUESTS } from "../../../agent/src/contract/index.ts";
import { tempHome } from "../../support/index.ts";

it("the agent answers every request of the contract the Spoon may send, and no other", () => {
  const home = tempHome();
  try {
    const answered = [...spoonRequests(new AppService({ spoon: () => undefined, home: home.path })).keys()].sort();
    assert.deepEqual(answered, Object.keys(AGENT_REQUESTS).sort(), "the requests answered are the contract's");
  } finally {
    home.remove();
  }
});
