import { Fragment, type ReactNode } from 'react';
import type { Format } from '@masthead/i18n';

export interface RichTextProps {
  /** A message of a catalogue whose placeholders are elements: 'Read our {privacyPolicy}'. */
  message: Format;
  /** The element for each placeholder (a link with its own words). */
  parts: Readonly<Record<string, ReactNode>>;
}

const open = '\uE000';
const close = '\uE001';
const marker = new RegExp(`${open}(\\d+)${close}`);

/**
 * A sentence with elements in it, such as a link: the translation decides where each goes
 * (the policy's link ends an English sentence and starts a Japanese one). The message is
 * formatted with a marker in each placeholder's place, then split at the markers.
 */
export function RichText({ message, parts }: RichTextProps) {
  const names = Object.keys(parts);
  const text = message(Object.fromEntries(names.map((name, index) => [name, `${open}${index}${close}`])));
  // With a capturing group, `split` puts each marker's number between the texts around it.
  return (
    <>
      {text.split(marker).map((piece, index) => (
        <Fragment key={index}>{index % 2 === 1 ? parts[names[Number(piece)] ?? ''] : piece}</Fragment>
      ))}
    </>
  );
}
