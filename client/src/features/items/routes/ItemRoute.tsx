import { Suspense, useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { getFragmentData, graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { useLiveItem } from '@/components/live/useLiveItem';
import { EntryHistory, EntryHistoryQuery } from '@/components/patches/EntryHistory';
import { monsterMapLink, monsterPageLink, npcMapLink, npcPageLink } from '@/lib/map-links';
import { ITEM_CATEGORY_NAMES, ITEM_STAT_IDS, type ItemCategoryId, CLASS_NAMES, type ClassId, type SlotId } from '@game/rules/constants';
import { buildForItem } from '@game/rules/picker';
import { encodeShareState } from '@game/rules/share-state';
import { statName } from '../item-filter';
import { ItemIcon } from '../components/ItemIcon';
import '../items.css';
import { itemStatFields } from '@/components/items/item-stats';
import { Loading } from '@/components/ui/Loading';
import { NotFoundStatus } from '@/lib/response-status';
import { formatAmount, formatPercent } from '@/lib/format';

/** One NPC's offer for the item (where and for how much): the sellers and the buyers. */
const ItemRoute_offer = graphql(`
  fragment ItemRoute_offer on TradeOffer {
    npc {
      id
      name
      location {
        name
      }
    }
    price
  }
`);

export const ItemPageQuery = graphql(`
  query ItemPage($id: ID!) {
    item(id: $id) {
      id
      name
      category
      slot
      level
      tier
      classes
      weight
      value
      twoHanded
      description
      iconUrl
      stats {
        ...ItemStats_stats
      }
      droppedBy {
        monster {
          id
          name
          level
        }
        chance
        minAmount
        maxAmount
      }
      soldBy {
        ...ItemRoute_offer
      }
      boughtBy {
        ...ItemRoute_offer
      }
      usedIn {
        id
        outputName
        amount
      }
      madeBy {
        id
        fee
        npc {
          id
          name
        }
        ingredients {
          goodsId
          name
          amount
          item {
            id
            category
          }
        }
      }
    }
  }
`);

const amount = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);

/** The route's loader: the query the page reads, started with the page's chunk. */
// With the item's history (EntryHistory), drawn in the page.
export const ItemRouteData: RouteDataLoader = (query, { params }) =>
  query(ItemPageQuery, { id: params.itemId ?? '' }, { alongside: [{ document: EntryHistoryQuery, variables: { kind: 'items', id: params.itemId ?? '' } }] });

/** /items/{category}/{itemId}: every stat of one item and where to get it. */
export function ItemRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the item…</Loading>}>
      <ItemPage />
    </Suspense>
  );
}

