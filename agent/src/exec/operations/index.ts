import type { CommandType } from "../../contract/index.ts";
import type { Operation } from "../types.ts";
import { listApps } from "./list-apps.ts";

/** The commands this agent can carry out, one line each. */
const OPERATIONS: { [T in CommandType]?: Operation<T> } = {
  list_apps: listApps,
};

export function operationFor<T extends CommandType>(type: T): Operation<T> | undefined {
  return OPERATIONS[type] as Operation<T> | undefined;
}

export function availableOperations(): CommandType[] {
  return Object.keys(OPERATIONS) as CommandType[];
}
