import { firstFailure, integer, list, noParams, OpFailure, text, type OwnOperations } from "../../runtime";
import { defineApp } from "../app";
import type { SafariOps, SafariTabRef } from "./contract";
import { safariPage } from "./page";
import { safariFinding } from "./self-test";
import {
  closeSafariTabs,
  openSafariTab,
  readSafariTabs,
  reopenSafariTabs,
  SAFARI_NAME,
  switchToSafariTab,
} from "./safari";

/** A web address: only http and https, never javascript:, file: or an app's own scheme. */
function webUrl(params: { [key: string]: unknown }): string | OpFailure {
  const url = text(params, "url");
  if (url instanceof OpFailure) return url;
  const [scheme] = string.match(string.lower(url), "^(https?)://");
  return scheme === undefined ? new OpFailure(`url must start with http:// or https://, not ${url}`) : url;
}

/** A tab as the agent saw it: its window's id, its index there and the page it showed. */
function tabRef(params: { [key: string]: unknown }): SafariTabRef | OpFailure {
  const [windowId, index, url] = [integer(params, "windowId"), integer(params, "index"), text(params, "url")];
  const failure = firstFailure({ windowId, index, url });
  if (failure !== undefined) return failure;
  if ((index as number) < 1) return new OpFailure("index must be 1 or more");
  return { windowId: windowId as number, index: index as number, url: url as string };
}

function tabRefs(params: { [key: string]: unknown }): { tabs: SafariTabRef[] } | OpFailure {
  const tabs = list(params, "tabs", tabRef);
  if (tabs instanceof OpFailure) return tabs;
  return tabs.length === 0 ? new OpFailure("tabs must name at least one tab") : { tabs };
}

const operations: OwnOperations<SafariOps> = {
  safari_tabs: { name: "safari_tabs", parse: noParams, run: (_params, ctx) => readSafariTabs(ctx) },
  safari_switch: { name: "safari_switch", parse: tabRef, run: (tab, ctx) => switchToSafariTab(ctx, tab) },
  safari_open: {
    name: "safari_open",
    parse: (params) => {
      const url = webUrl(params);
      return url instanceof OpFailure ? url : { url };
    },
    run: ({ url }, ctx) => openSafariTab(ctx, url),
  },
  safari_close: { name: "safari_close", parse: tabRefs, run: ({ tabs }, ctx) => closeSafariTabs(ctx, tabs) },
  safari_reopen: {
    name: "safari_reopen",
    parse: (params) => {
      const refs = tabRefs(params);
      if (refs instanceof OpFailure) return refs;
      for (const tab of refs.tabs) {
        const url = webUrl(tab as unknown as { [key: string]: unknown });
        if (url instanceof OpFailure) return url;
      }
      return refs;
    },
    run: ({ tabs }, ctx) => reopenSafariTabs(ctx, tabs),
  },
  safari_page: safariPage,
};

/** Safari: its tabs listed, switched, opened, closed, reopened (undo); page steps run; by JavaScript for Automation. */
export const safari = defineApp({ name: SAFARI_NAME, operations, selfTest: safariFinding });
