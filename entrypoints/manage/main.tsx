import { render } from 'preact';
import '@/components/theme.css';
import { ManageApp } from '@/components/manage/ManageApp';

const root = document.getElementById('app');
if (root) render(<ManageApp />, root);
