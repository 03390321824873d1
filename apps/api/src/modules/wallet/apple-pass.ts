import { PKPass } from 'passkit-generator';
import { membershipQrPayload } from './membership-payload';
import { passColors, passImages } from './pass-images';
import type { AppleCredentials, WalletMembership, WalletTicket } from './types';

export const pkpassType = 'application/vnd.apple.pkpass';
const organizationName = 'ACM @ UIUC';
const rgb = (color: readonly number[]) => `rgb(${color.join(', ')})`;

function newPass(apple: AppleCredentials, serialNumber: string, description: string): PKPass {
  return new PKPass({ ...passImages() }, apple.certificates, {
    formatVersion: 1,
    serialNumber,
    description,
    organizationName,
    passTypeIdentifier: apple.passTypeIdentifier,
    teamIdentifier: apple.teamIdentifier,
    logoText: organizationName,
    backgroundColor: rgb(passColors.background),
    foregroundColor: rgb(passColors.foreground),
    labelColor: rgb(passColors.foreground),
  });
}

/**
 * A ticket's Apple Wallet pass (.pkpass: a zip of pass.json, the icons, manifest.json with each
 * file's SHA-1, and `signature`, a detached PKCS #7 signature of the manifest). Its QR is the
 * email's, and the event's start is its relevant date, so the pass comes up on the lock screen.
 */
export function ticketPkpass(apple: AppleCredentials, ticket: WalletTicket): Buffer {
  const { event } = ticket;
  const pass = newPass(apple, `ticket-${ticket.id}`, `Ticket: ${event?.title ?? ticket.name}`);
  pass.type = 'eventTicket';
  pass.primaryFields.push({ key: 'event', label: 'EVENT', value: event?.title ?? ticket.name });
  if (event) {
    // A date value is shown in the phone's own time zone: the instant is what counts.
    pass.secondaryFields.push(
      {
        key: 'starts',
        label: 'WHEN',
        value: event.startsAt,
        dateStyle: 'PKDateStyleMedium',
        timeStyle: 'PKDateStyleShort',
      },
      { key: 'place', label: 'WHERE', value: event.location },
    );
    pass.setRelevantDate(event.startsAt);
    if (event.endsAt) pass.setRelevantDates([{ startDate: event.startsAt, endDate: event.endsAt }]);
  }
  pass.auxiliaryFields.push({ key: 'admits', label: 'ADMITS', value: ticket.quantity });
  pass.backFields.push(
    { key: 'item', label: 'Ticket', value: ticket.name },
    { key: 'ticket-id', label: 'Ticket ID', value: ticket.id },
  );
  pass.setBarcodes({
    message: ticket.qrPayload,
    format: 'PKBarcodeFormatQR',
    messageEncoding: 'iso-8859-1',
    altText: ticket.id,
  });
  return pass.getAsBuffer();
}

/** A paid member's card: the NetID, since when, and the membership QR. */
export function membershipPkpass(apple: AppleCredentials, membership: WalletMembership): Buffer {
  const pass = newPass(apple, `membership-${membership.netId}`, `${organizationName} membership card`);
  pass.type = 'generic';
  pass.primaryFields.push({ key: 'member', label: 'MEMBER', value: membership.netId });
  pass.secondaryFields.push({
    key: 'since',
    label: 'MEMBER SINCE',
    value: membership.paidSince,
    dateStyle: 'PKDateStyleMedium',
  });
  pass.setBarcodes({
    message: membershipQrPayload(membership.netId),
    format: 'PKBarcodeFormatQR',
    messageEncoding: 'iso-8859-1',
    altText: membership.netId,
  });
  return pass.getAsBuffer();
}
