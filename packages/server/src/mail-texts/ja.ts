/** The mails in Japanese, in です・ます. */
import { duration, removed, type Writer } from './format.ts';

const removedInJapanese = (n: string) =>
  `最後にパスワードでサインインした後に追加されたパスキー${n}件を削除しました。` +
  'ご自身のものがあれば、もう一度追加してください。';

export const ja: Writer = {
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
