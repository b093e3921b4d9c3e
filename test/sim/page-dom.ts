// A page of a simulated browser as a real DOM (jsdom): built from the desktop file's `pages[url]`, its `html`,
// else its `elements` written out as the HTML a browser would show for them.
import type { JSDOM } from "jsdom";
import { jsdom } from "./jsdom.ts";
import { submitted } from "./content.ts";
import type { SimElement, SimPage } from "./desktop.ts";

/** A page's DOM, and what the browser does when a link or form in it goes somewhere. */
export interface PageDom {
  url: string;
  dom: JSDOM;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `https://site/results?q={value}`: a GET form of one field, as a search box in a real page is. */
const SEARCH_TEMPLATE = /^([^?#{}]+)\?([A-Za-z0-9_.-]+)=\{value\}$/;

/** One text field: inside a form when its `submit` template is a search form's, else carrying the template. */
function fieldHtml(element: SimElement, label: string): string {
  const value = element.value === undefined ? "" : ` value="${escapeHtml(element.value)}"`;
  if (element.submit === undefined) return `<input type="text" aria-label="${label}"${value}>`;
  const form = SEARCH_TEMPLATE.exec(element.submit);
  if (!form) return `<input type="search" aria-label="${label}"${value} data-submit="${escapeHtml(element.submit)}">`;
  const [, action, name] = form;
  const input = `<input type="search" name="${name}" aria-label="${label}"${value}>`;
  return `<form action="${escapeHtml(action!)}" method="get" role="search">${input}</form>`;
}

/** An element of a desktop file's page as HTML: links, text fields, buttons, the rest as text. */
function elementHtml(element: SimElement): string {
  const label = escapeHtml(element.title ?? element.description ?? "");
  const children = (element.children ?? []).map(elementHtml).join("");
  if (element.link !== undefined) return `<a href="${escapeHtml(element.link)}">${label}${children}</a>`;
  if (element.submit !== undefined || ["AXTextField", "AXSearchField", "AXComboBox"].includes(element.role))
    return fieldHtml(element, label);
  if (element.role === "AXTextArea")
    return `<textarea aria-label="${label}">${escapeHtml(element.value ?? "")}</textarea>`;
  if (element.role === "AXButton") return `<button type="button">${label}</button>${children}`;
  if (element.role === "AXHeading") return `<h1>${label}</h1>${children}`;
  return `<div>${label}${children}</div>`;
}

/** The HTML of a page: its own, or its elements written out under its title. */
export function pageHtml(page: SimPage): string {
  if (page.html !== undefined) return page.html;
  const body = page.elements.map(elementHtml).join("\n");
  return `<!DOCTYPE html><html><head><title>${escapeHtml(page.title)}</title></head><body>${body}</body></html>`;
}

/**
 * The DOM of `url` showing `page` (undefined: an empty page titled by the host). The page's own scripts do
 * not run: desktop files hold static pages, and a page's scripts would need timers on the simulated clock.
 * Scripts the browser is sent run in the page's window (`runScripts: "outside-only"` gives it `eval`).
 * `navigate` is called when a link is followed or a form submitted, as the browser would load the new page.
 */
export function buildPageDom(url: string, page: SimPage | undefined, navigate: (url: string) => void): PageDom {
  const host = URL.canParse(url) ? new URL(url).host : url;
  const html = pageHtml(page ?? { title: host, elements: [] });
  const { JSDOM, VirtualConsole } = jsdom();
  const virtualConsole = new VirtualConsole();
  const dom = new JSDOM(html, {
    url: URL.canParse(url) ? url : "about:blank",
    runScripts: "outside-only",
    virtualConsole,
  });
  attachDeclarativeParts(dom.window.document);
  followNavigation(dom, navigate);
  // jsdom finishes loading on Node's event loop, not the simulated clock; a simulated browser has the page
  // loaded by the time a script reaches it, so the document says so too.
  Object.defineProperty(dom.window.document, "readyState", { get: () => "complete" });
  return { url, dom };
}

/**
 * What Chrome builds while parsing that jsdom does not: each `<template shadowrootmode>` becomes its parent's shadow
 * root (declarative shadow DOM), each same-origin `<iframe srcdoc>` a document of that HTML, inner ones first.
 */
function attachDeclarativeParts(root: Document | ShadowRoot): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>("template[shadowrootmode]")) {
    const host = template.parentElement;
    const mode = template.getAttribute("shadowrootmode");
    if (!host || host.shadowRoot || (mode !== "open" && mode !== "closed")) continue;
    const shadow = host.attachShadow({ mode });
    shadow.append(template.content);
    template.remove();
    attachDeclarativeParts(shadow);
  }
  for (const frame of root.querySelectorAll<HTMLIFrameElement>("iframe[srcdoc]")) {
    const inner = frame.contentDocument;
    if (!inner) continue;
    inner.open();
    inner.write(frame.getAttribute("srcdoc")!);
    inner.close();
    attachDeclarativeParts(inner);
  }
}

/** What a browser does by default after a click on a link or a form's submission, when the page did not stop it. */
function followNavigation(dom: JSDOM, navigate: (url: string) => void): void {
  const { window } = dom;
  window.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
    if (!link || event.defaultPrevented) return;
    const target = new URL(link.href);
    const here = new URL(window.location.href);
    if (target.protocol === "javascript:" || (target.hash !== "" && sameDocument(target, here))) return;
    event.preventDefault();
    navigate(link.href);
  });
  window.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    navigate(submissionUrl(window, form, (event as SubmitEvent).submitter));
  });
  // form.submit() submits without a submit event, as in a browser.
  window.HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    navigate(submissionUrl(window, this, null));
  };
  // A field that carries a search template goes there on Return, as the page's own script would make it.
  window.addEventListener("keydown", (event) => {
    const field = event.target as HTMLInputElement | null;
    const template = field?.getAttribute?.("data-submit");
    if (event.key !== "Enter" || !template || event.defaultPrevented) return;
    navigate(submitted(template, field!.value));
  });
}

const sameDocument = (a: URL, b: URL) => a.origin + a.pathname + a.search === b.origin + b.pathname + b.search;

/** Where a form goes: GET puts its fields in the query (spaces as `+`); POST goes to its action. */
function submissionUrl(window: JSDOM["window"], form: HTMLFormElement, submitter: HTMLElement | null): string {
  const action = new URL(form.action || window.location.href);
  if (form.method.toLowerCase() !== "get") return action.href;
  const data = new window.FormData(form, submitter ?? undefined);
  const query = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === "string") query.append(name, value);
  action.search = query.toString();
  return action.href;
}
