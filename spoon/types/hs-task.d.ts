/**
 * hs.task: launchPath must be absolute; doneFn gets nil output when it is not valid UTF-8. Without a
 * streaming callback a task whose output passes the pipe's ~64 KiB never ends (Hammerspoon #2656).
 */
declare namespace hs {
  namespace task {
    type DoneCallback = (this: void, exitCode: number, stdOut: string | undefined, stdErr: string | undefined) => void;
    /**
     * Gets each chunk of output as it comes (one of the two is ""); must return true to keep reading that pipe
     * (an error is no answer: the pipe is read no more). A chunk that is not whole UTF-8 (a read that ended
     * inside a character) comes as nil, and its bytes are lost.
     */
    type StreamCallback = (
      this: void,
      task: Task | undefined,
      stdOut: string | undefined,
      stdErr: string | undefined,
    ) => boolean;
    interface Task {
      start(): Task | false;
      terminate(): Task;
      isRunning(): boolean;
      pid(): number;
      /** The variables the task gets: Hammerspoon's own unless set. */
      environment(): { [name: string]: string };
      /** Replaces the task's environment (call before start). */
      setEnvironment(environment: { [name: string]: string }): Task | false;
    }
    /** @noSelf */
    interface Module {
      "new"(launchPath: string, doneFn: DoneCallback | undefined, args: string[]): Task | undefined;
      "new"(launchPath: string, doneFn: DoneCallback, streamFn: StreamCallback, args: string[]): Task | undefined;
    }
  }
  const task: hs.task.Module;
}
