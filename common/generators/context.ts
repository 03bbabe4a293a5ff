import type { Rng } from './random';

// Indian names and things for word problems.

export interface Person {
  name: string;
  /** he / she */
  he: string;
  /** his / her */
  his: string;
  /** him / her */
  him: string;
}

const GIRLS = ['Meena', 'Priya', 'Ananya', 'Kavya', 'Diya', 'Sneha', 'Zoya', 'Harpreet', 'Lakshmi', 'Hetal'];
const BOYS = ['Ravi', 'Aarav', 'Kabir', 'Rohan', 'Arjun', 'Ishaan', 'Farhan', 'Tenzin', 'Vikram', 'Manav'];

export function person(rng: Rng): Person {
  return rng.chance(0.5)
    ? { name: rng.pick(GIRLS), he: 'she', his: 'her', him: 'her' }
    : { name: rng.pick(BOYS), he: 'he', his: 'his', him: 'him' };
}

/** Two different people. */
export function twoPeople(rng: Rng): [Person, Person] {
  const first = person(rng);
  let second = person(rng);
  while (second.name === first.name) second = person(rng);
  return [first, second];
}

export const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
