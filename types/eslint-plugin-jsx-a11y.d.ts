/**
 * eslint-plugin-jsx-a11y ships no types: what eslint.config.js reads of it (the plugin, and
 * its flat configs' rules), so the lint config is type-checked with the rest.
 */
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & {
    flatConfigs: Record<'recommended' | 'strict', Linter.Config & { rules: Linter.RulesRecord }>;
  };
  export default plugin;
}
