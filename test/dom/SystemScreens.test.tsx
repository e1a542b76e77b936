import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenanceScreen } from '@/features/system/MaintenanceScreen';
import { RegionBlockedScreen } from '@/features/system/RegionBlockedScreen';
import { systemStatus } from '../machines/fixtures';
import { renderWithI18n } from './render';

describe('whole-app screens', () => {
  it('maintenance shows its end time and a customer-service button', () => {
    const status = { ...systemStatus(1), customerService: [{ csType: 'LIVECHAT' as const, path: 'https://chat.example', title: 'Live chat' }] };
    renderWithI18n(<MaintenanceScreen status={status} />);
    expect(screen.getByRole('heading').textContent).toBe('System maintenance');
    expect(screen.getByTestId('maintenance-end').textContent).toMatch(/Ends at .*2026/);
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
  });
  it('region block shows the visitor IP', () => {
    renderWithI18n(<RegionBlockedScreen status={systemStatus(2)} />);
    expect(screen.getByRole('heading').textContent).toBe('Access restricted');
    expect(screen.getByText('Your IP: 203.0.113.7')).toBeTruthy();
  });
});
