import { describe, it } from "node:test";
import fc from "fast-check";
import { pageLooker } from "../../support/page-look.ts";

const { asks } = pageLooker();
/** Modest: each run is one look in jsdom (accessible names read computed styles), and npm test has a budget. */
const RUNS = { numRuns: 25 };

/** Names of controls that buy, pay, send, post, delete or sign out, in several languages. */
const ACTING = ["Buy", "Buy now", "Pay", "Send", "Delete", "Place order", "Post", "Publish", "Sign out", "Donate"]
  .concat(["Confirm payment", "Order now", "Wire funds", "Jetzt kaufen", "Envoyer", "Comprar", "Invia", "Skicka"])
  .concat(["Verwijderen", "購入する", "发送", "삭제", "Отправить"]);
/** Names that act on nothing: a disclosure, a menu, a page of results. */
const HARMLESS = [
  "Show more",
  "Details",
  "Menu",
  "Next page",
  "Filter",
  "Expand",
  "Help",
  "Settings",
  "Preview",
].concat(["Mehr anzeigen", "Suivant", "Ver detalles", "詳細", "Подробнее"]);
const LOOK_ALIKE: { [letter: string]: string } = { a: "а", e: "е", o: "о", p: "р", c: "с", y: "у", x: "х" };
const INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u00ad", "\u2060", "\u200e", "\ufeff", "\ufe0f"];

/** A name respelled as a page may: its case, look-alike or full-width letters, invisible characters between. */
const spelling = (names: string[]) =>
  fc
    .record({
      name: fc.constantFrom(...names),
      cased: fc.constantFrom("same", "upper", "lower"),
      letters: fc.constantFrom("latin", "look-alike", "full-width"),
      hidden: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLE)), { maxLength: 3 }),
    })
    .map(({ name, cased, letters, hidden }) => {
      let text = cased === "upper" ? name.toUpperCase() : cased === "lower" ? name.toLowerCase() : name;
      if (letters === "look-alike") text = text.replace(/[aeopcyx]/g, (letter) => LOOK_ALIKE[letter]!);
      if (letters === "full-width")
        text = text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
      for (const [at, mark] of hidden) {
        const cut = at % (text.length + 1);
        text = text.slice(0, cut) + mark + text.slice(cut);
      }
      return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
    });

/** A submit button named `name`, and the selector a step clicks it by: itself, a span or image in it, its label. */
const nesting = fc.constantFrom("text", "span", "deep", "image", "aria-label", "labelledby", "label").map((how) => {
  return (name: string, type = "") => {
    const typed = type ? ` type="${type}"` : "";
    if (how === "image") return { html: `<button id="b"${typed}><img id="t" alt="${name}"></button>`, at: "#t" };
    if (how === "aria-label") return { html: `<button id="b"${typed} aria-label="${name}">→</button>`, at: "#b" };
    if (how === "labelledby")
      return { html: `<span id="n">${name}</span><button id="b"${typed} aria-labelledby="n">→</button>`, at: "#b" };
    const inner = how === "deep" ? `<div><span><i id="t">${name}</i></span></div>` : `<span id="t">${name}</span>`;
    if (how === "label")
      return { html: `<button id="b"${typed}>${name}</button><label id="t" for="b">OK</label>`, at: "#t" };
    return {
      html: `<button id="b"${typed}>${how === "text" ? name : inner}</button>`,
      at: how === "text" ? "#b" : "#t",
    };
  };
});
const SENSITIVE = [
  '<input type="password" name="pw">',
  '<input name="cc_number">',
  '<input autocomplete="cc-csc">',
].concat(
  ['<input name="account_number">', '<input id="routing_number">', '<input name="iban">'],
  ['<input id="ccn">', '<input id="cv2">', '<input name="n" placeholder="1234 5678 9012 3456">'],
);

describe("property: a click whose effect is a consequential submission always asks", () => {
  it("a submit button named to buy, pay, send or delete, in any spelling, nesting or language", () => {
    fc.assert(
      fc.property(spelling(ACTING), nesting, fc.boolean(), (name, nest, typed) => {
        const { html, at } = nest(name, typed ? "submit" : "");
        return asks(`<form action="/go"><input name="q">${html}</form>`, at, "click") !== undefined;
      }),
      RUNS,
    );
  });

  it("a harmless-named submit of a form with a password, card, account, routing or IBAN field, or a text area", () => {
    const fields = fc.constantFrom(...SENSITIVE, "<textarea></textarea>");
    fc.assert(
      fc.property(spelling(HARMLESS), nesting, fields, (name, nest, field) => {
        const { html, at } = nest(name);
        return asks(`<form action="/go"><input name="q">${field}${html}</form>`, at, "click") !== undefined;
      }),
      RUNS,
    );
  });
});

describe("property: a harmless click never asks", () => {
  it("a type=button, a disclosure or a link without data, named harmlessly in any spelling, in any form", () => {
    const around = fc.constantFrom("", ...SENSITIVE);
    const kinds = fc.constantFrom("button", "summary", "link", "anchor");
    fc.assert(
      fc.property(spelling(HARMLESS), nesting, kinds, around, (name, nest, kind, field) => {
        const control =
          kind === "button"
            ? nest(name, "button")
            : kind === "summary"
              ? { html: `<details><summary id="b">${name}</summary></details>`, at: "#b" }
              : {
                  html: `<a id="b" href="${kind === "link" ? "/help/topics" : "#topics"}"><span>${name}</span></a>`,
                  at: "#b span",
                };
        const html = field ? `<form action="/go">${field}${control.html}</form>` : control.html;
        return asks(html, control.at, "click") === undefined;
      }),
      RUNS,
    );
  });
});
