import { Group, Image, Text } from '@mantine/core';
import type { AnswerRendererProps } from './answer-variant';
import { textSize } from './answer-variant';
import { toFileList } from './answer-guards';
import { JsonAnswer } from './json-answer';
import { safeHttpUrl } from './safe-url';

/** SIGNATURE: the signature image when its URL is http(s), else the file name. */
export function SignatureAnswer({ value, variant, locale }: AnswerRendererProps) {
  const files = toFileList(value);
  if (!files) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  const height = variant === 'cell' ? 32 : 120;
  return (
    <Group gap={8} wrap={variant === 'cell' ? 'nowrap' : 'wrap'}>
      {files.map((file, index) => {
        const src = safeHttpUrl(file.url);
        return src ? (
          <Image
            key={`${index}:${src}`}
            src={src}
            alt="Signature"
            h={height}
            w="auto"
            fit="contain"
            loading="lazy"
            referrerPolicy="no-referrer"
            title={file.name}
          />
        ) : (
          <Text key={`${index}:${file.name}`} span size={textSize(variant)} dir="auto">
            {file.name}
          </Text>
        );
      })}
    </Group>
  );
}
