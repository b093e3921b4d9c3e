import { WAITS } from "../contract";
import { OpFailure, type SpoonContext, stopped } from "../runtime";

const OSASCRIPT = "/usr/bin/osascript";
/** How long to wait, after osascript has exited, for output hs.task hands over after doneFn. */
const LATE_OUTPUT_SECONDS = 1;

/** A framed answer ("1234:{...}", contract/script-answer.ts): its JSON once all its bytes are there, "short" before. */
function unframe(output: string): string | "short" | "unframed" {
  const [length, rest] = string.match(output, "^(%d+):(.*)$");
  if (length === undefined || rest === undefined)
    return string.match(output, "^%d*$")[0] === undefined ? "unframed" : "short";
  const size = tonumber(length)!;
  return rest.length >= size ? string.sub(rest, 1, size) : "short";
}

/** Where a person allows Hammerspoon to send an app Apple events. */
export const automationPane = (app: string) =>
  `System Settings › Privacy & Security › Automation › Hammerspoon › ${app}`;

/** What a failed script means for a person, naming the app it addressed: missing, not allowed, or its own error. */
function problemOf(app: string, message: string): string {
  const has = (text: string) => string.find(message, text, 1, true)[0] !== undefined;
  if (has("(-1743)")) return `Hammerspoon may not control ${app}: allow it in ${automationPane(app)}`;
  if (has("(-2700)") && has("can't be found")) return `${app} is not installed`;
  return `${app}: ${message}`;
}

/** A script for one application: the app it addresses, as the person knows it, and its text. */
export interface AppScript {
  app: string;
  text: string;
}

/** One osascript run as it goes: what it printed, how it ended, and the answer it settles once. */
class ScriptRun {
  ending: "timeout" | "stop" | undefined;
  private grace: hs.timer.Timer | undefined;
  private exit: { code: number; out: string; err: string } | undefined;
  private settled = false;
  // Streamed, since a task that prints past the pipe's ~64 KiB and is not read never ends (#2656).
  // What arrives after doneFn was read before doneFn's own rest (libtask.m's "last gasp").
  private readonly out: string[] = [];
  private readonly err: string[] = [];
  private readonly lateOut: string[] = [];
  private readonly lateErr: string[] = [];

  constructor(
    private readonly ctx: SpoonContext,
    private readonly app: string,
    private readonly timeout: number,
    private readonly resolve: (this: void, json: string) => void,
    private readonly reject: (this: void, reason: unknown) => void,
  ) {}

  /** hs.task's streamFn: output as it comes. */
  streamed(stdOut: string | undefined, stdErr: string | undefined): void {
    (this.exit === undefined ? this.out : this.lateOut).push(stdOut ?? "");
    (this.exit === undefined ? this.err : this.lateErr).push(stdErr ?? "");
    this.settle(false);
  }

  /** hs.task's doneFn: how osascript exited, and the rest of its output. */
  exited(code: number, stdOut: string | undefined, stdErr: string | undefined): void {
    this.exit = { code, out: stdOut ?? "", err: stdErr ?? "" };
    this.settle(false);
  }

  private settle(waited: boolean): void {
    const exit = this.exit;
    if (exit === undefined || this.settled) return;
    const message = this.err.join("") + this.lateErr.join("") + exit.err;
    const lateMessage = exit.code !== 0 && message === "" && this.ending === undefined && !waited;
    if (exit.code !== 0 && !lateMessage) return this.finish(() => this.reject(this.failure(exit.code, message)));
    const output = this.out.join("") + this.lateOut.join("") + exit.out;
    const json = exit.code === 0 ? unframe(output) : "short";
    if (json === "unframed")
      return this.finish(() =>
        this.reject(`${this.app}: osascript printed an unframed answer: ${string.sub(output, 1, 200)}`),
      );
    if (json !== "short") return this.finish(() => this.resolve(json));
    if (waited)
      return this.finish(() =>
        this.reject(new OpFailure(`${this.app}: osascript's answer was cut short (hs.task lost part of its output)`)),
      );
    this.grace ??= this.ctx.keepTimer(hs.timer.doAfter(LATE_OUTPUT_SECONDS, () => this.settle(true)));
  }

  private finish(outcome: (this: void) => void): void {
    if (this.settled) return;
    this.settled = true;
    if (this.grace !== undefined) this.ctx.forgetTimer(this.grace);
    outcome();
  }

  private failure(code: number, message: string): OpFailure {
    const app = this.app;
    if (this.ending === "stop") return stopped();
    if (this.ending === "timeout") {
      // A denial is no timeout (-1743 comes at once): the question still open, or a slow app (a large library,
      // still starting), which nothing the Spoon sees tells apart. Both are said, neither as the only cause.
      const ask = `if macOS asks whether Hammerspoon may control ${app}, allow it (or in ${automationPane(app)})`;
      const slow = `otherwise ${app} is slow to answer (a large library, or it is still starting): try again`;
      return new OpFailure(`${app} did not answer within ${this.timeout} s: ${ask}; ${slow}`);
    }
    // osascript ends its message with the number: "execution error: Not authorized … (-1743)".
    const [number] = string.match(message, "%((%-%d+)%)%s*$");
    return new OpFailure(
      problemOf(app, `osascript exited ${code}: ${message === "" ? "no readable output" : message}`),
      number === undefined ? undefined : tonumber(number),
    );
  }
}

/**
 * Runs an app's JXA script through hs.task, never hs.osascript,
 * which blocks Hammerspoon's only thread while the target app answers. `args` reach the script's
 * `run(argv)`, so no data is ever spliced into script text. The script prints its answer framed
 * with its length (contract/script-answer.ts); this resolves with the JSON inside. A failure or a timeout is
 * an OpFailure naming the app, with what to do or osascript's message.
 */
export function runScript(
  ctx: SpoonContext,
  { app, text }: AppScript,
  args: string[] = [],
  timeout: number = WAITS.script,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const run = new ScriptRun(
      ctx,
      app,
      timeout,
      (json) => resolve(json),
      (reason) => reject(reason),
    );
    // The callbacks reach the task and its timer only through `held`, emptied once the task ends: a callback that
    // kept its own task would keep both alive for good (Hammerspoon holds a task's callbacks until it is collected).
    const held: { task?: hs.task.Task; timer?: hs.timer.Timer } = {};
    const task = hs.task.new(
      OSASCRIPT,
      (exitCode, stdOut, stdErr) => {
        if (held.timer !== undefined) ctx.forgetTimer(held.timer);
        if (held.task !== undefined) ctx.forgetTask(held.task);
        held.task = undefined;
        held.timer = undefined;
        cancel();
        run.exited(exitCode, stdOut, stdErr);
      },
      (_task, stdOut, stdErr) => {
        run.streamed(stdOut, stdErr);
        return true;
      },
      // "--": an argument starting with "-" (a note titled "-x") is the script's, never an option of osascript.
      ["-l", "JavaScript", "-e", text, "--", ...args],
    );
    const cancel = ctx.onRelease(() => (run.ending = "stop"));
    if (task === undefined || task.start() === false) {
      cancel();
      reject(new OpFailure("could not start /usr/bin/osascript"));
      return;
    }
    ctx.keepTask(task);
    held.task = task;
    held.timer = ctx.keepTimer(
      hs.timer.doAfter(timeout, () => {
        const running = held.task;
        if (running === undefined || !running.isRunning()) return;
        run.ending = "timeout";
        running.terminate();
      }),
    );
  });
}
