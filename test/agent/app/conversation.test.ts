import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { openConversation, type Conversation } from "../../../agent/src/app/index.ts";
import { Conversations, configFor } from "../../../agent/src/app/conversation.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { executePlan } from "../../../agent/src/exec/index.ts";
import { checkedPlan, fakeContext } from "../../fakes/command-context.ts";
import { fakeSpoon, type FakeAnswers } from "../../fakes/spoon-client.ts";
import { DESKTOPS } from "../../support/index.ts";

const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const chrome = { ...desktop, apps: desktop.apps.map((app) => ({ ...app, frontmost: app.name === "Google Chrome" })) };
const answers: FakeAnswers = {
  type_text: (params) => ({ ok: true, value: { typed: params.text.length, pasted: false, app: "Google Chrome" } }),
  press_key: (params) => ({ ok: true, value: { app: "Google Chrome", key: params.key } }),
  list_apps: () => ({ ok: true, value: { apps: chrome.apps.map((app) => ({ ...app, windows: 1 })) } }),
};

/** Runs `commands` as one plan of `conversation` (none: a plan alone), the person saying no: what was asked. */
async function run(conversation: Conversation | undefined, ...commands: object[]) {
  const asked: string[] = [];
  const spoon = fakeSpoon(answers);
  const ctx = fakeContext(spoon, chrome as Snapshot, {
    approve: async (request) => (asked.push(request.title), { approved: false, reason: "declined" }),
  });
  const watched = conversation ? { watch: conversation.watch, client: conversation.client } : {};
  const done = await executePlan(checkedPlan(...commands), { ...ctx, ...watched });
  return { asked, done, pressed: spoon.calls.filter((call) => call.op === "press_key").length };
}

describe("a conversation: one watch across its plans", () => {
  it("judges a Return in a later plan with the text an earlier plan typed; a plan alone knows none", async () => {
    const conversation = openConversation(undefined, true);
    assert.deepEqual((await run(conversation, { type: "type_text", text: "wire $500" })).asked, [], "typing asks not");
    const later = await run(conversation, { type: "press_key", key: "return" });
    assert.deepEqual(later.asked, ['Submit "wire $500" in Google Chrome?'], "the question");
    assert.equal(later.pressed, 0, "Return not pressed");
    assert.deepEqual((await run(undefined, { type: "press_key", key: "return" })).asked, [], "a plan alone");
  });

  it("takes a person's run's words as theirs, a client's as nobody's", async () => {
    const person = openConversation("search for cats");
    await run(person, { type: "type_text", text: "cats" });
    assert.deepEqual((await run(person, { type: "press_key", key: "return" })).asked, [], "their own words submit");
    const client = openConversation("search for cats", true);
    await run(client, { type: "type_text", text: "cats" });
    const asked = (await run(client, { type: "press_key", key: "return" })).asked;
    assert.deepEqual(asked, ['Submit "cats" in Google Chrome?'], "a client's words are not the person's");
  });

  it("asks before a client's undo and its one tab closed, which a person's run does unasked", async () => {
    const client = openConversation(undefined, true);
    assert.deepEqual((await run(client, { type: "undo" })).asked, ["Undo the last command?"], "the undo's question");
    const ctx = fakeContext(fakeSpoon(answers), chrome as Snapshot);
    const config = configFor(client, ctx.config);
    assert.equal(config.approval.closeTabsWithoutAsking, 0, "a client closes no tab unasked");
    assert.equal(configFor(openConversation("close this tab"), ctx.config).approval.closeTabsWithoutAsking, 1);
  });
});

describe("the agent's conversations with its clients", () => {
  it("keeps one watch per name, whose words are the first call's (none for a client's)", () => {
    const kept = new Conversations();
    const first = kept.of({ id: "a", client: true }, "typed by the client");
    assert.equal(kept.of({ id: "a", client: true }, undefined), first, "the same conversation");
    assert.equal(first.watch.said, undefined, "a client's words are nobody's");
    assert.equal(kept.of({ id: "b", client: false }, "open gmail").watch.said, "open gmail");
    assert.notEqual(kept.of({ id: "a", client: false }, undefined), first, "a name's owner does not change");
  });

  it("shares one watch among its MCP clients: a Return one session presses after another typed asks", async () => {
    const kept = new Conversations();
    const [typing, pressing] = [kept.of({ id: "a", client: true }, undefined), kept.of({ id: "b", client: true }, "")];
    await run(typing, { type: "type_text", text: "wire $500" });
    const later = await run(pressing, { type: "press_key", key: "return" });
    assert.deepEqual(later.asked, ['Submit "wire $500" in Google Chrome?'], "the question");
    assert.equal(later.pressed, 0, "Return not pressed");
    const person = kept.of({ id: "c", client: false }, "open gmail");
    assert.notEqual(person.watch, typing.watch, "a person's run keeps its own");
  });

  it("lets the least recently used go past 64", () => {
    const kept = new Conversations();
    const oldest = kept.of({ id: "0", client: true }, undefined);
    const used = kept.of({ id: "1", client: true }, undefined);
    for (let n = 2; n < 64; n += 1) kept.of({ id: String(n), client: true }, undefined);
    kept.of({ id: "1", client: true }, undefined);
    kept.of({ id: "64", client: true }, undefined);
    assert.notEqual(kept.of({ id: "0", client: true }, undefined), oldest, "the oldest let go");
    assert.equal(kept.of({ id: "1", client: true }, undefined), used, "one used since kept");
  });
});
