/**
 * The player data file: what "Download my data" writes and "Import builds" reads. Its name and
 * version open the file, so a program can tell it from any other JSON before reading further.
 */
export const PLAYER_DATA_FORMAT = 'almanac-player-data';
/** Raised only when a field changes meaning or goes; new fields do not raise it. */
export const PLAYER_DATA_VERSION = 1;

/** The largest file import reads (10 MB): a player's 200 builds with full notes take about 2.5 MB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Exports per player per window: a whole account read by pages is the heaviest read a player can ask for. */
export const EXPORTS_PER_WINDOW = 5;
/** Imports per player per window (each writes up to a player's whole allowance of builds). */
export const IMPORTS_PER_WINDOW = 10;
/** Both windows: ten minutes. */
export const ACCOUNT_DATA_WINDOW_SECONDS = 600;

/** Rows read per store call while exporting: memory stays flat whatever the player holds. */
export const EXPORT_PAGE_SIZE = 500;
