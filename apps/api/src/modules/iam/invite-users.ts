import { inviteEmailError, type InviteUsersRequest, type PerEmailResponse } from '@cp/contracts/iam';
import type { IamDeps } from './iam-context';
import { perEmail, toResponse } from './per-email';
import type { Acting } from '../../plugins/auth';

/** POST /api/v1/iam/inviteUsers: university emails only; each email on its own. */
export async function inviteUsers(deps: IamDeps, actor: Acting, input: InviteUsersRequest): Promise<PerEmailResponse> {
  const emails = [...new Set(input.emails)];
  const refused = emails.flatMap((email) => {
    const message = inviteEmailError(email, deps.emailDomain);
    return message ? [{ email, ok: false as const, message }] : [];
  });
  const allowed = emails.filter((email) => !refused.some((r) => r.email === email));
  const done = await perEmail(deps, actor, allowed, async (directory, email, tx) => {
    await directory.inviteUser(email, actor.username);
    // Microsoft Graph mails its own invitation; the local directory's goes out with the commit.
    if (directory.kind === 'local') await deps.mailer.enqueue(tx, invitationMail(deps.publicUrl, email));
    return `Invited ${email} to the directory.`;
  });
  return toResponse([...done, ...refused]);
}

function invitationMail(publicUrl: string, email: string) {
  return {
    to: email,
    subject: 'You are invited to the Chapter Portal',
    text: [
      'Hello,',
      '',
      'You have been invited to the Chapter Portal. Sign in with your university account at:',
      publicUrl,
      '',
      'If you did not expect this invitation, you can ignore this message.',
    ].join('\n'),
  };
}
