/** An esbuild plugin for bundles that run beside the repository's sources: bundled code finds the files beside it. */
import type { Plugin } from "esbuild";
import { readFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * In the sources `filter` matches, `import.meta.url` names the source file, not the bundle, so that a file read
 * beside its code (`new URL("./x.lua", import.meta.url)`) is read where it is. With `outdir` (every output file of
 * the bundle in that one folder) the source is named from there, so the repository may move; without it by its
 * absolute path, and then `import.meta.dirname` and `.filename` name it too.
 */
export function sourceUrls(filter: RegExp, outdir?: string): Plugin {
  return {
    name: "source-urls",
    setup(bundle) {
      bundle.onLoad({ filter }, (args) => {
        const text = readFileSync(args.path, "utf8");
        if (outdir === undefined)
          return {
            contents: text
              .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
              .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)))
              .replaceAll("import.meta.filename", JSON.stringify(args.path)),
            loader: "ts",
          };
        if (/import\.meta\.(dirname|filename)/.test(text))
          return {
            errors: [{ text: "import.meta.dirname and .filename cannot name the source from a movable bundle" }],
          };
        const source = `new URL(${JSON.stringify(relative(outdir, args.path))}, import.meta.url).href`;
        return { contents: text.replaceAll("import.meta.url", source), loader: "ts" };
      });
    },
  };
}
