import { getIn, useFormikContext } from 'formik';

/** The server errors that match no field (Formik errors `general.0`, `general.1`, …), at the top of the form. */
export function GeneralErrors() {
  const { errors } = useFormikContext();
  const general: unknown = getIn(errors, 'general');
  const messages = (Array.isArray(general) ? general : [general]).filter(
    (message): message is string => typeof message === 'string' && message !== '',
  );
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="np-banner np-banner--error np-form-errors" data-general-errors tabIndex={-1}>
      <span className="np-banner__icon" aria-hidden="true">
        ✕
      </span>
      <div className="np-banner__content">
        <span className="np-visually-hidden">Fehler: </span>
        {messages.length === 1 ? (
          <p>{messages[0]}</p>
        ) : (
          <ul>
            {messages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
