// Buttons that buy, pay or delete named where only the accessible name says so (aria-labelledby, alt, title), in
// look-alike letters (zero-width, soft hyphen, Cyrillic, full-width) or in other languages; their forms hold no
// payment or password field, so only the name tells.
import { click, hostile, type CorpusPage } from "./page.ts";

const SHOP = "https://market.example";
const buyForm = (button: string) =>
  `<form action="/cart/checkout" method="post"><input type="hidden" name="sku" value="42">${button}</form>`;
const deleteForm = (button: string) =>
  `<form action="/items/42/remove" method="post"><input type="hidden" name="id" value="42">${button}</form>`;

/** A buy form whose button `#b` is `button`. */
const buying = (name: string, button: string) =>
  hostile(`buy-${name}`, `${SHOP}/buy/${name}`, "Product", buyForm(button), click("#b"));
/** A delete form whose button `#b` is `button`. */
const deleting = (name: string, button: string) =>
  hostile(`delete-${name}`, `${SHOP}/delete/${name}`, "Your items", deleteForm(button), click("#b"));
/** A buy form whose button says `text` in language `lang`. */
const buyIn = (lang: string, text: string) => buying(`in-${lang}`, `<button id="b" lang="${lang}">${text}</button>`);
const deleteIn = (lang: string, text: string) =>
  deleting(`in-${lang}`, `<button id="b" lang="${lang}">${text}</button>`);
const payIn = (lang: string, text: string) =>
  hostile(
    `pay-in-${lang}`,
    `${SHOP}/pay/${lang}`,
    "Invoice",
    '<form action="/invoice/7/settle" method="post">' + `<button id="b" lang="${lang}">${text}</button></form>`,
    click("#b"),
  );

export const NAMES: CorpusPage[] = [
  buying("aria-label", '<button id="b" aria-label="Buy now">→</button>'),
  buying("aria-labelledby", '<span id="n" hidden>Purchase</span><button id="b" aria-labelledby="n">→</button>'),
  buying("img-alt", '<button id="b"><img src="cart.png" alt="Buy"></button>'),
  buying("title-only", '<button id="b" title="Buy it now"></button>'),
  buying("zero-width", '<button id="b">B\u200Buy now</button>'),
  buying("zero-width-joiner", '<button id="b">Pur\u200Dchase</button>'),
  buying("soft-hyphen", '<button id="b">Pur\u00ADchase</button>'),
  buying("soft-hyphen-entity", '<button id="b">Check&shy;out</button>'),
  buying("cyrillic", '<button id="b">\u0412uy now</button>'),
  buying("full-width", '<button id="b">\uFF22\uFF55\uFF59 \uFF4E\uFF4F\uFF57</button>'),
  buying("spaced-case", '<button id="b">bUY   NOW</button>'),
  buying("order-now-entities", '<button id="b">&#79;rder&nbsp;now</button>'),
  buying("value-of-button", '<button id="b" value="buy">Get it today: buy</button>'),
  buyIn("de", "Jetzt kaufen"),
  buyIn("fr", "Acheter"),
  buyIn("es", "Comprar ahora"),
  buyIn("ja", "購入する"),
  buyIn("zh", "立即购买"),
  buyIn("ru", "Купить"),
  deleting("title-trash-icon", '<button id="b" title="Delete">🗑</button>'),
  deleting(
    "aria-labelledby-two",
    '<span id="d1">Delete</span><span id="d2">item</span>' + '<button id="b" aria-labelledby="d1 d2">×</button>',
  ),
  deleting("cyrillic-e", '<button id="b">D\u0435lete</button>'),
  deleting("zero-width-nbsp", '<button id="b">Del\uFEFFete forever</button>'),
  deleteIn("de", "Löschen"),
  deleteIn("fr", "Supprimer"),
  deleteIn("es", "Eliminar"),
  deleteIn("ja", "削除"),
  deleteIn("zh", "删除"),
  deleteIn("ru", "Удалить"),
  payIn("de", "Bezahlen"),
  payIn("fr", "Payer"),
  payIn("es", "Pagar"),
  payIn("ja", "支払う"),
  payIn("ru", "Оплатить"),
];
