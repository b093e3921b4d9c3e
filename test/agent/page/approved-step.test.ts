import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { notTheApprovedCall, PlannedStep, targetLine } from "../../../agent/src/page/index.ts";

const step = (value: object) => {
  const parsed = PlannedStep.safeParse(value);
  assert.ok(parsed.success, parsed.success ? "" : parsed.error.message);
  return parsed.data as PlannedStep;
};
const refused = (value: object) => {
  const parsed = PlannedStep.safeParse(value);
  assert.equal(parsed.success, false, `refused: ${JSON.stringify(value)}`);
  return parsed.error!.message;
};

describe("a page step as approved: its words, tool and target, and the executor's call checked against it", () => {
  const click = step({
    text: "Click the first result, .result a",
    tool: "page_click",
    target: { selector: ".result a" },
  });
  const go = step({ text: "Go to example.com", tool: "page_navigate", target: { action: "goto", url: "example.com" } });
  const fill = step({ text: "Type the price read", tool: "page_type", target: { selector: "#q" }, fill_text: true });

  it("a step without its tool and complete target is refused, so no plan of words alone is approved", () => {
    refused({ text: "Read the heading" });
    refused({ text: "Click it", tool: "page_click", target: {} });
    refused({ text: "Click it", tool: "page_send", target: { selector: "#go" } });
    refused({ text: "Click it", tool: "page_click", target: { selector: "#go", also: "x" } });
    assert.match(refused({ text: "Go", tool: "page_navigate", target: { action: "goto" } }), /needs its url/);
    assert.match(refused({ text: "Type", tool: "page_type", target: { selector: "#q" } }), /fill_text/);
    const both = { text: "Type", tool: "page_type", target: { selector: "#q", text: "a" }, fill_text: true };
    assert.match(refused(both), /not both/);
    assert.equal(targetLine(fill), `page_type {"selector":"#q"}, text from an earlier step's output`);
  });

  it("the approved call passes: the same tool and fields, defaults spelled or not, the URL however written", () => {
    assert.equal(notTheApprovedCall(click, "page_click", { selector: ".result a" }), undefined);
    assert.equal(notTheApprovedCall(click, "page_click", { selector: ".result a", click_type: "single" }), undefined);
    assert.equal(notTheApprovedCall(go, "page_navigate", { action: "goto", url: "https://example.com/" }), undefined);
    assert.equal(notTheApprovedCall(fill, "page_type", { selector: "#q", text: "12 €" }), undefined);
  });

  it("another tool, target, field or tab fails, naming what the call had and what was approved", () => {
    assert.equal(
      notTheApprovedCall(click, "page_type", { selector: "#q", text: "hi", submit: true }),
      'the executor called page_type, not the approved page_click {"selector":".result a"}',
    );
    assert.equal(
      notTheApprovedCall(click, "page_click", { selector: "#send" }),
      `the executor's page_click call has {"selector":"#send"}, not the approved page_click {"selector":".result a"}`,
    );
    assert.match(String(notTheApprovedCall(click, "page_click", { selector: ".result a", tab: "9" })), /"tab":"9"/);
    assert.match(
      String(notTheApprovedCall(click, "page_click", { selector: ".result a", click_type: "right" })),
      /right/,
    );
    const elsewhere = notTheApprovedCall(go, "page_navigate", { action: "goto", url: "https://evil.example/?d=1" });
    assert.match(String(elsewhere), /evil\.example/);
    assert.match(String(notTheApprovedCall(fill, "page_type", { selector: "#q", text: "x", submit: true })), /submit/);
    assert.match(String(notTheApprovedCall(fill, "page_type", { selector: "#pw", text: "x" })), /#pw/);
  });
});
