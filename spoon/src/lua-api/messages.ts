import { MESSAGE_SECONDS, type MessageRequest } from "../contract";
import type { Defer, LuaApiDeps } from "./deps";
import { mustBeFunction, resultOf } from "./replies";

type MessageCallback = (this: void, response: unknown, error?: string) => void;
type Message = (this: void, params: unknown, callback: unknown) => void;

/** `media_type` from the first bytes of the base64 text: PNG or JPEG, the two a screenshot comes as. */
const mediaType = (base64: string) => (string.sub(base64, 1, 4) === "iVBO" ? "image/png" : "image/jpeg");

/**
 * hs.claude.api.message(params, callback)
 * Function
 * Sends a request to Claude's Messages API through the agent (which holds the API key).
 *
 * Parameters:
 *  * params - `{ messages = {{ role = "user", content = "..." }}, model = ..., max_tokens = ..., system = ... }`
 *  * callback - Called with the API's response, or with nil and an error message
 *
 * Returns:
 *  * None
 */
export function messaging(deps: LuaApiDeps, defer: Defer) {
  return (params: unknown, callback: unknown) => {
    mustBeFunction("hs.claude.api.message(params, callback)", callback);
    const done = callback as MessageCallback;
    if (type(params) !== "table")
      return defer(() => done(undefined, "hs.claude.api.message: params must be a table with messages"));
    deps.ask(
      "api_message",
      // Checked by the agent, whose answer names a wrong field.
      { params: params as MessageRequest },
      (reply) => (reply.ok ? done(reply.result) : done(undefined, resultOf(reply).error)),
      MESSAGE_SECONDS,
    );
  };
}

/**
 * hs.claude.api.messageWithImage(params, imageBase64, callback)
 * Function
 * Like hs.claude.api.message, with a PNG or JPEG image put before the text of the last user message.
 *
 * Parameters:
 *  * params - As for hs.claude.api.message; the last message must be a user message of text
 *  * imageBase64 - The image, base64-encoded
 *  * callback - Called with the API's response, or with nil and an error message
 *
 * Returns:
 *  * None
 */
export function messagingWithImage(message: Message, defer: Defer) {
  return (params: unknown, imageBase64: unknown, callback: unknown) => {
    mustBeFunction("hs.claude.api.messageWithImage(params, imageBase64, callback)", callback);
    const given = params as { messages?: { role: string; content: unknown }[] } | undefined;
    const messages = type(given) === "table" ? given!.messages : undefined;
    const last = messages === undefined ? undefined : messages[messages.length - 1];
    if (last === undefined || type(imageBase64) !== "string" || type(last.content) !== "string")
      return defer(() =>
        (callback as MessageCallback)(
          undefined,
          "hs.claude.api.messageWithImage: give params.messages ending with a user message of text, " +
            "and the image as base64",
        ),
      );
    const image = { type: "base64", media_type: mediaType(imageBase64 as string), data: imageBase64 };
    const content = [
      { type: "image", source: image },
      { type: "text", text: last.content },
    ];
    const withImage = [...messages!.slice(0, -1), { ...last, content }];
    message({ ...given, messages: withImage }, callback);
  };
}
