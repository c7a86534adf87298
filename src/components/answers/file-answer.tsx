import { Group, Image, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { AnswerRendererProps, AnswerVariant } from './answer-variant';
import { textSize } from './answer-variant';
import { toFileList, type UploadedFile } from './answer-guards';
import { ExternalLink } from './external-link';
import { JsonAnswer } from './json-answer';
import { formatFileSize } from './number-format';
import { safeHttpUrl } from './safe-url';

interface FileItemProps {
  file: UploadedFile;
  variant: AnswerVariant;
  locale?: string;
}

function FileItem({ file, variant, locale }: FileItemProps) {
  const href = safeHttpUrl(file.url);
  const cell = variant === 'cell';
  const size = cell || file.size === null ? null : formatFileSize(file.size, locale);
  // A thumbnail loads the URL in the page, so only for an http(s) image.
  const preview = !cell && href !== null && /^image\//i.test(file.mimeType ?? '');
  const name = href ? (
    <ExternalLink href={href} size={textSize(variant)} truncate={cell} title={file.name}>
      {file.name}
    </ExternalLink>
  ) : (
    <Text span size={textSize(variant)} dir="auto" truncate={cell ? 'end' : undefined}>
      {file.name}
    </Text>
  );
  return (
    <Group component="span" gap={6} wrap="nowrap" align="center" miw={0}>
      {preview && href ? (
        <Image
          src={href}
          alt=""
          w={48}
          h={48}
          fit="cover"
          radius="sm"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <IconPaperclip size={cell ? 14 : 16} aria-hidden="true" style={{ flexShrink: 0 }} />
      )}
      {name}
      {size && (
        <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {size}
        </Text>
      )}
    </Group>
  );
}

/** FILE_UPLOAD: each file by name, a link when its URL is http(s); thumbnails in full view. */
export function FileAnswer({ value, variant, locale }: AnswerRendererProps) {
  const files = toFileList(value);
  if (!files) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  const items = files.map((file, index) => (
    <FileItem key={`${index}:${file.name}`} file={file} variant={variant} locale={locale} />
  ));
  if (variant === 'cell') {
    return (
      <Group gap={8} wrap="nowrap" miw={0}>
        {items}
      </Group>
    );
  }
  return <Stack gap={6}>{items}</Stack>;
}
