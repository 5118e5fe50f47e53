/**
 * A count with its noun in the right number: "1 item", "2 items", "1 accessory",
 * "3 accessories". The one way every screen words a count (docs/decisions/0034: "Max 1 item", not
 * "Max 1 items"). Nouns whose plural is not regular pass it.
 */
export function pluralise(count: number, singular: string, plural?: string): string {
  return `${count} ${count === 1 ? singular : (plural ?? regularPlural(singular))}`;
}

/** English plural of a regular noun: "accessory" → "accessories", "day" → "days". */
function regularPlural(noun: string): string {
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}
