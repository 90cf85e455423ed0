import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useId, useState, type FormEvent } from 'react';
import { graphql, getFragmentData, type FragmentType } from '@/gql';

export const ProfileForm_profile = graphql(`
  fragment ProfileForm_profile on Profile {
    id
    username
    displayName
  }
`);

export const ProfileFormUpdate = graphql(`
  mutation ProfileFormUpdate($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      username
      displayName
      role
    }
  }
`);

type Field = 'username' | 'displayName';

/** Changes the username and display name; the page changes only after the server accepted it. */
export function ProfileForm(props: { profile: FragmentType<typeof ProfileForm_profile> }) {
  const profile = getFragmentData(ProfileForm_profile, props.profile);
  // Untouched fields follow the profile, so a change made on another device shows here too.
  const [usernameEdit, setUsernameEdit] = useState<string | null>(null);
  const [displayNameEdit, setDisplayNameEdit] = useState<string | null>(null);
  const username = usernameEdit ?? profile.username;
  const displayName = displayNameEdit ?? profile.displayName;
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string; field?: Field } | null>(null);
  const [save, { loading }] = useMutation(ProfileFormUpdate);
  const ids = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await save({ variables: { input: { username, displayName } } });
      setUsernameEdit(null);
      setDisplayNameEdit(null);
      setMessage({ kind: 'saved', text: 'Your profile was saved.' });
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const field = first?.extensions?.field;
      setMessage({
        kind: 'error',
        text: first?.message ?? 'Your profile could not be saved. Check your connection and try again.',
        field: field === 'username' || field === 'displayName' ? field : undefined,
      });
    }
  };

  const invalid = (field: Field) => message?.kind === 'error' && message.field === field;
  return (
    <form className="profile-form" onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Edit your profile</h2>
      <label htmlFor={`${ids}-username`}>Username</label>
      <input
        id={`${ids}-username`}
        value={username}
        onChange={(e) => setUsernameEdit(e.target.value)}
        aria-describedby={`${ids}-username-help${invalid('username') ? ` ${ids}-message` : ''}`}
        aria-invalid={invalid('username')}
        autoComplete="username"
        spellCheck={false}
      />
      <p id={`${ids}-username-help`} className="form-help">
        3 to 24 letters, digits, _ or -. Must not be taken by someone else.
      </p>
      <label htmlFor={`${ids}-display`}>Display name</label>
      <input
        id={`${ids}-display`}
        value={displayName}
        onChange={(e) => setDisplayNameEdit(e.target.value)}
        aria-describedby={`${ids}-display-help${invalid('displayName') ? ` ${ids}-message` : ''}`}
        aria-invalid={invalid('displayName')}
        autoComplete="nickname"
      />
      <p id={`${ids}-display-help`} className="form-help">
        Shown in the header greeting; up to 32 characters. Leave it empty to be greeted as "User".
      </p>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </button>
      </div>
      {message && (
        <p id={`${ids}-message`} className={message.kind === 'error' ? 'form-error' : 'form-saved'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
