import { nodeCrypto } from "../util/index.ts";
import type { ApprovalRequest } from "./types.ts";

/**
 * What a question is, to tell whether it was asked and approved already: its whole title and detail (a title
 * shortens the text it names, so two commands can share one), as one digest.
 */
export const requestKey = (request: ApprovalRequest): string =>
  nodeCrypto()
    .createHash("sha256")
    .update(JSON.stringify([request.title, request.detail]))
    .digest("hex");

/** Each question once: the same title and detail met twice are one question; a shared title alone is not. */
export function distinct(requests: ApprovalRequest[]): ApprovalRequest[] {
  const keys = requests.map(requestKey);
  return requests.filter((_, i) => keys.indexOf(keys[i]!) === i);
}
