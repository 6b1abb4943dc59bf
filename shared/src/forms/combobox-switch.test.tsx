import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { useState, type ReactNode } from 'react';
import { ComboboxField } from './combobox-field';
import { SwitchField } from './switch-field';
import { TextField } from './text-field';

function InForm({ initialValues, children, onSubmit = jest.fn() }: { initialValues: object; children: ReactNode; onSubmit?: jest.Mock }) {
  return (
    <Formik initialValues={initialValues} onSubmit={(values) => onSubmit(values)}>
      <Form aria-label="Testformular">
        {children}
        <button type="submit">Senden</button>
      </Form>
    </Formik>
  );
}

const STREETS = ['Landstraße', 'Lederergasse', 'Lessingstraße'];

function StreetCombobox({ onInput }: { onInput?: (value: string) => void }) {
  const [options, setOptions] = useState<string[]>([]);
  return (
    <ComboboxField
      name="street"
      label="Straße"
      options={options}
      onInput={(value) => {
        onInput?.(value);
        setOptions(value ? STREETS.filter((street) => street.toLowerCase().startsWith(value.toLowerCase())) : []);
      }}
    />
  );
}

describe('ComboboxField', () => {
  it('offers suggestions as a listbox and takes one with the arrow keys and Enter, without submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <InForm initialValues={{ street: '' }} onSubmit={onSubmit}>
        <StreetCombobox />
      </InForm>,
    );
    const input = screen.getByRole('combobox', { name: 'Straße' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'L');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Straße' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 Vorschläge verfügbar');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Lederergasse' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Lederergasse');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a typed value that is not among the suggestions and submits it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <InForm initialValues={{ street: '' }} onSubmit={onSubmit}>
        <StreetCombobox />
      </InForm>,
    );
    const input = screen.getByRole('combobox', { name: 'Straße' });
    await user.type(input, 'Neue Gasse');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ street: 'Neue Gasse' });
  });

  it('picks a suggestion by click and closes the list with Escape without letting the key through', async () => {
    const user = userEvent.setup();
    const outerEscape = jest.fn();
    render(
      // A listener around the field, like a dialog's: it must not see the Escape the list used.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => event.key === 'Escape' && outerEscape()}>
        <InForm initialValues={{ street: '' }}>
          <StreetCombobox />
        </InForm>
      </div>,
    );
    const input = screen.getByRole('combobox', { name: 'Straße' });
    await user.type(input, 'Le');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(outerEscape).not.toHaveBeenCalled();
    // A second Escape, with the list closed, is for the surrounding dialog.
    await user.keyboard('{Escape}');
    expect(outerEscape).toHaveBeenCalledTimes(1);

    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Lessingstraße' }));
    expect(input).toHaveValue('Lessingstraße');
    expect(input).toHaveFocus();
  });

  it('tells the typed text to onInput, not a picked suggestion', async () => {
    const user = userEvent.setup();
    const onInput = jest.fn();
    render(
      <InForm initialValues={{ street: '' }}>
        <StreetCombobox onInput={onInput} />
      </InForm>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Straße' }), 'La');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onInput.mock.calls.map(([value]) => value)).toEqual(['L', 'La']);
    expect(screen.getByRole('combobox', { name: 'Straße' })).toHaveValue('Landstraße');
  });
});

describe('SwitchField', () => {
  it('is a switch that says its state in words and reports each toggle', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    render(
      <InForm initialValues={{ forever: true }}>
        <SwitchField name="forever" label="Unbegrenzt gültig" onToggle={onToggle} />
      </InForm>,
    );
    const toggle = screen.getByRole('switch', { name: 'Unbegrenzt gültig' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Ein')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Aus')).toBeInTheDocument();
    expect(onToggle).toHaveBeenLastCalledWith(false);
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onToggle).toHaveBeenLastCalledWith(true);
  });
});

describe('TextField readOnly', () => {
  it('shows the value, stays focusable and cannot be changed', async () => {
    const user = userEvent.setup();
    render(
      <InForm initialValues={{ businessPartnerNumber: '1000000001' }}>
        <TextField name="businessPartnerNumber" label="Geschäftspartnernummer" readOnly />
      </InForm>,
    );
    const input = screen.getByLabelText('Geschäftspartnernummer');
    await user.click(input);
    expect(input).toHaveFocus();
    await user.type(input, '99');
    expect(input).toHaveValue('1000000001');
    expect(input).toHaveAttribute('readonly');
  });
});
