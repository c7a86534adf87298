import { Button, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoOff } from '@tabler/icons-react';
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
 * page, so the link beside it is all there is; unless it is on the page's own origin (the
 * sandbox's sample files), which is no other host and no less safe than the page. An image that
 * fails to load says so in its place, instead of the browser's broken-image icon.
 */
export function ImageOnRequest({ src, name, alt, height }: ImageOnRequestProps) {
  const [state, setState] = useState<'asked' | 'shown' | 'failed'>('asked');
  const url = new URL(src);
  if (url.protocol !== 'https:' && url.origin !== window.location.origin) return null;
  if (state === 'failed') {
    return (
      <Paper withBorder radius="sm" p="xs" miw={160}>
        <Stack gap={4} align="center">
          <IconPhotoOff size={20} aria-hidden="true" />
          <Text size="xs" c="dimmed" ta="center">
            Image {name} could not be loaded
          </Text>
        </Stack>
      </Paper>
    );
  }
  if (state === 'shown') {
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
        onError={() => setState('failed')}
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
          onClick={() => setState('shown')}
        >
          Show image
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Loads it from {url.host}
        </Text>
      </Stack>
    </Paper>
  );
}
