/**
 * How every script the Spoon runs through osascript answers it (desktop/osascript.ts reads the answer):
 * JSON framed with its length, ASCII only. These are pieces of JavaScript-for-Automation text that each
 * app's scripts (apps/<app>/) include; they run in osascript's own JavaScript engine, not in Lua.
 */

/** Text with each lone UTF-16 surrogate made U+FFFD, a pair kept: a JavaScript function, as text. */
const WELL_FORMED_TEXT = `(text) => {
    let out = "";
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const pair = c >= 0xd800 && c <= 0xdbff && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff;
      if (pair) { out += text[i] + text[i + 1]; i++; }
      else out += c >= 0xd800 && c <= 0xdfff ? "\\ufffd" : text[i];
    }
    return out;
  }`;

/**
 * Page titles may hold a lone UTF-16 surrogate, which JSON.stringify writes as it is and
 * NSJSONSerialization (behind hs.json.decode) may refuse: each becomes U+FFFD. No lookbehind, which
 * JavaScriptCore lacks before macOS 13.3.
 */
export const WELL_FORMED = `const wellFormed = ${WELL_FORMED_TEXT};`;

/**
 * What every script prints: its JSON after the JSON's length, "1234:{...}", so the Spoon knows when
 * it has all of it (hs.task may hand over a chunk after doneFn). ASCII only (\\uXXXX for the rest):
 * a streamed chunk that split a multi-byte character would not be valid UTF-8, which hs.task hands
 * over as nil; and the length then counts bytes. Every string is made well-formed first (a lone surrogate
 * becomes U+FFFD), whatever the app answered: hs.json.decode would refuse the whole answer.
 */
export const FRAMED = `const framed = (value) => {
    const whole = ${WELL_FORMED_TEXT};
    const halves = /[\\ud800-\\udfff]/;
    const strings = (key, inner) => (typeof inner === "string" && halves.test(inner) ? whole(inner) : inner);
    const escape = (c) => "\\\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
    const json = JSON.stringify(value, strings).replace(/[\\u007f-\\uffff]/g, escape);
    return json.length + ":" + json;
  };`;
