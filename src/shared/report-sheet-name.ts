/**
 * A report sheet's name until the user types one: the report's title and what it is about, the domain,
 * phrase or project actually asked for ("Domain statistics – allegro.pl"). The launcher's first values and
 * the form as it is filled in name it by this one rule, so two clients' data never share a sheet unasked.
 */
export function reportSheetName(title: string, subject: string | null | undefined): string {
  const about = subject?.trim();
  return about ? `${title} – ${about}` : title;
}
