/**
 * The page script's `look` (apps/page-script.ts runs this text inside its own function, with its helpers
 * `clean`, `textOf` and `describe`): what a press on an element would DO, read from the DOM as the browser
 * decides it, never from the words on it. A click activates the nearest activatable element on the element's
 * composed path (through shadow roots and slots; a label passes it on to its control): a submit button or image
 * input of a form submits it, a link with an address follows it, anything else runs the page's handlers. Return
 * in an element inside a form submits that form (the page script requests it), elsewhere reaches the page's key
 * handlers. It answers the acting control (the button, not the span in it) with its accessible name (accname,
 * dom-accessibility-api, and the text its shadow roots show), the form's fields (with those in its open shadow
 * roots and same-origin frames) and submit controls, and the controls around a field outside forms.
 */
import { ACCESSIBLE_NAME } from "./page-accname.ts";

export const PAGE_LOOK = `
  var accessibleName = (function () {
    var compute;
    return function (el) {
      try { compute = compute || ${ACCESSIBLE_NAME}; return clean(compute(el), 200); } catch (e) { return ""; }
    };
  })();
  var parentOf = function (node) {
    if (node.assignedSlot) return node.assignedSlot;
    if (node.parentNode && node.parentNode.nodeType === 11) return node.parentNode.host || null;
    return node.parentNode && node.parentNode.nodeType === 1 ? node.parentNode : null;
  };
  var inShadow = function (el) { return el.getRootNode && el.getRootNode() !== el.ownerDocument; };
  var formAround = function (el) {
    if (el.form) return el.form;
    for (var node = parentOf(el); node; node = parentOf(node)) if (node.tagName === "FORM") return node;
    return null;
  };
  var NATIVE = "a[href], area[href], button, input, select, textarea, summary, label";
  var HANDLED = "[role=button], [role=link], [role=menuitem], [role=tab], [role=option], [onclick]";
  var activated = function (el) {
    var handled = null;
    for (var node = el; node; node = parentOf(node)) {
      if (node.nodeType !== 1) continue;
      if (node.matches(NATIVE)) {
        if (node.tagName !== "LABEL") return node;
        var control = node.control;
        return control && control !== el ? activated(control) : handled || node;
      }
      if (!handled && node.matches(HANDLED)) handled = node;
    }
    return handled || el;
  };
  var SUBMITTERS = "button, input[type=submit], input[type=image]";
  var submitsForm = function (el) {
    var tag = el.tagName, type = String(el.type || "").toLowerCase();
    if (el.disabled) return false;
    if (tag === "BUTTON") return type === "submit";
    return tag === "INPUT" && (type === "submit" || type === "image");
  };
  // A click on a button inside a link follows the link (Chrome and Safari do): the link around it, or itself.
  var linkOf = function (el) {
    for (var node = el; node; node = parentOf(node)) if (node.matches("a[href], area[href]")) return node;
    return null;
  };
  var effectOf = function (el, press) {
    // Return in a field of a form submits it (the page script requests it); in a shadow root, its component may.
    if (press === "enter") return formAround(el) ? "submit" : "handler";
    if (submitsForm(el) && el.form) return "submit";
    // A component (a custom element, a shadow root's host or button) has no form of its own, but may submit
    // the form around it.
    var component = el.shadowRoot || el.tagName.indexOf("-") > 0 || (el.tagName === "BUTTON" && inShadow(el));
    if (component && el.getAttribute("type") !== "button" && formAround(el)) return "submit";
    var link = linkOf(el);
    return link && !/^\\s*javascript:/i.test(link.getAttribute("href")) ? "link" : "handler";
  };
  // The text a person sees in an element: its shadow root's text (slots showing what is assigned to them).
  var shownText = function (node, depth) {
    if (node.nodeType === 3) return node.data;
    if (depth > 30 || (node.nodeType === 1 && /^(SCRIPT|STYLE|TEMPLATE)$/.test(node.tagName))) return "";
    var assigned = node.tagName === "SLOT" && node.assignedNodes ? node.assignedNodes({ flatten: true }) : [];
    var kids = assigned.length ? assigned : (node.shadowRoot || node).childNodes || [];
    var text = "";
    for (var i = 0; i < kids.length && text.length < 400; i++) text += " " + shownText(kids[i], depth + 1);
    return text;
  };
  var namesOf = function (el) {
    var alts = Array.prototype.slice.call(el.querySelectorAll ? el.querySelectorAll("img[alt]") : []);
    var named = [accessibleName(el), textOf(el), clean(el.value), el.getAttribute("aria-label"), el.title];
    named.push(shownText(el, 0));
    return named.concat(alts.map(function (img) { return img.alt; }))
      .map(function (name) { return clean(name, 200); })
      .filter(function (name, i, all) { return name && all.indexOf(name) === i; });
  };
  var fieldOf = function (f) {
    var type = String(f.type || f.getAttribute("type") || "").toLowerCase();
    var hints = [f.getAttribute("aria-label"), f.getAttribute("placeholder"), f.getAttribute("autocomplete")];
    return {
      tag: f.tagName.toLowerCase(), type: f.isContentEditable ? "contenteditable" : type,
      name: clean(f.getAttribute("name") || f.id), id: clean(f.id), autocomplete: clean(f.getAttribute("autocomplete")),
      inputmode: clean(f.getAttribute("inputmode")), label: accessibleName(f), hints: clean(hints.join(" ")),
    };
  };
  var FIELDS = "input, select, textarea, [contenteditable]:not([contenteditable=false]), [role=textbox]";
  // What matches in a root, in the open shadow roots and the same-origin frames below it: what a form sends
  // with it (a component's field, a card frame) as a person sees it, in one form.
  var deepAll = function (root, selector, depth) {
    var found = Array.prototype.slice.call(root.querySelectorAll(selector));
    if (depth > 8) return found;
    Array.prototype.slice.call(root.querySelectorAll("*")).slice(0, 5000).forEach(function (el) {
      var inner = el.shadowRoot;
      try { inner = inner || (/^I?FRAME$/.test(el.tagName) && el.contentDocument); } catch (e) { /* another origin */ }
      if (inner) found = found.concat(deepAll(inner, selector, depth + 1));
    });
    return found;
  };
  // A field whose value a person reads as text sent with the form (never a password's).
  var carriesText = function (f) {
    var type = String(f.type || "").toLowerCase();
    return f.tagName === "TEXTAREA" || !!f.isContentEditable ||
      (f.tagName === "INPUT" && /^(|text|search|email|url|tel|hidden)$/.test(type));
  };
  var formReport = function (form) {
    var fields = Array.prototype.slice.call(form.elements || []).filter(function (f) { return f.matches(FIELDS); });
    deepAll(form, FIELDS, 0).forEach(function (f) {
      if (fields.indexOf(f) < 0) fields.push(f);
    });
    var submitters = Array.prototype.slice.call(form.elements || []).filter(submitsForm).slice(0, 12);
    var compose = fields.some(multiline);
    return {
      fields: fields.slice(0, 60).map(fieldOf), compose: compose, action: clean(form.action, 2000),
      text: clean(fields.filter(carriesText).map(function (f) { return f.value || f.textContent; }).join(" "), 2000),
      submitters: submitters.map(function (s) { return namesOf(s).join(" / "); }),
    };
  };
  var around = function (el) {
    for (var node = parentOf(el), up = 0; node && up < 6; node = parentOf(node), up++) {
      var controls = Array.prototype.slice.call(node.querySelectorAll("button, input[type=submit], " + HANDLED));
      if (controls.length)
        return controls.slice(0, 12).map(function (c) { return namesOf(c).join(" / "); });
    }
    return [];
  };
  var addressOf = function (el) {
    try { return new URL(el.getAttribute("href"), el.ownerDocument.baseURI).href; } catch (e) { return ""; }
  };
  var multiline = function (f) {
    var flag = f.getAttribute("contenteditable"), editable = flag !== null && flag.toLowerCase() !== "false";
    return f.tagName === "TEXTAREA" || !!f.isContentEditable || editable || f.getAttribute("aria-multiline") === "true";
  };
  var deepest = function (el) {
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    try {
      var inner = el && el.contentDocument && el.contentDocument.activeElement;
      if (inner) return deepest(inner);
    } catch (e) { /* another origin's frame */ }
    return el;
  };
  // A submit button's formaction sends its form elsewhere than the form's action.
  var sentBy = function (report, el, effect) {
    if (effect !== "submit" || !el.hasAttribute || !el.hasAttribute("formaction")) return report;
    try { report.action = clean(new URL(el.getAttribute("formaction"), el.ownerDocument.baseURI).href, 2000); }
    catch (e) { report.action = clean(el.getAttribute("formaction"), 2000); }
    return report;
  };
  var lookAt = function (target, press) {
    var el = press === "click" ? activated(target) : target;
    var effect = effectOf(el, press), form = formAround(el), type = String(el.getAttribute("type") || "");
    return {
      element: describe(el), target: describe(target), type: type.toLowerCase(), text: textOf(el),
      value: clean(el.value), label: clean([el.getAttribute("aria-label"), el.title].join(" ")),
      effect: effect, submits: effect === "submit", name: accessibleName(el), names: namesOf(el),
      href: effect === "link" ? addressOf(linkOf(el)) : "", multiline: multiline(el), shadow: !!inShadow(el),
      field: el.matches(FIELDS) && !/^(submit|image|button|reset|checkbox|radio)$/.test(type.toLowerCase()),
      form: form ? sentBy(formReport(form), el, effect) : null, around: form || press !== "enter" ? [] : around(el),
    };
  };
`;
