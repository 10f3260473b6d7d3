/** The analytics inspector (React): a separate entry so the main entry stays React-free. */
export { AnalyticsInspector } from './analytics-inspector.tsx';
export type { AnalyticsInspectorProps } from './analytics-inspector.tsx';
export { useDataLayerSnapshot } from './use-data-layer-snapshot.ts';
