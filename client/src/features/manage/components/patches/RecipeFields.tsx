import { recipeSchema } from '@game/schemas';
import { withRow } from './entry-forms';
import type { EntryFieldsProps, EntryKindForm } from './DraftEntryEditor';
import { fieldProblems } from './field-problems';
import { NumberField } from './number-input';
import { IdField } from './entry-identity';
import { GOODS_KINDS, ReferenceInput, RowGoods } from './reference-input';
import { RowList } from './row-list';
import { emptyIngredientRow, emptyRecipe, recipeFromForm, recipeToForm, type RecipeForm } from './trade-forms';

const SHAPE = recipeSchema.shape;
const INGREDIENT = SHAPE.ingredients.element.shape;

/** The recipe form: what it makes and how many, the crafting NPC (references to the draft's entries), its fee and level, the ingredients as rows. */
function RecipeFields({ form, onChange, problems, formId, isNew }: EntryFieldsProps<RecipeForm>) {
  const set = (patch: Partial<RecipeForm>) => onChange({ ...form, ...patch });
  const at = (field: string) => fieldProblems(problems, formId, field);
  const number = (field: 'amount' | 'fee' | 'level', label: string) => <NumberField label={label} schema={SHAPE[field]} value={form[field]} onChange={(text) => set({ [field]: text })} problems={at(field)} />;
  return (
    <>
      <fieldset>
        <legend>The recipe</legend>
        <IdField value={form.id} onChange={(text) => set({ id: text })} problems={at('id')} isNew={isNew} />
        <ReferenceInput label="Makes (item or material id)" kinds={GOODS_KINDS} noun="item or material" value={form.output} listId={`${formId}-output`} onChange={(text) => set({ output: text })} problems={at('output')} />
        {number('amount', 'Amount made')}
        <ReferenceInput label="Crafting NPC (id)" kinds={['npcs']} noun="NPC" value={form.npc} listId={`${formId}-npc`} onChange={(text) => set({ npc: text })} problems={at('npc')} />
        {number('fee', 'Fee (gold)')}
        {number('level', 'Level')}
      </fieldset>
      <RowList field="ingredients" legend="Ingredients (at least one)" rowName="Ingredient row" addLabel="Add an ingredient" emptyNote="No ingredients: add one." rows={form.ingredients} onChange={(ingredients) => set({ ingredients })} empty={emptyIngredientRow} problems={problems} formId={formId}>
        {(row, index, firstId) => (
          <>
            <RowGoods field="ingredients" index={index} value={row.goodsId} onChange={(text) => set({ ingredients: withRow(form.ingredients, index, { goodsId: text }) })} problems={problems} formId={formId} inputId={firstId} />
            <NumberField
              label="Amount"
              schema={INGREDIENT.amount}
              value={row.amount}
              onChange={(text) => set({ ingredients: withRow(form.ingredients, index, { amount: text }) })}
              problems={at(`ingredients[${index}].amount`)}
            />
          </>
        )}
      </RowList>
    </>
  );
}

export const RECIPE_FORM: EntryKindForm<RecipeForm> = {
  kind: 'recipes',
  noun: 'recipe',
  schema: recipeSchema,
  empty: emptyRecipe,
  toForm: recipeToForm,
  fromForm: recipeFromForm,
  // A recipe has no name of its own: its id names it.
  nameOf: (value) => String(value.id ?? ''),
  Fields: RecipeFields,
};
