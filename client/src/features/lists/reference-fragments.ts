import { graphql } from '@/gql';

/** What the spell list and a spell's page show of a spell. */
export const SpellFacts_spell = graphql(`
  fragment SpellFacts_spell on Spell {
    id
    name
    classes
    level
    manaCost
    cooldownSeconds
    element
    kind
    power
    premium
    description
  }
`);

/** What the classes list's trait table and a trait's page show of a trait. */
export const TraitFacts_trait = graphql(`
  fragment TraitFacts_trait on Trait {
    number
    name
    class
    tier
    maxPoints
    description
    prerequisite {
      number
      name
    }
    branch
    effects {
      label
      target
      perPoint
      unit
    }
  }
`);
