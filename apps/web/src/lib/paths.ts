// The app's URLs in one place, so a link, a redirect and the route it points at cannot drift
// apart. No imports: the sign-in page's bundle reads this table too.

/** Every fixed path the app links to, redirects to or declares a route for. */
export const paths = {
  root: '/',
  home: '/home',
  // The member's own tickets and orders, and the events an RSVP or events manager looks after:
  // under /home, whose first segment is already the portal's (no short link can take it).
  myOrders: '/home/orders',
  managedEvents: '/home/events',
  pickupWaiting: '/home/pickup',
  doorConflicts: '/home/conflicts',
  login: '/login',
  logout: '/logout',
  forceLogin: '/force_login',
  authCallback: '/auth/callback',
  tos: '/tos',
  profile: '/profile',
  membership: '/membership',
  events: '/events/manage',
  addEvent: '/events/add',
  tickets: '/tickets',
  scanTickets: '/tickets/scan',
  iam: '/iam',
  paymentLinks: '/stripe',
  roomRequests: '/roomRequests',
  links: '/linkry',
  addLink: '/linkry/add',
  logs: '/logs',
  apiKeys: '/apiKeys',
  membershipLists: '/membershipLists',
  orgInfo: '/orgInfo',
  store: '/store',
  storeCart: '/store/cart',
  newStoreProduct: '/tickets/products/new',
  promoCodes: '/tickets/promoCodes',
  elections: '/elections',
  announcements: '/announcements',
  newAnnouncement: '/announcements/new',
  announcementArchive: '/announcements/archive',
  mailPreferences: '/preferences',
} as const;

/** Route patterns with parameters, as the route tables declare them; build URLs with the functions below. */
export const routePatterns = {
  editEvent: '/events/edit/:eventId',
  // An RSVP key: an event id, or `{eventId}~{YYYY-MM-DD}` for one occurrence (decision 0019).
  publicEvent: '/events/:eventId',
  eventRsvps: '/events/:eventId/rsvps',
  eventCheckIn: '/events/:eventId/checkin',
  // A splat: a slug may contain '/'.
  editLink: '/linkry/edit/*',
  linkStats: '/linkry/stats/*',
  roomRequest: '/roomRequests/:semesterId/:requestId',
  ticketSales: '/tickets/manage/:eventId',
  // The store's product page (decision 0020: an item's id is its product's id).
  store: '/store/:itemId',
  storeProductDashboard: '/tickets/products/:productId',
  editStoreProduct: '/tickets/products/:productId/edit',
  storeOrder: '/tickets/orders/:orderId',
  checkout: '/checkout/:id',
  pay: '/pay/:id',
  election: '/elections/:electionId',
  announcement: '/announcements/:id',
  archivedAnnouncement: '/announcements/archive/:id',
} as const;

export const announcementPath = (id: string) => `/announcements/${encodeURIComponent(id)}`;
export const archivedAnnouncementPath = (id: string) => `/announcements/archive/${encodeURIComponent(id)}`;

export const editEventPath = (eventId: string) => `/events/edit/${eventId}`;

/** RSVP keys are URL-safe as they are (`~` is unreserved). */
export const publicEventPath = (rsvpKey: string) => `/events/${rsvpKey}`;
export const eventRsvpsPath = (rsvpKey: string) => `/events/${rsvpKey}/rsvps`;
export const eventCheckInPath = (rsvpKey: string) => `/events/${rsvpKey}/checkin`;

/** Slugs are URL-safe as they are (see links/short-url), so they are not encoded. */
export const editLinkPath = (slug: string) => `/linkry/edit/${slug}`;
export const linkStatsPath = (slug: string) => `/linkry/stats/${slug}`;

export const roomRequestPath = (semesterId: string, requestId: string) => `/roomRequests/${semesterId}/${requestId}`;

export const ticketSalesPath = (itemId: string) => `/tickets/manage/${encodeURIComponent(itemId)}`;

export const storeProductPath = (productId: string) => `/store/${encodeURIComponent(productId)}`;
export const storeProductDashboardPath = (productId: string) => `/tickets/products/${encodeURIComponent(productId)}`;
export const editStoreProductPath = (productId: string) => `/tickets/products/${encodeURIComponent(productId)}/edit`;
export const storeOrderPath = (orderId: string) => `/tickets/orders/${encodeURIComponent(orderId)}`;

export const electionPath = (electionId: string) => `/elections/${electionId}`;
