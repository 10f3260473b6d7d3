import { useMessages } from '@masthead/i18n/react';
import { links } from './links.ts';
import { catalogue, english } from './messages.ts';

export interface ProblemTextProps {
  /** A message of the catalogue (or any text naming Customer Service). */
  text: string;
}

/**
 * A message with its 'Customer Service' words (in the widget's language: every message of the
 * catalogue names it with the same words) linked to the contact page, the same in every
 * dialog; the text stays word for word.
 */
export function ProblemText({ text }: ProblemTextProps) {
  const { customerService } = useMessages(catalogue);
  // A message told before the language changed still names it in its own words.
  const words = [customerService, english.customerService].find((each) => text.includes(each));
  if (words === undefined) return <>{text}</>;
  const at = text.indexOf(words);
  return (
    <>
      {text.slice(0, at)}
      <a href={links.customerService}>{words}</a>
      {text.slice(at + words.length)}
    </>
  );
}
