// The AppleScript texts the Spoon sends Chrome (spoon/src/apps/chrome/applescripts.ts), as Chrome's model
// carries them out: with the Apple events each sends. A changed script is no longer known here.
import { REOPEN_TABS } from "../../../../spoon/src/apps/chrome/applescripts.ts";
import type { AppleEvent, KnownAppleScript, ObjectReference, Send, Specifier } from "../../osascript/apple-events.ts";

const APP: Specifier = { form: "application" };
const WINDOWS: Specifier = { form: "every", container: APP, element: "windows" };
const windowAt = (index: number): Specifier => ({ form: "index", container: APP, element: "windows", index });
const tabsOf = (window: Specifier): Specifier => ({ form: "every", container: window, element: "tabs" });
const property = (container: Specifier, name: string): Specifier => ({ form: "property", container, property: name });

/** REOPEN_TABS, as AppleScript would run it: argv = windowIndex, position, url, repeated. */
function reopenTabs(argv: string[], send: Send): string {
  const opened: string[] = [];
  for (let i = 0; i + 2 < argv.length; i += 3) {
    const [windowIndex, position, url] = [Number(argv[i]), Number(argv[i + 1]), argv[i + 2]!];
    let made: Specifier;
    if (windowIndex === 0 || windowIndex > (send({ kind: "count", target: WINDOWS }) as number)) {
      const window = send({ kind: "make", className: "window", at: null, properties: {} }) as ObjectReference;
      made = (send({ kind: "get", target: property(window.$specifier, "activeTab") }) as ObjectReference).$specifier;
      send({ kind: "set", target: property(made, "url"), value: url });
    } else {
      const window = windowAt(windowIndex - 1);
      const count = send({ kind: "count", target: tabsOf(window) }) as number;
      const properties = { url };
      const event: AppleEvent =
        position > count
          ? { kind: "make", className: "tab", at: tabsOf(window), properties }
          : {
              kind: "make",
              className: "tab",
              at: { form: "index", container: window, element: "tabs", index: position - 1 },
              properties,
              insertion: "before",
            };
      made = (send(event) as ObjectReference).$specifier;
    }
    opened.push(`"${String(send({ kind: "get", target: property(made, "id") }))}"`);
  }
  const answer = `{"opened":[${opened.join(",")}]}`;
  return `${answer.length}:${answer}`;
}

export const CHROME_APPLESCRIPTS: readonly KnownAppleScript[] = [{ source: REOPEN_TABS, run: reopenTabs }];
