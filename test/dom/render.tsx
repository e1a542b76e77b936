import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export const renderWithI18n = (ui: ReactElement) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
