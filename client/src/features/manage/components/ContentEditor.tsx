import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { graphql } from '@/gql';
import type { ContentKind } from '@/gql/graphql';
import { ContentBody } from '@/components/content/ContentBody';
import { Loading } from '@/components/ui/Loading';

const EditContentQuery = graphql(`
  query EditContent($kind: ContentKind!, $id: String!) {
    content(kind: $kind, idOrSlug: $id) {
      id
      slug
      title
      summary
      body
      author
      tags
      version
      status
    }
  }
`);

const PreviewContentQuery = graphql(`
  query PreviewContent($body: String!) {
    previewContent(body: $body) {
      html
      toc {
        level
        id
        text
      }
      unknownReferences
    }
  }
`);

const CreateContentMutation = graphql(`
  mutation CreateContent($kind: ContentKind!, $input: ContentInput!) {
    createContent(kind: $kind, input: $input) {
      id
      slug
      title
      status
    }
  }
`);

const UpdateContentMutation = graphql(`
  mutation UpdateContent($id: ID!, $input: ContentInput!) {
    updateContent(id: $id, input: $input) {
      id
      slug
      title
      summary
      body
      author
      tags
      version
      status
      updatedAt
    }
  }
`);

interface Fields {
  title: string;
  slug: string;
  summary: string;
  author: string;
  tags: string;
  version: string;
  body: string;
}

const EMPTY: Fields = { title: '', slug: '', summary: '', author: '', tags: '', version: '', body: '' };
const PREVIEW_DELAY_MS = 250;

/** The writing form with a live preview from the server's renderer (the one the public page uses). */
export function ContentEditor(props: { kind: ContentKind; noun: string; id: string | null; onSaved: (id: string, note: string) => void; onClose: () => void }) {
  const formId = useId();
  const existing = useQuery(EditContentQuery, { variables: { kind: props.kind, id: props.id ?? '' }, skip: !props.id, fetchPolicy: 'network-only' });
  const loaded = existing.data?.content;
  const [edits, setEdits] = useState<Partial<Fields>>({});
  const base: Fields = loaded
    ? { title: loaded.title, slug: loaded.slug, summary: loaded.summary, author: loaded.author, tags: loaded.tags.join(', '), version: loaded.version ?? '', body: loaded.body }
    : EMPTY;
  const fields = { ...base, ...edits };
  const [previewBody, setPreviewBody] = useState('');
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [create, creating] = useMutation(CreateContentMutation);
  const [update, updating] = useMutation(UpdateContentMutation);

  useEffect(() => {
    const timer = setTimeout(() => setPreviewBody(fields.body), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fields.body]);
  const preview = useQuery(PreviewContentQuery, { variables: { body: previewBody }, skip: previewBody.trim() === '' });
  const shown = preview.data?.previewContent;

  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setEdits((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const input = {
      title: fields.title,
      slug: fields.slug.trim() || null,
      summary: fields.summary,
      body: fields.body,
      author: fields.author.trim() || null,
      tags: fields.tags.split(',').map((tag) => tag.trim()).filter(Boolean),
      version: props.kind === 'PATCH_NOTES' ? fields.version : null,
    };
    try {
      if (props.id) {
        await update({ variables: { id: props.id, input } });
        setEdits({});
        props.onSaved(props.id, `Saved “${fields.title.trim()}”.`);
      } else {
        const result = await create({ variables: { kind: props.kind, input } });
        const created = result.data?.createContent;
        if (created) props.onSaved(created.id, `Saved “${created.title}” as a draft. Publish it from the list when it is ready.`);
      }
    } catch (failure) {
      const graphQLError = (failure as { errors?: Array<{ message: string; extensions?: { field?: string } }> }).errors?.[0];
      setError({ message: graphQLError?.message ?? (failure instanceof Error ? failure.message : 'The document could not be saved.'), field: graphQLError?.extensions?.field ?? null });
    }
  };

  const invalid = (field: string) => (error?.field === `input.${field}` ? true : undefined);
  const errorId = `${formId}-error`;
  const described = (field: string) => (error?.field === `input.${field}` ? errorId : undefined);
  if (props.id && existing.loading && !loaded) return <Loading>Loading the document…</Loading>;
  if (props.id && existing.data && !loaded) return <p role="alert">There is no such document any more.</p>;

  return (
    <div className="manage-layout editing">
      <form className="manage-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`}>{props.id ? `Edit “${base.title}”` : `New ${props.noun}`}</h2>
        <label>
          Title
          <input required maxLength={120} value={fields.title} onChange={set('title')} aria-invalid={invalid('title')} aria-describedby={described('title')} />
        </label>
        <label>
          Slug (the address; made from the title when empty)
          <input maxLength={80} value={fields.slug} onChange={set('slug')} aria-invalid={invalid('slug')} aria-describedby={described('slug')} pattern="[a-z0-9]+(-[a-z0-9]+)*" />
        </label>
        <label>
          Summary
          <input required maxLength={300} value={fields.summary} onChange={set('summary')} aria-invalid={invalid('summary')} aria-describedby={described('summary')} />
        </label>
        <div className="manage-row">
          <label>
            Author (you when empty)
            <input maxLength={60} value={fields.author} onChange={set('author')} aria-invalid={invalid('author')} />
          </label>
          <label>
            Tags (comma separated)
            <input value={fields.tags} onChange={set('tags')} aria-invalid={invalid('tags')} aria-describedby={described('tags')} />
          </label>
          {props.kind === 'PATCH_NOTES' && (
            <label>
              Version
              <input required value={fields.version} onChange={set('version')} placeholder="2.0" aria-invalid={invalid('version')} aria-describedby={described('version')} />
            </label>
          )}
        </div>
        <label>
          Body (Markdown; game links like [[item:steel-longsword]], [[monster:rat-king]], [[map:412,388,7]])
          <textarea required maxLength={50000} value={fields.body} onChange={set('body')} aria-invalid={invalid('body')} aria-describedby={described('body')} />
        </label>
        {error && (
          <p id={errorId} role="alert" className="manage-error">
            {error.message}
          </p>
        )}
        <div className="manage-row">
          <button type="submit" className="button button-primary" disabled={creating.loading || updating.loading}>
            {props.id ? 'Save changes' : 'Save draft'}
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            Close
          </button>
        </div>
      </form>
      <section className="manage-preview" aria-labelledby={`${formId}-preview`} aria-live="polite">
        <h2 id={`${formId}-preview`}>Preview</h2>
        {shown && shown.unknownReferences.length > 0 && (
          <p className="manage-warning" role="status">
            Unknown game references (shown as plain text): {shown.unknownReferences.join(', ')}
          </p>
        )}
        {preview.error && <p role="alert">The preview could not be made: {preview.error.message}</p>}
        {previewBody.trim() === '' && <p className="form-help">The preview appears here as you write.</p>}
        {shown && (
          <div className="manage-preview-body" data-testid="content-preview">
            <h1>{fields.title}</h1>
            <ContentBody html={shown.html} toc={shown.toc} />
          </div>
        )}
      </section>
    </div>
  );
}
