/** The mails in German, with the formal Sie. */
import { duration, removed, type Writer } from './format.ts';

export const de: Writer = {
  resetLink: ({ firstName, link }) => ({
    subject: 'Passwort zurücksetzen',
    body:
      `Hallo ${firstName},\n\njemand – hoffentlich Sie – hat darum gebeten, das Passwort Ihres Kontos ` +
      `zurückzusetzen.\n\nÜber diesen Link können Sie innerhalb einer Stunde ein neues Passwort wählen:\n${link}\n\n` +
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail einfach.',
  }),
  resetRefused: ({ firstName, reason }) => ({
    subject: 'Ihre Anfrage zum Zurücksetzen des Passworts',
    body:
      `Hallo ${firstName},\n\njemand – hoffentlich Sie – hat darum gebeten, das Passwort Ihres Kontos ` +
      `zurückzusetzen.\n\n${
        reason === 'restricted'
          ? 'Wir können Ihr Konto derzeit nicht verifizieren. Bitte wenden Sie sich an unseren Kundenservice.'
          : 'Das Zurücksetzen des Passworts hebt die Sperre Ihres Kontos nicht auf. Bitte warten Sie 24 ' +
            'Stunden, bis die Sperre aufgehoben ist, und versuchen Sie es dann erneut. Wenn Sie sofort Hilfe ' +
            'benötigen, wenden Sie sich bitte an unseren Kundenservice.'
      }\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail einfach.`,
  }),
  registrationLink: ({ firstName, lastName, minutes, link }) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    body:
      `Guten Tag,\n\njemand – hoffentlich Sie – möchte für diese Adresse ein Konto auf den Namen ` +
      `${firstName} ${lastName} anlegen. Ihr Abonnement gehört dann zu diesem Konto.\n\n` +
      `Über diesen Link bestätigen Sie innerhalb von ${duration('de', minutes)} die Adresse und wählen Ihr ` +
      `Passwort:\n${link}\n\n` +
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung wird nichts angelegt.',
  }),
  passkeyAdded: ({ firstName, passkeyName, page }) => ({
    subject: 'Ihrem Konto wurde ein Passkey hinzugefügt',
    body:
      `Hallo ${firstName},\n\nIhrem Konto wurde soeben ein Passkey mit dem Namen „${passkeyName}“ ` +
      `hinzugefügt: Mit ihm ist eine Anmeldung ohne Ihr Passwort möglich.\n\nWenn Sie ihn nicht ` +
      `hinzugefügt haben, entfernen Sie ihn hier und setzen Sie Ihr Passwort zurück:\n${page}\n\n` +
      'Das Zurücksetzen des Passworts meldet alle Geräte ab und entfernt die Passkeys, die seit Ihrer ' +
      'letzten Anmeldung mit Passwort hinzugefügt wurden.',
  }),
  passwordChanged: ({ firstName, removedPasskeys, page }) => ({
    subject: 'Ihr Passwort wurde geändert',
    body:
      `Hallo ${firstName},\n\ndas Passwort Ihres Kontos wurde soeben zurückgesetzt, und alle damit ` +
      `angemeldeten Geräte wurden abgemeldet. ${removed('de', removedPasskeys, {
        none: 'Es wurde kein Passkey entfernt.',
        one: (n) =>
          `${n} Passkey, der seit Ihrer letzten Anmeldung mit Passwort hinzugefügt ` +
          'wurde, wurde entfernt: Fügen Sie ihn erneut hinzu, falls er Ihnen gehört.',
        other: (n) =>
          `${n} Passkeys, die seit Ihrer letzten Anmeldung mit Passwort hinzugefügt ` +
          'wurden, wurden entfernt: Fügen Sie diejenigen erneut hinzu, die Ihnen gehören.',
      })}\n\nÜberprüfen Sie Ihre Passkeys:\n${page}`,
  }),
};
