import { textBefore } from '../../common/text-before.ts';

/** Whether a Content-Type header names a multipart form (any boundary or charset after it). */
export const isMultipart = (header: string | null | undefined) => header != null && textBefore(header, ';').trim().toLowerCase() === 'multipart/form-data';
