import type * as z from "zod";
import type { CommandDefinition, DesktopCommand } from "../commands/index.ts";
import type { ContextLines } from "../desktop/index.ts";
import type { PageOperation } from "../page/index.ts";
import type { Rule } from "../planner/index.ts";

/**
 * One application's part of the agent, from its folder: its commands, the offline planner's rules for
 * them (which may also bring an app forward), and its lines of the model's context.
 */
export interface App<D extends CommandDefinition = CommandDefinition> {
  /** The app as the person knows it ("Google Chrome"). */
  name: string;
  commands: readonly D[];
  rules: readonly Rule<z.output<D["schema"]> | DesktopCommand>[];
  context?: ContextLines;
  /** A browser's page operation: page steps (page_click, page_type...) run in its tabs through it. */
  page?: PageOperation;
  /** Its tabs' ids are its own, not the snapshot's tabs': a page step's tab is found again by the app itself. */
  ownTabIds?: boolean;
}

/** Declares an application; its commands' schemas type its rules. */
export const defineApp = <const D extends CommandDefinition>(app: App<D>): App<D> => app;
