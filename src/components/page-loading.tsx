import { Center, Loader } from '@mantine/core';

/** Shown while a page's code is downloaded on first load. */
export function PageLoading() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
