import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { buildPageDom } from "./page-dom.ts";

const page = (html: string) => buildPageDom("https://parts.example/", { title: "Parts", elements: [], html }, () => {});

/** What Chrome builds while parsing a page that jsdom alone would leave as markup. */
describe("a simulated page's DOM, as Chrome parses it", () => {
  it("makes each <template shadowrootmode> its parent's shadow root, nested ones inside theirs", () => {
    const { dom } = page(
      '<card-field id="open"><template shadowrootmode="open"><input name="cc">' +
        '<x-inner><template shadowrootmode="open"><b>deep</b></template></x-inner></template>' +
        "<i>light</i></card-field>" +
        '<x-closed id="closed"><template shadowrootmode="closed"><b>hidden</b></template></x-closed>' +
        '<div id="plain"><template><b>inert</b></template></div>',
    );
    const document = dom.window.document;
    const open = document.getElementById("open")!;
    assert.equal(open.shadowRoot?.querySelector("input")?.name, "cc");
    assert.equal(open.shadowRoot?.querySelector("x-inner")?.shadowRoot?.textContent, "deep");
    assert.equal(open.innerHTML, "<i>light</i>", "the template is gone, the light children stay");
    assert.equal(document.getElementById("closed")!.shadowRoot, null, "a closed root is not reachable from outside");
    assert.equal(document.getElementById("closed")!.innerHTML, "", "yet it was attached");
    assert.equal(document.querySelectorAll("#plain template").length, 1, "a template without the attribute stays");
  });

  it("gives each <iframe srcdoc> a same-origin document of its HTML", () => {
    const { dom } = page('<iframe id="f" srcdoc="<form><input name=&quot;iban&quot;></form>"></iframe>');
    const frame = dom.window.document.getElementById("f") as HTMLIFrameElement;
    assert.equal(frame.contentDocument?.querySelector("input")?.getAttribute("name"), "iban");
  });
});
