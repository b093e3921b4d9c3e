import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { ACCNAME_FILE, pageAccnameSource } from "../../../scripts/build-page-accname.ts";
import { ACCESSIBLE_NAME } from "../../../spoon/src/apps/page-accname.ts";
import { PAGE_SCRIPT } from "../../../spoon/src/apps/page-script.ts";
import { jsdom } from "../../sim/jsdom.ts";
import { buildPageDom } from "../../sim/page-dom.ts";

const URL_HERE = "https://shop.test/";
const HTML = `<!DOCTYPE html><html><head><title>Shop</title></head><body>
<form action="/find"><input id="q" name="q" value="old"><textarea id="note"></textarea>
<select id="size"><option value="s">Small</option><option value="m">Medium</option></select></form>
<div id="box" contenteditable="true">hi</div><button id="go">Go <b>now</b></button>
<p id="long">${"x".repeat(30_000)}</p></body></html>`;

/** A page of the simulated browser with the page script run in it, the request as its one JSON string. */
function page() {
  const went: string[] = [];
  const { dom } = buildPageDom(URL_HERE, { title: "Shop", elements: [], html: HTML }, (url) => went.push(url));
  const run = (tool: string, input: Record<string, unknown>, budget = 20_000) =>
    JSON.parse(
      dom.window.eval(`(${PAGE_SCRIPT})(${JSON.stringify(JSON.stringify({ tool, input, budget }))})`) as string,
    ) as Record<string, unknown>;
  return { dom, went, run };
}

describe("the page script, run in a page", () => {
  it("types: replaces or appends, fires input and change, and Return submits the field's form", () => {
    const { dom, went, run } = page();
    const seen: string[] = [];
    dom.window.document.querySelector("#q")!.addEventListener("input", () => seen.push("input"));
    assert.deepEqual(run("type", { selector: "#q", text: "shoes" }), { final_value: "shoes", submitted: false });
    assert.deepEqual(seen, ["input"], "the events the field saw");
    assert.equal(run("type", { selector: "#q", text: " red", mode: "append", submit: true }).final_value, "shoes red");
    assert.deepEqual(went, [`${URL_HERE}find?q=shoes+red`], "where the page went: its form, submitted");
    assert.equal(run("type", { selector: "#box", text: "!", mode: "append" }).final_value, "hi!");
    assert.match(String(run("type", { selector: "#size", text: "x" }).error), /#size is a select#size, which takes no/);
  });

  it("clicks, chooses options naming the ones there are, and presses keys", () => {
    const { went, run } = page();
    assert.deepEqual(run("click", { selector: "#go" }), { element_text: "Go now", element_clicked: "button#go" });
    assert.deepEqual(run("select", { selector: "#size", option: "Medium", by: "text" }), {
      selected_value: "m",
      selected_text: "Medium",
    });
    assert.equal(run("select", { selector: "#size", option: "1", by: "index" }).selected_value, "m");
    assert.equal(
      run("select", { selector: "#size", option: "xl" }).error,
      "no option of #size has the value xl; it has: s, m",
    );
    assert.deepEqual(run("press_key", { key: "Enter", selector: "#q" }), { key_pressed: "Enter" });
    assert.deepEqual(went, [`${URL_HERE}find?q=old`], "Return submits the form; the button outside it does not");
  });

  it("cuts the HTML to its budget and says so; a bad or missing selector is an error naming it", () => {
    const { run } = page();
    const html = run("html", {}, 1000);
    assert.equal(String(html.html).length, 1000);
    assert.equal(html.truncated, true);
    assert.match(String(html.note), /^cut to the first 1000 of \d+ characters$/);
    assert.deepEqual(run("html", { selector: "#go" }), {
      html: '<button id="go">Go <b>now</b></button>',
      total_chars: 38,
      truncated: false,
    });
    assert.deepEqual(run("click", { selector: "#nope" }), { error: "nothing on the page matches #nope" });
    assert.deepEqual(run("click", { selector: "[[" }), { error: "not a CSS selector: [[" });
    const probed = run("probe", { selector: "#q" });
    assert.deepEqual(
      { ...probed, document: typeof probed.document },
      { element_found: true, ready: "complete", document: "string", href: "https://shop.test/" },
      "the probe: the element, the document's state, a mark of which document it is and its address",
    );
    assert.equal(run("probe", { selector: "#q" }).document, probed.document, "the same document, the same mark");
  });

  it("looks before a press: the control that acts, what it would do, its names and its form", () => {
    const { run } = page();
    const click = run("look", { selector: "#go b", press: "click" });
    assert.deepEqual(
      [click.element, click.target, click.effect, click.names, click.form],
      ["button#go", "b", "handler", ["Go now"], null],
      "a bold word inside a button outside any form: the button runs the page's handlers",
    );
    const enter = run("look", { selector: "#q", press: "enter" }) as { effect: string; form: Record<string, unknown> };
    assert.equal(enter.effect, "submit");
    assert.deepEqual(
      [enter.form.compose, (enter.form.fields as { name: string }[]).map((field) => field.name)],
      [true, ["q", "note", "size"]],
      "Return in a field submits its form, which holds a text area",
    );
  });

  it("takes the request as data: a selector with quotes and script is only ever a selector", () => {
    const { dom, run } = page();
    const selector = `"]); document.title = "owned"; ("`;
    assert.match(String(run("click", { selector }).error), /^not a CSS selector: /);
    assert.equal(dom.window.document.title, "Shop");
  });
});

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