function ItemPage() {
  const { category = '', itemId = '' } = useParams();
  const { data, error } = useRouteQuery(ItemPageQuery);
  useLiveItem(itemId);
  const item = data?.item;
  useEffect(() => {
    document.title = `${item?.name ?? 'Item'} · Items · Almanac`;
  }, [item?.name]);
  if (error && !data) return <p role="alert">The item could not be loaded. Check your connection and reload the page.</p>;
  if (!item) {
    return (
      <section className="page item-page">
        <NotFoundStatus />
        <h1>Item not found</h1>
        <p role="alert">There is no item with the id “{itemId}”. It may have been renamed or removed.</p>
        <p>
          <Link to={ITEM_CATEGORY_NAMES[category as ItemCategoryId] ? `/items/${category}` : '/items/all'}>Back to the items</Link>
        </p>
      </section>
    );
  }
  // An item always lives under its own category; an old or mistyped link is corrected.
  if (item.category !== category) return <Navigate to={`/items/${item.category}/${item.id}`} replace />;

  const categoryName = ITEM_CATEGORY_NAMES[item.category as ItemCategoryId] ?? item.category;
  const statFields = itemStatFields(item.stats);
  const stats = ITEM_STAT_IDS.filter((stat) => statFields[stat] !== null);
  const tryBuild = buildForItem({ id: item.id, slot: item.slot as SlotId | null, level: item.level, classes: item.classes as ClassId[] });
  return (
    <article className="page item-page" aria-labelledby="item-heading">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/items/all">Items</Link> › <Link to={`/items/${item.category}`}>{categoryName}</Link>
      </nav>
      <header className="item-header">
        <ItemIcon url={item.iconUrl} size={64} />
        <div>
          <h1 id="item-heading">{item.name}</h1>
          <p className="item-description">{item.description}</p>
          {tryBuild && (
            <p>
              <Link to={`/tools/planner?state=${encodeURIComponent(encodeShareState(tryBuild))}`}>Try in the planner</Link>
            </p>
          )}
        </div>
      </header>

      <section aria-labelledby="item-stats-heading">
        <h2 id="item-stats-heading">Stats</h2>
        <dl className="item-stats">
          <dt>Category</dt>
          <dd>{categoryName}</dd>
          <dt>Slot</dt>
          <dd>
            {item.slot ?? 'Not worn'}
            {item.twoHanded ? ' (two-handed)' : ''}
          </dd>
          <dt>Level</dt>
          <dd>{item.level}</dd>
          <dt>Tier</dt>
          <dd>{item.tier}</dd>
          <dt>Classes</dt>
          <dd>{item.classes.length === 0 ? 'Every class' : item.classes.map((id) => CLASS_NAMES[id as ClassId]).join(', ')}</dd>
          {stats.map((stat) => (
            <div key={stat} className="item-stat">
              <dt>{statName(stat)}</dt>
              <dd>
                {stat === 'range' ? `${statFields[stat]} tiles` : `+${statFields[stat]}`}
              </dd>
            </div>
          ))}
          <dt>Weight</dt>
          <dd>{item.weight} oz</dd>
          <dt>Value</dt>
          <dd>{formatAmount(item.value)} gp</dd>
        </dl>
      </section>

      <section aria-labelledby="dropped-heading">
        <h2 id="dropped-heading">Dropped by</h2>
        {item.droppedBy.length === 0 ? (
          <p>No monster drops it.</p>
        ) : (
          <ul className="link-list">
            {item.droppedBy.map((drop) => (
              <li key={drop.monster.id}>
                <Link to={monsterPageLink(drop.monster.id)}>{drop.monster.name}</Link> (level {drop.monster.level}): {formatPercent(drop.chance)}, {amount(drop.minAmount, drop.maxAmount)} at a time{' '}
                <Link to={monsterMapLink(drop.monster.id)} aria-label={`${drop.monster.name} on the map`}>
                  (map)
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="trade-heading">
        <h2 id="trade-heading">Trade</h2>
        <div className="trade-columns">
          <div>
            <h3>Sold by</h3>
            {item.soldBy.length === 0 ? (
              <p>No NPC sells it.</p>
            ) : (
              <ul className="link-list">
                {getFragmentData(ItemRoute_offer, item.soldBy).map((offer) => (
                  <li key={offer.npc.id}>
                    <Link to={npcPageLink(offer.npc.id)}>{offer.npc.name}</Link> in {offer.npc.location.name}: {formatAmount(offer.price)} gp{' '}
                    <Link to={npcMapLink(offer.npc.id)} aria-label={`${offer.npc.name} on the map`}>
                      (map)
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3>Bought by</h3>
            {item.boughtBy.length === 0 ? (
              <p>No NPC buys it.</p>
            ) : (
              <ul className="link-list">
                {getFragmentData(ItemRoute_offer, item.boughtBy).map((offer) => (
                  <li key={offer.npc.id}>
                    <Link to={npcPageLink(offer.npc.id)}>{offer.npc.name}</Link> in {offer.npc.location.name}: {formatAmount(offer.price)} gp{' '}
                    <Link to={npcMapLink(offer.npc.id)} aria-label={`${offer.npc.name} on the map`}>
                      (map)
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <p>
          <Link to={`/lists/npc-buy-sell?q=${encodeURIComponent(item.name)}&sort=buys&dir=desc`}>Best places to sell {item.name}</Link>
        </p>
      </section>

      <section aria-labelledby="recipes-heading">
        <h2 id="recipes-heading">Recipes</h2>
        {item.madeBy.length === 0 && item.usedIn.length === 0 && <p>No recipe makes or uses it.</p>}
        {item.madeBy.map((recipe) => (
          <p key={recipe.id}>
            Made by <Link to={npcPageLink(recipe.npc.id)}>{recipe.npc.name}</Link> (<Link to={`/lists/recipes?q=${encodeURIComponent(item.name)}#recipe-${recipe.id}`}>recipe</Link>) from{' '}
            {recipe.ingredients.map((ingredient, index) => (
              <span key={ingredient.goodsId}>
                {index > 0 ? ', ' : ''}
                {ingredient.amount} ×{' '}
                {ingredient.item ? <Link to={`/items/${ingredient.item.category}/${ingredient.item.id}`}>{ingredient.name}</Link> : ingredient.name}
              </span>
            ))}
            {recipe.fee > 0 ? ` for a fee of ${formatAmount(recipe.fee)} gp` : ''}.
          </p>
        ))}
        {item.usedIn.length > 0 && (
          <>
            <h3>Used in</h3>
            <ul className="link-list">
              {item.usedIn.map((recipe) => (
                <li key={recipe.id}>
                  <Link to={`/lists/recipes?q=${encodeURIComponent(recipe.outputName)}#recipe-${recipe.id}`}>{recipe.outputName}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <EntryHistory kind="items" id={item.id} name={item.name} />
    </article>
  );
}
