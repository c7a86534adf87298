import { Button, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

interface ImageOnRequestProps {
  /** Must already have passed `safeHttpUrl`. */
  src: string;
  /** Names the image for the button and for assistive technologies. */
  name: string;
  alt: string;
  height: number;
}

/**
 * A respondent's image, loaded only when the user asks. Loading it tells its host that (and when)
 * someone looked, as a tracking pixel would, so nothing is fetched until "Show image"; then with
 * no referrer. A plain-http image is never loaded: it would travel unencrypted and mixed into the
 * page, so the link beside it is all there is.
 */
export function ImageOnRequest({ src, name, alt, height }: ImageOnRequestProps) {
  const [shown, setShown] = useState(false);
  if (!src.startsWith('https:')) return null;
  if (shown) {
    return (
      <Image
        src={src}
        alt={alt}
        h={height}
        w="auto"
        maw="100%"
        fit="contain"
        radius="sm"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <Paper withBorder radius="sm" p="xs" mih={Math.min(height, 96)} miw={160}>
      <Stack gap={4} align="center" justify="center">
        <IconPhoto size={20} aria-hidden="true" />
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`Show image ${name}`}
          onClick={() => setShown(true)}
        >
          Show image
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Loads it from {new URL(src).host}
        </Text>
      </Stack>
    </Paper>
  );
}
