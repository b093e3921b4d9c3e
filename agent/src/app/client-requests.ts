import type { Requester } from "../link/index.ts";
import { CancelParams, ExecuteParams, ObserveParams, PageTaskParams, ReadParams } from "./client-params.ts";
import { executeForClient, observeForClient, pageTaskForClient } from "./client-runs.ts";
import { handler, NoParams, type Handler } from "./params.ts";
import type { AppService } from "./service.ts";

/**
 * What the running agent offers the clients of `hs-claude serve` (the CLI without --sim; later the MCP server):
 * its `status` (whether a Spoon is connected), `read` the desktop, `execute` a plan, `observe` (the vision loop
 * on a goal) and `page_task` (page steps on the web page in front), with every check and approval done in the agent,
 * whoever asks; `cancel` a run the client started, which stops before its next step. The snapshot a plan refers to
 * is the agent's own copy, never one the client sends.
 */
export function clientRequests(service: AppService): Map<string, Handler<[Requester]>> {
  return new Map<string, Handler<[Requester]>>([
    handler("status", NoParams, () => service.status()),
    handler("read", ReadParams, ({ scope, files }) => service.read(scope, files)),
    handler("execute", ExecuteParams, (params, from: Requester) => executeForClient(service, params, from)),
    handler("observe", ObserveParams, (params, from: Requester) => observeForClient(service, params, from)),
    handler("page_task", PageTaskParams, (params, from: Requester) => pageTaskForClient(service, params, from)),
    handler("cancel", CancelParams, ({ run }) => ({ cancelled: service.cancel(run) })),
  ]);
}
