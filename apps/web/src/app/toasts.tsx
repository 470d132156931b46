import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_SHORT_MS, TOAST_WIDTH } from '../lib/notify';

/** Mantine's toast container (spec 1 §9: top right, 275 wide, 3 s by default), loaded with the first toast. */
export function Toasts() {
  return <Notifications position="top-right" autoClose={TOAST_SHORT_MS} containerWidth={TOAST_WIDTH} limit={5} />;
}
