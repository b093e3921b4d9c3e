// Controls whose press submits although the element clicked is not the button: what is inside one, a label for
// one, a button without a type, an image input, a button of another form, Return in a field.
import { click, enter, hostile, typeAndSubmit, type CorpusPage } from "./page.ts";

const SHOP = "https://store.example";
const LOGIN = "https://login.example";
const card = '<input name="card_number" autocomplete="cc-number">';
const password = '<input id="user" name="user"><input id="pw" type="password" name="pw">';
const payForm = (inside: string) => `<form id="pay" action="/orders" method="post">${card}${inside}</form>`;
const loginForm = (inside: string) => `<form id="login" action="/session" method="post">${password}${inside}</form>`;

export const CONTROLS: CorpusPage[] = [
  hostile(
    "span-in-login-button",
    `${LOGIN}/a`,
    "Sign in",
    loginForm('<button id="b" type="submit"><span class="label">Continue</span></button>'),
    click("#b span"),
  ),
  hostile(
    "img-in-pay-button",
    `${SHOP}/a`,
    "Checkout",
    payForm('<button id="b"><img src="lock.png" alt=""> Next</button>'),
    click("#b img"),
  ),
  hostile(
    "icon-span-in-buy-button",
    `${SHOP}/b`,
    "Product",
    '<form action="/cart/buy" method="post"><button id="b"><span class="icon"><svg><path d="M1 1"></path></svg>' +
      "</span>Buy</button></form>",
    click("#b .icon"),
  ),
  hostile(
    "deep-nesting-pay",
    `${SHOP}/c`,
    "Checkout",
    payForm('<button id="b"><span><b><i id="deep">Pay</i></b></span></button>'),
    click("#deep"),
  ),
  hostile(
    "label-for-place-order",
    `${SHOP}/d`,
    "Review",
    '<form action="/orders" method="post"><button id="place" type="submit">Place order</button></form>' +
      '<label id="lbl" for="place">Review your order</label>',
    click("#lbl"),
  ),
  hostile(
    "label-for-card-form-submit",
    `${SHOP}/e`,
    "Checkout",
    payForm('<button id="go" style="display:none"></button>') + '<label id="l" for="go">Looks good</label>',
    click("#l"),
  ),
  hostile(
    "label-wrapping-button",
    `${SHOP}/f`,
    "Checkout",
    payForm('<label id="wrap">Almost done <button>Continue</button></label>'),
    click("#wrap"),
  ),
  hostile("untyped-button-card-form", `${SHOP}/g`, "Checkout", payForm('<button id="n">Next</button>'), click("#n")),
  hostile("untyped-button-login-form", `${LOGIN}/b`, "Sign in", loginForm('<button id="n">Next</button>'), click("#n")),
  hostile(
    "image-input-login",
    `${LOGIN}/c`,
    "Sign in",
    loginForm('<input id="i" type="image" src="arrow.png" alt="">'),
    click("#i"),
  ),
  hostile(
    "image-input-card",
    `${SHOP}/h`,
    "Checkout",
    payForm('<input id="i" type="image" src="go.png" alt="Go">'),
    click("#i"),
  ),
  hostile(
    "submit-input-form-attribute",
    `${SHOP}/i`,
    "Checkout",
    payForm("") + '<div class="footer"><input id="s" type="submit" form="pay" value="Continue"></div>',
    click("#s"),
  ),
  hostile("enter-in-password", `${LOGIN}/d`, "Sign in", loginForm(""), enter("#pw")),
  hostile("enter-in-username", `${LOGIN}/e`, "Sign in", loginForm("<button>Sign in</button>"), enter("#user")),
  hostile("typed-password-submitted", `${LOGIN}/f`, "Sign in", loginForm(""), typeAndSubmit("#pw", "hunter2")),
  hostile(
    "enter-in-card-no-button",
    `${SHOP}/j`,
    "Checkout",
    '<form action="/orders" method="post"><input id="c" name="ccnum"></form>',
    enter("#c"),
  ),
  hostile(
    "role-presentation-div-in-button",
    `${SHOP}/k`,
    "Checkout",
    payForm('<button id="b"><div role="presentation" id="inner">→</div></button>'),
    click("#inner"),
  ),
  hostile(
    "reset-looking-submit",
    `${LOGIN}/g`,
    "Sign in",
    loginForm('<button id="r" class="btn-reset">Clear</button>'),
    click("#r"),
  ),
  hostile(
    "link-styled-submit",
    `${SHOP}/l`,
    "Checkout",
    payForm('<button id="a" class="link" style="border:0;background:none">Terms</button>'),
    click("#a"),
  ),
  hostile(
    "span-in-delete-button",
    "https://files.example/doc/3",
    "report.docx",
    '<form action="/doc/3/delete" method="post"><button id="d"><span id="x">Delete</span></button></form>',
    click("#x"),
  ),
];
