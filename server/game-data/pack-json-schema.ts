/**
 * The JSON Schema of the import format, generated from the zod schemas so operators and their
 * scripts can validate a pack before uploading it. The references between files (a loot item
 * that exists, unique ids, trait prerequisites) are beyond JSON Schema: the import checks them.
 */
import { z } from 'zod';
import { packSchema } from './schemas';

/** Where the generated file is committed (`npm run schema:pack` writes it). */
export const PACK_JSON_SCHEMA_FILE = 'docs/game-data-pack.schema.json';

export function packJsonSchema(): string {
  // Refinements (readable text, non-zero effects) have no JSON Schema form: the import checks them.
  const schema = z.toJSONSchema(packSchema.extend({ $schema: z.string().optional() }), { unrepresentable: 'any' });
  return `${JSON.stringify(
    {
      ...schema,
      $id: 'https://almanac.example/game-data-pack.schema.json',
      title: 'Almanac game data pack',
      description: 'The import format of a whole game data pack (GraphQL `importGameDataPack`). Generated from the zod schemas by `npm run schema:pack`; references between files are checked by the import itself.',
    },
    null,
    2,
  )}\n`;
}
