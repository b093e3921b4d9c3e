import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { Snapshot } from "../../../../agent/src/contract/index.ts";
import { planOffline } from "../../../../agent/src/registry/index.ts";
import { DEFAULT_DESKTOP } from "../../../sim/index.ts";

const desktop = Snapshot.parse(JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")));
const planned = (text: string) => planOffline(text, desktop);

/** Calendar's offline rules (agent/src/apps/calendar/rules.ts): read-only questions, planned with no model call. */
describe("Calendar's offline rules", () => {
  const today = { type: "calendar_today" };
  const cases: [string, unknown][] = [
    ["what's on my calendar today", today],
    ["what do I have today", today],
    ["my schedule today", today],
    ["any meetings today?", today],
    ["do I have any meetings today", today],
    ["what's on tomorrow", { type: "calendar_on", day: "tomorrow" }],
    ["what do I have tomorrow?", { type: "calendar_on", day: "tomorrow" }],
    ["tomorrow's schedule", { type: "calendar_on", day: "tomorrow" }],
    ["what's on my calendar for tomorrow", { type: "calendar_on", day: "tomorrow" }],
    ["what's on friday", { type: "calendar_on", day: "friday" }],
    ["any meetings on this thursday", { type: "calendar_on", day: "thursday" }],
    ["what do i have on Monday", { type: "calendar_on", day: "monday" }],
    ["what's on this week", { type: "calendar_upcoming", days: 7 }],
    ["my schedule this week", { type: "calendar_upcoming", days: 7 }],
    ["what's on next week", { type: "calendar_on", day: "next_week" }],
    ["do I have anything next week", { type: "calendar_on", day: "next_week" }],
    ["my next meeting", { type: "calendar_next" }],
    ["when is my next meeting?", { type: "calendar_next" }],
    ["what's next on my calendar", { type: "calendar_next" }],
    ["what's my schedule like tomorrow", { type: "calendar_on", day: "tomorrow" }],
    ["what's happening on saturday", { type: "calendar_on", day: "saturday" }],
    ["what do I have going on this week", { type: "calendar_upcoming", days: 7 }],
    ["how does my day look", today],
    ["what time is my next meeting", { type: "calendar_next" }],
    ["am I free at 3", today],
    ["am I free at 3pm?", today],
    ["am I free tomorrow at 2:30", { type: "calendar_on", day: "tomorrow" }],
    ["am i busy at noon on friday", { type: "calendar_on", day: "friday" }],
  ];
  for (const [text, command] of cases)
    it(`"${text}"`, () => {
      const outcome = planned(text);
      assert.equal(outcome.needs_clarification, false, outcome.clarification_reason ?? undefined);
      assert.deepEqual(outcome.commands, [command], "the plan's commands");
    });

  const deferred = [
    "what was on my calendar last tuesday",
    "what's on last tuesday",
    "what's on in march",
    "what's on next friday",
    "what's on march 3",
    "am I free at 3 tomorrow on friday",
    "what's on the 5th",
    "what's today",
    "what's on tonight",
    "what's on spotify",
    "how does my day look tomorrow",
  ];
  for (const text of deferred)
    it(`"${text}" is not placed exactly: no calendar read planned, the question goes on as asked`, () => {
      const types = planned(text).commands.map((command) => command.type);
      assert.ok(
        types.every((type) => type === "query"),
        `${text} planned ${types.join(", ")}`,
      );
    });

  it("never plans a write: every calendar command planned is a read", () => {
    const types = cases.map(([text]) => planned(text).commands.map((c) => c.type)).flat();
    assert.ok(
      types.every((type) => type.startsWith("calendar_")),
      types.join(", "),
    );
  });

  it('"open calendar" and "close calendar" stay app commands', () => {
    assert.deepEqual(planned("open calendar").commands, [{ type: "focus_app", app_name: "Calendar" }], "the plan");
    const closed = planned("close calendar").commands.map((c) => c.type);
    assert.ok(!closed.some((type) => type.startsWith("calendar_")), closed.join(", "));
  });
});
