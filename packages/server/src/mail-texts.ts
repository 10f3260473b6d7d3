/**
 * What the server's mails say, in each mail language (mail-language.ts): the reset link, why a
 * reset cannot help, the link confirming a subscriber's address, a passkey added, the password
 * changed. English is the source, word for word as before; the others say the same in the
 * register of the publisher's own editions (formal address: Sie, vous, usted; você in Brazilian
 * Portuguese; です・ます in Japanese). Numbers and durations are written the language's way
 * (Intl), plurals by its own categories (Intl.PluralRules).
 */
import { serverMessages } from '@masthead/api/contract';
import type { MailLanguage } from './mail-language.ts';
import { humanDuration } from './options.ts';

/** One mail: its subject, its text, and the language both are in. */
export interface Mail {
  subject: string;
  body: string;
  language: MailLanguage;
}

/** What each mail needs to be written. */
export interface MailValues {
  /** A reset link for the account. */
  resetLink: { firstName: string; link: string };
  /** A reset asked for an account it cannot help: restricted, or locked. */
  resetRefused: { firstName: string; reason: 'restricted' | 'locked' };
  /** The link that confirms a subscriber's address, to create its account. */
  registrationLink: { firstName: string; lastName: string; minutes: number; link: string };
  /** A passkey was added; `page` lists the account's passkeys. */
  passkeyAdded: { firstName: string; passkeyName: string; page: string };
  /** The password was reset; `removedPasskeys` passkeys went with it. */
  passwordChanged: { firstName: string; removedPasskeys: number; page: string };
}

export type MailKind = keyof MailValues;

type Writer = { [Kind in MailKind]: (values: MailValues[Kind]) => { subject: string; body: string } };

const numberFormats = new Map<MailLanguage, Intl.NumberFormat>();
const pluralRules = new Map<MailLanguage, Intl.PluralRules>();

/** A count in the language's digits. */
function count(language: MailLanguage, value: number): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
}

/** The language's plural category of a count: 'one', 'two', 'few', 'many' or 'other' ('zero' in Arabic). */
function plural(language: MailLanguage, value: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(value);
}

/** '30 minutes', '1 hour', '2 hours' in the language (whole hours as hours). */
function duration(language: MailLanguage, minutes: number): string {
  if (language === 'en') return humanDuration(minutes);
  const hours = minutes >= 60 && minutes % 60 === 0 ? minutes / 60 : undefined;
  // Japanese writes the unit right after the number: 30分, 1時間.
  if (language === 'ja') return hours === undefined ? `${minutes}分` : `${hours}時間`;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: hours === undefined ? 'minute' : 'hour',
    unitDisplay: 'long',
  }).format(hours ?? minutes);
}

/** The words for how many passkeys a reset removed: none, or the count's one or other form. */
interface RemovedWords {
  none: string;
  one: (count: string) => string;
  other: (count: string) => string;
}

function removed(language: MailLanguage, value: number, words: RemovedWords): string {
  if (value === 0) return words.none;
  const form = plural(language, value) === 'one' ? words.one : words.other;
  return form(count(language, value));
}

const nbsp = '\u00a0';

