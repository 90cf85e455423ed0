import { linkParts } from '@/lib/linkify';

/** A comment's text: addresses become links (`nofollow ugc noopener`); everything else stays plain text. */
export function CommentText(props: { content: string }) {
  return (
    <p className="build-comment__content">
      {linkParts(props.content).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} rel="nofollow ugc noopener" target="_blank">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
