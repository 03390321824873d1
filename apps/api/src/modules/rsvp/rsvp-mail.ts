import dayjs from 'dayjs';
import type { EventResponse } from '@cp/contracts/events';
import type { MailMessage } from '../../plugins/mail/types';
import { occurrenceInvitation } from '../events';

export interface Gathering {
  event: EventResponse;
  when: { start: string; end: string };
  occurrence: string;
}

const when = (local: string) => dayjs(local).format('dddd, MMMM D, YYYY [at] h:mm A');

function mail(to: string, subject: string, opening: string, gathering: Gathering, closing: string): MailMessage {
  const { event } = gathering;
  const text = [
    opening,
    '',
    `When: ${when(gathering.when.start)} (Central Time)`,
    `Where: ${event.location}`,
    '',
    event.description,
    '',
    closing,
  ].join('\n');
  const invitation = occurrenceInvitation(event, gathering.when, gathering.occurrence);
  return {
    to,
    subject,
    text,
    attachments: [
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(invitation).toString('base64'),
      },
    ],
  };
}

const withdraw = 'If you cannot come, withdraw your RSVP so someone else can.';

/** The confirmation a member gets when their RSVP is confirmed, at once or from the waitlist. */
export function confirmationMail(to: string, gathering: Gathering, fromWaitlist: boolean): MailMessage {
  const { title } = gathering.event;
  return fromWaitlist
    ? mail(
        to,
        `Off the waitlist: ${title}`,
        `A place opened up: you are now confirmed for ${title}.`,
        gathering,
        withdraw,
      )
    : mail(to, `RSVP confirmed: ${title}`, `Your RSVP for ${title} is confirmed.`, gathering, withdraw);
}

export function reminderMail(to: string, gathering: Gathering): MailMessage {
  const { title } = gathering.event;
  return mail(to, `Reminder: ${title}`, `${title} is coming up, and you are confirmed.`, gathering, withdraw);
}
