import type { Store } from '../../store/port';
import type { ProfileDocument } from '../profiles/profile.model';
import type { BuildCatalog } from '../builds/build.rules';
import { importBuilds, type BuildImportResult } from '../builds/build-import';
import { prepareActivityExport } from '../audit/audit-export';
import { BUILDS_PER_PROFILE_MAX } from '../builds/build.rules';
import { playerDataChunks } from './player-export';
import { PLAYER_DATA_FORMAT, PLAYER_DATA_VERSION } from './player-data';

/** A file import reads nothing of: why, in the player's words. */
export class ImportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefusal';
  }
}

/** The version a file names, when it is one this site reads. */
function checkHead(file: unknown): readonly unknown[] {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) throw new ImportRefusal(`This is not an Almanac data file: it should be a JSON object with "format": "${PLAYER_DATA_FORMAT}".`);
  const { format, version, builds } = file as Record<string, unknown>;
  if (format !== PLAYER_DATA_FORMAT) throw new ImportRefusal(`This is not an Almanac data file: its format is ${format === undefined ? 'missing' : JSON.stringify(format)}, not "${PLAYER_DATA_FORMAT}".`);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > PLAYER_DATA_VERSION) {
    throw new ImportRefusal(`This data file is version ${JSON.stringify(version)}; this site reads versions 1 to ${PLAYER_DATA_VERSION}.`);
  }
  if (!Array.isArray(builds)) throw new ImportRefusal('This data file has no list of builds.');
  if (builds.length > BUILDS_PER_PROFILE_MAX) {
    throw new ImportRefusal(`This file holds ${builds.length.toLocaleString('en')} builds; a player keeps at most ${BUILDS_PER_PROFILE_MAX}, so nothing was imported.`);
  }
  return builds;
}

/** A player's own data: the export of all of it, and the import of builds from such a file. */
export class AccountDataService {
  constructor(
    private readonly store: Store,
    private readonly catalog: BuildCatalog,
  ) {}

  static async prepare(store: Store): Promise<void> {
    await prepareActivityExport(store);
  }

  /** The player's data file, chunk by chunk (player-export.ts). */
  exportChunks(profile: ProfileDocument, siteUrl: string): AsyncGenerator<string> {
    return playerDataChunks(this.store, profile, siteUrl);
  }

  /** Imports the builds of a parsed data file; throws {@link ImportRefusal} when the file as a whole cannot be read. */
  importFile(profile: ProfileDocument, file: unknown): Promise<BuildImportResult> {
    return importBuilds(this.store, this.catalog, profile, checkHead(file));
  }
}
