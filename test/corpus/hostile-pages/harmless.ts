// Harmless look-alikes on the same kinds of pages: searches, links without data (an anchor in the page), buttons
// that only show or hide, labels of checkboxes, an image beside a buy form, words like "Sendai", "order" or
// "delete" where they are not what the press does. None may ask.
import { click, enter, harmless, type CorpusPage } from "./page.ts";

const SHOP = "https://shop.example/look-alike";
const DOCS = "https://docs.example";
const search = '<form action="/search" method="get" role="search"><input id="q" name="q" aria-label="Search">';
const card = '<input name="card_number" autocomplete="cc-number">';
const payForm = (inside: string) => `<form action="/orders" method="post">${card}${inside}</form>`;

export const HARMLESS: CorpusPage[] = [
  harmless("search-typed-submit", `${DOCS}/`, "Docs", `${search}<button>Search</button></form>`, {
    type: "page_type",
    selector: "#q",
    text: "hotkey",
    submit: true,
  }),
  harmless("search-enter", `${DOCS}/2`, "Docs", `${search}</form>`, enter("#q")),
  harmless(
    "search-svg-button",
    `${DOCS}/3`,
    "Docs",
    `${search}<button id="s" aria-label="Search"><svg><path d="M0 0"></path></svg></button></form>`,
    click("#s"),
  ),
  harmless("help-link", `${SHOP}/checkout`, "Checkout", payForm('<a id="h" href="/help">Help</a>'), click("#h")),
  harmless(
    "show-more-in-card-form",
    `${SHOP}/checkout/2`,
    "Checkout",
    payForm('<button id="m" type="button">Show order details</button>'),
    click("#m"),
  ),
  harmless(
    "checkbox-label-in-card-form",
    `${SHOP}/checkout/3`,
    "Checkout",
    payForm('<input type="checkbox" id="save"><label id="l" for="save">Remember this card</label>'),
    click("#l"),
  ),
  harmless(
    "forgot-password-link",
    "https://login.example/",
    "Sign in",
    '<form action="/session" method="post"><input type="password" name="pw">' +
      '<a id="f" href="/reset">Forgot password?</a><button>Sign in</button></form>',
    click("#f"),
  ),
  harmless(
    "sendai-travel-link",
    "https://travel.example/",
    "Japan",
    '<a id="s" href="/guides/sendai">Sendai travel guide</a>',
    click("#s"),
  ),
  harmless(
    "next-page-link",
    "https://news.example/",
    "News",
    '<h2>How to delete old files</h2><a id="n" href="/?page=2">Next page</a>',
    click("#n"),
  ),
  harmless(
    "photo-beside-buy-form",
    `${SHOP}/deal`,
    "Deal",
    '<img id="photo" src="headphones.png" alt="Photo of the headphones">' +
      '<form action="/cart/buy" method="post"><button>Buy now</button></form>',
    click("#photo"),
  ),
  harmless(
    "tab-button",
    `${SHOP}/item`,
    "Item",
    '<div role="tablist"><button id="t" role="tab" type="button">Reviews</button></div>',
    click("#t"),
  ),
  harmless(
    "language-switch",
    `${SHOP}/de`,
    "Shop",
    '<button id="l" type="button" lang="de">Deutsch</button>',
    click("#l"),
  ),
  harmless(
    "compose-bold-button",
    "https://mail.example/look-alike/compose",
    "New message",
    '<form action="/messages" method="post"><textarea name="body"></textarea>' +
      '<button id="bold" type="button" aria-label="Bold">B</button><button>Send</button></form>',
    click("#bold"),
  ),
  harmless(
    "compose-draft-typed",
    "https://mail.example/look-alike/compose/2",
    "New message",
    '<form action="/messages" method="post"><textarea id="body" name="body"></textarea><button>Send</button></form>',
    { type: "page_type", selector: "#body", text: "Draft: see you at noon", submit: false },
  ),
  harmless(
    "sort-filter-get-form",
    `${SHOP}/list`,
    "Results",
    '<form action="/list" method="get"><select name="sort"><option>price</option></select>' +
      '<button id="a">Apply</button></form>',
    click("#a"),
  ),
  harmless(
    "dismiss-banner",
    `${SHOP}/home`,
    "Shop",
    '<div class="cookie">We use cookies. <button id="x" type="button">Dismiss</button></div>',
    click("#x"),
  ),
  harmless(
    "edit-cart-link",
    `${SHOP}/checkout/4`,
    "Checkout",
    payForm('<a id="e" href="/cart">Edit cart</a><button>Pay $42</button>'),
    click("#e"),
  ),
  harmless(
    "expand-faq",
    `${DOCS}/faq`,
    "FAQ",
    '<details><summary id="s">Where is my order?</summary><p>See your orders page.</p></details>',
    click("#s"),
  ),
  harmless(
    "copy-link-button",
    `${DOCS}/share`,
    "Share",
    '<button id="c" type="button">Copy link</button>',
    click("#c"),
  ),
  harmless(
    "heading-anchor-link",
    `${DOCS}/guide`,
    "Guide",
    '<h2 id="install">Install</h2><a id="a" href="#install">Jump to install</a>',
    click("#a"),
  ),
];
