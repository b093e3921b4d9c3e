/**
 * Words that make a control consequential to press, in English and the languages most Macs are set to: pressing
 * it buys or pays, sends or publishes, deletes, moves money, or changes an account. Written as people write them;
 * names.ts normalizes both these and a control's name the same way before comparing.
 */

/** Words written "a, b, c" as a list. */
const listed = (words: string) => words.split(",").map((word) => word.trim());

/** Words that act wherever they stand in a control's name ("Confirm payment", "Jetzt kaufen"). */
export const ACTING_WORDS: { [language: string]: string[] } = {
  en: listed(
    "buy, buy now, pay, pay now, payment, purchase, place order, place your order, submit order, " +
      "confirm order, complete order, order now, checkout, check out, book now, place bid, sell, send, " +
      "publish, tweet, delete, remove, erase, discard, transfer, wire, withdraw, donate, subscribe, " +
      "unsubscribe, sign out, signout, log out, logout, log off, close account, deactivate, " +
      "cancel subscription, cancel order, uninstall, empty trash",
  ),
  de: listed(
    "kaufen, jetzt kaufen, kauf, bezahlen, zahlen, zahlung, zahlungspflichtig, bestellen, bestellung, " +
      "zur kasse, kasse, senden, absenden, abschicken, verschicken, veröffentlichen, posten, löschen, " +
      "entfernen, überweisen, überweisung, spenden, abonnieren, abbestellen, abmelden, ausloggen, " +
      "konto schließen",
  ),
  fr: listed(
    "acheter, payer, paiement, commander, passer la commande, valider la commande, envoyer, publier, " +
      "poster, supprimer, effacer, virement, transférer, faire un don, s'abonner, abonner, se désabonner, " +
      "désabonner, se déconnecter, déconnexion",
  ),
  es: listed(
    "comprar, pagar, pago, realizar pedido, hacer pedido, finalizar compra, enviar, publicar, eliminar, " +
      "borrar, transferir, transferencia, donar, suscribirse, darse de baja, cerrar sesión",
  ),
  it: listed(
    "acquista, acquistare, compra, paga, pagare, pagamento, ordina, effettua ordine, invia, inviare, " +
      "pubblica, elimina, cancella, rimuovi, bonifico, trasferisci, dona, iscriviti, abbonati, disiscriviti, " +
      "disconnetti",
  ),
  pt: listed(
    "pagamento, finalizar compra, fazer pedido, encomendar, excluir, apagar, remover, transferência, doar, " +
      "assinar, inscrever-se, cancelar inscrição",
  ),
  nl: listed(
    "kopen, nu kopen, betalen, betaling, bestellen, afrekenen, verzenden, versturen, publiceren, plaatsen, " +
      "verwijderen, wissen, overmaken, doneren, abonneren, afmelden, uitloggen",
  ),
  sv: listed(
    "köp, köpa, betala, betalning, beställ, beställa, till kassan, skicka, publicera, radera, ta bort, " +
      "överför, överföring, donera, prenumerera, logga ut",
  ),
  ru: listed(
    "купить, оплатить, оплата, заказать, оформить заказ, отправить, опубликовать, удалить, перевести, " +
      "пожертвовать, подписаться, отписаться, выйти",
  ),
};

/** Words of languages written without spaces between words, found anywhere in a name ("今すぐ購入", "立即购买"). */
export const ACTING_SIGNS: { [language: string]: string[] } = {
  ja: listed(
    "購入, 買う, 注文, 支払, 決済, 送信, 送る, 投稿, 公開, 削除, 振込, 振り込, 送金, 寄付, 購読, 解約, ログアウト, サインアウト, レジに進む, 返信",
  ),
  zh: listed(
    "购买, 購買, 支付, 付款, 下单, 下單, 提交订单, 结算, 結帳, 发送, 發送, 发布, 發佈, 发表, 删除, 刪除, 移除, 转账, 轉帳, 汇款, 匯款, 捐款, 捐赠, 订阅, 訂閱, " +
      "退订, 退出登录, 登出, 注销, 回复",
  ),
  ko: listed("구매, 구입, 결제, 주문, 보내기, 전송, 게시, 발행, 삭제, 제거, 송금, 이체, 기부, 구독, 로그아웃, 답장"),
};

/**
 * Words that act only as a control's first word: elsewhere they are nouns ("Order now" but "Sort order", "Post"
 * but "Blog post", "Reply" but "Show replies").
 */
export const LEADING_WORDS = listed(
  "order, post, reply, book, antworten, répondre, responder, rispondi, sair, esci, svara, antwoorden, " + "ответить",
);

/** Words of an app's own controls that end or close something of the person's ("Quit", "Close"). */
export const APP_WORDS = listed("quit, close, don't save");
