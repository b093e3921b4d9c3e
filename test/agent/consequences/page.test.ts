import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { urlApproval } from "../../../agent/src/consequences/index.ts";
import { pageLooker } from "../../support/page-look.ts";

const { asks, look } = pageLooker();
const button = (name: string) => `<button id="b" type="button">${name}</button>`;
const titleOf = (html: string, selector: string, press: "click" | "enter" = "click") =>
  asks(html, selector, press)?.title;

describe("a page press judged by what it does, the page script reading the DOM", () => {
  it("a span inside the submit button of a password form: the button acts, and its form asks", () => {
    const html =
      '<form action="/session"><input name="user"><input type="password" name="pw">' +
      '<button><span id="s">Continue</span></button></form>';
    const element = look(html, "#s", "click");
    assert.deepEqual([element.effect, element.element, element.target], ["submit", "button", "span#s"]);
    assert.equal(titleOf(html, "#s"), 'Submit the form with a password field by clicking "Continue"?');
  });

  it("the label for a Place order button places the order: it asks, naming the button", () => {
    const html =
      '<form action="/orders"><input name="qty"><button id="place">Place order</button></form>' +
      '<label id="l" for="place">Ready?</label>';
    const element = look(html, "#l", "click");
    assert.deepEqual([element.effect, element.element], ["submit", "button#place"]);
    assert.match(String(titleOf(html, "#l")), /Place order/);
  });

  it("Return in a compose form whose button is Send asks, typed into its text area or its subject field", () => {
    const html =
      '<form action="/send"><input id="to"><input id="subject"><textarea id="body"></textarea>' +
      '<button type="submit">Send</button></form>';
    assert.equal(titleOf(html, "#body", "enter"), "Send what is written in the form by pressing Return?");
    assert.equal(titleOf(html, "#subject", "enter"), "Send what is written in the form by pressing Return?");
    const chat = '<form><input id="m"><button><img alt="Send"></button></form>';
    assert.equal(titleOf(chat, "#m", "enter"), 'Submit the form (its button: "Send") by pressing Return?');
    const box = '<div><div id="e" contenteditable="true"></div><div role="button" aria-label="Send"></div></div>';
    assert.equal(titleOf(box, "#e", "enter"), 'Press Return in a field beside "Send"?');
    // A chat whose Return is its Send (no button), or whose button is too far up to be read as beside it.
    const noButton = '<main><div role="textbox" aria-multiline="true" id="m" contenteditable="true"></div></main>';
    const returns = "Press Return in a message box, which may send what is written in it?";
    assert.equal(titleOf(noButton, "#m", "enter"), returns);
    const nested = (html: string) => `${"<div>".repeat(7)}${html}${"</div>".repeat(7)}`;
    const deep = `<div>${nested('<div id="e" contenteditable="true"></div>')}<button>Send</button></div>`;
    assert.equal(titleOf(deep, "#e", "enter"), returns);
  });

  it("buttons named by an image's alt, aria-labelledby, another language or the words the regex missed", () => {
    const names = [
      '<img alt="Buy now">',
      "Confirm payment",
      "Order now",
      "Wire funds",
      "Jetzt kaufen",
      "Envoyer",
    ].concat(["今すぐ購入", "Оплатить", "Post", "Publish", "Sign out", "Donate"]);
    for (const name of names) assert.ok(titleOf(button(name), "#b"), name);
    const labelled = '<span id="n">Pay</span><div id="b" role="button" aria-labelledby="n">→</div>';
    assert.equal(titleOf(labelled, "#b"), 'Click "Pay" on the page?');
  });

  it("Buy, Send and Delete hidden by zero-width, soft-hyphen, Cyrillic or full-width letters still ask", () => {
    for (const name of ["B\u200buy", "Se\u00adnd", "Dеlеtе", "Ｂｕｙ", "&#x200B;S&#xAD;end"])
      assert.ok(titleOf(button(name), "#b"), JSON.stringify(name));
  });

  it("payment and transfer fields under other names make a submit ask, each by what it is", () => {
    const cases: [string, string][] = [
      ['<input name="cc_number">', "card"],
      ['<input name="sec_code" inputmode="numeric">', "security code"],
      ['<input name="account_number">', "account"],
      ['<input id="routingNumber">', "routing"],
      ['<label for="i">IBAN</label><input id="i">', "IBAN"],
      ['<input autocomplete="cc-exp">', "card"],
      ['<input aria-label="Code" inputmode="numeric">', "security code"],
      ['<input name="cardnum">', "card"],
      ['<input id="ccn">', "card"],
      ['<input name="cc-num">', "card"],
      ['<input name="x" placeholder="1234 5678 9012 3456">', "card"],
      ['<input id="cv2">', "security code"],
      ['<input name="cvv2">', "security code"],
    ];
    for (const [field, kind] of cases) {
      const html = `<form>${field}<button id="go">Continue</button></form>`;
      assert.equal(titleOf(html, "#go"), `Submit the form with a ${kind} field by clicking "Continue"?`, field);
    }
  });

  it("a link carrying data asks as page_navigate to it does; one carrying the person's words does not", () => {
    const html = '<a id="a" href="/track?d=ann%40example.com+balance+2300">Details</a>';
    const element = look(html, "#a", "click");
    assert.deepEqual(
      [element.effect, element.href],
      ["link", "https://shop.test/track?d=ann%40example.com+balance+2300"],
    );
    assert.ok(urlApproval(element.href, "show my orders"), "page_navigate to it asks");
    assert.match(String(asks(html, "#a", "click", { said: { said: "show my orders" } })?.title), /^Follow the link/);
    const search = '<a id="a" href="/search?q=red+shoes">Search</a>';
    assert.equal(asks(search, "#a", "click", { said: { said: "find red shoes" } }), undefined);
    const wrapped = '<a href="/track?d=ann%40example.com+balance+2300"><button id="a">Continue</button></a>';
    assert.deepEqual([look(wrapped, "#a", "click").effect, look(wrapped, "#a", "click").href], ["link", element.href]);
    assert.match(String(asks(wrapped, "#a", "click", { said: { said: "show my orders" } })?.title), /^Follow the link/);
  });

  it("a form sent to another site with text the person did not give asks; their words or the same site do not", () => {
    const said = { said: "search for red shoes" };
    const form = (action: string, value: string, button = "<button id=go>Search</button>") =>
      `<form action="${action}"><input name="q" value="${value}">${button}</form>`;
    const elsewhere = form("https://collect.example/in", "ann@example.com balance 2300");
    assert.deepEqual(look(elsewhere, "#go", "click").form?.action, "https://collect.example/in");
    const asked = asks(elsewhere, "#go", "click", { said });
    assert.equal(asked?.title, 'Send "ann@example.com balance 2300" to collect.example by clicking "Search"?');
    assert.match(String(asked?.detail), /It sends the form to https:\/\/collect\.example\/in; you did not say ann, /);
    assert.equal(asks(form("https://www.google.com/search", "red shoes"), "#go", "click", { said }), undefined);
    assert.equal(asks(form("/search", "ann@example.com balance"), "#go", "click", { said }), undefined, "same site");
    const typed = { said, typed: "ann@example.com" };
    assert.match(String(asks(form("https://collect.example/in", ""), "[name=q]", "enter", typed)?.title), /^Send /);
    const formaction = '<button id=go formaction="https://collect.example/in">Search</button>';
    assert.match(String(asks(form("/search", "ann balance", formaction), "#go", "click", { said })?.title), /^Send /);
  });

  it("a shadow root's button in a password form asks; a same-origin frame's focused field is the one judged", () => {
    const html = '<form><input type="password" name="pw"><x-pay id="host"></x-pay></form>';
    const shadow = (doc: Parameters<NonNullable<Parameters<typeof look>[3]>>[0]) => {
      const root = doc.getElementById("host")!.attachShadow({ mode: "open" });
      root.innerHTML = '<button id="inner"><span>Go</span></button>';
    };
    const element = look(html, "#host", "click", shadow);
    assert.equal(element.effect, "submit", "its component may submit the form around it");
    assert.match(String(asks(html, "#host", "click", { setup: shadow })?.title), /password field/);
    const framed = (doc: Parameters<typeof shadow>[0]) => {
      const frame = doc.querySelector("iframe")!;
      frame.contentDocument!.body.innerHTML = '<form><input type="password" id="pw"></form>';
      (frame.contentDocument!.getElementById("pw") as unknown as { focus(): void }).focus();
      (frame as unknown as { focus(): void }).focus();
    };
    assert.match(String(asks("<iframe></iframe>", undefined, "enter", { setup: framed })?.title), /password field/);
  });

  it("fields in open shadow roots and same-origin frames inside the form are its fields; shadow text names", () => {
    type Doc = Parameters<NonNullable<Parameters<typeof look>[3]>>[0];
    const inside = (inner: string) => (doc: Doc) => {
      doc.getElementById("host")!.attachShadow({ mode: "open" }).innerHTML = inner;
    };
    const form = '<form action="/orders"><x-field id="host"></x-field><button id="go">Continue</button></form>';
    const card = inside('<input name="cc" autocomplete="cc-number">');
    assert.match(String(asks(form, "#go", "click", { setup: card })?.title), /card field/);
    const password = inside('<div><input type="password" name="pw"></div>');
    assert.match(String(asks(form, "#go", "click", { setup: password })?.title), /password field/);
    assert.equal(asks(form, "#go", "click", { setup: inside('<input name="nickname">') }), undefined);
    const framed = (doc: Doc) => {
      doc.querySelector("iframe")!.contentDocument!.body.innerHTML = '<input name="cardnumber">';
    };
    const frameForm = '<form action="/orders"><iframe></iframe><button id="go">Continue</button></form>';
    assert.match(String(asks(frameForm, "#go", "click", { setup: framed })?.title), /card field/);
    const buy = '<form action="/cart"><button id="b"><x-label id="host"></x-label></button></form>';
    assert.match(String(asks(buy, "#b", "click", { setup: inside("Buy <b>now</b>") })?.title), /Buy now/);
  });

  it("a link to a place in the same page sends nothing: it never asks; the same fragment elsewhere does", () => {
    const anchor = '<h2 id="install">Install</h2><a id="a" href="#install">Jump to install</a>';
    assert.equal(look(anchor, "#a", "click").effect, "link");
    assert.equal(titleOf(anchor, "#a"), undefined);
    assert.equal(titleOf('<a id="a" href="https://shop.test/checkout#faq">Questions</a>', "#a"), undefined);
    assert.match(String(titleOf('<a id="a" href="https://evil.test/checkout#ann-balance">x</a>', "#a")), /Follow/);
    assert.match(String(titleOf('<a id="a" href="/checkout?d=ann#x">x</a>', "#a")), /Follow/);
  });

  it("harmless presses never ask: a search form, a disclosure, a type=button, a plain link, a checkbox", () => {
    const search = '<form role="search" action="/find"><input id="q" name="q"><button>Search</button></form>';
    assert.equal(titleOf(search, "#q", "enter"), undefined);
    assert.equal(titleOf(search, "button"), undefined);
    assert.equal(titleOf('<details><summary id="s">More</summary></details>', "#s"), undefined);
    assert.equal(titleOf(`<form><input type="password">${button("Show")}</form>`, "#b"), undefined);
    assert.equal(titleOf('<a id="a" href="/help">Help with your order</a>', "#a"), undefined);
    assert.equal(titleOf('<label><input id="c" type="checkbox"> Remember me</label>', "#c"), undefined);
  });
});

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
