/** The mails in Brazilian Portuguese, with você. */
import { duration, removed, type Writer } from './format.ts';

export const ptBR: Writer = {
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
