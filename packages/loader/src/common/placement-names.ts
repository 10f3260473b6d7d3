/**
 * How an ordinary element names the widget it places (`data-masthead-widget="footer"`),
 * apart from the placement itself (placement.ts) so the loader's entry can find placements
 * without React.
 */
import { widgets, type WidgetTag } from '@masthead/federation';
import { widgetAttribute } from '../protocol/page.ts';

/** The widget tag an ordinary element names (`footer` → `masthead-footer`), or undefined. */
export function widgetNamed(name: string | undefined): WidgetTag | undefined {
  const tag = `masthead-${name ?? ''}`;
  return tag in widgets ? (tag as WidgetTag) : undefined;
}

/** Every element that places `tag`: its custom element and the ordinary elements that name it. */
export const placementSelector = (tag: WidgetTag): string =>
  `${tag}, [${widgetAttribute}="${tag.slice('masthead-'.length)}"]`;
