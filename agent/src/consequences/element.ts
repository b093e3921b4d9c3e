import { plainLine } from "../util/index.ts";
import { controlApproval } from "./controls.ts";
import type { ApprovalRequest } from "./types.ts";

/** An accessibility element as it says what it is: its role, title, description and identifier (any may be absent). */
export interface AxElement {
  role?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  identifier?: string | undefined;
}

/** An identifier as words: "deleteWorkspaceButton", "btn-send", "com.app.sign_out" → "delete Workspace Button"... */
const identifierWords = (identifier: string) =>
  identifier
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/[_\-.:/]+/g, " ")
    .trim();

/**
 * The question before pressing an element, judged by what the element itself says it is (its title, else its
 * description, else its identifier: any of them naming a consequential control asks), never by the words used to
 * find it. Undefined: nothing it says is consequential.
 */
export function elementApproval(element: AxElement, who = "Claude"): ApprovalRequest | undefined {
  const role = element.role || "control";
  const names: [string, string | undefined][] = [
    ["title", element.title],
    ["description", element.description],
    ["identifier", element.identifier && identifierWords(element.identifier)],
  ];
  for (const [kind, name] of names) {
    const request = name ? controlApproval(name, role, who) : undefined;
    if (!request) continue;
    if (kind === "title" || !element.title) return request;
    return { ...request, detail: `${request.detail} That is its ${kind}; its title is "${plainLine(element.title)}".` };
  }
  return undefined;
}
