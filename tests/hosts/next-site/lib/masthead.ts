/** Where Masthead is deployed, from the environment (next.config.ts says which variables). */
export const masthead = {
  loaderUrl: process.env.MASTHEAD_LOADER_URL ?? 'http://localhost:8080/masthead/masthead-loader.js',
  configUrl: process.env.MASTHEAD_CONFIG_URL ?? 'http://localhost:8080/masthead.config.json',
};
