import { sheetDownloadHeaders } from '../../spreadsheet/sheet-write.ts';

/** The headers of the subscribers' CSV download: a file named by the Kyiv day, never kept by a cache. */
export const csvDownloadHeaders = (now: Date): Record<string, string> => sheetDownloadHeaders('csv', 'newsletter-subscribers', now);
