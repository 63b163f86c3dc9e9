/** @jest-environment jsdom */
import { applyTabRoles } from './use-tab-roles';

test('every react-vant title gets role tab; only the selected one is in the tab order', () => {
  document.body.innerHTML = `<div role="tablist">
    <div class="rv-tab" aria-selected="true">资讯</div>
    <div class="rv-tab" aria-selected="false">公告</div>
  </div>`;
  applyTabRoles(document.body);
  const tabs = [...document.querySelectorAll('.rv-tab')];
  expect(tabs.map((t) => t.getAttribute('role'))).toEqual(['tab', 'tab']);
  expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1']);
  tabs[0].setAttribute('aria-selected', 'false');
  tabs[1].setAttribute('aria-selected', 'true');
  applyTabRoles(document.body);
  expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0']);
});
