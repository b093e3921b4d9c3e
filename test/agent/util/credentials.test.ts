import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { thrownResult } from "../../../agent/src/app/index.ts";
import { AuditLog } from "../../../agent/src/audit/index.ts";
import { done, failed } from "../../../agent/src/commands/define.ts";
import { credentialsRemoved, rememberSecret, withoutCredentials } from "../../../agent/src/util/index.ts";
import { tempHome } from "../../support/index.ts";

const BASIC = Buffer.from("client-id-123:s3cr3t-value-xyz").toString("base64");
const BEARER = "BQD4x9_long-access-token.value~42";

describe("credentials taken out of text that leaves for a result or a log", () => {
  it("removes Basic and Bearer credentials, secret-named values and API keys; the rest of the text stays", () => {
    for (const [text, left] of [
      [`Authorization: Basic ${BASIC}`, "Authorization: Basic [redacted]"],
      [`header authorization=Bearer ${BEARER} sent`, "header authorization=Bearer [redacted] sent"],
      ['{"refresh_token":"AQ-refresh-999","scope":"x"}', '{"refresh_token":"[redacted]","scope":"x"}'],
      ['echo {\\"client_secret\\": \\"zz-top-secret\\"}', 'echo {\\"client_secret\\": \\"[redacted]\\"}'],
      ["client_secret=abcdef&grant_type=client_credentials", "client_secret=[redacted]&grant_type=client_credentials"],
      ["access_token: tok123, expires 3600", "access_token: [redacted], expires 3600"],
      ["key sk-ant-api03-abcdefghijkl in use", "key [redacted] in use"],
      ["Basic authentication failed; Bearer tokens expire", "Basic authentication failed; Bearer tokens expire"],
      ["the password must be 8 characters", "the password must be 8 characters"],
      [
        '<label for="pw">Password:</label><input id="pw" type="password">',
        '<label for="pw">Password:</label><input id="pw" type="password">',
      ],
    ] as const)
      assert.equal(withoutCredentials(text), left, text);
  });

  it("removes a secret this process was given wherever it is echoed, and secret-named fields of a result", () => {
    rememberSecret("plain-echoed-secret-77");
    assert.equal(
      withoutCredentials("the service said plain-echoed-secret-77 is wrong"),
      "the service said [redacted] is wrong",
    );
    assert.deepEqual(
      credentialsRemoved({ access_token: "short", nested: [{ note: `Bearer ${BEARER}` }], count: 2 }),
      { access_token: "[redacted]", nested: [{ note: "Bearer [redacted]" }], count: 2 },
      "a result with a token field and a token in its text",
    );
  });

  it("a step's message and result, a thrown error's result and the audit log's lines never carry one", () => {
    const echo = `accounts answered: Authorization: Basic ${BASIC}`;
    assert.equal(failed(echo).message, "accounts answered: Authorization: Basic [redacted]");
    assert.deepEqual(done("ok", { echo }).result, { echo: "accounts answered: Authorization: Basic [redacted]" });
    assert.equal(thrownResult(new Error(echo)).error, "accounts answered: Authorization: Basic [redacted]");
    const home = tempHome();
    try {
      const log = new AuditLog(home.path, { maxBytes: 1_000_000, keep: 3, logTypedText: true });
      log.record("r1", "result", { ok: false, message: echo, refresh_token: "AQ-refresh-999" });
      const written = readFileSync(log.path, "utf8");
      for (const secret of [BASIC, "AQ-refresh-999"]) assert.ok(!written.includes(secret), written);
    } finally {
      home.remove();
    }
  });
});
