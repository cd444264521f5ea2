import { notifications } from '@mantine/notifications';

/** A success toast (5000 ms, top-center: set on the Notifications provider). */
export const showSuccess = (message: string): void => {
  notifications.show({ color: 'green', message });
};
