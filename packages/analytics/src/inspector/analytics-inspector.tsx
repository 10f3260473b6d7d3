import { useId } from 'react';
import type { AnalyticsEvent } from '../types.ts';
import styles from './analytics-inspector.module.css';
import { useDataLayerSnapshot } from './use-data-layer-snapshot.ts';

export interface AnalyticsInspectorProps {
  /** The window whose `digitalData` is shown; default the global one. */
  targetWindow?: Window;
  /** Heading text; default 'Analytics data layer'. */
  title?: string;
  /** Heading level of the title (sub-headings are one deeper); default 2. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string | undefined;
}

function EventItem({ event }: { event: AnalyticsEvent }) {
  const { eventName, timeStamp, ...fields } = event.eventInfo;
  const details = Object.keys(fields).length > 0 ? JSON.stringify(fields) : '';
  return (
    <li>
      <span className={styles.eventName}>{eventName}</span> <time dateTime={timeStamp}>{timeStamp}</time>
      {details && <code className={styles.fields}> {details}</code>}
    </li>
  );
}

/**
 * Shows the live data layer: the events as they are fired and the whole `digitalData`
 * (page, user values, events), updated on every change made through `@masthead/analytics`
 * by any remote on the page. For the demo page and Storybook, not for readers.
 */
export function AnalyticsInspector({
  targetWindow,
  title = 'Analytics data layer',
  headingLevel = 2,
  className,
}: AnalyticsInspectorProps) {
  const data = useDataLayerSnapshot(targetWindow ?? window);
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const Subtitle = `h${headingLevel + 1}` as 'h3';
  const events = data?.event ?? [];
  return (
    <section aria-labelledby={titleId} className={[styles.inspector, className].filter(Boolean).join(' ')}>
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      <Subtitle className={styles.subtitle}>Events ({events.length})</Subtitle>
      {events.length === 0 ? (
        <p>No events fired yet.</p>
      ) : (
        <ol className={styles.events} aria-label="Events fired">
          {events.map((event, index) => (
            <EventItem key={index} event={event} />
          ))}
        </ol>
      )}
      <Subtitle className={styles.subtitle}>window.digitalData</Subtitle>
      <pre className={styles.json}>{data ? JSON.stringify(data, null, 2) : 'Not created yet.'}</pre>
    </section>
  );
}
