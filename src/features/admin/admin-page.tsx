// /admin: platform statistics, recent activity and the users console (admins only; the route guard checks).
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { RecentActivity } from './components/recent-activity';
import { StatsCards } from './components/stats-cards';
import { StudyListsPanel } from './components/study-lists-panel';
import { SyncJobPanel } from './components/sync-job-panel';
import { UsersPanel } from './components/users-panel';
import './admin.css';

export default function Page() {
  const { t } = useTranslation('admin');
  return (
    <PageFrame title={t('title')}>
      <StatsCards />
      <UsersPanel />
      <StudyListsPanel />
      <SyncJobPanel />
      <RecentActivity />
    </PageFrame>
  );
}
