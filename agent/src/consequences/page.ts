import { plainLine } from "../util/index.ts";
import { consequentialWord, shownName } from "./names.ts";
import { sensitiveKind, type PageField } from "./page-fields.ts";
import type { ApprovalRequest } from "./types.ts";
import { brief, listed } from "./shown.ts";
import { siteOf, urlApproval } from "./urls.ts";
import { unsaid } from "./words.ts";

export type { PageField } from "./page-fields.ts";

/** A form as the page script reported it: its fields, whether one takes a message, its submit controls' names. */
export interface PageForm {
  fields: PageField[];
  /** It has a text area or an editable element: what it submits is something written. */
  compose: boolean;
  /** Each submit control's names, "accessible name / text / value". */
  submitters: string[];
  /** Where it is sent (absolute; a submit button's formaction), and the text its fields hold (never a password). */
  action?: string;
  text?: string;
}

/**
 * What a press on a page would do, as the page script read it from the DOM just before a step acts: the control
 * that acts (the button a span is in, the control a label is for), its effect and its names.
 */
export interface PageElement {
  /** The acting control, tag#id.classes; `target` the element the selector hit. */
  element: string;
  target: string;
  /** Submits a form, follows a link (to `href`, absolute), or runs the page's handlers. */
  effect: "submit" | "link" | "handler";
  href: string;
  /** Every name it goes by: accessible name, text, value, aria-label, title, its images' alt. */
  names: string[];
  /** It is a field typed into (its names are the field's, not what a press does). */
  field: boolean;
  /** It takes many lines (a text area, an editable element): a message box, where a chat sends on Return. */
  multiline?: boolean;
  form: PageForm | null;
  /** Outside a form: the names of the controls nearest it (a message box's Send button). */
  around: string[];
}

/** Where the step acts, for the question: the page's title and address. */
type Where = { title: string; url: string };
const at = (where: Where) => `"${plainLine(where.title)}" (${plainLine(where.url)})`;
const consequentialOf = (names: string[]) => names.find((name) => consequentialWord(name) !== undefined);
const quoted = (name: string) => `"${plainLine(shownName(name)).slice(0, 80)}"`;

/** The form's sensitive fields, as "card field cc_number". */
function sensitiveFields(form: PageForm | null): { kind: string; named: string }[] {
  return (form?.fields ?? []).flatMap((field) => {
    const kind = sensitiveKind(field);
    return kind ? [{ kind, named: `${kind} field${field.name ? ` ${plainLine(field.name)}` : ""}` }] : [];
  });
}

/**
 * A link to a place in the page it is on (`#install`, or the page's own address with another fragment): the browser
 * scrolls, loads nothing and sends nothing anywhere.
 */
function samePage(href: string, page: string): boolean {
  try {
    const [to, from] = [new URL(href), new URL(page)];
    if (to.hash === "") return false;
    to.hash = from.hash = "";
    return to.href === from.href;
  } catch {
    return false;
  }
}

/**
 * A form submitted to another site than the page's with text the person did not give (a model may have filled it
 * from what it read): the site and those words; undefined when it stays on the page's site or carries only theirs.
 */
function sentElsewhere(element: PageElement, how: PagePress, where: Where) {
  if (element.effect !== "submit" || !element.form?.action) return undefined;
  const host = siteOf(element.form.action);
  if (host === undefined || host === siteOf(where.url)) return undefined;
  const text = `${element.form.text ?? ""} ${how.typed ?? ""}`.trim();
  const words = unsaid(text, how.said);
  return words.length ? { host, text, words } : undefined;
}

/** How a step presses: a click, or Return (page_type's submit, page_press_key); the person's words, if any. */
export interface PagePress {
  press: "click" | "enter";
  /** For the question: "click", "type into and submit", "press Return in". */
  verb: string;
  said?: string;
  /** The text the step types before it presses (page_type's). */
  typed?: string;
}

/** The question before a press that submits a form, or undefined when what it submits is harmless. */
function submitQuestion(element: PageElement, how: PagePress, by: string): string | undefined {
  const fields = sensitiveFields(element.form);
  if (fields.length) return `Submit the form with a ${fields[0]!.kind} field ${by}?`;
  if (element.form?.compose) return `Send what is written in the form ${by}?`;
  const named = how.press === "enter" ? consequentialOf(element.form?.submitters ?? []) : undefined;
  return named ? `Submit the form (its button: ${quoted(named)}) ${by}?` : undefined;
}

/**
 * The question before a page step presses `element`, judged by what the press does: a form submitted with a
 * password, payment, card, security-code, account, routing or IBAN field, or something written (a compose form);
 * a control named like buy, pay, send, delete or sign out in any spelling or major language (the form's submit
 * controls for Return); a link carrying data the person did not give (never one to a place in its own page).
 * Undefined: nothing to ask.
 */
export function pageStepApproval(
  element: PageElement,
  how: PagePress,
  where: Where,
  who = "Claude",
): ApprovalRequest | undefined {
  const own = element.field ? undefined : consequentialOf(element.names);
  const name = own ?? element.names[0] ?? element.element;
  const by = how.press === "enter" ? "by pressing Return" : `by clicking ${quoted(name)}`;
  const nearby = how.press === "enter" && !element.form ? consequentialOf(element.around) : undefined;
  // Return in a message box outside any form: a chat with no Send button (Enter is its Send) sends what is in it.
  const box = how.press === "enter" && !element.form && element.multiline === true;
  const followed = element.effect === "link" && !samePage(element.href, where.url);
  const link = followed ? urlApproval(element.href, how.said, who, true) : undefined;
  const elsewhere = sentElsewhere(element, how, where);
  const title =
    (element.effect === "submit" ? submitQuestion(element, how, by) : undefined) ??
    (elsewhere ? `Send "${brief(elsewhere.text)}" to ${elsewhere.host} ${by}?` : undefined) ??
    (own ? `Click ${quoted(own)} on the page?` : undefined) ??
    (nearby ? `Press Return in a field beside ${quoted(nearby)}?` : undefined) ??
    (box ? "Press Return in a message box, which may send what is written in it?" : undefined) ??
    (link ? `Follow the link ${quoted(name)}: ${link.title}` : undefined);
  if (!title) return undefined;
  const fields = sensitiveFields(element.form).map((field) => field.named);
  const form = fields.length ? `; its form has ${fields.join(", ")}` : "";
  const hit = element.target && element.target !== element.element ? ` (by its ${plainLine(element.target)})` : "";
  const whole = `${who} wants to ${how.verb} ${plainLine(element.element)}${hit} ${quoted(name)} on ${at(where)}`;
  const to = elsewhere && plainLine(element.form!.action!).slice(0, 200);
  const sent = elsewhere ? ` It sends the form to ${to}; you did not say ${listed(elsewhere.words)}.` : "";
  return { title, detail: `${whole}${form}.${link ? ` ${link.detail}` : ""}${sent}` };
}
