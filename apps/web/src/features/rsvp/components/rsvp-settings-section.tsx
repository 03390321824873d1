export default function RsvpSettingsSection(_props: { eventId: string }) {
  return null;
}
