import { requestKey, type ApprovalRequest } from "../consequences/index.ts";
import { askAtTheMac, WITHDRAWN as WITHDRAWN_QUESTION, type OpOutcome, type SpoonClient } from "../spoon/index.ts";
import { plainLine, plainText } from "../util/index.ts";
import { askAtTerminal, processIo, type TerminalIo } from "./terminal-question.ts";
import type { ApprovalAnswer, Approver } from "./types.ts";

/** What a refusal for want of a yes tells a person at the command line (an MCP client is told who approves instead). */
export const RUN_WITH_YES = "; run with --yes to approve";
const NOBODY = `there is no one to ask: no terminal here and nobody answered at the Mac${RUN_WITH_YES}`;
const WITHDRAWN_ANSWER = {
  approved: false,
  reason: "the run was cancelled: the question at the Mac was withdrawn",
  withdrawn: true,
} as const satisfies ApprovalAnswer;

async function askTerminal(title: string, detail: string, io: TerminalIo): Promise<ApprovalAnswer> {
  const answer = await askAtTerminal(io, `${title}\n${detail}\nAllow? [y/N] `);
  if (answer === undefined) return { approved: false, reason: "cancelled at the terminal" };
  return /^y(es)?$/i.test(answer.trim())
    ? { approved: true, by: "the terminal" }
    : { approved: false, reason: "declined in the terminal" };
}

/**
 * The Spoon's dialog answers "nobody" itself after its approvalTimeout; the agent waits as long as the Spoon declares.
 * Once the run is cancelled (`signal`), the question is withdrawn and the answer is at once that it was.
 */
async function askSpoon(spoon: SpoonClient, title: string, detail: string, signal?: AbortSignal) {
  const asked = await askAtTheMac(spoon, signal, (key) =>
    spoon.call("ask_approval", { title, detail, ...(key ? { key } : {}) }),
  );
  return asked === WITHDRAWN_QUESTION ? WITHDRAWN_ANSWER : answerOf(asked);
}

function answerOf(asked: OpOutcome<{ answer: "approved" | "declined" | "nobody" }>): ApprovalAnswer {
  if (!asked.ok) return { approved: false, reason: `could not ask at the Mac (${asked.error.message})${RUN_WITH_YES}` };
  if (asked.value.answer === "approved") return { approved: true, by: "the person at the Mac" };
  if (asked.value.answer === "declined") return { approved: false, reason: "declined at the Mac" };
  return { approved: false, reason: NOBODY };
}

/** A question a person said yes to, as the CLI sends it to the agent with the plan: which (its requestKey), and who. */
export interface Answered {
  key: string;
  by: string;
}

/** The yes a person gave to `request`, to send with the plan: it approves that very question and no other. */
export const answeredAs = (request: ApprovalRequest, by: string): Answered => ({ key: requestKey(request), by });

/**
 * Who approves destructive steps: `--yes`, else the person at this terminal, else the person at the
 * Mac through the Spoon's dialog. The plan itself can never approve anything.
 */
export function personApprover(options: {
  yes: boolean;
  spoon: SpoonClient;
  terminal?: boolean;
  /** A question a person said yes to elsewhere (at the CLI's terminal), and who: that very one is not asked again. */
  answered?: Answered;
  /** The terminal to ask at; default this process's stdin and stderr. */
  io?: TerminalIo;
  /** Aborted once the person cancelled the run: a question waiting at the Mac is withdrawn. */
  signal?: AbortSignal | undefined;
}): Approver {
  const terminal = options.terminal ?? (process.stdin.isTTY === true && process.stderr.isTTY === true);
  return async (request) => {
    // Asked as plain text, here or at the Mac: the title one line, the detail only the lines the product made.
    const [title, detail] = [plainLine(request.title), plainText(request.detail)];
    if (options.yes) return { approved: true, by: "--yes" };
    if (options.answered?.key === requestKey(request)) return { approved: true, by: options.answered.by };
    if (terminal) return askTerminal(title, detail, options.io ?? processIo());
    return askSpoon(options.spoon, title, detail, options.signal);
  };
}
