import { Title, type TitleProps } from '@mantine/core';

/** A page's own title: its one h1 (issue 29), at the size of the h2 the pages have always shown. */
export function PageTitle(props: Omit<TitleProps, 'order'>) {
  return <Title order={1} size="h2" {...props} />;
}
