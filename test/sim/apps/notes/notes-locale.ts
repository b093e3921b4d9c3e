// The names Notes gives its default folder and its Recently Deleted folder in the Mac's language (`sim.locale`), as
// its scripting reads them (`name of folder`): Notes names them in the language it runs in.
import { InputError } from "../../../../agent/src/errors/index.ts";

export interface NotesFolderNames {
  /** The folder new notes go to (the default account's default folder). */
  notes: string;
  /** Where a deleted note goes for 30 days. */
  recentlyDeleted: string;
}

/**
 * By locale, each with its public source: en_US as Notes ships; sv_SE from anthropics/claude-ai-mcp#903
 * ("Anteckningar", "Senast raderade"); de_DE as Notes' German interface names them (Notizen, Zuletzt gelöscht: to be
 * confirmed on a Mac, VERIFY_ON_MAC.md); nb_NO's "Nylig slettet" from antoniorodr/memo#2, its default folder
 * ("Notater") to be confirmed.
 */
const BY_LOCALE: Record<string, NotesFolderNames> = {
  en_US: { notes: "Notes", recentlyDeleted: "Recently Deleted" },
  de_DE: { notes: "Notizen", recentlyDeleted: "Zuletzt gelöscht" },
  sv_SE: { notes: "Anteckningar", recentlyDeleted: "Senast raderade" },
  nb_NO: { notes: "Notater", recentlyDeleted: "Nylig slettet" },
};

/**
 * The names in the desktop file's `sim.locale` (default en_US); a locale not listed gets the English ones, which is
 * what scripting reads on a French Mac (antoniorodr/memo#2).
 */
export function folderNamesOf(file: unknown): NotesFolderNames {
  const locale = (file as { sim?: { locale?: unknown } } | undefined)?.sim?.locale;
  if (locale !== undefined && typeof locale !== "string")
    throw new InputError('not a desktop snapshot: sim.locale must be a locale name such as "de_DE"');
  return (locale !== undefined && Object.hasOwn(BY_LOCALE, locale) ? BY_LOCALE[locale] : undefined) ?? BY_LOCALE.en_US!;
}
