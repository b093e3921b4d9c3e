import { stopped, type SpoonContext } from "../context";
import { OpFailure } from "../failure";
import { WAITS } from "../ops/contract";

const OSASCRIPT = "/usr/bin/osascript";

/**
 * Runs a JXA script through hs.task, never hs.osascript, which blocks Hammerspoon's only thread while
 * the target app answers. `args` reach the script's `run(argv)`, so no data is ever spliced into
 * script text. Resolves with stdout; a failure or a timeout is an OpFailure with osascript's message.
 */
export function runJxa(
  ctx: SpoonContext,
  script: string,
  args: string[] = [],
  timeout: number = WAITS.script,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let timer: hs.timer.Timer | undefined;
    let ending: "timeout" | "stop" | undefined;
    // Streamed, since a task that prints past the pipe's ~64 KiB and is not read never ends (#2656).
    const chunks: string[] = [];
    const task = hs.task.new(
      OSASCRIPT,
      (exitCode, stdOut, stdErr) => {
        if (timer !== undefined) ctx.forgetTimer(timer);
        ctx.forgetTask(task!);
        cancel();
        if (exitCode === 0 && stdOut !== undefined) resolve(chunks.join("") + stdOut);
        else if (ending === "stop") reject(stopped());
        else if (ending === "timeout")
          reject(new OpFailure(`osascript stopped after ${timeout}s without an answer (is an app stuck on a dialog?)`));
        else reject(new OpFailure(`osascript exited ${exitCode}: ${stdErr ?? "no readable output"}`));
      },
      (_task, stdOut) => {
        chunks.push(stdOut);
        return true;
      },
      ["-l", "JavaScript", "-e", script, ...args],
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
