import { DEMO_OPERATOR } from '@portal/shared/contract/operator';
import { escapeHtml } from '../mail/outbox';
import { fillOperatorPlaceholders, mailSignature } from './operator-texts';

const operator = { ...DEMO_OPERATOR, operatorName: 'Netz <Süd> & Co', customerServiceHotline: '0800 123 456' };

describe('fillOperatorPlaceholders', () => {
  it('fills the operator’s values, escaped when asked for HTML', () => {
    const text = 'Die {{operatorName}} – Hotline {{customerServiceHotline}}';
    expect(fillOperatorPlaceholders(text, operator)).toBe('Die Netz <Süd> & Co – Hotline 0800 123 456');
    expect(fillOperatorPlaceholders(text, operator, escapeHtml)).toBe('Die Netz &lt;Süd&gt; &amp; Co – Hotline 0800 123 456');
  });

  it('leaves unknown placeholders and other braces as written', () => {
    expect(fillOperatorPlaceholders('{{unknown}} {operatorName} {{ operatorName }}', operator)).toBe(
      '{{unknown}} {operatorName} {{ operatorName }}',
    );
  });

  it('signs mails in the operator’s name', () => {
    expect(mailSignature(operator)).toBe('Ihr Kundenservice der Netz <Süd> & Co');
  });
});