const en: Writer = {
  resetLink: ({ firstName, link }) => ({
    subject: 'Reset your password',
    body:
      `Hello ${firstName},\n\nSomeone, hopefully you, asked to reset the password of your account.\n\n` +
      `Follow this link within an hour to choose a new password:\n${link}\n\n` +
      'If you did not ask for this, ignore this mail.',
  }),
  resetRefused: ({ firstName, reason }) => ({
    subject: 'Your password reset',
    body:
      `Hello ${firstName},\n\nSomeone, hopefully you, asked to reset the password of your account.\n\n` +
      `${reason === 'restricted' ? serverMessages.restricted : serverMessages.resetLocked}\n\n` +
      'If you did not ask for this, ignore this mail.',
  }),
  registrationLink: ({ firstName, lastName, minutes, link }) => ({
    subject: 'Confirm your email address',
    body:
      `Hello,\n\nSomeone, hopefully you, asked to create an account for this address in the name of ` +
      `${firstName} ${lastName}. Your subscription comes with it.\n\n` +
      `Follow this link within ${duration('en', minutes)} to confirm the address and choose your password:\n${link}\n\n` +
      'If you did not ask for this, ignore this mail: nothing is created without it.',
  }),
  passkeyAdded: ({ firstName, passkeyName, page }) => ({
    subject: 'A passkey was added to your account',
    body:
      `Hello ${firstName},\n\nA passkey named "${passkeyName}" was just added to your account: it ` +
      `signs in without your password.\n\nIf you did not add it, remove it here and reset your password:\n` +
      `${page}\n\nA password reset signs out every device and removes the ` +
      'passkeys added since you last signed in with your password.',
  }),
  passwordChanged: ({ firstName, removedPasskeys, page }) => ({
    subject: 'Your password was changed',
    body:
      `Hello ${firstName},\n\nThe password of your account was just reset, and every device ` +
      `signed in to it was signed out. ${removed('en', removedPasskeys, {
        none: 'No passkey was removed.',
        one: (n) =>
          `${n} passkey added since you last signed in with your password was removed: ` +
          'add again any that were yours.',
        other: (n) =>
          `${n} passkeys added since you last signed in with your password were removed: ` +
          'add again any that were yours.',
      })}\n\nReview your passkeys:\n${page}`,
  }),
};

