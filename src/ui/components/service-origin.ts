/** The data service's origin (`api-url`): its images are trusted over plain http too, as the catalogue's are. */
export function serviceOrigin(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined;
  try {
    return new URL(apiUrl).origin;
  } catch {
    return undefined;
  }
}
