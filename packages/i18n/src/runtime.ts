/**
 * What the compiled catalogues and an editor's words call: messageformat's runtime, with the
 * plural rules of the browser's own Intl data.
 */
export { number, plural, select } from '@messageformat/runtime';

const pluralRules = new Map<string, Intl.PluralRules>();
/**
 * The locale's plural categories as the compiled catalogues ask for them (`zero`, `one`, `two`,
 * `few`, `many`, `other`), from the browser's own rules (Intl.PluralRules).
 */
export function cardinal(locale: string): (value: number, ordinal?: boolean) => string {
  const rules = (type: Intl.PluralRuleType) => {
    const key = `${locale}/${type}`;
    let found = pluralRules.get(key);
    if (!found) pluralRules.set(key, (found = new Intl.PluralRules(locale, { type })));
    return found;
  };
  return (value, ordinal) => rules(ordinal ? 'ordinal' : 'cardinal').select(value);
}
