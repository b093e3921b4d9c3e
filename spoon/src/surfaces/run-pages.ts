import type { SpoonContext } from "../runtime";
import { PAGE_TOKEN_HEADER } from "../contract";

/**
 * The agent's run history in a window of its own: "/runs" (every run) or "/runs/last" (the last run's
 * report). The token goes in a request header, never in the URL, so no page or address shows it; the
 * agent answers with a cookie that lets the report links work. One window, reused; gone when the Spoon stops.
 */
export class RunPages {
  private webview: hs.webview.Webview | undefined;

  constructor(ctx: SpoonContext) {
    ctx.onRelease(() => this.close());
  }

  open(port: number, token: string, path: "/runs" | "/runs/last"): void {
    this.close();
    const screen = hs.screen.mainScreen().frame();
    const [w, h] = [math.min(1100, screen.w - 80), math.min(900, screen.h - 80)];
    const rect = { x: screen.x + math.floor((screen.w - w) / 2), y: screen.y + 40, w, h };
    const request = { URL: `http://127.0.0.1:${port}${path}`, HTTPHeaderFields: { [PAGE_TOKEN_HEADER]: token } };
    this.webview = hs.webview
      .new(rect, { developerExtrasEnabled: false })
      .windowStyle(["titled", "closable", "resizable", "miniaturizable"])
      .windowTitle(path === "/runs" ? "Claude: run history" : "Claude: last run")
      .closeOnEscape(true)
      .deleteOnClose(true)
      // Only this window's own closing lets go of it: another's may come late (a fade ends a turn later).
      .windowCallback((action, closing) => {
        if (action === "closing" && closing === this.webview) this.webview = undefined;
      })
      .url(request)
      .show();
    hs.focus();
  }

  /** Hidden first, so it goes at once: a window deleted while shown stays on screen until its fade ends. */
  private close(): void {
    const webview = this.webview;
    this.webview = undefined;
    webview?.hide().delete();
  }
}
