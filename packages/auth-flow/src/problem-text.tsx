import { customerServiceWords, links } from './links.ts';

export interface ProblemTextProps {
  /** A message of the catalogue (or any text naming Customer Service). */
  text: string;
}

/**
 * A message with its 'Customer Service' words linked to the contact page, the same in every
 * dialog; the text stays word for word.
 */
export function ProblemText({ text }: ProblemTextProps) {
  const at = text.indexOf(customerServiceWords);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={links.customerService}>{customerServiceWords}</a>
      {text.slice(at + customerServiceWords.length)}
    </>
  );
}
