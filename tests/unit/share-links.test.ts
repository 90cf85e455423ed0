import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS } from '../../server/game-data/data/items';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { encodeShareState, defaultSharedBuild } from '../../server/game-data/rules/share-state';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import type { BuildCatalog } from '../../server/src/modules/builds/build.rules';
import { SHARE_CODE_LENGTH, shareLinkCode, ShareLinksService } from '../../server/src/modules/builds/share-links';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { tempDir } from '../support/temp';

/** The short-link codec: content-addressed codes, and a colliding code is refused. */

const catalog: BuildCatalog = { traits: TRAIT_CATALOG, item: (id) => ITEMS.find((item) => item.id === id), monster: (id) => MONSTERS.find((monster) => monster.id === id) };
const knight = encodeShareState({ ...defaultSharedBuild(), characterClass: 'knight', level: 20 });
const mage = encodeShareState({ ...defaultSharedBuild(), characterClass: 'mage', level: 20 });

describe('shareLinkCode', () => {
  it('gives the same 10 URL-safe characters for the same content, and another code for any other', () => {
    const code = shareLinkCode({ tool: 'planner', state: knight, name: 'Tank' });
    expect(code).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SHARE_CODE_LENGTH}}$`));
    expect(shareLinkCode({ tool: 'planner', state: knight, name: 'Tank' })).toBe(code);
    const others = [
      shareLinkCode({ tool: 'trait-tree', state: knight, name: 'Tank' }),
      shareLinkCode({ tool: 'planner', state: mage, name: 'Tank' }),
      shareLinkCode({ tool: 'planner', state: knight, name: 'Tank 2' }),
    ];
    expect(new Set([code, ...others]).size).toBe(4);
  });
});

describe('ShareLinksService', () => {
  let folder: Awaited<ReturnType<typeof tempDir>>;
  let store: EmbeddedStore;
  beforeAll(async () => {
    folder = await tempDir();
    store = await EmbeddedStore.open(folder.path);
  });
  afterAll(async () => {
    await store?.close();
    await folder?.remove();
  });

  it('stores a link once: the same content gives back the same code', async () => {
    const links = new ShareLinksService(store, catalog);
    const first = await links.create({ tool: 'planner', state: knight, name: ' Tank ' });
    const again = await links.create({ tool: 'planner', state: knight, name: 'Tank' });
    expect(again._id).toBe(first._id);
    expect(first).toMatchObject({ tool: 'planner', state: knight, name: 'Tank' });
    expect(await links.get(first._id)).toMatchObject({ state: knight, name: 'Tank' });
  });

  it('refuses a second content whose code is taken, and keeps the first', async () => {
    const colliding = new ShareLinksService(store, catalog, () => 'SAMECODE01');
    const first = await colliding.create({ tool: 'planner', state: knight, name: 'First' });
    expect(first._id).toBe('SAMECODE01');
    await expect(colliding.create({ tool: 'planner', state: mage, name: 'Second' })).rejects.toMatchObject({
      message: 'Another shared build already has this short code; copy the long link instead.',
      extensions: { code: 'BAD_USER_INPUT', field: 'state' },
    });
    expect(await colliding.get('SAMECODE01')).toMatchObject({ state: knight, name: 'First' });
  });

  it('stores the state as the tools write it today, so an equal build in another spelling shares the code', async () => {
    const links = new ShareLinksService(store, catalog);
    const standardBase64 = Buffer.from(Buffer.from(knight, 'base64url').toString()).toString('base64');
    const link = await links.create({ tool: 'planner', state: standardBase64, name: 'Tank' });
    expect(link.state).toBe(knight);
    expect(link._id).toBe(shareLinkCode({ tool: 'planner', state: knight, name: 'Tank' }));
  });

  it('gives the class and level as the name when none is given', async () => {
    const link = await new ShareLinksService(store, catalog).create({ tool: 'trait-tree', state: mage });
    expect(link.name).toBe('Mage level 20');
  });
});
