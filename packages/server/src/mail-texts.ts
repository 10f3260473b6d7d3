/**
 * What the server's mails say, in each mail language (mail-language.ts): the reset link, why a
 * reset cannot help, the link confirming a subscriber's address, a passkey added, the password
 * changed. English is the source, word for word as before; the others say the same in the
 * register of the publisher's own editions (formal address: Sie, vous, usted; você in Brazilian
 * Portuguese; です・ます in Japanese), each in a file of its own (mail-texts/). Numbers and
 * durations are written the language's way (Intl), plurals by its own categories
 * (Intl.PluralRules).
 */
import type { MailLanguage } from './mail-language.ts';
import { ar } from './mail-texts/ar.ts';
import { de } from './mail-texts/de.ts';
import { en } from './mail-texts/en.ts';
import { es } from './mail-texts/es.ts';
import type { Mail, MailKind, MailValues, Writer } from './mail-texts/format.ts';
import { fr } from './mail-texts/fr.ts';
import { ja } from './mail-texts/ja.ts';
import { ptBR } from './mail-texts/pt-br.ts';

export type { Mail, MailKind, MailValues } from './mail-texts/format.ts';

const writers: Record<MailLanguage, Writer> = { en, de, fr, es, 'pt-BR': ptBR, ja, ar };

/** A mail of `kind`, written in `language`. */
export function writeMail<Kind extends MailKind>(
  kind: Kind,
  language: MailLanguage,
  values: MailValues[Kind],
): Mail {
  const write = writers[language][kind] as (values: MailValues[Kind]) => { subject: string; body: string };
  return { ...write(values), language };
}
