import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { Tabs } from './tabs.tsx';

function Sections() {
  const [active, setActive] = useState('profile');
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={[
        { key: 'profile', label: 'Profile', children: <input aria-label="Full name" /> },
        { key: 'address', label: 'Address', children: 'Bhiwandi' },
        { key: 'plan', label: 'Plan', children: 'Growth', forceRender: true },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  test('only the open tab is in the Tab order; the arrows, Home and End open the others', () => {
    render(<Sections />);
    expect(tab('Profile').getAttribute('aria-selected')).toBe('true');
    expect(tab('Profile').tabIndex).toBe(0);
    expect(tab('Address').tabIndex).toBe(-1);

    fireEvent.keyDown(tab('Profile'), { key: 'ArrowRight' });
    expect(tab('Address').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Address'));
    expect(screen.getByRole('tabpanel', { name: 'Address' }).textContent).toBe('Bhiwandi');

    fireEvent.keyDown(tab('Address'), { key: 'End' });
    expect(tab('Plan').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Plan'), { key: 'ArrowRight' });
    expect(tab('Profile').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Profile'), { key: 'ArrowLeft' });
    expect(tab('Plan').getAttribute('aria-selected')).toBe('true');
  });

  test('a panel is made when first opened and then kept, hidden, with what was typed', () => {
    render(<Sections />);
    // Not opened yet, and not asked to render ahead: not there at all.
    expect(screen.queryByText('Bhiwandi')).toBeNull();
    // Rendered ahead, hidden.
    expect(screen.getByText('Growth').hidden).toBe(true);

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
    fireEvent.click(tab('Address'));
    fireEvent.click(tab('Profile'));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Rao');
  });
});
