/** URL of a stored image resized to one of the server's widths (see server/modules/media). */
export function mediaUrl(path: string, width: 64 | 120 | 240 | 400 | 600 | 800 | 1200 | 1600): string {
  if (/^https?:\/\//.test(path)) return path;
  return `/media/${width}/${path.replace(/^\/+/, '')}`;
}

/** URL of a stored file served as it is (svg, gif, mp4). */
export function storageUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `/storage/${path.replace(/^\/+/, '')}`;
}
