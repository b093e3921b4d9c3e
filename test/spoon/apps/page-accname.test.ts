import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { ACCNAME_FILE, pageAccnameSource } from "../../../scripts/build-page-accname.ts";
import { ACCESSIBLE_NAME } from "../../../spoon/src/apps/page-accname.ts";
import { jsdom } from "../../sim/jsdom.ts";

describe("the accessible-name library bundled into the page script", () => {
  it("is what scripts/build-page-accname.ts writes from the installed dom-accessibility-api", async () => {
    const written = readFileSync(ACCNAME_FILE, "utf8");
    assert.equal(written, await pageAccnameSource(), "run npx tsx scripts/build-page-accname.ts");
  });

  it("names a control by aria-labelledby, an image's alt and its text, leaving no name behind in the page", () => {
    const { JSDOM } = jsdom();
    const html = '<span id="n">Pay now</span><div id="a" aria-labelledby="n"></div><button id="b"><img alt="Send">';
    const { window } = new JSDOM(html, { runScripts: "outside-only" });
    const name = window.eval(ACCESSIBLE_NAME) as (element: unknown) => string;
    const named = ["a", "b"].map((id) => name(window.document.getElementById(id)));
    assert.deepEqual(named, ["Pay now", "Send"], "the names computed");
    assert.equal(window.eval("typeof accname"), "undefined");
  });
});
