import dayjs from 'dayjs';
import type { EventResponse } from '@cp/contracts/events';
import type { MailMessage } from '../../plugins/mail/types';

const when = (local: string) => dayjs(local).format('dddd, MMMM D, YYYY [at] h:mm A');

function details(event: EventResponse, start: string): string {
  return [`When: ${when(start)} (Central Time)`, `Where: ${event.location}`, '', event.description].join('\n');
}

/** The confirmation a member gets when their RSVP is confirmed, at once or from the waitlist. */
export function confirmationMail(to: string, event: EventResponse, start: string, fromWaitlist: boolean): MailMessage {
  const opening = fromWaitlist
    ? `A place opened up: you are now confirmed for ${event.title}.`
    : `Your RSVP for ${event.title} is confirmed.`;
  return {
    to,
    subject: `${fromWaitlist ? 'Off the waitlist' : 'RSVP confirmed'}: ${event.title}`,
    text: [opening, '', details(event, start), '', 'If you cannot come, withdraw your RSVP so someone else can.'].join(
      '\n',
    ),
  };
}
