/** What a ticket's pass shows: the owning modules (tickets, events) fill it in. */
export interface WalletTicket {
  id: string;
  /** The QR's text, exactly as the purchase email draws it (JSON of the tickets module's payload). */
  qrPayload: string;
  /** The ticket item's product id and name. */
  itemId: string;
  name: string;
  quantity: number;
  /** The portal event the item is for, if it names one: its title, time and place. */
  event: WalletEvent | null;
}

export interface WalletEvent {
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  location: string;
}

/** What a membership card shows: a paid member's NetID and since when. */
export interface WalletMembership {
  netId: string;
  paidSince: Date;
}

/** Where an "Add to … Wallet" button leads; null when that wallet is off. */
export interface WalletLinks {
  appleWalletUrl: string | null;
  googleWalletUrl: string | null;
}

/** The certificates a pass is signed with (PEM text) and the identifiers it carries. */
export interface AppleCredentials {
  certificates: { wwdr: string; signerCert: string; signerKey: string; signerKeyPassphrase?: string };
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** Made by the portal itself for a laptop and the tests: no iPhone accepts these passes. */
  testOnly: boolean;
}

/** A Google Wallet issuer and the service account whose key signs the save links. */
export interface GoogleCredentials {
  issuerId: string;
  clientEmail: string;
  /** PKCS#8 PEM, as the service account's JSON key holds it. */
  privateKey: string;
  testOnly: boolean;
}

/** Each wallet's credentials, or null when that wallet is off (production without configuration). */
export interface Wallet {
  apple: AppleCredentials | null;
  google: GoogleCredentials | null;
}
