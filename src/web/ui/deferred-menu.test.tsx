import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeferredMenu, loadMenuModule } from './deferred-menu.tsx';

function Menu({ onPick = () => undefined }: { onPick?: () => void }) {
  return (
    <DeferredMenu
      triggerProps={{ 'aria-label': 'Trip options', className: 'trigger' }}
      trigger={<span>…</span>}
    >
      {(Radix) => (
        <Radix.Portal>
          <Radix.Content>
            <Radix.Item onSelect={onPick}>Rename trip</Radix.Item>
          </Radix.Content>
        </Radix.Portal>
      )}
    </DeferredMenu>
  );
}

// One module for the whole file: the first test sees the stand-in, the later ones Radix.
describe('DeferredMenu', () => {
  it('opens the menu when its stand-in is pressed before the code has arrived', async () => {
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Trip options' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Rename trip' })).toBeVisible();
  });

  it('once loaded, opens from the keyboard and gives focus back to its trigger', async () => {
    await loadMenuModule();
    render(<Menu />);
    // Loaded already: the Radix trigger is drawn at once.
    const trigger = screen.getByRole('button', { name: 'Trip options' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Rename trip' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(screen.getByRole('button', { name: 'Trip options' })).toHaveFocus();
  });
});
