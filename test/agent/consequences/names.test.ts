import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { controlApproval, describesConsequential } from "../../../agent/src/consequences/index.ts";
import { consequentialWord, foldedName, shownName } from "../../../agent/src/consequences/names.ts";

/** "Buy", "Send", "Delete" spelled to hide from a plain comparison, each still read as the word. */
const HIDDEN = [
  ["B\u200buy", "buy"],
  ["S\u00adend", "send"],
  ["De\u200d\u2060lete", "delete"],
  ["\u202eSend\u202c", "send"],
  ["Se\ufe0fnd", "send"],
  ["Ｂｕｙ", "buy"],
  ["𝐒𝐞𝐧𝐝", "send"],
  ["Ѕеnd", "send"],
  ["Dеlеtе", "delete"],
  ["ΒUY", "buy"],
  ["Ρay", "pay"],
  ["S e n d", "send"],
  ["B.u.y", "buy"],
  ["DELETE", "delete"],
  ["\u202eyuB\u202c", "buy"],
  ["De\u0301lete", "delete"],
  ["S\u00e9nd", "send"],
  ["B\u00fby", "buy"],
] as const;

describe("a control's name, as a person reads it", () => {
  it("finds Buy, Send and Delete hidden by invisible, full-width, styled, look-alike or spaced letters", () => {
    for (const [name, word] of HIDDEN) assert.equal(consequentialWord(name), word, JSON.stringify(name));
  });

  it("knows the words the English regex missed: Post, Publish, Sign out, Donate, Confirm payment, Wire funds", () => {
    const names = ["Post", "Publish", "Sign out", "Log out", "Donate", "Confirm payment", "Order now", "Wire funds"];
    for (const name of names) assert.ok(consequentialWord(name), name);
  });

  it("reads words with a possessive, article or pronoun in the middle: Close my account, Sign me out", () => {
    const names = ["Close my account", "Close your account", "Cancel my subscription", "Sign me out"];
    for (const name of names.concat(["Log me out", "Cancel the order", "Mein Konto schließen"]))
      assert.ok(consequentialWord(name), name);
    for (const name of ["My account", "Close the menu", "Show my orders", "Read the post", "Your account"])
      assert.equal(consequentialWord(name), undefined, name);
  });

  it("knows them in the major languages", () => {
    const names = ["Jetzt kaufen", "Absenden", "Löschen", "Envoyer", "Payer", "Supprimer", "Comprar", "Enviar"]
      .concat(["Eliminar", "Acquista", "Invia", "Excluir", "Verzenden", "Afrekenen", "Skicka", "Köp", "Radera"])
      .concat(["今すぐ購入", "送信する", "削除", "立即购买", "发送", "付款", "구매하기", "보내기", "삭제"])
      .concat(["Отправить", "Купить", "Удалить", "Оформить заказ", "Zahlungspflichtig bestellen"]);
    for (const name of names) assert.ok(consequentialWord(name), name);
  });

  it("leaves harmless names alone, and nouns that act only first ('Sort order', 'Blog post')", () => {
    const names = ["Search", "Next", "Company", "Payments history", "Sort order", "Blog post", "Show replies"].concat([
      "Menu",
      "Sender settings",
      "Close",
    ]);
    for (const name of names) assert.equal(consequentialWord(name), undefined, name);
  });

  it("folds look-alikes only to compare, and shows the name without its invisible characters", () => {
    assert.equal(foldedName("Ѕеnd"), "send");
    assert.equal(consequentialWord("Отправить"), "отправить");
    assert.equal(shownName("B\u200buy  now"), "Buy now");
  });
});

describe("an app's controls judged by the same words", () => {
  it("asks before Quit, Close and every page word, whatever the spelling; not before harmless ones", () => {
    for (const title of ["Quit", "Close", "Dеlеtе workspace", "Sign out", "Confirm payment", "Senden"])
      assert.ok(controlApproval(title, "AXButton"), title);
    for (const title of ["Search", "Settings", "Sort order"]) assert.equal(controlApproval(title), undefined, title);
    assert.equal(controlApproval("S\u200bend")?.title, 'Click "Send"?');
  });

  it("finds a consequential control in a description wherever the word stands", () => {
    for (const text of ["the red Close button", "the Send button", "the paper plane to sеnd it"])
      assert.ok(describesConsequential(text), text);
    assert.equal(describesConsequential("the gear icon"), false);
  });
});
