/** What the person did: a button or key of theirs; closing the window is a no. */
export type WindowAnswer = "approved" | "declined";

/** What to ask: a short title ("Close 3 tabs?") and the details, one line each. */
export interface ApprovalRequest {
  title: string;
  detail: string;
}

const HANDLER = "hsClaudeApproval";
const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const WIDTH = 520;

/** Text from the agent (tab titles come from web pages) is shown as text, never read as markup. */
function escapeHTML(text: string): string {
  const [escaped] = string.gsub(text, "[&<>\"']", ESCAPES);
  return escaped;
}

function detailLines(detail: string): string[] {
  const lines: string[] = [];
  for (const [line] of string.gmatch(detail, "[^\n]+")) lines.push(escapeHTML(line));
  return lines;
}

/** Only the page's own script posts answers: the nonce keeps any other script from running in it. */
const SCRIPT = `(function () {
  var handler = window.webkit.messageHandlers.${HANDLER};
  var sent = false;
  function send(answer) { if (!sent) { sent = true; handler.postMessage(answer); } }
  document.getElementById("approve").addEventListener("click", function () { send("approve"); });
  document.getElementById("deny").addEventListener("click", function () { send("deny"); });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { event.preventDefault(); send("deny"); }
    else if (event.key === "Enter" && event.metaKey) { event.preventDefault(); send("approve"); }
  });
  document.getElementById("deny").focus();
})();`;

const STYLE = `body { font: 13px -apple-system, sans-serif; margin: 18px 22px; color: #1d1d1f; }
h1 { font-size: 16px; margin: 0 0 10px; } ul { margin: 0 0 12px; padding-left: 20px; }
li, p { margin: 3px 0; } .note, .keys { color: #6e6e73; font-size: 12px; }
.buttons { display: flex; gap: 10px; justify-content: flex-end; margin-top: 14px; }
button { font-size: 13px; padding: 5px 16px; } #approve { font-weight: 600; }`;

/** The page: the plan in words, Deny focused (Return answers no), Approve by click or ⌘↩. */
export function approvalPage(request: ApprovalRequest, seconds: number): string {
  const nonce = string.format("%x%x", math.random(1, 0x7fffffff), math.random(1, 0x7fffffff));
  const lines = detailLines(request.detail);
  const detail =
    lines.length === 1 ? `<p>${lines[0]}</p>` : `<ul>${lines.map((line) => `<li>${line}</li>`).join("")}</ul>`;
  const policy = `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<title>Claude: approval needed</title><style>${STYLE}</style></head>
<body><h1>${escapeHTML(request.title)}</h1>${lines.length > 0 ? detail : ""}
<p class="note">Nothing happens unless you approve within ${math.floor(seconds)} seconds.</p>
<div class="buttons"><button id="deny">Deny</button><button id="approve">Approve</button></div>
<p class="keys">esc or Return: Deny · ⌘↩: Approve</p>
<script nonce="${nonce}">${SCRIPT}</script></body></html>`;
}

/**
 * Shows the approval window in front of everything and makes it key, so its keys reach it. `answer`
 * hears the person's click or key, or "declined" when they close the window; it hears nothing when
 * the returned `close` shuts the window first. The app that was in front gets the keys back after.
 */
export function openApprovalWindow(
  request: ApprovalRequest,
  seconds: number,
  answer: (this: void, answer: WindowAnswer) => void,
): { close: (this: void) => void; front: (this: void) => void } {
  let open = true;
  const settle = (given: WindowAnswer) => {
    if (!open) return;
    open = false;
    answer(given);
  };
  const userContent = hs.webview.usercontent.new(HANDLER).setCallback((message) => {
    if (message.body === "approve") settle("approved");
    else if (message.body === "deny") settle("declined");
  });
  const lines = detailLines(request.detail).length;
  const screen = hs.screen.mainScreen().frame();
  const h = math.min(math.max(200 + 22 * lines, 240), 560);
  const rect = {
    x: screen.x + math.floor((screen.w - WIDTH) / 2),
    y: screen.y + math.floor(screen.h / 4),
    w: WIDTH,
    h,
  };
  const previous = hs.application.frontmostApplication();
  const webview = hs.webview
    .new(rect, { developerExtrasEnabled: false }, userContent)
    .windowStyle(["titled", "closable"])
    .windowTitle("Claude: approval needed")
    .allowTextEntry(true)
    .closeOnEscape(true)
    .windowCallback((action) => {
      if (action === "closing") settle("declined");
    })
    .html(approvalPage(request, seconds))
    .bringToFront()
    .show();
  hs.focus();
  return {
    front: () => {
      webview.show();
      hs.focus();
    },
    close: () => {
      open = false;
      // Hidden first, so it goes at once: deleted while shown, it would stay until its fade ends.
      webview.hide().delete();
      previous?.activate();
    },
  };
}
