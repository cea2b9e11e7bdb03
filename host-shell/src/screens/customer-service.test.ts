import type { Permission } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import { customerServiceUrl } from './customer-service';

const withService = (customerService: Permission['customerService']) => ({ customerService }) as Permission;
const entry = (csType: string, url: string) =>
  ({ csType, url, title: csType, csPosition: 'RIGHT' }) as Permission['customerService'][number];

describe('the customer-service button of the maintenance and blocked screens', () => {
  it('opens the live chat, else the first entry', () => {
    expect(
      customerServiceUrl(
        withService([entry('LINE', 'https://line.me/x'), entry('LIVECHAT', 'https://chat.example/')]),
      ),
    ).toBe('https://chat.example/');
    expect(customerServiceUrl(withService([entry('TELEGRAM', 'tg://resolve?domain=demo')]))).toBe(
      'tg://resolve?domain=demo',
    );
  });

  it('offers no button for a configured script or data link', () => {
    expect(
      customerServiceUrl(withService([entry('LIVECHAT', 'javascript:alert(document.cookie)')])),
    ).toBeNull();
    expect(
      customerServiceUrl(withService([entry('LIVECHAT', 'data:text/html,<script>1</script>')])),
    ).toBeNull();
  });
});
