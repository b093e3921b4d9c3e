import { PAGE_HOLD } from "./page-hold.ts";
import { PAGE_LOOK } from "./page-look.ts";

/**
 * The one script page steps run in a web page, whichever browser runs it: fixed text, a function of one string,
 * the request as JSON ({"tool", "input", "budget"}), so selectors and text reach it as data, never as source. It
 * acts as a person would in the page (focus, value, input and change events, clicks, Return in a form) and
 * answers JSON: the tool's output, or {"error"} saying what is wrong and what is there instead.
 */
export const PAGE_SCRIPT = `(function (request) {
  var want = JSON.parse(request), input = want.input || {};
  var clean = function (text, most) {
    return String(text || "").replace(/[ \\t\\r\\n]+/g, " ").trim().slice(0, most || 300);
  };
  var textOf = function (el) {
    return clean(el.innerText || el.textContent || el.value || el.getAttribute("aria-label") || el.title);
  };
  var describe = function (el) {
    var id = el.id ? "#" + el.id : "";
    var names = typeof el.className === "string" ? el.className.trim() : "";
    var classes = names ? "." + names.split(/ +/).join(".") : "";
    return el.tagName.toLowerCase() + id + classes;
  };
  var find = function (selector) {
    var el;
    try { el = document.querySelector(selector); } catch (e) { throw { error: "not a CSS selector: " + selector }; }
    if (!el) throw { error: "nothing on the page matches " + selector };
    return el;
  };
  var fire = function (el, name, init, Kind) {
    return el.dispatchEvent(new (Kind || Event)(name, Object.assign({ bubbles: true, cancelable: true }, init || {})));
  };
  var setValue = function (el, value) {
    var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value");
    if (own && own.set) own.set.call(el, value); else el.value = value;
    fire(el, "input", { inputType: "insertText" }, typeof InputEvent === "function" ? InputEvent : Event);
    fire(el, "change");
  };
  var press = function (el, key) {
    var init = { key: key, code: key === "Enter" ? "Enter" : key, keyCode: key === "Enter" ? 13 : 0 };
    var go = fire(el, "keydown", init, KeyboardEvent);
    fire(el, "keyup", init, KeyboardEvent);
    if (key === "Enter" && go && el.form) {
      if (el.form.requestSubmit) el.form.requestSubmit(); else el.form.submit();
      return true;
    }
    if (key === "Tab" && go) {
      var all = Array.prototype.slice.call(document.querySelectorAll("a[href], button, input, select, textarea"));
      var next = all[all.indexOf(el) + 1];
      if (next) next.focus();
    }
    return false;
  };
${PAGE_LOOK}
${PAGE_HOLD}
  var tools = {
    html: function () {
      var el = input.selector ? find(input.selector) : document.documentElement;
      var html = el.outerHTML, budget = want.budget;
      var out = { html: html.slice(0, budget), total_chars: html.length, truncated: html.length > budget };
      if (out.truncated) out.note = "cut to the first " + budget + " of " + html.length + " characters";
      return out;
    },
    type: function () {
      var el = find(input.selector);
      var flag = el.getAttribute("contenteditable");
      var editable = el.isContentEditable || flag === "" || flag === "true" || flag === "plaintext-only";
      if (editable) {
        el.focus();
        el.textContent = (input.mode === "append" ? el.textContent : "") + input.text;
        fire(el, "input");
        return { final_value: el.textContent, submitted: input.submit ? press(el, "Enter") : false };
      }
      if (!("value" in el) || el.tagName === "SELECT" || el.tagName === "BUTTON")
        throw { error: input.selector + " is a " + describe(el) + ", which takes no typing" };
      el.focus();
      setValue(el, (input.mode === "append" ? el.value : "") + input.text);
      var value = el.value;
      return { final_value: value, submitted: input.submit ? press(el, "Enter") : false };
    },
    click: function () {
      var el = find(input.selector), kind = input.click_type || "single";
      if (el.scrollIntoView) el.scrollIntoView({ block: "center" });
      var text = textOf(el), what = describe(el);
      if (kind === "right") fire(el, "contextmenu", { button: 2 }, MouseEvent);
      else {
        fire(el, "mousedown", {}, MouseEvent); fire(el, "mouseup", {}, MouseEvent); el.click();
        if (kind === "double") { el.click(); fire(el, "dblclick", { detail: 2 }, MouseEvent); }
      }
      return { element_text: text, element_clicked: what };
    },
    select: function () {
      var el = find(input.selector);
      if (el.tagName !== "SELECT")
        throw { error: input.selector + " is a " + describe(el) + ", not a list to choose from" };
      var options = Array.prototype.slice.call(el.options), by = input.by || "value", wanted = String(input.option);
      var chosen = options.filter(function (o, i) {
        if (by === "index") return String(i) === wanted;
        return by === "text" ? clean(o.text) === clean(wanted) : o.value === wanted;
      })[0];
      if (!chosen) {
        var names = options.map(function (o, i) {
          return by === "index" ? i + " (" + clean(o.text) + ")" : by === "text" ? clean(o.text) : o.value;
        });
        var there = "; it has: " + names.join(", ");
        throw { error: "no option of " + input.selector + " has the " + by + " " + wanted + there };
      }
      el.focus();
      el.selectedIndex = options.indexOf(chosen);
      fire(el, "input"); fire(el, "change");
      return { selected_value: chosen.value, selected_text: clean(chosen.text) };
    },
    press_key: function () {
      var el = input.selector ? find(input.selector) : document.activeElement || document.body;
      if (input.selector) el.focus();
      press(el, input.key);
      return { key_pressed: input.key };
    },
    scroll: function () {
      var el = input.target ? find(input.target) : null, amount = input.amount || 500, d = input.direction;
      var box = el || document.scrollingElement || document.documentElement;
      if (d === "toElement") {
        if (!el) throw { error: "scrolling to an element needs its target" };
        el.scrollIntoView();
      }
      else if (d === "top" || d === "bottom") box.scrollTop = d === "top" ? 0 : box.scrollHeight;
      else box.scrollTop += d === "up" ? -amount : amount;
      return { scroll_position: { x: box.scrollLeft || window.scrollX || 0, y: box.scrollTop || window.scrollY || 0 } };
    },
    look: function () {
      var press = input.press === "enter" ? "enter" : "click";
      var el = input.selector ? find(input.selector) : deepest(document.activeElement || document.body);
      return lookAt(el, press);
    },
    probe: function () {
      var el;
      try { el = document.querySelector(input.selector); }
      catch (e) { throw { error: "not a CSS selector: " + input.selector }; }
      // Which document this is: a mark kept on its window (a new document has none until probed).
      if (!window.__hsClaudeDocument)
        Object.defineProperty(window, "__hsClaudeDocument", { value: String(Math.random()).slice(2) });
      return { element_found: !!el, ready: document.readyState, document: window.__hsClaudeDocument,
        href: location.href };
    },
    history: function () {
      if (input.action === "back") history.back(); else history.forward();
      return {};
    },
    release: releaseHeld,
  };
  var answer;
  try {
    if (!tools[want.tool]) throw { error: "no page tool " + want.tool };
    var pressing = want.tool === "click" || want.tool === "press_key" || want.tool === "type";
    answer = input.hold_submits === true && pressing ? withSubmitsHeld(tools[want.tool]) : tools[want.tool]();
  } catch (e) {
    answer = e && typeof e.error === "string" ? e : { error: "the page script failed: " + String(e && e.message || e) };
  }
  return JSON.stringify(answer);
})`;
