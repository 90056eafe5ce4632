import { Link } from 'react-router-dom';

/** The site's pages an assistant answer names ("Read it in full at /terms#section-4"), shown as links. */
const sitePage =
  /(\/(?:terms|privacy|pricing|services|lets-talk|custom-quote)(?:#section-\d+)?)(?=[\s.,;:)!?]|$)/;

/** An assistant answer as text, with the pages it names clickable so the visitor can read the source. */
export function MessageText({ text }: { text: string }) {
  // split() with a capturing group keeps the paths at the odd positions.
  const parts = text.split(sitePage);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={part}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
