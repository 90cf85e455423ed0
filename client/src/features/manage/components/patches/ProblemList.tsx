import { useId } from 'react';

/** Every problem of an import or of the draft, each with its path (`items[41].stats.hp: must be a whole number`). */
export function ProblemList({ problems, title }: { problems: ReadonlyArray<{ path: string; message: string }>; title: string }) {
  const headingId = useId();
  if (problems.length === 0) return null;
  return (
    <div role="alert" aria-labelledby={headingId} className="manage-warning">
      <p id={headingId} className="manage-error">
        {title} ({problems.length === 1 ? '1 problem' : `${problems.length} problems`})
      </p>
      <ul className="patch-problems">
        {problems.map((problem, index) => (
          <li key={`${problem.path}-${index}`}>
            <code>{problem.path}</code>: {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
