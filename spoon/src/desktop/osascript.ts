import { OpFailure, type SpoonContext, stopped } from "../runtime";
import { WAITS } from "../contract";

const OSASCRIPT = "/usr/bin/osascript";
/** How long to wait, after osascript has exited, for output hs.task hands over after doneFn. */
const LATE_OUTPUT_SECONDS = 1;

/** A framed answer ("1234:{...}", see jxa-scripts.ts): its JSON once all its bytes are there, "short" before. */
function unframe(output: string): string | "short" | "unframed" {
  const [length, rest] = string.match(output, "^(%d+):(.*)$");
  if (length === undefined || rest === undefined)
    return string.match(output, "^%d*$")[0] === undefined ? "unframed" : "short";
  const size = tonumber(length)!;
  return rest.length >= size ? string.sub(rest, 1, size) : "short";
}

/**
 * Runs a script (JXA, or AppleScript when `language` says so) through hs.task, never hs.osascript,
 * which blocks Hammerspoon's only thread while the target app answers. `args` reach the script's
 * `run(argv)`, so no data is ever spliced into script text. The script prints its answer framed
 * with its length (jxa-scripts.ts); this resolves with the JSON inside. A failure or a timeout is
 * an OpFailure with osascript's message.
 */
export function runJxa(
  ctx: SpoonContext,
  script: string,
  args: string[] = [],
  timeout: number = WAITS.script,
  language: "JavaScript" | "AppleScript" = "JavaScript",
): Promise<string> {
  return new Promise((resolve, reject) => {
    let timer: hs.timer.Timer | undefined;
    let grace: hs.timer.Timer | undefined;
    let ending: "timeout" | "stop" | undefined;
    let exit: { code: number; out: string; err: string } | undefined;
    let settled = false;
    // Streamed, since a task that prints past the pipe's ~64 KiB and is not read never ends (#2656).
    // What arrives after doneFn was read before doneFn's own rest (libtask.m's "last gasp").
    const [out, err, lateOut, lateErr] = [[] as string[], [] as string[], [] as string[], [] as string[]];

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (grace !== undefined) ctx.forgetTimer(grace);
      outcome();
    };
    const failure = (code: number, message: string) => {
      if (ending === "stop") return stopped();
      if (ending === "timeout")
        return new OpFailure(`osascript stopped after ${timeout}s without an answer (is an app stuck on a dialog?)`);
      return new OpFailure(`osascript exited ${code}: ${message === "" ? "no readable output" : message}`);
    };
    const settle = (waited: boolean) => {
      if (exit === undefined || settled) return;
      const message = err.join("") + lateErr.join("") + exit.err;
      const lateMessage = exit.code !== 0 && message === "" && ending === undefined && !waited;
      if (exit.code !== 0 && !lateMessage) return finish(() => reject(failure(exit!.code, message)));
      const output = out.join("") + lateOut.join("") + exit.out;
      const json = exit.code === 0 ? unframe(output) : "short";
      if (json === "unframed")
        return finish(() => reject(`osascript printed an unframed answer: ${string.sub(output, 1, 200)}`));
      if (json !== "short") return finish(() => resolve(json));
      if (waited)
        return finish(() =>
          reject(new OpFailure("osascript's answer was cut short (hs.task lost part of its output)")),
        );
      grace ??= ctx.keepTimer(hs.timer.doAfter(LATE_OUTPUT_SECONDS, () => settle(true)));
    };

    const task = hs.task.new(
      OSASCRIPT,
      (exitCode, stdOut, stdErr) => {
        if (timer !== undefined) ctx.forgetTimer(timer);
        ctx.forgetTask(task!);
        cancel();
        exit = { code: exitCode, out: stdOut ?? "", err: stdErr ?? "" };
        settle(false);
      },
      (_task, stdOut, stdErr) => {
        (exit === undefined ? out : lateOut).push(stdOut ?? "");
        (exit === undefined ? err : lateErr).push(stdErr ?? "");
        settle(false);
        return true;
      },
      ["-l", language, "-e", script, ...args],
    );
    const cancel = ctx.onRelease(() => (ending = "stop"));
    if (task === undefined || task.start() === false) {
      cancel();
      reject(new OpFailure("could not start /usr/bin/osascript"));
      return;
    }
    ctx.keepTask(task);
    timer = ctx.keepTimer(
      hs.timer.doAfter(timeout, () => {
        if (!task.isRunning()) return;
        ending = "timeout";
        task.terminate();
      }),
    );
  });
}
