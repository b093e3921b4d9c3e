/** JSON text without the UTF-8 byte-order mark some editors write first (Notepad): JSON.parse refuses it. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}
