import dayjs from 'dayjs';
import type { EventResponse } from '@cp/contracts/events';
import type { MailMessage } from '../../plugins/mail/types';
import { escapeHtml } from '../../idp/page';
import { occurrenceInvitation } from '../events';

export interface Gathering {
  event: EventResponse;
  when: { start: string; end: string };
  occurrence: string;
}

/**
 * The same invitation goes to everyone coming to one gathering: drawn once per gathering as it
 * is now (the key is the event as read, so an edit draws it again). Drawing it took a fifth of
 * the server's time when two thousand members RSVP'd at once (bench/rsvp, profiled).
 */
const invitations = new Map<string, string>();
function invitationOf({ event, when, occurrence }: Gathering): string {
  const key = JSON.stringify([event, when, occurrence]);
  let invitation = invitations.get(key);
  if (invitation === undefined) {
    invitation = Buffer.from(occurrenceInvitation(event, when, occurrence)).toString('base64');
    if (invitations.size >= 200) invitations.clear();
    invitations.set(key, invitation);
  }
  return invitation;
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
  return {
    to,
    subject,
    text,
    attachments: [
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: invitationOf(gathering),
      },
    ],
  };
}

const withdraw = 'If you cannot come, withdraw your RSVP so someone else can.';

const showQr = 'Show the QR code in this email (it is also on your profile) at check-in.';

/** The member's personal QR, inline: the door scans it to check them in to any gathering. */
function withPersonalQr(message: MailMessage, checkInQr: string): MailMessage {
  const paragraphs = message.text.split('\n\n').map((part) => `<p>${escapeHtml(part).replaceAll('\n', '<br>')}</p>`);
  const image = '<p><img src="cid:checkin-qr" alt="Your personal check-in QR code" width="320" height="320"></p>';
  return {
    ...message,
    text: `${message.text}\n\n${showQr}`,
    html: `${paragraphs.join('')}<p>${showQr}</p>${image}`,
    attachments: [
      ...(message.attachments ?? []),
      { filename: 'checkin-qr.png', contentType: 'image/png', content: checkInQr, cid: 'checkin-qr' },
    ],
  };
}

/**
 * The confirmation a member gets when their RSVP is confirmed, at once or from the waitlist, with
 * their personal QR (base64 PNG) when they have one.
 */
export function confirmationMail(
  to: string,
  gathering: Gathering,
  fromWaitlist: boolean,
  checkInQr: string | null,
): MailMessage {
  const message = confirmation(to, gathering, fromWaitlist);
  return checkInQr ? withPersonalQr(message, checkInQr) : message;
}

function confirmation(to: string, gathering: Gathering, fromWaitlist: boolean): MailMessage {
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
  // A reminder is mail the member may turn off on /profile (decision 0041), unlike the confirmation.
  return {
    ...mail(to, `Reminder: ${title}`, `${title} is coming up, and you are confirmed.`, gathering, withdraw),
    category: 'event-reminders',
  };
}
