import { Stack } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { AnswerRendererProps, AnswerVariant } from './answer-variant';
import { toFileList, type UploadedFile } from './answer-guards';
import { ExternalLink } from './external-link';
import { JsonAnswer } from './json-answer';
import { revealInvisible } from '@/lib/reveal-invisible';
import { ImageOnRequest } from './image-on-request';
import { formatFileSize } from './number-format';
import { safeHttpUrl } from './safe-url';
import { MarkedText } from './marked-text';
import { AnswerSpan } from './answer-span';
import classes from './file-answer.module.css';

// Made once: a redrawn cell keeps the very same icon element, and React skips it.
const CLIP = {
  cell: <IconPaperclip size={14} aria-hidden="true" className={classes.clip} />,
  full: <IconPaperclip size={16} aria-hidden="true" className={classes.clip} />,
};

interface FileItemProps {
  file: UploadedFile;
  variant: AnswerVariant;
  locale?: string;
  /** Whether the file may be shown as an image (on request); a signature always is one. */
  image: boolean;
}

/** One file by name (its invisible characters written out), a link when its URL is http(s). */
function FileItem({ file, variant, locale, image }: FileItemProps) {
  const href = safeHttpUrl(file.url);
  const cell = variant === 'cell';
  const size = cell || file.size === null ? null : formatFileSize(file.size, locale);
  // A name such as `invoice\u202Efdp.exe` must not read as another file's.
  const shownName = revealInvisible(file.name);
  const name = href ? (
    <ExternalLink href={href} variant={variant} truncate={cell} title={shownName}>
      <MarkedText text={shownName} />
    </ExternalLink>
  ) : (
    <AnswerSpan variant={variant} dir="auto" truncate={cell}>
      <MarkedText text={shownName} />
    </AnswerSpan>
  );
  const line = (
    <span className={classes.line}>
      {CLIP[variant]}
      {name}
      {size && (
        <AnswerSpan variant="cell" dimmed style={{ whiteSpace: 'nowrap' }}>
          {size}
        </AnswerSpan>
      )}
    </span>
  );
  if (cell || !href || !image) return line;
  return (
    <Stack gap={4} align="flex-start">
      {line}
      <ImageOnRequest src={href} name={shownName} alt={shownName} height={160} />
    </Stack>
  );
}

interface FileListAnswerProps extends AnswerRendererProps {
  isImage: (file: UploadedFile) => boolean;
}

/** A list of files (uploads, signatures): one line each in a cell, stacked in full view. */
export function FileListAnswer({ value, variant, locale, isImage }: FileListAnswerProps) {
  const files = toFileList(value);
  if (!files) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  const items = files.map((file, index) => (
    <FileItem
      key={`${index}:${file.name}`}
      file={file}
      variant={variant}
      locale={locale}
      image={isImage(file)}
    />
  ));
  if (variant === 'cell') {
    return <div className={classes.files}>{items}</div>;
  }
  return <Stack gap={6}>{items}</Stack>;
}

const hasImageType = (file: UploadedFile) => /^image\//i.test(file.mimeType ?? '');

/** FILE_UPLOAD: each file by name, a link when its URL is http(s); an image type on request. */
export function FileAnswer(props: AnswerRendererProps) {
  return <FileListAnswer {...props} isImage={hasImageType} />;
}
