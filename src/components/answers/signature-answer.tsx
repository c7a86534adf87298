import type { AnswerRendererProps } from './answer-variant';
import { FileListAnswer } from './file-answer';

const always = () => true;

/** SIGNATURE: each signature by name, a link when http(s); its image in full view on request. */
export function SignatureAnswer(props: AnswerRendererProps) {
  return <FileListAnswer {...props} isImage={always} />;
}
