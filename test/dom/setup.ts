import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { messages as areaMessages } from '../../locales/en/areas.po';
import { messages } from '../../locales/en/messages.po';

i18n.load('en', { ...messages, ...areaMessages });
i18n.activate('en');
afterEach(cleanup);
