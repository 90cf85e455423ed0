import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { repairTornTail } from '../../server/src/store/embedded-files';
import { tempDir } from '../support/temp';

const line = (doc: object) => `${JSON.stringify(doc)}\n`;

describe('repairTornTail', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let file: string;
  beforeEach(async () => {
    dir = await tempDir('almanac-repair-');
    file = join(dir.path, 'things.db');
  });
  afterEach(async () => dir.remove());

  it('drops a torn last line and keeps every whole one', async () => {
    const whole = line({ _id: 'a', n: 1 }) + line({ _id: 'b', n: 2 });
    await writeFile(file, `${whole}{"_id":"c","n":`);
    expect(await repairTornTail(file)).toBe(true);
    expect(await readFile(file, 'utf8')).toBe(whole);
  });

  it('keeps a complete last line that lacks its newline, and ends it', async () => {
    await writeFile(file, `${line({ _id: 'a' })}{"_id":"b"}`);
    expect(await repairTornTail(file)).toBe(true);
    expect(await readFile(file, 'utf8')).toBe(line({ _id: 'a' }) + line({ _id: 'b' }));
  });

  it('leaves a file that ends in a newline, an empty file and a missing file alone', async () => {
    const whole = line({ _id: 'a' });
    await writeFile(file, whole);
    expect(await repairTornTail(file)).toBe(false);
    expect(await readFile(file, 'utf8')).toBe(whole);
    await writeFile(file, '');
    expect(await repairTornTail(file)).toBe(false);
    expect(await repairTornTail(join(dir.path, 'missing.db'))).toBe(false);
  });

  it('drops a torn first and only line', async () => {
    await writeFile(file, '{"_id":"a","tex');
    await repairTornTail(file);
    expect(await readFile(file, 'utf8')).toBe('');
  });

  it('does not hide damage in the middle: the store refuses to load and the file is kept as it was', async () => {
    const damaged = line({ _id: 'a' }) + '{"_id":"b", garbage\n' + line({ _id: 'c' });
    await writeFile(file, damaged);
    expect(await repairTornTail(file)).toBe(false);
    const store = await EmbeddedStore.open(dir.path);
    // NeDB's corruptAlertThreshold (10 %) refuses a file with this share of bad lines.
    await expect(store.load('things')).rejects.toThrow(/corrupt/i);
    await expect(store.collection('things').find()).rejects.toThrow(/corrupt/i);
    await store.close();
    expect(await readFile(file, 'utf8')).toBe(damaged);
  });

  it('loads the store with a torn tail, holding every whole document', async () => {
    await writeFile(file, line({ _id: 'a', n: 1 }) + line({ _id: 'b', n: 2 }) + '{"_id":"c"');
    const store = await EmbeddedStore.open(dir.path);
    expect(await store.collection('things').find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'a', n: 1 }, { _id: 'b', n: 2 }]);
    await store.close();
  });
});
