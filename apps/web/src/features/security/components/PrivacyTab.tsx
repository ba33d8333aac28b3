import { Flex } from 'antd';
import { ConsentLogTable } from './ConsentLogTable';
import { PrivacyRequestsTable } from './PrivacyRequestsTable';

/** Personal-data requests (due in 30 days, 15 as the law's target) and the consent log. */
export function PrivacyTab() {
  return (
    <Flex vertical gap={24}>
      <PrivacyRequestsTable />
      <ConsentLogTable />
    </Flex>
  );
}
