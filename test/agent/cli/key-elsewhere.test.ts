import assert from "node:assert/strict";
import { platform } from "node:os";
import { PassThrough } from "node:stream";
import { describe, it } from "node:test";
import { setKey } from "../../../agent/src/cli/key.ts";

/** `key set` where there is no Keychain says so before asking for a key the person would type for nothing. */
describe("key set off a Mac", { skip: platform() === "darwin" && "this Mac has a Keychain" }, () => {
  it("at a terminal: the Keychain is macOS's, said first; no key is asked for", async () => {
    const io = { input: new PassThrough(), output: new PassThrough(), terminal: true };
    let shown = "";
    io.output.on("data", (chunk) => (shown += String(chunk)));
    await assert.rejects(setKey(io, {}), {
      name: "InputError",
      message: /^the Keychain is macOS's: on this system give the agent ANTHROPIC_API_KEY in its environment$/,
    });
    assert.equal(shown, "", "what the terminal was asked");
  });
});
