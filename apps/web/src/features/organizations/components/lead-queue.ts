import { isUniversityEmail } from '@cp/contracts';
import { leadEmailMessage, type OrganizationResponse } from '@cp/contracts/organizations';

export type LeadRow = OrganizationResponse['leads'][number];
export type LeadStatus = 'active' | 'queuedAdd' | 'queuedRemove';

export const statusLabels: Record<LeadStatus, string> = {
  active: 'Active',
  queuedAdd: 'Queued for addition',
  queuedRemove: 'Queued for removal',
};

/** The stored leads with the queued changes applied for display. */
export function leadRows(
  stored: LeadRow[],
  toAdd: LeadRow[],
  toRemove: string[],
): { lead: LeadRow; status: LeadStatus }[] {
  return [
    ...stored.map((lead) => ({
      lead,
      status: (toRemove.includes(lead.username) ? 'queuedRemove' : 'active') as LeadStatus,
    })),
    ...toAdd.map((lead) => ({ lead, status: 'queuedAdd' as LeadStatus })),
  ];
}

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * spec section 5, "Add lead": the first problem as a notification's title and message, or null.
 * `emailDomain` is the configured university email domain (client config): the API refuses a lead
 * at any other domain with the same message.
 */
export function addLeadProblem(
  input: { name: string; username: string; title: string },
  stored: LeadRow[],
  toAdd: LeadRow[],
  emailDomain: string,
): { title: string; message: string } | null {
  if (!input.name.trim() || !input.username.trim() || !input.title.trim())
    return { title: 'Missing Information', message: 'All fields are required to add a lead.' };
  if (!simpleEmail.test(input.username.trim()))
    return { title: 'Invalid Email', message: 'Please enter a valid email address.' };
  if (!isUniversityEmail(input.username, emailDomain)) return { title: 'Invalid Email', message: leadEmailMessage };
  const username = input.username.trim().toLowerCase();
  if ([...stored, ...toAdd].some((lead) => lead.username.toLowerCase() === username))
    return { title: 'Duplicate Lead', message: 'This user is already a lead or queued for addition.' };
  return null;
}
