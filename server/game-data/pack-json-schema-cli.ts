import { writeFileSync } from 'node:fs';
import { PACK_JSON_SCHEMA_FILE, packJsonSchema } from './pack-json-schema';

writeFileSync(PACK_JSON_SCHEMA_FILE, packJsonSchema());
console.log(`Wrote ${PACK_JSON_SCHEMA_FILE}`);
