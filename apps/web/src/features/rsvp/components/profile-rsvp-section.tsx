export default function ProfileRsvpSection() {
  return null;
}
