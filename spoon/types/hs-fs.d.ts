/** hs.fs (LuaFileSystem): dir() raises for a missing path, so check attributes() first. */
/** @noSelf */
declare namespace hs.fs {
  function dir(path: string): LuaIterable<string>;
  /** The path with "~" expanded and every link resolved (realpath); undefined when it does not exist. */
  function pathToAbsolute(path: string): string | undefined;
  function attributes(
    path: string,
    attribute: "mode",
  ): "file" | "directory" | "link" | "socket" | "named pipe" | "char device" | "block device" | "other" | undefined;
}
