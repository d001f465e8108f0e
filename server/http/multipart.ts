/** Whether a Content-Type header names a multipart form (any boundary or charset after it). */
export const isMultipart = (header: string | null | undefined) => header?.split(';', 1)[0].trim().toLowerCase() === 'multipart/form-data';
