/** The mails in French, with the formal vous. */
import { duration, removed, nbsp, type Writer } from './format.ts';

export const fr: Writer = {
  resetLink: ({ firstName, link }) => ({
    subject: 'Réinitialisez votre mot de passe',
    body:
      `Bonjour ${firstName},\n\nQuelqu’un (vous, espérons-le) a demandé la réinitialisation du mot de ` +
      `passe de votre compte.\n\nSuivez ce lien dans l’heure pour choisir un nouveau mot de passe${nbsp}:\n` +
      `${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.`,
  }),
  resetRefused: ({ firstName, reason }) => ({
    subject: 'Votre demande de réinitialisation du mot de passe',
    body:
      `Bonjour ${firstName},\n\nQuelqu’un (vous, espérons-le) a demandé la réinitialisation du mot de ` +
      `passe de votre compte.\n\n${
        reason === 'restricted'
          ? 'Nous rencontrons des difficultés pour vérifier votre compte. Veuillez contacter notre ' +
            'Service client pour obtenir de l’aide.'
          : 'La réinitialisation du mot de passe ne débloque pas votre compte. Veuillez patienter ' +
            '24 heures jusqu’à son déblocage, puis réessayer. Pour une aide immédiate, veuillez contacter ' +
            'le Service client.'
      }\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.`,
  }),
  registrationLink: ({ firstName, lastName, minutes, link }) => ({
    subject: 'Confirmez votre adresse e-mail',
    body:
      `Bonjour,\n\nQuelqu’un (vous, espérons-le) a demandé la création d’un compte pour cette adresse ` +
      `au nom de ${firstName} ${lastName}. Votre abonnement y sera rattaché.\n\n` +
      `Suivez ce lien dans un délai de ${duration('fr', minutes)} pour confirmer l’adresse et choisir ` +
      `votre mot de passe${nbsp}:\n${link}\n\n` +
      `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message${nbsp}: rien ne sera créé sans ` +
      'votre confirmation.',
  }),
  passkeyAdded: ({ firstName, passkeyName, page }) => ({
    subject: 'Une clé d’accès a été ajoutée à votre compte',
    body:
      `Bonjour ${firstName},\n\nUne clé d’accès nommée «${nbsp}${passkeyName}${nbsp}» vient d’être ajoutée ` +
      `à votre compte${nbsp}: elle permet de se connecter sans votre mot de passe.\n\nSi vous ne l’avez ` +
      `pas ajoutée, supprimez-la ici et réinitialisez votre mot de passe${nbsp}:\n${page}\n\n` +
      'La réinitialisation du mot de passe déconnecte tous les appareils et supprime les clés d’accès ' +
      'ajoutées depuis votre dernière connexion avec votre mot de passe.',
  }),
  passwordChanged: ({ firstName, removedPasskeys, page }) => ({
    subject: 'Votre mot de passe a été modifié',
    body:
      `Bonjour ${firstName},\n\nLe mot de passe de votre compte vient d’être réinitialisé, et tous les ` +
      `appareils qui y étaient connectés ont été déconnectés. ${removed('fr', removedPasskeys, {
        none: 'Aucune clé d’accès n’a été supprimée.',
        one: (n) =>
          `${n} clé d’accès ajoutée depuis votre dernière connexion avec votre mot ` +
          `de passe a été supprimée${nbsp}: ajoutez-la de nouveau si elle vous appartient.`,
        other: (n) =>
          `${n} clés d’accès ajoutées depuis votre dernière connexion avec votre mot ` +
          `de passe ont été supprimées${nbsp}: ajoutez de nouveau celles qui vous appartiennent.`,
      })}\n\nVérifiez vos clés d’accès${nbsp}:\n${page}`,
  }),
};
