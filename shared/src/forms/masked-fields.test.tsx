import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { METER_POINT_PREFIXES } from '../format/meter-point-mask';
import { DATE_INPUT_FORMAT_HINT, DateField } from './date-field';
import { METER_POINT_PREFIX_LABEL, MeterPointField } from './meter-point-field';
import { RadioGroupField } from './radio-group-field';
import { TextField } from './text-field';

function Values() {
  const { values } = useFormikContext();
  return <output data-testid="values">{JSON.stringify(values)}</output>;
}
const valuesShown = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

describe('RadioGroupField', () => {
  it('is a group named by its legend; the error is tied to the group and its options', async () => {
    const user = userEvent.setup();
    const schema = yup.object({ branch: yup.string().required('Bitte wählen Sie eine Sparte.') });
    const onChange = jest.fn();
    render(
      <Formik initialValues={{ branch: '' }} initialTouched={{ branch: true }} validationSchema={schema} onSubmit={() => {}}>
        <form>
          <RadioGroupField
            name="branch"
            legend="Sparte"
            required
            hint="Strom oder Gas"
            onChange={onChange}
            options={[
              { value: 'STROM', label: 'Strom' },
              { value: 'GAS', label: 'Gas' },
            ]}
          />
          <Values />
        </form>
      </Formik>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Sparte' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Strom oder Gas');

    const gas = screen.getByRole('radio', { name: 'Gas' });
    await user.click(gas);
    expect(gas).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Strom' })).not.toBeChecked();
    expect(valuesShown().branch).toBe('GAS');
    expect(onChange).toHaveBeenCalledWith('GAS');
  });

  it('shows the error of an unanswered group', async () => {
    const schema = yup.object({ branch: yup.string().required('Bitte wählen Sie eine Sparte.') });
    render(
      <Formik
        initialValues={{ branch: '' }}
        initialTouched={{ branch: true }}
        initialErrors={{ branch: 'Bitte wählen Sie eine Sparte.' }}
        validationSchema={schema}
        onSubmit={() => {}}
      >
        <RadioGroupField name="branch" legend="Sparte" options={[{ value: 'STROM', label: 'Strom' }]} />
      </Formik>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Sparte' })).toHaveAccessibleDescription(/Bitte wählen Sie eine Sparte\./);
    expect(screen.getByRole('radio', { name: 'Strom' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('MeterPointField', () => {
  function Harness({ initial = '' }: { initial?: string }) {
    const [branch, setBranch] = useState<'STROM' | 'GAS'>('STROM');
    return (
      <Formik initialValues={{ meterPointAdministrationNumber: initial }} onSubmit={() => {}}>
        <form>
          <MeterPointField
            name="meterPointAdministrationNumber"
            label="Zählpunktnummer"
            prefix={METER_POINT_PREFIXES[branch]}
            hint="Die letzten 10 Ziffern"
          />
          <button type="button" onClick={() => setBranch('GAS')}>
            Gas
          </button>
          <Values />
        </form>
      </Formik>
    );
  }

  it('shows the fixed prefix grouped before the input, takes only digits, keeps the whole number as the value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Zählpunktnummer' });
    expect(input).toHaveValue('');
    expect(screen.getByText('AT 003000 00000 0000000000')).toBeVisible();
    expect(input).toHaveAccessibleDescription(`${METER_POINT_PREFIX_LABEL} AT 003000 00000 0000000000 Die letzten 10 Ziffern`);
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await user.type(input, '00001x00001999');
    expect(input).toHaveValue('0000100001');
    expect(valuesShown().meterPointAdministrationNumber).toBe('AT 003000 00000 0000000000 0000100001');
  });

  it('leaves the prefix when the digits are deleted', async () => {
    const user = userEvent.setup();
    render(<Harness initial="AT 003000 00000 0000000000 4711" />);
    const input = screen.getByRole('textbox', { name: 'Zählpunktnummer' });
    expect(input).toHaveValue('4711');
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(valuesShown().meterPointAdministrationNumber).toBe('AT 003000 00000 0000000000');
  });

  it('takes the last 10 digits of a pasted complete number', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Zählpunktnummer' });
    await user.click(input);
    await user.paste('AT 003000 00000 00000000000000100004');
    expect(input).toHaveValue('0000100004');
    expect(valuesShown().meterPointAdministrationNumber).toBe('AT 003000 00000 0000000000 0000100004');
  });

  it('keeps the typed digits when the prefix changes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Zählpunktnummer' });
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Gas' }));
    expect(input).toHaveValue('123');
    expect(valuesShown().meterPointAdministrationNumber).toBe('AT 003000 00000 0000000000 123');
  });
});

describe('DateField', () => {
  it('is a text input with the DD.MM.YYYY format as its description', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ dateOfBirth: '23.11.2008' }} onSubmit={() => {}}>
        <form>
          <DateField name="dateOfBirth" label="Geburtsdatum" required hint="Wie auf Ihrem Ausweis." />
          <Values />
        </form>
      </Formik>,
    );
    const input = screen.getByRole('textbox', { name: 'Geburtsdatum' });
    expect(input).toHaveValue('23.11.2008');
    expect(input).toHaveAccessibleDescription(`Wie auf Ihrem Ausweis. ${DATE_INPUT_FORMAT_HINT}`);
    await user.clear(input);
    await user.type(input, '01.02.1990');
    expect(valuesShown().dateOfBirth).toBe('01.02.1990');
    // Typing opens nothing and keeps the focus in the field.
    expect(input).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the kit calendar: opens on the typed date, weeks from Monday, bounded, closes on choosing', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ readOn: '10.11.2026' }} onSubmit={() => {}}>
        <form>
          <DateField name="readOn" label="Ablesedatum" required min="2026-11-03" max="2026-11-24" />
          <Values />
        </form>
      </Formik>,
    );
    const button = screen.getByRole('button', { name: 'Kalender öffnen: Ablesedatum' });
    await user.click(button);
    const calendar = screen.getByRole('dialog', { name: 'Kalender: Ablesedatum' });
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
    // The typed day has the focus and is shown chosen; days outside the bounds cannot be chosen.
    const tenth = calendar.querySelector<HTMLButtonElement>('[data-date="2026-11-10"]');
    expect(tenth).toHaveFocus();
    expect(tenth).toHaveAttribute('aria-pressed', 'true');
    expect(calendar.querySelector('[data-date="2026-11-02"]')).toBeDisabled();
    expect(calendar.querySelector('[data-date="2026-11-25"]')).toBeDisabled();
    // Keyboard: a week on, Enter chooses; the popup closes and focus returns to its button.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(valuesShown().readOn).toBe('17.11.2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Ablesedatum' })).toHaveValue('17.11.2026');
  });

  it('opens on today (within the bounds) while the field is empty, and Escape closes it without a change', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ from: '' }} onSubmit={() => {}}>
        <form>
          <DateField name="from" label="Von" min="2020-01-01" max="2020-12-31" />
          <Values />
        </form>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Von' }));
    // Today lies after the bounds: the calendar opens on the last day it offers.
    expect(screen.getByRole('dialog').querySelector('[data-date="2020-12-31"]')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(valuesShown().from).toBe('');
  });
});

