/** The mails in Arabic, with its own words for each plural category. */
import { count, plural, duration, type Writer } from './format.ts';

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

export const ar: Writer = {
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
