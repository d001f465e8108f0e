/** What `POST /api/admin/media` takes, as the back office's upload fields tell the editor. */
export interface UploadLimits {
  /** The largest file (UPLOAD_MAX_MB). */
  maxMegabytes: number;
  maxMegapixels: number;
  /** Files one request may carry; more are sent in several. */
  filesPerUpload: number;
}
