// Chrome's own operations, named from what the browsers that run page steps share (../page-contract.ts).
import { pageSeconds, type PageOps } from "../page-contract.ts";

/** Chrome's page operation: one page tool run in a tab through `execute javascript`. */
export type ChromeOps = PageOps<"chrome">;

/** How long each may take inside the Spoon, in seconds. */
export const CHROME_SECONDS = { chrome_page: pageSeconds };
