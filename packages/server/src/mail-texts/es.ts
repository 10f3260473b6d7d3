/** The mails in Spanish, with the formal usted. */
import { duration, removed, type Writer } from './format.ts';

export const es: Writer = {
  resetLink: ({ firstName, link }) => ({
    subject: 'Restablezca su contraseña',
    body:
      `Hola, ${firstName}:\n\nAlguien (esperamos que usted) ha solicitado restablecer la contraseña de ` +
      `su cuenta.\n\nSiga este enlace en el plazo de una hora para elegir una nueva contraseña:\n${link}\n\n` +
      'Si no ha sido usted, ignore este mensaje.',
  }),
  resetRefused: ({ firstName, reason }) => ({
    subject: 'Su solicitud de restablecimiento de contraseña',
    body:
      `Hola, ${firstName}:\n\nAlguien (esperamos que usted) ha solicitado restablecer la contraseña de ` +
      `su cuenta.\n\n${
        reason === 'restricted'
          ? 'Tenemos problemas para verificar su cuenta. Póngase en contacto con nuestro equipo de ' +
            'Atención al Cliente para recibir ayuda.'
          : 'Restablecer la contraseña no desbloquea su cuenta. Espere 24 horas a que se desbloquee y ' +
            'vuelva a intentarlo. Si necesita ayuda inmediata, póngase en contacto con Atención al Cliente.'
      }\n\nSi no ha sido usted, ignore este mensaje.`,
  }),
  registrationLink: ({ firstName, lastName, minutes, link }) => ({
    subject: 'Confirme su dirección de correo electrónico',
    body:
      `Hola:\n\nAlguien (esperamos que usted) ha solicitado crear una cuenta para esta dirección a ` +
      `nombre de ${firstName} ${lastName}. Su suscripción quedará vinculada a ella.\n\n` +
      `Siga este enlace en un plazo de ${duration('es', minutes)} para confirmar la dirección y elegir su ` +
      `contraseña:\n${link}\n\n` +
      'Si no ha sido usted, ignore este mensaje: no se creará nada sin su confirmación.',
  }),
  passkeyAdded: ({ firstName, passkeyName, page }) => ({
    subject: 'Se ha añadido una llave de acceso a su cuenta',
    body:
      `Hola, ${firstName}:\n\nSe acaba de añadir a su cuenta una llave de acceso llamada «${passkeyName}»: ` +
      `con ella se puede iniciar sesión sin su contraseña.\n\nSi no la ha añadido usted, elimínela aquí y ` +
      `restablezca su contraseña:\n${page}\n\n` +
      'Al restablecer la contraseña, se cierra la sesión en todos los dispositivos y se eliminan las llaves ' +
      'de acceso añadidas desde la última vez que inició sesión con su contraseña.',
  }),
  passwordChanged: ({ firstName, removedPasskeys, page }) => ({
    subject: 'Se ha cambiado su contraseña',
    body:
      `Hola, ${firstName}:\n\nSe acaba de restablecer la contraseña de su cuenta y se ha cerrado la ` +
      `sesión en todos los dispositivos en los que estaba iniciada. ${removed('es', removedPasskeys, {
        none: 'No se ha eliminado ninguna llave de acceso.',
        one: (n) =>
          `Se ha eliminado ${n} llave de acceso añadida desde la última vez que ` +
          'inició sesión con su contraseña: vuelva a añadirla si es suya.',
        other: (n) =>
          `Se han eliminado ${n} llaves de acceso añadidas desde la última vez que ` +
          'inició sesión con su contraseña: vuelva a añadir las que sean suyas.',
      })}\n\nRevise sus llaves de acceso:\n${page}`,
  }),
};
