export const tosLastUpdated = 'April 21, 2025';

export interface TosSection {
  title: string;
  paragraphs: string[];
}

/** The chapter portal's terms of service: thirteen sections, in order. */
export const tosSections: TosSection[] = [
  {
    title: 'Acceptance of These Terms',
    paragraphs: [
      'These terms govern your use of the Chapter Portal, the management portal run by the chapter for its officers, leads, administrators and members. By signing in or otherwise using the portal you agree to them. If you do not agree, do not use the portal.',
    ],
  },
  {
    title: 'Who May Use the Portal',
    paragraphs: [
      'The portal is for current members, officers and affiliates of the chapter and its special interest groups and committees who hold a university network identity. Access may be limited to people the chapter has approved, and it ends when your role in the chapter ends.',
    ],
  },
  {
    title: 'Your Account and Sign-in',
    paragraphs: [
      'You sign in with your university network identity through single sign-on. Keep your credentials to yourself, sign out on shared computers, and tell the chapter straight away if you believe someone else has used your account.',
      'You are responsible for what is done in the portal while you are signed in.',
    ],
  },
  {
    title: 'Roles and Access',
    paragraphs: [
      'What you can see and do depends on the roles the chapter assigns to you. Use only the access you have been given for the purpose it was given. Do not try to reach pages, data or functions your roles do not allow, and report any access you believe you should not have.',
    ],
  },
  {
    title: 'Acceptable Use',
    paragraphs: [
      'Use the portal only for chapter business and in line with university policies and applicable law. Do not disrupt or overload the service, probe it for weaknesses without the written permission of the chapter’s infrastructure chairs, harvest other people’s information, or use it to send spam or harass anyone.',
    ],
  },
  {
    title: 'Content You Provide',
    paragraphs: [
      'You remain responsible for the events, links, descriptions, organization details and other content you enter. Make sure it is accurate, that you may share it, and that it is appropriate for publication by the chapter. The chapter may edit or remove content that breaks these terms or chapter policy.',
    ],
  },
  {
    title: 'Events, Ticketing and Payments',
    paragraphs: [
      'Officers who create events, ticketed items, merchandise or payment links must describe them accurately and honour the prices and terms they publish. Payments are processed by a third-party payment provider under its own terms; the portal does not store card numbers.',
      'Check in tickets and mark purchases fulfilled only for the person and item presented.',
    ],
  },
  {
    title: 'Short Links and Shared Resources',
    paragraphs: [
      'Short links must point to content that is lawful and relevant to the chapter. Do not create links that imitate other organizations, hide malicious destinations or conflict with the portal’s own addresses. The chapter may disable any link at any time.',
    ],
  },
  {
    title: 'Privacy and Audit Records',
    paragraphs: [
      'The portal processes your name, university email, roles and the actions you take in order to run the chapter. Changes you make are recorded in an audit log that authorized officers can review; audit entries are kept for one year.',
      'Information about other people that you see in the portal, such as membership status or purchaser details, may be used only for the chapter task at hand and must not be shared outside it.',
    ],
  },
  {
    title: 'API Keys and Automated Access',
    paragraphs: [
      'API keys are issued to organizations, not individuals. Store them securely, give them only the roles and restrictions they need, and delete them when they are no longer used. Actions taken with a key are attributed to the organization that holds it and are audited.',
    ],
  },
  {
    title: 'Availability and Changes to the Portal',
    paragraphs: [
      'The portal is run by student volunteers and is provided as available. Features may change, be paused or be removed, and scheduled or unplanned maintenance may interrupt access. The chapter will try to announce significant changes in advance.',
    ],
  },
  {
    title: 'Disclaimers and Limitation of Liability',
    paragraphs: [
      'The portal is provided “as is”, without warranties of any kind. To the extent permitted by law, the chapter and its volunteers are not liable for indirect or consequential losses arising from your use of the portal, including loss of data or interruption of service.',
    ],
  },
  {
    title: 'Changes to These Terms and Contact',
    paragraphs: [
      'The chapter may update these terms; the date at the top of this page shows the latest revision, and continued use after a change means you accept the new terms. The chapter may suspend access for anyone who breaks them. Questions about these terms go to the chapter’s infrastructure committee.',
    ],
  },
];