describe('TextField with an input mask', () => {
  const fours = (text: string) =>
    text
      .toUpperCase()
      .replace(/\s/g, '')
      .replace(/(.{4})(?=.)/g, '$1 ');

  function IbanForm() {
    return (
      <Formik initialValues={{ iban: '' }} onSubmit={() => {}}>
        <form>
          <TextField name="iban" label="IBAN" transform={fours} />
        </form>
      </Formik>
    );
  }

  it('keeps the caret where the user types in the middle, although the mask regroups the text', async () => {
    const user = userEvent.setup();
    render(<IbanForm />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await user.type(input, 'at611904300234573201');
    expect(input).toHaveValue('AT61 1904 3002 3457 3201');
    // The caret after 'AT61 1904', then a 9 typed: it stands after the 9, and the next key lands there too.
    await user.type(input, '9', { initialSelectionStart: 9, initialSelectionEnd: 9 });
    expect(input).toHaveValue('AT61 1904 9300 2345 7320 1');
    expect(input.selectionStart).toBe(11);
    await user.keyboard('8');
    expect(input).toHaveValue('AT61 1904 9830 0234 5732 01');
    expect(input.selectionStart).toBe(12);
  });

  it('deletes the character before a group space with Backspace, keeping the caret there', async () => {
    const user = userEvent.setup();
    render(<IbanForm />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await user.type(input, 'AT611904300234573201');
    // Caret after 'AT61 1904 ' (behind the space): Backspace removes the 4, not the space the mask puts back.
    await user.type(input, '{Backspace}', { initialSelectionStart: 10, initialSelectionEnd: 10 });
    expect(input).toHaveValue('AT61 1903 0023 4573 201');
    expect(input.selectionStart).toBe(8);
  });
});
