import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { elementApproval } from "../../../agent/src/consequences/index.ts";

describe("an accessibility element judged by what it says it is", () => {
  it("its title, else its description, else its identifier (as words) naming a consequential control asks", () => {
    assert.equal(
      elementApproval({ role: "AXButton", title: "Delete workspace", description: "gear" })?.title,
      'Click "Delete workspace"?',
    );
    const described = elementApproval({ role: "AXButton", title: "★", description: "Send message" });
    assert.equal(described?.title, 'Click "Send message"?');
    assert.match(described!.detail, /That is its description; its title is "★"\./);
    for (const identifier of ["deleteWorkspaceButton", "btn-send", "com.app.sign_out", "PAY_NOW"])
      assert.ok(elementApproval({ role: "AXButton", identifier }), identifier);
  });

  it("an element that says nothing consequential asks nothing, whatever it is near", () => {
    assert.equal(elementApproval({ role: "AXButton", title: "Compose", description: "paper plane" }), undefined);
    assert.equal(elementApproval({ role: "AXButton", identifier: "sender-avatar" }), undefined);
    assert.equal(elementApproval({}), undefined);
  });
});
