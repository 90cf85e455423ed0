import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '@/gql';
import type { CharacterClass, ItemStatsInput } from '@/gql/graphql';
import { CLASS_IDS, CLASS_NAMES, ITEM_CATEGORY_IDS, ITEM_CATEGORY_NAMES, ITEM_STAT_IDS, ITEM_STAT_NAMES, MAX_LEVEL } from '@game/rules/constants';
import { itemStatsOf } from '@/components/items/item-stats';
import { Loading } from '@/components/ui/Loading';


const EditItemQuery = graphql(`
  query EditItem($id: ID!) {
    item(id: $id) {
      id
      name
      description
      category
      level
      classes
      weight
      value
      twoHanded
      stats {
        ...ItemStats_stats
      }
    }
  }
`);

// The whole item comes back, so the items library, item pages and tooltips in this tab update from the cache.
const UpdateItemMutation = graphql(`
  mutation UpdateItem($id: ID!, $input: ItemInput!) {
    updateItem(id: $id, input: $input) {
      id
      name
      description
      category
      slot
      level
      classes
      weight
      value
      twoHanded
      retired
      iconUrl
      tier
      stats {
        ...ItemStats_stats
      }
    }
  }
`);

const CreateItemMutation = graphql(`
  mutation CreateItem($input: ItemInput!) {
    createItem(input: $input) {
      id
      name
      category
    }
  }
`);

type StatId = (typeof ITEM_STAT_IDS)[number];
interface Fields {
  name: string;
  description: string;
  category: string;
  level: string;
  classes: CharacterClass[];
  stats: Partial<Record<StatId, string>>;
  weight: string;
  value: string;
  twoHanded: boolean;
}

const EMPTY: Fields = { name: '', description: '', category: 'swords', level: '1', classes: [], stats: {}, weight: '10', value: '10', twoHanded: false };

/** Numbers as typed; a value that is not a number goes to the server as NaN's stand-in and is refused there with the field's name. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What the form saves: the pack's item fields but its id and slot. */
export interface ItemEditorInput {
  name: string;
  description: string;
  category: string;
  level: number;
  classes: CharacterClass[];
  stats: ItemStatsInput;
  weight: number;
  value: number;
  twoHanded: boolean;
}

/** Another place the form edits an item in (a draft patch): its values there, and its save, which answers the note to show. */
export interface ItemEditorTarget {
  item: Omit<ItemEditorInput, 'stats'> & { stats: Partial<Record<StatId, number>> };
  save: (input: ItemEditorInput) => Promise<string>;
}