const de: Writer = {
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

const fr: Writer = {
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

const es: Writer = {
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

const ptBR: Writer = {
  resetLink: ({ firstName, link }) => ({
    subject: 'Redefina sua senha',
    body:
      `Olá, ${firstName},\n\nAlguém (esperamos que você) pediu para redefinir a senha da sua conta.\n\n` +
      `Acesse este link em até uma hora para escolher uma nova senha:\n${link}\n\n` +
      'Se não foi você, ignore este e-mail.',
  }),
  resetRefused: ({ firstName, reason }) => ({
    subject: 'Sua solicitação de redefinição de senha',
    body: `Olá, ${firstName},\n\nAlguém (esperamos que você) pediu para redefinir a senha da sua conta.\n\n${
      reason === 'restricted'
        ? 'Estamos com dificuldades para verificar sua conta. Entre em contato com nossa equipe de ' +
          'Atendimento ao Cliente para obter ajuda.'
        : 'Redefinir a senha não desbloqueia sua conta. Aguarde 24 horas até o desbloqueio e tente ' +
          'novamente. Para obter ajuda imediata, entre em contato com o Atendimento ao Cliente.'
    }\n\nSe não foi você, ignore este e-mail.`,
  }),
  registrationLink: ({ firstName, lastName, minutes, link }) => ({
    subject: 'Confirme seu endereço de e-mail',
    body:
      `Olá,\n\nAlguém (esperamos que você) pediu para criar uma conta para este endereço em nome de ` +
      `${firstName} ${lastName}. Sua assinatura será vinculada a ela.\n\n` +
      `Acesse este link em até ${duration('pt-BR', minutes)} para confirmar o endereço e escolher sua ` +
      `senha:\n${link}\n\n` +
      'Se não foi você, ignore este e-mail: nada será criado sem a sua confirmação.',
  }),
  passkeyAdded: ({ firstName, passkeyName, page }) => ({
    subject: 'Uma chave de acesso foi adicionada à sua conta',
    body:
      `Olá, ${firstName},\n\nUma chave de acesso chamada “${passkeyName}” acabou de ser adicionada à sua ` +
      `conta: com ela, é possível entrar sem a sua senha.\n\nSe não foi você que a adicionou, remova-a ` +
      `aqui e redefina sua senha:\n${page}\n\n` +
      'A redefinição de senha desconecta todos os dispositivos e remove as chaves de acesso adicionadas ' +
      'desde a última vez que você entrou com sua senha.',
  }),
  passwordChanged: ({ firstName, removedPasskeys, page }) => ({
    subject: 'Sua senha foi alterada',
    body:
      `Olá, ${firstName},\n\nA senha da sua conta acabou de ser redefinida, e todos os dispositivos ` +
      `conectados a ela foram desconectados. ${removed('pt-BR', removedPasskeys, {
        none: 'Nenhuma chave de acesso foi removida.',
        one: (n) =>
          `${n} chave de acesso adicionada desde a última vez que você entrou com ` +
          'sua senha foi removida: adicione-a novamente se ela for sua.',
        other: (n) =>
          `${n} chaves de acesso adicionadas desde a última vez que você entrou ` +
          'com sua senha foram removidas: adicione novamente as que forem suas.',
      })}\n\nRevise suas chaves de acesso:\n${page}`,
  }),
};

const removedInJapanese = (n: string) =>
  `最後にパスワードでサインインした後に追加されたパスキー${n}件を削除しました。` +
  'ご自身のものがあれば、もう一度追加してください。';

const ja: Writer = {
  resetLink: ({ firstName, link }) => ({
    subject: 'パスワードの再設定',
    body:
      `${firstName} 様\n\nお客様のアカウントについて、パスワード再設定のご依頼がありました。\n\n` +
      `1時間以内に次のリンクから新しいパスワードを設定してください。\n${link}\n\n` +
      'お心当たりのない場合は、このメールを破棄してください。',
  }),
  resetRefused: ({ firstName, reason }) => ({
    subject: 'パスワードの再設定について',
    body: `${firstName} 様\n\nお客様のアカウントについて、パスワード再設定のご依頼がありました。\n\n${
      reason === 'restricted'
        ? '現在、お客様のアカウントを確認できません。お手数ですが、カスタマーサービスまでお問い合わせください。'
        : 'パスワードを再設定しても、アカウントのロックは解除されません。ロックが解除されるまで24時間お待ち' +
          'いただき、その後もう一度お試しください。至急サポートが必要な場合は、カスタマーサービスまで' +
          'お問い合わせください。'
    }\n\nお心当たりのない場合は、このメールを破棄してください。`,
  }),
  registrationLink: ({ firstName, lastName, minutes, link }) => ({
    subject: 'メールアドレスのご確認',
    body:
      `お客様\n\nこのメールアドレスで、${lastName} ${firstName} 様名義のアカウント作成のご依頼がありました。` +
      `ご契約中の定期購読は、このアカウントに紐づけられます。\n\n` +
      `${duration('ja', minutes)}以内に次のリンクからメールアドレスを確認し、パスワードを設定してください。\n${link}\n\n` +
      'お心当たりのない場合は、このメールを破棄してください。確認が行われない限り、アカウントは作成されません。',
  }),
  passkeyAdded: ({ firstName, passkeyName, page }) => ({
    subject: 'アカウントにパスキーが追加されました',
    body:
      `${firstName} 様\n\nお客様のアカウントに「${passkeyName}」という名前のパスキーが追加されました。` +
      `このパスキーを使うと、パスワードなしでサインインできます。\n\n` +
      `お心当たりのない場合は、次のページでこのパスキーを削除し、パスワードを再設定してください。\n${page}\n\n` +
      'パスワードを再設定すると、すべてのデバイスがサインアウトされ、最後にパスワードでサインインした後に' +
      '追加されたパスキーが削除されます。',
  }),
  passwordChanged: ({ firstName, removedPasskeys, page }) => ({
    subject: 'パスワードが変更されました',
    body:
      `${firstName} 様\n\nお客様のアカウントのパスワードが再設定され、サインインしていたすべてのデバイスが` +
      `サインアウトされました。${removed('ja', removedPasskeys, {
        none: '削除されたパスキーはありません。',
        // Japanese has one form for every count.
        one: removedInJapanese,
        other: removedInJapanese,
      })}\n\nパスキーの確認はこちら：\n${page}`,
  }),
};

/** How many passkeys a reset removed, in Arabic: each plural category has its own words. */
function removedInArabic(removed: number): string {
  const since = 'منذ آخر تسجيل دخول لك بكلمة المرور';
  // 'zero' is Arabic's form of 0; a reset that removed none says so in a sentence of its own.
  switch (removed === 0 ? 'zero' : plural('ar', removed)) {
    case 'zero':
      return 'لم يُزَل أي مفتاح مرور.';
    case 'one':
      return `أُزيل مفتاح مرور واحد مُضاف ${since}: أعد إضافته إن كان لك.`;
    case 'two':
      return `أُزيل مفتاحا مرور مُضافان ${since}: أعد إضافة ما كان منهما لك.`;
    case 'few':
      return `أُزيلت ${count('ar', removed)} مفاتيح مرور مُضافة ${since}: أعد إضافة ما كان منها لك.`;
    case 'many':
    case 'other':
      return `أُزيل ${count('ar', removed)} مفتاح مرور مُضاف ${since}: أعد إضافة ما كان منها لك.`;
  }
}

const ar: Writer = {
  resetLink: ({ firstName, link }) => ({
    subject: 'إعادة تعيين كلمة المرور',
    body:
      `مرحبًا ${firstName}،\n\nطلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة المرور لحسابك.\n\n` +
      `اتبع هذا الرابط خلال ساعة لاختيار كلمة مرور جديدة:\n${link}\n\n` +
      'إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
  }),
  resetRefused: ({ firstName, reason }) => ({
    subject: 'طلب إعادة تعيين كلمة المرور',
    body: `مرحبًا ${firstName}،\n\nطلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة المرور لحسابك.\n\n${
      reason === 'restricted'
        ? 'نواجه صعوبة في التحقق من حسابك. يُرجى التواصل مع فريق خدمة العملاء للحصول على المساعدة.'
        : 'لا يمكنك إلغاء قفل حسابك بإعادة تعيين كلمة المرور. يُرجى الانتظار 24 ساعة حتى يُلغى القفل ثم ' +
          'المحاولة مرة أخرى. للحصول على مساعدة فورية، يُرجى التواصل مع خدمة العملاء.'
    }\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة.`,
  }),
  registrationLink: ({ firstName, lastName, minutes, link }) => ({
    subject: 'تأكيد عنوان بريدك الإلكتروني',
    body:
      `مرحبًا،\n\nطلب أحدهم، ونأمل أن تكون أنت، إنشاء حساب لهذا العنوان باسم ${firstName} ${lastName}. ` +
      `وسيُربط اشتراكك بهذا الحساب.\n\n` +
      `اتبع هذا الرابط خلال ${duration('ar', minutes)} لتأكيد العنوان واختيار كلمة المرور:\n${link}\n\n` +
      'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يُنشأ أي حساب دون تأكيدك.',
  }),
  passkeyAdded: ({ firstName, passkeyName, page }) => ({
    subject: 'أُضيف مفتاح مرور إلى حسابك',
    body:
      `مرحبًا ${firstName}،\n\nأُضيف للتو إلى حسابك مفتاح مرور باسم «${passkeyName}»، ويمكن به تسجيل ` +
      `الدخول من دون كلمة المرور.\n\nإذا لم تُضفه أنت، فأزِله من هنا وأعد تعيين كلمة المرور:\n${page}\n\n` +
      'تؤدي إعادة تعيين كلمة المرور إلى تسجيل الخروج من جميع الأجهزة وإزالة مفاتيح المرور المُضافة منذ آخر ' +
      'تسجيل دخول لك بكلمة المرور.',
  }),
  passwordChanged: ({ firstName, removedPasskeys, page }) => ({
    subject: 'تم تغيير كلمة المرور',
    body:
      `مرحبًا ${firstName}،\n\nأُعيد للتو تعيين كلمة مرور حسابك، وسُجِّل الخروج من جميع الأجهزة التي ` +
      `كانت مسجَّلة الدخول إليه. ${removedInArabic(removedPasskeys)}\n\nراجِع مفاتيح المرور:\n${page}`,
  }),
};

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
