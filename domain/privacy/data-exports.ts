/** A client's copy of their data (POPIA s23): built in the background, downloadable once within a day. */
export const DATA_EXPORT_STATUSES = ['building', 'ready', 'downloaded', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long the download works once the copy is ready. */
export const DATA_EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;
