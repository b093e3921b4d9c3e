import { plainLine } from "../util/index.ts";
import { consequentialWord } from "./names.ts";
import type { ApprovalRequest } from "./types.ts";

/** A page's element as the page script reported it, just before a step acts on it. */
export interface PageElement {
  /** tag#id.classes */
  element: string;
  type: string;
  text: string;
  value: string;
  /** Its aria-label and title. */
  label: string;
  /** Whether clicking it submits its form (a submit button). */
  submits: boolean;
  /** The form it is in, with each field's tag, type, name and hints (aria-label, placeholder, autocomplete). */
  form: { fields: { tag: string; type: string; name: string; hints: string }[] } | null;
}

/** Fields whose value is a payment: autocomplete cc-*, names like card, cvv, iban. */
const PAYMENT = /\bcc-|card|cvv|cvc|csc|iban|expir|security code/i;

/** The form's password and payment fields, by what they are ("password field", "payment field card_number"). */
function sensitiveFields(form: PageElement["form"]): string[] {
  return (form?.fields ?? []).flatMap((field) => {
    const named = field.name ? ` ${plainLine(field.name)}` : "";
    if (field.type === "password" || /\bcurrent-password|new-password\b/.test(field.hints))
      return [`password field${named}`];
    return PAYMENT.test(`${field.name} ${field.hints}`) ? [`payment field${named}`] : [];
  });
}

/** Where the step acts, for the question: the page's title and address. */
type Where = { title: string; url: string };
const at = (where: Where) => `"${plainLine(where.title)}" (${plainLine(where.url)})`;

/**
 * The question before a page step presses `control` (`submits`: the step submits the form it is in, by Return
 * or a submit): asked when the control is named like buy, pay, delete, send or submit order, or when the form it
 * submits has a password or payment field. Undefined: nothing to ask.
 */
export function pageStepApproval(
  control: PageElement,
  how: { submits: boolean; verb: string },
  where: Where,
  who = "Claude",
): ApprovalRequest | undefined {
  const name = [control.text, control.value, control.label]
    .map(plainLine)
    .find((text) => consequentialWord(text) !== undefined);
  const fields = how.submits ? sensitiveFields(control.form) : [];
  if (name === undefined && fields.length === 0) return undefined;
  const shown = plainLine(name ?? control.text ?? control.value ?? control.element).slice(0, 80);
  const title = name
    ? `Click "${shown}" on the page?`
    : `Submit a form with a ${fields[0]!.replace(/ field.*$/, "")} field?`;
  const form = fields.length ? `; its form has ${fields.join(", ")}` : "";
  return {
    title,
    detail: `${who} wants to ${how.verb} ${plainLine(control.element)} "${shown}" on ${at(where)}${form}.`,
  };
}
