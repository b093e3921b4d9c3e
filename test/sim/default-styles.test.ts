import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { defaultStyleRules, subjectNames } from "./default-styles.ts";
import { jsdom } from "./jsdom.ts";

describe("jsdom's default styles indexed by the elements they can match (default-styles.ts)", () => {
  it("names a selector list's subjects by their last compound, or none when any element can match", () => {
    const cases: [string, string[] | undefined][] = [
      ["table > tr", ["tr"]],
      ["details[open] > summary:first-of-type", ["summary"]],
      ['input:is([type="reset" i], [type="button" i]), button', ["input", "button"]],
      [":is(dir, menu, ol, ul) :is(dir, menu, ul)", undefined],
      ['[hidden]:not([hidden="until-found" i]):not(embed)', undefined],
      ["a:link, :visited", undefined],
      ["svg|a", undefined],
      ["*", undefined],
    ];
    const found = cases.map(([selector]) => [selector, subjectNames(selector) && [...subjectNames(selector)!]]);
    assert.deepEqual(found, cases, "each selector's subjects");
  });

  it("leaves out no rule that matches: every default rule an element matches names it or any element", () => {
    const rules = defaultStyleRules().filter((rule) => rule.selectorText && !rule.selectorText.includes("::"));
    const names = new Set(rules.flatMap((rule) => rule.selectorText!.match(/\b[a-z][a-z0-9]*\b/g) ?? []));
    const html = [...names].map((name) => `<${name} hidden open dir="auto" type="submit" title="t"></${name}>`);
    const nested = "<details open><summary></summary></details><nobr><wbr></nobr><ul><li><menu><dir></dir></menu></ul>";
    const { document } = new (jsdom().JSDOM)(`<table></table>${nested}${html.join("")}<svg><a/></svg>`).window;
    // A row right in a table (`table > tr`), which the HTML parser would put in a tbody.
    document.querySelector("table")!.append(document.createElement("tr"));
    const missed: string[] = [];
    for (const element of document.querySelectorAll("*"))
      for (const rule of rules) {
        const subjects = subjectNames(rule.selectorText!);
        let matched = false;
        try {
          matched = element.matches(rule.selectorText!);
        } catch {
          // A selector jsdom cannot read matches nothing, indexed or not.
        }
        if (matched && subjects && !subjects.has(element.localName.toLowerCase()))
          missed.push(`${element.localName}: ${rule.selectorText}`);
      }
    assert.deepEqual(missed, [], "default rules that match an element but were not indexed under it");
  });

  it("gives the declarations jsdom gives: block, none for [hidden], table rows and cells", () => {
    const { window } = new (jsdom().JSDOM)(
      "<div id=d></div><p hidden id=h></p><table><tr id=r><td id=c></td></tr></table><span id=s></span>",
    );
    const display = (id: string) => window.getComputedStyle(window.document.getElementById(id)!).display;
    assert.deepEqual(
      ["d", "h", "r", "c", "s"].map(display),
      ["block", "none", "table-row", "table-cell", "inline"],
      "display of div, p[hidden], tr, td, span",
    );
  });
});
