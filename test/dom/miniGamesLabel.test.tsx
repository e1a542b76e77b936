import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/catalogues';
import { useCategoryLabel } from '@/ui/useCategoryLabel';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

describe("SPEC 1 mini games: the category's label", () => {
  it('reads "Mini games" in English, through its own platform key, not the category code', () => {
    const { result } = renderHook(() => useCategoryLabel(), { wrapper });
    expect(result.current('MINI')).toBe('Mini games');
  });
});