/** The item form: every field the pack's item schema has (the slot follows from the category); live items unless `target` names another place. */
export function ItemEditor(props: { id: string | null; onSaved: (id: string, note: string) => void; onClose: () => void; target?: ItemEditorTarget }) {
  const formId = useId();
  const existing = useQuery(EditItemQuery, { variables: { id: props.id ?? '' }, skip: !props.id || props.target !== undefined, fetchPolicy: 'network-only' });
  const item = existing.data?.item;
  const source = props.target?.item ?? (item ? { ...item, stats: itemStatsOf(item.stats) } : null);
  const [edits, setEdits] = useState<Partial<Fields>>({});
  const base: Fields = source
    ? {
        name: source.name,
        description: source.description,
        category: source.category,
        level: String(source.level),
        classes: [...source.classes],
        stats: Object.fromEntries(Object.entries(source.stats).map(([stat, value]) => [stat, String(value)])),
        weight: String(source.weight),
        value: String(source.value),
        twoHanded: source.twoHanded,
      }
    : EMPTY;
  const fields = { ...base, ...edits };
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [update, updating] = useMutation(UpdateItemMutation);
  const [create, creating] = useMutation(CreateItemMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const level = toNumber(fields.level);
    const weight = toNumber(fields.weight);
    const value = toNumber(fields.value);
    const bad = [['level', level], ['weight', weight], ['value', value]].find(([, number]) => !Number.isFinite(number as number));
    if (bad) {
      setError({ message: `${bad[0]} must be a number.`, field: `input.${bad[0]}` });
      return;
    }
    const stats: ItemStatsInput = {};
    for (const stat of ITEM_STAT_IDS) {
      const text = fields.stats[stat]?.trim();
      if (!text) continue;
      const number = Number(text);
      if (!Number.isInteger(number)) {
        setError({ message: `stats.${stat} must be a whole number.`, field: `input.stats.${stat}` });
        return;
      }
      stats[stat] = number;
    }
    const input: ItemEditorInput = {
      name: fields.name,
      description: fields.description,
      category: fields.category,
      level: Math.trunc(level) === level ? level : Math.round(level),
      classes: fields.classes,
      stats,
      weight,
      value: Math.round(value),
      twoHanded: fields.twoHanded,
    };
    try {
      if (props.target && props.id) {
        const note = await props.target.save(input);
        setEdits({});
        props.onSaved(props.id, note);
      } else if (props.id) {
        await update({ variables: { id: props.id, input } });
        setEdits({});
        props.onSaved(props.id, `Saved ${fields.name.trim()}.`);
      } else {
        const created = (await create({ variables: { input } })).data?.createItem;
        if (created) props.onSaved(created.id, `Added ${created.name}.`);
      }
    } catch (failure) {
      const graphQLError = (failure as { errors?: Array<{ message: string; extensions?: { field?: string } }> }).errors?.[0];
      setError({ message: graphQLError?.message ?? (failure instanceof Error ? failure.message : 'The item could not be saved.'), field: graphQLError?.extensions?.field ?? null });
    }
  };

  const errorId = `${formId}-error`;
  const fieldProps = (field: string) =>
    error?.field && (error.field === `input.${field}` || error.field.startsWith(`input.${field}.`)) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  if (props.id && existing.loading && !item) return <Loading>Loading the item…</Loading>;
  if (props.id && existing.data && !item) return <p role="alert">There is no such item.</p>;

  return (
    <form className="manage-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{props.id ? `Edit ${base.name}` : 'New item'}</h2>
      <label>
        Name
        <input value={fields.name} onChange={(event) => setEdits((c) => ({ ...c, name: event.target.value }))} {...fieldProps('name')} />
      </label>
      <label>
        Description
        <textarea rows={3} value={fields.description} onChange={(event) => setEdits((c) => ({ ...c, description: event.target.value }))} {...fieldProps('description')} />
      </label>
      <div className="manage-row">
        <label>
          Category
          <select value={fields.category} onChange={(event) => setEdits((c) => ({ ...c, category: event.target.value }))} {...fieldProps('category')}>
            {ITEM_CATEGORY_IDS.map((id) => (
              <option key={id} value={id}>
                {ITEM_CATEGORY_NAMES[id]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Level (1 to {MAX_LEVEL})
          <input inputMode="numeric" value={fields.level} onChange={(event) => setEdits((c) => ({ ...c, level: event.target.value }))} {...fieldProps('level')} />
        </label>
        <label>
          Weight (oz)
          <input inputMode="decimal" value={fields.weight} onChange={(event) => setEdits((c) => ({ ...c, weight: event.target.value }))} {...fieldProps('weight')} />
        </label>
        <label>
          Value (gold)
          <input inputMode="numeric" value={fields.value} onChange={(event) => setEdits((c) => ({ ...c, value: event.target.value }))} {...fieldProps('value')} />
        </label>
      </div>
      <fieldset {...fieldProps('classes')}>
        <legend>Classes (none ticked: every class)</legend>
        {CLASS_IDS.map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={fields.classes.includes(id)}
              onChange={(event) => setEdits((c) => ({ ...c, classes: event.target.checked ? [...fields.classes, id] : fields.classes.filter((x) => x !== id) }))}
            />{' '}
            {CLASS_NAMES[id]}
          </label>
        ))}
        <label>
          <input type="checkbox" checked={fields.twoHanded} onChange={(event) => setEdits((c) => ({ ...c, twoHanded: event.target.checked }))} {...fieldProps('twoHanded')} /> Two-handed
        </label>
      </fieldset>
      <fieldset>
        <legend>Stats (empty: none)</legend>
        <div className="stat-inputs">
          {ITEM_STAT_IDS.map((stat) => (
            <label key={stat}>
              {ITEM_STAT_NAMES[stat]}
              <input
                inputMode="numeric"
                value={fields.stats[stat] ?? ''}
                onChange={(event) => setEdits((c) => ({ ...c, stats: { ...fields.stats, [stat]: event.target.value } }))}
                {...fieldProps(`stats.${stat}`)}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id={errorId} role="alert" className="manage-error">
          {error.message}
        </p>
      )}
      <div className="manage-row">
        <button type="submit" className="button button-primary" disabled={updating.loading || creating.loading}>
          {props.id ? 'Save item' : 'Add item'}
        </button>
        <button type="button" className="button" onClick={props.onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
