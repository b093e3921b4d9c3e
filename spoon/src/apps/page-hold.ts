/**
 * The page script's held submissions (apps/page-script.ts runs this text inside its own function, after the look's
 * helpers): a press the look saw submit no form (a button whose page code runs, a key in a field outside a form) may
 * still submit one from its handlers (`form.submit()`, `requestSubmit()`, a submit button clicked by code). With
 * `hold_submits`, the press runs with every form submission in this document held back, not sent: the answer
 * says which form it was (`held_submit`, the look's report of it), for the agent to judge as a submission of that
 * form; `release` then sends it as it was started, or it is never sent. Judged by what the press does, not by what
 * the look could foresee.
 */
export const PAGE_HOLD = `
  var HELD = "__hsClaudeHeldSubmit";
  var holdingSubmits = function (act) {
    var held = null, proto = HTMLFormElement.prototype, own = proto.submit;
    var hold = function (event) {
      if (!held) held = { form: event.target, submitter: event.submitter || null, fired: true };
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    proto.submit = function () { if (!held) held = { form: this, submitter: null, fired: false }; };
    window.addEventListener("submit", hold, true);
    try { return { out: act(), held: held }; } finally {
      window.removeEventListener("submit", hold, true);
      proto.submit = own;
    }
  };
  var withSubmitsHeld = function (tool) {
    var ran = holdingSubmits(tool);
    if (!ran.held || !ran.held.form || ran.held.form.tagName !== "FORM") return ran.out;
    Object.defineProperty(window, HELD, { value: ran.held, configurable: true, writable: true });
    var by = ran.held.submitter ? namesOf(ran.held.submitter) : [];
    return Object.assign({}, ran.out, { held_submit: { form: formReport(ran.held.form), by: by } });
  };
  var releaseHeld = function () {
    var held = window[HELD];
    if (held) delete window[HELD];
    if (!held || !held.form.isConnected) throw { error: "the form the press started to send is no longer on the page" };
    var by = held.submitter && held.submitter.isConnected ? held.submitter : null;
    if (!held.fired) HTMLFormElement.prototype.submit.call(held.form);
    else if (held.form.requestSubmit) held.form.requestSubmit(by || undefined);
    else held.form.submit();
    return { released: true };
  };
`;
