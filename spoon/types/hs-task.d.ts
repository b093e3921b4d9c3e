/** hs.task: launchPath must be absolute; doneFn gets nil output when it is not valid UTF-8. */
declare namespace hs {
  namespace task {
    type DoneCallback = (this: void, exitCode: number, stdOut: string | undefined, stdErr: string | undefined) => void;
    interface Task {
      start(): Task | false;
      terminate(): Task;
      isRunning(): boolean;
    }
    /** @noSelf */
    interface Module {
      "new"(launchPath: string, doneFn: DoneCallback | undefined, args: string[]): Task | undefined;
    }
  }
  const task: hs.task.Module;
}
