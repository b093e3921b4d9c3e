/** How long a script may run before it is stopped (Chrome can stall on Apple events). */
export const SCRIPT_TIMEOUT = 5;
const OSASCRIPT = "/usr/bin/osascript";

/** Failure of a script: osascript's own message, trimmed. */
export class ScriptError {
  constructor(public readonly message: string) {}
}

const running = new LuaSet<hs.task.Task>();

/**
 * Runs a JXA script through hs.task, never hs.osascript, which blocks Hammerspoon's only thread
 * while the target app answers. `args` reach the script's `run(argv)`, so no data is ever spliced
 * into script text. Resolves with stdout.
 */
export function runJxa(script: string, args: string[] = [], timeout = SCRIPT_TIMEOUT): Promise<string> {
  return new Promise((resolve, reject) => {
    let timer: hs.timer.Timer | undefined;
    let timedOut = false;
    const task = hs.task.new(
      OSASCRIPT,
      (exitCode, stdOut, stdErr) => {
        timer?.stop();
        running.delete(task!);
        if (exitCode === 0 && stdOut !== undefined) resolve(stdOut);
        else if (timedOut)
          reject(
            new ScriptError(`osascript stopped after ${timeout}s without an answer (is an app stuck on a dialog?)`),
          );
        else reject(new ScriptError(`osascript exited ${exitCode}: ${stdErr ?? "no readable output"}`));
      },
      ["-l", "JavaScript", "-e", script, ...args],
    );
    if (task === undefined || task.start() === false) {
      reject(new ScriptError("could not start /usr/bin/osascript"));
      return;
    }
    running.add(task);
    timer = hs.timer.doAfter(timeout, () => {
      if (!task.isRunning()) return;
      timedOut = true;
      task.terminate();
    });
  });
}
