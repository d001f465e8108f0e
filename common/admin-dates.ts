const kyivParts = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Kyiv' });

/**
 * A moment as the back office writes it, in Kyiv time: "25.11.2026 16:08". Assembled from numbers
 * only, so the server and the browser (whose date libraries punctuate differently) render the same.
 */
export function formatKyivDateTime(iso: string): string {
  const parts = Object.fromEntries(kyivParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}
