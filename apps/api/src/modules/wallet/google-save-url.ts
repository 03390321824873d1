import { importPKCS8, SignJWT } from 'jose';
import { membershipQrPayload } from './membership-payload';
import type { GoogleCredentials, WalletMembership, WalletTicket } from './types';

const saveUrlBase = 'https://pay.google.com/gp/v/save/';
const issuerName = 'ACM @ UIUC';
const backgroundColor = '#1f408c';

const localized = (value: string) => ({ defaultValue: { language: 'en-US', value } });
/** Google ids are `<issuer id>.<suffix>`, the suffix of letters, digits, '.', '_' and '-'. */
const idOf = (google: GoogleCredentials, suffix: string) => `${google.issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;

const signingKeys = new WeakMap<GoogleCredentials, Promise<CryptoKey>>();
function signingKey(google: GoogleCredentials): Promise<CryptoKey> {
  let key = signingKeys.get(google);
  if (!key) {
    key = importPKCS8(google.privateKey, 'RS256');
    signingKeys.set(google, key);
  }
  return key;
}

/**
 * An "Add to Google Wallet" link: a JWT (RS256, signed with the issuer's service account) that
 * holds the pass's class and object, so Google makes both on save with no call from us first.
 * `origins` names the portal, the page the button sits on. Kept lean: Google advises links of
 * under about 2,000 characters, and the signature alone takes 342.
 */
async function saveUrl(google: GoogleCredentials, origin: string, payload: Record<string, unknown>): Promise<string> {
  const jwt = await new SignJWT({ typ: 'savetowallet', origins: [origin], payload })
    // No `kid`: Google finds the key by the issuer, and the link stays short.
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(await signingKey(google));
  return `${saveUrlBase}${jwt}`;
}

/** An event-ticket object with the ticket's QR (the email's payload), and its event as the class. */
export function ticketSaveUrl(google: GoogleCredentials, origin: string, ticket: WalletTicket): Promise<string> {
  const classId = idOf(google, `ticket-${ticket.itemId}`);
  const { event } = ticket;
  return saveUrl(google, origin, {
    eventTicketClasses: [
      {
        id: classId,
        issuerName,
        reviewStatus: 'UNDER_REVIEW',
        eventName: localized(event?.title ?? ticket.name),
        ...(event && {
          dateTime: { start: event.startsAt.toISOString(), ...(event.endsAt && { end: event.endsAt.toISOString() }) },
          venue: { name: localized(event.location), address: localized(event.location) },
        }),
        hexBackgroundColor: backgroundColor,
      },
    ],
    eventTicketObjects: [
      {
        id: idOf(google, `ticket-${ticket.id}`),
        classId,
        state: 'ACTIVE',
        barcode: { type: 'QR_CODE', value: ticket.qrPayload, alternateText: ticket.id },
        ...(ticket.quantity > 1 && { ticketType: localized(`Admits ${ticket.quantity}`) }),
      },
    ],
  });
}

/** A generic object for the membership card, with the membership QR. */
export function membershipSaveUrl(
  google: GoogleCredentials,
  origin: string,
  membership: WalletMembership,
): Promise<string> {
  const classId = idOf(google, 'membership');
  return saveUrl(google, origin, {
    genericClasses: [{ id: classId }],
    genericObjects: [
      {
        id: idOf(google, `membership-${membership.netId}`),
        classId,
        state: 'ACTIVE',
        cardTitle: localized(issuerName),
        header: localized(membership.netId),
        subheader: localized('Paid member'),
        barcode: { type: 'QR_CODE', value: membershipQrPayload(membership.netId), alternateText: membership.netId },
        hexBackgroundColor: backgroundColor,
      },
    ],
  });
}
