import { randomUUID } from "node:crypto";
import type { SimContext } from "./context.ts";
import { mainScreen } from "./screen.ts";

/**
 * hs.alert and hs.notify as a person sees them. An alert stays `seconds` (default 2; anything but a
 * number keeps it until closed) on the virtual clock, drawn on the main screen (screen-image.ts draws it where
 * alert.lua does, so hs.screen:snapshot() captures it); a notification stays in Notification Center.
 */
export function alertModule(ctx: SimContext) {
  return {
    /**
     * As alert.lua's showWithImage: the arguments after the text are read with ipairs, so they stop at
     * the first nil; a table is the style, an hs.screen the screen, anything else the seconds (2 when
     * absent; not a number: until closed).
     */
    show: (text: unknown, ...rest: unknown[]) => {
      const firstNil = rest.findIndex((arg) => arg === undefined || arg === null);
      const given = firstNil < 0 ? rest : rest.slice(0, firstNil);
      const seconds = given.find((arg) => typeof arg !== "object");
      const uuid = randomUUID();
      const shown = seconds === undefined ? 2 : typeof seconds === "number" ? seconds : Number.POSITIVE_INFINITY;
      const at = ctx.clock.now();
      // No screen among the arguments: alert.lua draws on hs.screen.mainScreen(), the focused window's.
      const screenId = mainScreen(ctx).id;
      ctx.screen.alerts.push({ uuid, text: String(text), at, until: at + shown * 1000, screenId });
      return uuid;
    },
    closeSpecific: (uuid: unknown) => {
      const at = ctx.screen.alerts.findIndex((alert) => alert.uuid === uuid);
      if (at >= 0) ctx.screen.alerts.splice(at, 1);
    },
  };
}

export function notifyModule(ctx: SimContext) {
  const notification = (text: string) => ({ send: () => notification(text), withdraw: () => notification(text) });
  return {
    show: (title: unknown, subTitle: unknown, information: unknown) => {
      if (typeof title !== "string" || typeof subTitle !== "string" || typeof information !== "string")
        throw new Error("All three textual arguments to hs.notify.show must be present and must be strings.");
      const text = [title, subTitle, information].filter((part) => typeof part === "string" && part !== "").join(" — ");
      ctx.screen.notifications.push(text);
      return notification(text);
    },
  };
}
