import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { AvatarSection } from '@/features/memberCenter/pages/security/AvatarSection';
import { renderWithI18n } from './render';

/** SPEC 7 /wps/member/info/icon in the member center's profile (issue 24): the avatar, and choosing another. */

const ICONS = [1, 2, 3].map((id) => ({ id, url: `/assets-gen/avatar/${id}.svg` }));

function renderAvatar(calls: Partial<{ getMemberIcon: () => Promise<unknown>; setMemberIcon: (request: { icon: number | null }) => Promise<unknown> }> = {}) {
  const all = {
    getMemberIcon: vi.fn(async () => ({ icon: null as number | null, icons: ICONS })),
    setMemberIcon: vi.fn(async ({ icon }: { icon: number | null }) => ({ icon, icons: ICONS })),
    ...calls,
  };
  renderWithI18n(<AvatarSection calls={all as never} />);
  return { calls: all, user: userEvent.setup() };
}

const current = () => screen.getByTestId('avatar-current').getAttribute('src');

describe('the avatar in the profile', () => {
  it('shows the default avatar until one is chosen', async () => {
    renderAvatar();
    await screen.findByTestId('avatar-open');
    expect(current()).toBe('/fallback-avatar.svg');
  });

  it('shows the chosen one', async () => {
    renderAvatar({ getMemberIcon: async () => ({ icon: 3, icons: ICONS }) });
    await waitFor(() => expect(current()).toBe('/assets-gen/avatar/3.svg'));
  });

  it('saves the icon picked, then wears it with a note', async () => {
    const { calls, user } = renderAvatar();
    await user.click(await screen.findByTestId('avatar-open'));
    const choices = screen.getAllByRole('radio');
    expect(choices).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Avatar 2' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Avatar 2' }));
    await user.click(screen.getByTestId('avatar-save'));
    await screen.findByTestId('avatar-saved');
    expect(calls.setMemberIcon).toHaveBeenCalledWith({ icon: 2 });
    expect(current()).toBe('/assets-gen/avatar/2.svg');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('keeps the picker open with the reason when the save fails', async () => {
    const { user } = renderAvatar({
      setMemberIcon: async () => {
        throw new ApiError('network', 'Network link is abnormal, please try again', { path: '/wps/member/info/icon' });
      },
    });
    await user.click(await screen.findByTestId('avatar-open'));
    await user.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    await user.click(screen.getByTestId('avatar-save'));
    expect((await screen.findByTestId('avatar-error')).textContent).toBe('Network link is abnormal, please try again');
    expect(screen.getByRole('radio', { name: 'Avatar 3' })).toHaveProperty('checked', true);
    expect(current()).toBe('/fallback-avatar.svg');
  });

  it('closes without a call when nothing new is picked', async () => {
    const { calls, user } = renderAvatar();
    await user.click(await screen.findByTestId('avatar-open'));
    await user.click(screen.getByTestId('avatar-cancel'));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(calls.setMemberIcon).not.toHaveBeenCalled();
  });

  it('offers a retry when the avatar cannot be read', async () => {
    const getMemberIcon = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'down', { path: '/x' }))
      .mockResolvedValue({ icon: 1, icons: ICONS });
    const { user } = renderAvatar({ getMemberIcon });
    await user.click(await screen.findByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(current()).toBe('/assets-gen/avatar/1.svg'));
  });
});
