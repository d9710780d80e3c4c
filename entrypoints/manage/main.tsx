import { render } from 'preact';
import { ManageApp } from '@/components/manage/ManageApp';

render(<ManageApp />, document.getElementById('app')!);
