/**
 * The name of Notes' Recently Deleted folder in each language it is known in, as a JavaScript list (ASCII, \\u
 * escapes): Notes names the folder in the Mac's language and has no property that tells it apart (antoniorodr/memo#2
 * found none: "I have considered to use ID, but it can vary too"), so its name in any language marks it. English
 * (which scripting reads on a French Mac too: memo#2); Norwegian "Nylig slettet" (memo#2); Swedish "Senast
 * raderade" (anthropics/claude-ai-mcp#903); German "Zuletzt gelöscht" (Notes' German interface, to be confirmed on
 * a Mac, VERIFY_ON_MAC.md).
 */
export const RECENTLY_DELETED_NAMES =
  '["Recently Deleted", "Nylig slettet", "Senast raderade", "Zuletzt gel\\u00f6scht"]';
