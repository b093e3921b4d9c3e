import {
  appOperation,
  PageAnswerSchema,
  PageRequestSchema,
  type AppOperation,
  type PageAnswer,
  type PageRequest,
} from "../contract/index.ts";

export type { PageAnswer, PageRequest } from "../contract/index.ts";

/** A browser's page operation (`<p>_page`, its Spoon folder's contract says it): one page tool run in a tab. */
export type PageOperation<N extends string = `${string}_page`> = AppOperation<N, PageRequest, PageAnswer>;

/** A browser's page operation, from its name and how long it may take (its Spoon folder's contract says both). */
export function pageOperation<N extends `${string}_page`>(
  name: N,
  seconds: (this: void, request: PageRequest) => number,
): PageOperation<N> {
  return appOperation({ name, params: PageRequestSchema, result: PageAnswerSchema, seconds });
}

/** A browser that runs page steps: the app as the person knows it, and its page operation. */
export interface PageBrowser {
  app: string;
  page: PageOperation;
  /** Its tab ids are not the snapshot's (it finds a step's tab again itself). */
  ownTabIds?: boolean;
}
