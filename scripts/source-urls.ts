/** An esbuild plugin for bundles that run where the repository is: bundled code still finds the files beside it. */
import type { Plugin } from "esbuild";
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * In the sources `filter` matches, `import.meta.url`, `.dirname` and `.filename` name the source file, not the
 * bundle: a file read beside its code (`new URL("./x.lua", import.meta.url)`) is read where it is.
 */
export function sourceUrls(filter: RegExp): Plugin {
  return {
    name: "source-urls",
    setup(bundle) {
      bundle.onLoad({ filter }, (args) => ({
        contents: readFileSync(args.path, "utf8")
          .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)))
          .replaceAll("import.meta.filename", JSON.stringify(args.path)),
        loader: "ts",
      }));
    },
  };
}
