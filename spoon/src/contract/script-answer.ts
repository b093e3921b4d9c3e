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

/**
 * The same answer from AppleScript (which has no JSON): handlers an app's AppleScript includes after its
 * `on run`. `jsonText(t)` is t as a JSON string, ASCII only (\uXXXX for the rest, surrogate pairs past U+FFFF,
 * missing value as ""); `framed(json)` prefixes its length, which counts bytes since it is ASCII.
 */
export const APPLESCRIPT_FRAMED = `on jsonText(t)
	if t is missing value then return "\\"\\""
	set codes to id of (t as text)
	if class of codes is not list then set codes to {codes}
	set escaped to {}
	repeat with code in codes
		set n to code as integer
		if n is 34 or n is 92 then
			set end of escaped to "\\\\" & (character id n)
		else if n < 32 or n > 126 then
			set end of escaped to my unicodeEscape(n)
		else
			set end of escaped to character id n
		end if
	end repeat
	set AppleScript's text item delimiters to ""
	return "\\"" & (escaped as text) & "\\""
end jsonText

on unicodeEscape(n)
	if n > 65535 then
		set n to n - 65536
		return my hex4(55296 + (n div 1024)) & my hex4(56320 + (n mod 1024))
	end if
	return my hex4(n)
end unicodeEscape

on hex4(n)
	set digits to "0123456789abcdef"
	set hexText to ""
	repeat 4 times
		set hexText to (character ((n mod 16) + 1) of digits) & hexText
		set n to n div 16
	end repeat
	return "\\\\u" & hexText
end hex4

on jsonList(parts)
	set AppleScript's text item delimiters to ","
	set joined to "[" & (parts as text) & "]"
	set AppleScript's text item delimiters to ""
	return joined
end jsonList

on framed(answer)
	return ((length of answer) as text) & ":" & answer
end framed`;
