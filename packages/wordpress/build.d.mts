/** Builds the plugin into dist/masthead/ and dist/masthead.zip; returns the zip's path. */
export declare function buildPlugin(): string;
