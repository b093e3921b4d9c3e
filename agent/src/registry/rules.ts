import { APPS } from "../apps/index.ts";
import {
  DESKTOP_RULES,
  offlinePlanner,
  type Candidate as AnyCandidate,
  type PlannedEnvelope as AnyPlannedEnvelope,
  type Rule as AnyRule,
} from "../planner/index.ts";
import { COMMANDS, type Command } from "./commands.ts";

/** An offline planner rule, making commands of the registry. */
export type Rule = AnyRule<Command>;
/** A choice offered with a question: what the person reads, and the plan it stands for. */
export type Candidate = AnyCandidate<Command>;
/** The planner's answer: the plan's envelope, with where it came from and, when it asks, the choices. */
export type PlannedEnvelope = AnyPlannedEnvelope<Command>;

/** Every rule the offline planner knows: the desktop's own, then each application's. */
export const RULES: readonly Rule[] = [...DESKTOP_RULES, ...APPS.flatMap((app): readonly Rule[] => app.rules)];

/** The offline planner over every rule, joining steps in a row as their commands say. */
export const planOffline = offlinePlanner(RULES, COMMANDS);
