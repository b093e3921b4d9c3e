import * as z from "zod";
import { SAFARI_SECONDS, type SafariOps } from "../../../../spoon/src/apps/safari/contract.ts";
import { appOperation, type AppOperationsAgree } from "../../contract/index.ts";
import { pageOperation } from "../../page/index.ts";

const TabRef = z.object({ windowId: z.number().int(), index: z.number().int(), url: z.string() });
const Tab = TabRef.extend({ window: z.number().int(), title: z.string(), current: z.boolean() });
const Missed = TabRef.extend({ reason: z.enum(["gone", "ambiguous"]) });

export type SafariTab = z.infer<typeof Tab>;
export type SafariTabRef = z.infer<typeof TabRef>;

export const SAFARI_TABS = appOperation({
  name: "safari_tabs",
  params: z.object({}),
  result: z.object({ running: z.boolean(), tabs: z.array(Tab) }),
  seconds: SAFARI_SECONDS.safari_tabs,
});
export const SAFARI_SWITCH = appOperation({
  name: "safari_switch",
  params: TabRef,
  result: z.object({ switched: z.array(Tab), missed: z.array(Missed) }),
  seconds: SAFARI_SECONDS.safari_switch,
});
export const SAFARI_OPEN = appOperation({
  name: "safari_open",
  params: z.object({ url: z.string() }),
  result: TabRef,
  seconds: SAFARI_SECONDS.safari_open,
});
export const SAFARI_CLOSE = appOperation({
  name: "safari_close",
  params: z.object({ tabs: z.array(TabRef) }),
  result: z.object({
    closed: z.array(TabRef.extend({ title: z.string() })),
    missed: z.array(Missed),
    complete: z.boolean(),
  }),
  seconds: SAFARI_SECONDS.safari_close,
});
export const SAFARI_REOPEN = appOperation({
  name: "safari_reopen",
  params: z.object({ tabs: z.array(TabRef) }),
  result: z.object({ opened: z.array(TabRef) }),
  seconds: SAFARI_SECONDS.safari_reopen,
});

/** One page tool run in a Safari tab, through `do JavaScript`. */
export const SAFARI_PAGE = pageOperation("safari_page", SAFARI_SECONDS.safari_page);

export const safariOperationsAgree: AppOperationsAgree<
  {
    safari_tabs: typeof SAFARI_TABS;
    safari_switch: typeof SAFARI_SWITCH;
    safari_open: typeof SAFARI_OPEN;
    safari_close: typeof SAFARI_CLOSE;
    safari_reopen: typeof SAFARI_REOPEN;
    safari_page: typeof SAFARI_PAGE;
  },
  SafariOps
> = true;
