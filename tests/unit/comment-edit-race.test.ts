import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/src/store/embedded';
import type { Collection, Store, StoredDocument } from '../../server/src/store/port';
import { BuildSocialService } from '../../server/src/modules/builds/build-social.service';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, type BuildDocument, type CommentDocument } from '../../server/src/modules/builds/build.model';
import { tempDir } from '../support/temp';

/**
 * An edit whose comment is deleted between the service's read and its write: the store's
 * `updateOne` matches nothing then, and the author must hear that the comment is gone, not that
 * it was edited. The deletion is made to happen at exactly that point: the comments collection's
 * `findOne` deletes the comment right after reading it, as a delete from another tab would.
 */

const author = { _id: 'p_author', role: 'user', username: 'author', displayName: 'Author' } as const;
const NOW = new Date('2026-11-03T00:05:00.000Z');

/** The store with the comments collection deleting what it has just read. */
function deletingAfterRead(store: Store): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'collection') return Reflect.get(target, property, receiver);
      return <T extends StoredDocument>(name: string): Collection<T> => {
        const collection = target.collection<T>(name);
        if (name !== COMMENTS_COLLECTION) return collection;
        return new Proxy(collection, {
          get(inner, key, innerReceiver) {
            if (key !== 'findOne') return Reflect.get(inner, key, innerReceiver);
            return async (...args: Parameters<Collection<T>['findOne']>) => {
              const found = await inner.findOne(...args);
              if (found) await inner.deleteOne({ _id: found._id });
              return found;
            };
          },
        });
      };
    },
  });
}

describe('BuildSocialService.editComment', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: EmbeddedStore;

  beforeEach(async () => {
    dir = await tempDir('almanac-comment-edit-');
    store = await EmbeddedStore.open(dir.path);
    await store.collection<BuildDocument>(BUILDS_COLLECTION).insertOne({
      _id: 'b1',
      name: 'Build',
      owner: 'p_owner',
      ownerUsername: 'owner',
      class: 'mage',
      characterLevel: 10,
      isPublic: true,
      publishDate: '2026-11-01T00:00:00.000Z',
      commentCount: 1,
      likeCount: 0,
      updatedAt: '2026-11-01T00:00:00.000Z',
    } as unknown as BuildDocument);
    await store.collection<CommentDocument>(COMMENTS_COLLECTION).insertOne({ _id: 'c1', buildId: 'b1', authorId: author._id, author: 'author', content: 'First words', timestamp: '2026-11-03T00:00:00.000Z' });
  });

  afterEach(async () => {
    await store.close();
    await dir.remove();
  });

  it('edits a comment still there', async () => {
    await new BuildSocialService(store).editComment(author, 'b1', 'c1', 'Second words', NOW);
    expect(await store.collection<CommentDocument>(COMMENTS_COLLECTION).findOne({ _id: 'c1' })).toMatchObject({ content: 'Second words', editedAt: NOW.toISOString() });
  });

  it('says the comment does not exist when it was deleted between the read and the write', async () => {
    const social = new BuildSocialService(deletingAfterRead(store));
    await expect(social.editComment(author, 'b1', 'c1', 'Second words', NOW)).rejects.toMatchObject({ message: 'This comment does not exist.', extensions: { code: 'NOT_FOUND' } });
    expect(await store.collection<CommentDocument>(COMMENTS_COLLECTION).findOne({ _id: 'c1' })).toBeNull();
    // Nothing says the build's comments were edited.
    expect(await store.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: 'b1' })).not.toHaveProperty('commentsEditedAt');
  });
});
