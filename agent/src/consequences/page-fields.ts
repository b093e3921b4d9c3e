import { normalizedName } from "./names.ts";

/** A field of a page's form as the page script reported it. */
export interface PageField {
  tag: string;
  /** Its type ("password", "text", "hidden"; "contenteditable" for an editable element). */
  type: string;
  /** Its name attribute, else its id. */
  name: string;
  id?: string;
  autocomplete?: string;
  inputmode?: string;
  /** Its accessible name (its label, aria-label, title or placeholder). */
  label?: string;
  /** Its aria-label, placeholder and autocomplete, as one text. */
  hints: string;
}

/**
 * What a field holds that submitting it hands over, by what it is (its type and autocomplete) and by what its
 * name, id and label say, in English and the major languages: each kind a pattern over the field's words
 * (camelCase split, lower case, separators as spaces: "secCode" → "sec code", "cc_number" → "cc number").
 */
const KINDS: [kind: string, pattern: RegExp][] = [
  ["password", /\b(password|passwd|pwd|passcode|passwort|mot de passe|contrase.a|senha|wachtwoord|l.senord)\b/],
  ["password", /\b(current|new) password\b|パスワード|密码|密碼|비밀번호|пароль/],
  [
    "security code",
    /\b(cvv2?|cvc2?|cv2|cvn2?|cvd|cav2|csc|cid|sec code|security code|card code|card verification|cc csc|pin)\b/,
  ],
  ["security code", /\b(one time code|otp|pr.fziffer|cryptogramme|c.digo de seguridad)\b/],
  ["card", /\b((cc|card|credit card|debit card) ?(n|no|nr|num|numb|number)?|cc exp|cc name|pan)\b/],
  // A card number's placeholder: 4-digit groups ("1234 5678 9012 3456", "xxxx xxxx xxxx xxxx") or 13-19 digits.
  ["card", /\b(\d{4}|x{4}) (\d{4}|x{4}) (\d{4}|x{4})( (\d{1,4}|x{1,4}))?\b|\b\d{13,19}\b/],
  ["card", /\b(expiry|expiration|exp date|exp month|exp year|kreditkarte|kartennummer|tarjeta|cart.o)\b/],
  ["card", /\b(num.ro de carte|carte bancaire|carta di credito|kaartnummer|kortnummer)\b/],
  ["card", /カード|卡号|信用卡|카드|карт/],
  ["IBAN", /\b(iban|bic|swift|swift code)\b/],
  ["routing", /\b(routing|routing number|aba|sort code|sortcode|bsb|transit number|bankleitzahl|blz)\b/],
  ["account", /\b(account|acct|bank account|konto|compte|cuenta|conto|conta|rekening)( ?(number|no|num|nr|nummer))\b/],
  ["account", /\b(accountnumber|acctno|acctnum|kontonummer|account holder)\b/],
  ["payment", /\b(amount|payment|transaction amount|transaction currency|betrag|montant|importe|importo)\b/],
];

const wordsOf = (field: PageField) => {
  const named = [field.name, field.id ?? "", field.autocomplete ?? "", field.label ?? "", field.hints];
  const numeric = field.inputmode === "numeric" && /\bcode\b/.test(normalizedName(named.join(" ")));
  const text = named.map((part) => part.replace(/([a-z])([A-Z])/g, "$1 $2")).join(" ");
  return `${normalizedName(text)}${numeric ? " security code" : ""}`;
};

/** What kind of sensitive field it is ("password", "card", "security code", "IBAN"), or undefined. */
export function sensitiveKind(field: PageField): string | undefined {
  if (field.type === "password") return "password";
  const auto = (field.autocomplete ?? field.hints).toLowerCase();
  if (/\bcc-csc\b|\bone-time-code\b/.test(auto)) return "security code";
  if (/\bcc-/.test(auto)) return "card";
  if (/\b(current|new)-password\b/.test(auto)) return "password";
  if (/\btransaction-(amount|currency)\b/.test(auto)) return "payment";
  const words = wordsOf(field);
  return KINDS.find(([, pattern]) => pattern.test(words))?.[0];
}
