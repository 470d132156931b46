import { ContactsPanel } from '../components/contacts-panel';

/** /visitor/contacts and /portal/support/contacts. */
export function ContactsPage() {
  return <ContactsPanel />;
}
