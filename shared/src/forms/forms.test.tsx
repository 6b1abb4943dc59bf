import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import * as yup from 'yup';
import { FormErrors } from '../http/client';
import { CheckboxField } from './checkbox-field';
import { PortalForm } from './portal-form';
import { restorePrefix } from './prefix';
import { SCROLL_TO_ERROR_DELAY_MS, scrollToFirstError } from './scroll-to-first-error';
import { SelectField } from './select-field';
import { mapServerErrors } from './server-errors';
import { TextField } from './text-field';

afterEach(() => jest.restoreAllMocks());

describe('mapServerErrors', () => {
  it('puts errors on matching fields (dot paths), the rest into general, and collects numbers', () => {
    const mapped = mapServerErrors(
      [
        { path: 'address.postcode', message: 'PLZ fehlt', number: 1 },
        { path: 'iban', message: 'IBAN ungültig', number: 2 },
        { path: 'iban', message: 'zweiter Fehler' },
        { path: 'unknown', message: 'Allgemein' },
        { path: '', message: 'Ohne Pfad', number: 250 },
      ],
      ['iban', 'address.postcode'],
    );
    expect(mapped.fieldErrors).toEqual({ 'address.postcode': 'PLZ fehlt', iban: 'IBAN ungültig' });
    expect(mapped.general).toEqual(['Allgemein', 'Ohne Pfad']);
    expect(mapped.numbers).toEqual([1, 2, 250]);
  });
});

describe('restorePrefix', () => {
  it.each([
    ['AT12', 'AT12'],
    ['A12', 'AT12'],
    ['T12', 'AT12'],
    ['12', 'AT12'],
    ['', 'AT'],
  ])('%s → %s', (typed, expected) => expect(restorePrefix(typed, 'AT')).toBe(expected));
});

describe('scrollToFirstError', () => {
  afterEach(() => jest.useRealTimers());

  it('scrolls 100 ms later to 200 px above the first invalid field and focuses it', () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<input id="ok"><input id="bad" aria-invalid="true"><input aria-invalid="true">';
    const bad = document.getElementById('bad') as HTMLInputElement;
    bad.getBoundingClientRect = () => ({ top: 700 }) as DOMRect;
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToFirstError();
    jest.advanceTimersByTime(SCROLL_TO_ERROR_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500, behavior: 'smooth' });
    expect(document.activeElement).toBe(bad);
  });
});

describe('fields', () => {
  it('shows an error only when touched and not disabled, linked by aria-describedby', async () => {
    const user = userEvent.setup();
    const schema = yup.object({ login: yup.string().required('Bitte Benutzernamen eingeben.'), other: yup.string().required('x') });
    render(
      <Formik initialValues={{ login: '', other: '' }} validationSchema={schema} onSubmit={() => {}}>
        <form>
          <TextField name="login" label="Benutzername" required hint="Ihr Login" />
          <TextField name="other" label="Gesperrt" disabled />
        </form>
      </Formik>,
    );
    const input = screen.getByRole('textbox', { name: 'Benutzername' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Benutzername')).toHaveClass('np-field__label--required');
    expect(screen.queryByText('Bitte Benutzernamen eingeben.')).not.toBeInTheDocument();
    await user.click(input);
    await user.tab();
    const error = await screen.findByText('Bitte Benutzernamen eingeben.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Ihr Login.*Bitte Benutzernamen eingeben\./);
    expect(error.closest('p')).toHaveAttribute('id');
  });

  it('hides the error of a disabled field even when touched', () => {
    render(
      <Formik initialValues={{ iban: '' }} initialTouched={{ iban: true }} initialErrors={{ iban: 'Pflichtfeld' }} onSubmit={() => {}}>
        <TextField name="iban" label="IBAN" disabled />
      </Formik>,
    );
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'IBAN' })).not.toHaveAttribute('aria-invalid');
  });

  it('restores the prefix when the user deletes it', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ iban: 'AT' }} onSubmit={() => {}}>
        <TextField name="iban" label="IBAN" prefix="AT" />
      </Formik>,
    );
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, '61');
    expect(input).toHaveValue('AT61');
    await user.clear(input);
    expect(input).toHaveValue('AT');
    await user.type(input, '{Home}{Delete}');
    expect(input).toHaveValue('AT');
  });

  it('select with an empty option and checkbox by label', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ branch: '', accepted: false }} onSubmit={() => {}}>
        <form>
          <SelectField
            name="branch"
            label="Sparte"
            emptyOption=""
            options={[
              { value: 'STROM', label: 'Strom' },
              { value: 'GAS', label: 'Gas' },
            ]}
          />
          <CheckboxField name="accepted" label="Ich akzeptiere die AGB" required />
        </form>
      </Formik>,
    );
    const select = screen.getByRole('combobox', { name: 'Sparte' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Gas');
    expect(select).toHaveValue('GAS');
    const checkbox = screen.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
  });
});

describe('PortalForm', () => {
  it('applies server errors to fields and general errors at the top, then scrolls to the first', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onServerErrors = jest.fn();
    render(
      <PortalForm
        initialValues={{ iban: 'AT', address: { postcode: '' } }}
        onServerErrors={onServerErrors}
        onSubmit={async () => {
          throw new FormErrors([
            { path: 'address.postcode', message: 'Postleitzahl ungültig' },
            { path: 'other', message: 'Bitte später erneut versuchen.', number: 6 },
          ]);
        }}
      >
        <TextField name="iban" label="IBAN" />
        <TextField name="address.postcode" label="Postleitzahl" />
        <button type="submit">Speichern</button>
      </PortalForm>,
    );
    expect(screen.getByText('Mit * gekennzeichnete Felder sind Pflichtfelder.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Postleitzahl ungültig')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postleitzahl' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte später erneut versuchen.');
    expect(onServerErrors).toHaveBeenCalledWith(expect.objectContaining({ numbers: [6] }), expect.anything());
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('does not submit when client validation fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onSubmit = jest.fn();
    render(
      <PortalForm
        initialValues={{ login: '' }}
        validationSchema={yup.object({ login: yup.string().required('Pflichtfeld') })}
        onSubmit={onSubmit}
      >
        <TextField name="login" label="Benutzername" required />
        <button type="submit">Anmelden</button>
      </PortalForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
