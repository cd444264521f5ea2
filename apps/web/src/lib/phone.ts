import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768 px): the phone, where pages take their compact form. */
export const usePhone = (): boolean => useMediaQuery('(max-width: 48em)') ?? false;
