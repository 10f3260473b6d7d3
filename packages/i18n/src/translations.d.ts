/** A catalogue's other locales, made by `@masthead/build`'s messages plugin from its folder. */
declare module '*/locales/translations' {
  import type { Translations } from '@masthead/i18n';

  const translations: Translations;
  export default translations;
}
